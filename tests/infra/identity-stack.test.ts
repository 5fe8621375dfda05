import { Match } from "aws-cdk-lib/assertions";
import { describe, it } from "vitest";
import { buildApp, template } from "./support";

describe("identity stack", () => {
  const dev = template(buildApp({ stage: "dev" }).stacks.identity);
  const prod = template(buildApp({ stage: "prod", cognitoFeaturePlan: "plus" }).stacks.identity);

  it("signs in by email with a strong password policy", () => {
    dev.hasResourceProperties("AWS::Cognito::UserPool", {
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it("offers TOTP MFA in dev and requires it in prod", () => {
    dev.hasResourceProperties("AWS::Cognito::UserPool", {
      MfaConfiguration: "OPTIONAL",
      EnabledMfas: ["SOFTWARE_TOKEN_MFA"],
    });
    prod.hasResourceProperties("AWS::Cognito::UserPool", {
      MfaConfiguration: "ON",
      EnabledMfas: ["SOFTWARE_TOKEN_MFA"],
    });
  });

  it("turns on threat protection with the Plus plan", () => {
    prod.hasResourceProperties("AWS::Cognito::UserPool", {
      UserPoolTier: "PLUS",
      UserPoolAddOns: { AdvancedSecurityMode: "ENFORCED" },
    });
  });

  it("enforces threat protection in prod with the repository's cdk.json as it is", () => {
    const prodDefault = template(buildApp({ stage: "prod" }).stacks.identity);

    prodDefault.hasResourceProperties("AWS::Cognito::UserPool", {
      UserPoolTier: "PLUS",
      UserPoolAddOns: { AdvancedSecurityMode: "ENFORCED" },
    });
  });

  it("keeps dev on the Essentials plan without threat protection", () => {
    dev.hasResourceProperties("AWS::Cognito::UserPool", {
      UserPoolTier: "ESSENTIALS",
      UserPoolAddOns: Match.absent(),
    });
  });

  it("gives the web an SRP client without a secret", () => {
    dev.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_USER_SRP_AUTH"]),
      GenerateSecret: false,
      PreventUserExistenceErrors: "ENABLED",
    });
  });
});
