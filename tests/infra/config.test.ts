import { describe, expect, it } from "vitest";
import { loadInfraConfig, webOriginParameterName } from "../../infra/config";

const valid = {
  stage: "dev",
  region: "us-east-1",
  senderEmail: "no-reply@clinic.example",
  operatorEmail: "ops@clinic.example",
  bedrockModelId: "anthropic.claude-3-5-haiku-20241022-v1:0",
};
const load = (context: Record<string, unknown>) => loadInfraConfig((key) => context[key]);

describe("deployment configuration", () => {
  it("accepts the minimal context and fills defaults", () => {
    const config = load(valid);

    expect(config).toMatchObject({ appName: "clearnote", logRetentionDays: 365, isProduction: false });
  });

  it("names the key that is wrong", () => {
    expect(() => load({ ...valid, senderEmail: "not-an-email" })).toThrow(/senderEmail: the verified SES sender/);
  });

  it("refuses a custom domain without its certificate", () => {
    expect(() => load({ ...valid, domainName: "app.clinic.example" })).toThrow(/domainName/);
  });

  it("reads JSON given on the command line", () => {
    const config = load({ ...valid, allowedOrigins: '["https://app.clinic.example"]', reservedConcurrency: "5" });

    expect(config.allowedOrigins).toEqual(["https://app.clinic.example"]);
    expect(config.reservedConcurrency).toBe(5);
  });

  it("marks the prod stage as production", () => {
    expect(load({ ...valid, stage: "prod" }).isProduction).toBe(true);
  });

  it("turns Cognito threat protection (the Plus plan) on by default in prod only", () => {
    expect(load({ ...valid, stage: "prod" }).cognitoFeaturePlan).toBe("plus");
    expect(load({ ...valid, stage: "staging" }).cognitoFeaturePlan).toBe("essentials");
    expect(load({ ...valid, stage: "dev" }).cognitoFeaturePlan).toBe("essentials");
  });

  it("keeps the Cognito plan configurable in every stage", () => {
    expect(load({ ...valid, stage: "prod", cognitoFeaturePlan: "essentials" }).cognitoFeaturePlan).toBe("essentials");
    expect(load({ ...valid, stage: "dev", cognitoFeaturePlan: "plus" }).cognitoFeaturePlan).toBe("plus");
  });

  it("asks for a regional API certificate when a custom domain is used outside us-east-1", () => {
    const domain = { domainName: "app.clinic.example", certificateArn: "arn:aws:acm:us-east-1:1:certificate/a" };

    expect(() => load({ ...valid, ...domain, region: "eu-west-2" })).toThrow(/apiCertificateArn/);
    expect(load({ ...valid, ...domain }).apiCertificateArn).toBeUndefined();
  });

  it("traces functions with X-Ray unless the context turns tracing off", () => {
    expect(load(valid).tracing).toBe(true);
    expect(load({ ...valid, tracing: false }).tracing).toBe(false);
  });

  it("reads tracing given on the command line as the text true or false", () => {
    expect(load({ ...valid, tracing: "false" }).tracing).toBe(false);
    expect(load({ ...valid, tracing: "true" }).tracing).toBe(true);
  });

  it("refuses a tracing value that is not true or false, naming the key", () => {
    expect(() => load({ ...valid, tracing: "off" })).toThrow(/tracing: true or false/);
  });

  it("fixes the web-origin parameter's name from the app name and stage", () => {
    expect(webOriginParameterName(load({ ...valid, stage: "prod" }))).toBe("/clearnote/prod/web-origin");
  });
});
