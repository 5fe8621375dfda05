import { readFileSync } from "node:fs";
import { Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks, HIPAASecurityChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { countAcknowledgements } from "../../infra/nag";
import { buildApp } from "./support";

/** Synthesizes like `npm run synth` (both packs as validation plugins) and returns the unacknowledged findings. */
function findings(overrides: Record<string, unknown> = {}): string[] {
  const { app } = buildApp(overrides);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  try {
    app.synth();
    return [];
  } catch (error) {
    const reportPath = (error as Error).message.match(/found in: (\S+validation-report\.json)/)?.[1];
    if (!reportPath) throw error;
    const report = JSON.parse(readFileSync(reportPath, "utf8"));
    return report.pluginReports.flatMap(
      (p: {
        violations: Array<{
          ruleName: string;
          violatingResources: Array<{ resourceLogicalId: string; locations?: string[] }>;
        }>;
      }) => p.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} on ${r.resourceLogicalId}`)),
    );
  }
}

describe("cdk-nag", () => {
  it("finds nothing unacknowledged in the dev stage", () => {
    expect(findings({ stage: "dev" })).toEqual([]);
  });

  it("finds nothing unacknowledged in the prod stage", () => {
    expect(findings({ stage: "prod", cognitoFeaturePlan: "plus", account: "123456789012" })).toEqual([]);
  });

  it("finds nothing unacknowledged with Amazon Transcribe Medical as the speech service", () => {
    expect(findings({ speechService: "transcribe-medical" })).toEqual([]);
  });

  it("finds nothing unacknowledged with X-Ray tracing off", () => {
    expect(findings({ tracing: false })).toEqual([]);
  });

  it("finds nothing unacknowledged outside us-east-1, where CloudFront WAF cannot be created", () => {
    expect(findings({ region: "eu-west-2" })).toEqual([]);
  });

  it("finds nothing unacknowledged with a custom domain, where the API's execute-api address is off", () => {
    expect(
      findings({
        domainName: "app.clinic.example",
        certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/abc",
      }),
    ).toEqual([]);
  });

  it("gives every acknowledgement a specific reason", () => {
    const { app } = buildApp();
    const reasons = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === "aws:cdk:acknowledged-rules"))
      .flatMap((m) => Object.values(m.data as Record<string, string>));

    expect(reasons.length).toBe(countAcknowledgements(app));
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(50);
  });

  it("acknowledges nothing by claiming a rate limit (the WAF's per-address rules are tested as resources)", () => {
    const { app } = buildApp();
    const reasons = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === "aws:cdk:acknowledged-rules"))
      .flatMap((m) => Object.values(m.data as Record<string, string>));

    expect(reasons.filter((r) => /rate.?limit/i.test(r))).toEqual([]);
  });

  it("needs fewer acknowledgements in prod with Plus than in dev", () => {
    const dev = countAcknowledgements(buildApp({ stage: "dev" }).app);
    const prod = countAcknowledgements(buildApp({ stage: "prod", cognitoFeaturePlan: "plus" }).app);

    expect(prod).toBeLessThan(dev);
  });
});
