import { RemovalPolicy } from "aws-cdk-lib";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { InfraConfig } from "../../config";
import { acknowledge } from "../../nag";

/**
 * The key of the audit trail's client address hash (issue 24, decision 402): one random value per deployment, so
 * an address hashes the same in every function and container, and the hashes cannot be reversed by hashing every
 * IPv4 address without it. Resolved into the appending functions' environment at deploy time (the template holds
 * only the reference), as the origin header's secret is.
 */
export function createAuditClientKey(scope: Construct, config: InfraConfig): string {
  const secret = new secretsmanager.Secret(scope, "AuditClientKey", {
    description: `${config.appName}-${config.stage}: key of the audit trail's client address hash`,
    generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const why =
    "Not a credential: it keys the one-way hash of client addresses in the audit trail. Rotating it would only stop new hashes matching old ones, so it changes on purpose only, by a deploy (docs/decisions.md 402).";
  acknowledge(secret, "AwsSolutions-SMG4", why);
  acknowledge(secret, "HIPAA.Security-SecretsManagerRotationEnabled", why);
  acknowledge(
    secret,
    "HIPAA.Security-SecretsManagerUsingKMSKey",
    "Its value lands in the functions' environment (encrypted by Lambda) at deploy, so a customer-managed key on the secret would protect nothing more.",
  );
  return secret.secretValue.unsafeUnwrap();
}
