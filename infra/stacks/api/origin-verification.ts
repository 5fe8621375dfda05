import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { ORIGIN_VERIFY_HEADER } from "#lambdas/authorizers/cloudfront-origin";
import type { InfraConfig } from "../../config";
import { acknowledge } from "../../nag";
import { type ApiFunctions, addFunction } from "./api-functions";

/** How CloudFront reaches the API (the web stack's /api/* origin). */
export interface ApiOrigin {
  /** Host name of the origin: the API's regional custom domain when there is one, else its execute-api host. */
  domainName: string;
  /**
   * With a custom domain the viewer's Host header must reach API Gateway (it selects the custom domain by it, and the
   * execute-api address is switched off); without one, Host must be the execute-api host CloudFront connects to.
   */
  forwardHost: boolean;
  /** CloudFront sends this header with the secret's value; the public routes' authorizer checks it. */
  verifyHeader: string;
  secret: secretsmanager.ISecret;
}

/**
 * A random value only CloudFront and the public routes' authorizer know. It is not rotated automatically: CloudFront
 * holds a copy in its origin configuration, so rotating means a deploy of both stacks (docs/decisions.md).
 */
export function createOriginSecret(scope: Construct, config: InfraConfig): secretsmanager.Secret {
  const secret = new secretsmanager.Secret(scope, "OriginVerify", {
    description: `${config.appName}-${config.stage}: header value proving a request came through CloudFront`,
    generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const why =
    "This is not a credential to data: it only proves a request to the public API routes came through this deployment's CloudFront (and so its WAF rate rules).";
  acknowledge(
    secret,
    "AwsSolutions-SMG4",
    `${why} CloudFront keeps a copy in its origin configuration, so it is rotated by redeploying (docs/decisions.md), not by a rotation Lambda.`,
  );
  acknowledge(
    secret,
    "HIPAA.Security-SecretsManagerRotationEnabled",
    `${why} CloudFront keeps a copy in its origin configuration, so it is rotated by redeploying (docs/decisions.md), not by a rotation Lambda.`,
  );
  acknowledge(
    secret,
    "HIPAA.Security-SecretsManagerUsingKMSKey",
    `${why} Its value is visible to the account's operators in CloudFront's origin settings anyway, so a customer-managed key would protect nothing more.`,
  );
  return secret;
}

/** The Lambda authorizer of the public routes: allows a request only if it carries CloudFront's origin header. */
export function createOriginAuthorizer(api: ApiFunctions, secret: secretsmanager.ISecret): HttpLambdaAuthorizer {
  const fn = addFunction(api, "VerifyOrigin", {
    handler: "authorizers/cloudfront-origin",
    grants: [],
    memoryMb: 256,
    timeoutSeconds: 5,
    description: "Lets only requests that came through CloudFront reach the public routes",
    invocation: "sync",
  });
  // Resolved by CloudFormation at deploy time; the template holds only the reference.
  fn.fn.addEnvironment("ORIGIN_VERIFY_SECRET", secret.secretValue.unsafeUnwrap());
  return new HttpLambdaAuthorizer("ThroughCloudFront", fn.fn, {
    authorizerName: "through-cloudfront",
    responseTypes: [HttpLambdaResponseType.SIMPLE],
    identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
    resultsCacheTtl: Duration.minutes(5),
  });
}
