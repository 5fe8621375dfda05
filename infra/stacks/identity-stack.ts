import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import type { InfraConfig } from "../config";
import { acknowledge } from "../nag";

export interface IdentityStackProps extends StackProps {
  config: InfraConfig;
}

/** Clinician accounts: email sign-in, strong passwords, TOTP MFA (required in production), SRP web client. */
export class IdentityStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { config } = props;
    const plus = config.cognitoFeaturePlan === "plus";

    this.userPool = new cognito.UserPool(this, "Clinicians", {
      userPoolName: `${config.appName}-${config.stage}-clinicians`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: config.isProduction ? cognito.Mfa.REQUIRED : cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: plus ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: plus ? cognito.StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: config.isProduction,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.webClient = this.userPool.addClient("Web", {
      userPoolClientName: "web",
      authFlows: { userSrp: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
      enableTokenRevocation: true,
    });

    if (!config.isProduction) {
      acknowledge(
        this.userPool,
        "AwsSolutions-COG2",
        `MFA is optional in the ${config.stage} stage so testers can create accounts quickly; the prod stage config makes TOTP MFA required.`,
      );
    }
    if (!plus) {
      // Plus (with threat protection) is the default in prod; Essentials there means someone chose it explicitly.
      const why = config.isProduction
        ? "This prod deployment was configured with cognitoFeaturePlan=essentials, overriding the prod default of Plus"
        : `Outside prod the Essentials plan is the default, for cost; this ${config.stage} stage has no real clinicians`;
      acknowledge(
        this.userPool,
        "AwsSolutions-COG3",
        `${why}. Threat protection needs the Plus plan: cognitoFeaturePlan=plus switches it on (full-function mode).`,
      );
      acknowledge(
        this.userPool,
        "AwsSolutions-COG8",
        `${why}. cognitoFeaturePlan=plus switches this stage to the Plus plan with threat protection.`,
      );
    }
  }
}
