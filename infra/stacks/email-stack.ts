import { Stack, type StackProps } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as ses from "aws-cdk-lib/aws-ses";
import type { Construct } from "constructs";
import type { InfraConfig } from "../config";

export interface EmailStackProps extends StackProps {
  config: InfraConfig;
}

/**
 * The SES identity for the configured sender and a configuration set that requires TLS, tracks reputation and
 * publishes each email's outcome to EventBridge.
 */
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
    // Issue 22, part 4: delivery, bounce and complaint events go to the default bus, where the EmailOutcome
    // function's rule (lambdas/routes.ts) records them on the send. SES publishes the email's tags with each event.
    this.configurationSet.addEventDestination("OutcomesToEventBridge", {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, "DefaultBus", "default")),
      events: [ses.EmailSendingEvent.DELIVERY, ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
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
