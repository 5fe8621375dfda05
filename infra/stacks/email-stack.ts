import { Stack, type StackProps } from "aws-cdk-lib";
import * as ses from "aws-cdk-lib/aws-ses";
import type { Construct } from "constructs";
import type { InfraConfig } from "../config";

export interface EmailStackProps extends StackProps {
  config: InfraConfig;
}

/** The SES identity for the configured sender and a configuration set that requires TLS and tracks reputation. */
export class EmailStack extends Stack {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.configurationSet = new ses.ConfigurationSet(this, "ConfigurationSet", {
      configurationSetName: `${config.appName}-${config.stage}`,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new ses.EmailIdentity(this, "Sender", {
      identity: ses.Identity.email(config.senderEmail),
      configurationSet: this.configurationSet,
    });
  }

  get identityArn(): string {
    return this.formatArn({ service: "ses", resource: "identity", resourceName: this.identity.emailIdentityName });
  }
}
