import { describe, expect, it } from "vitest";
import { loadInfraConfig } from "../../infra/config";

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
});
