import { AwsSolutionsChecks, HIPAASecurityChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { countAcknowledgements } from "../../infra/nag";
import { buildApp } from "./support";

function findings(overrides: Record<string, unknown>) {
  const { app, stacks } = buildApp(overrides);
  const packs = [new AwsSolutionsChecks(app), new HIPAASecurityChecks(app)];
  const violations = [];
  for (const stack of Object.values(stacks)) {
    for (const pack of packs) {
      const report = pack.validateScope(stack);
      for (const v of report.violations) {
        violations.push(`${v.ruleName} on ${v.violatingResources.map((r) => r.resourceLogicalId).join(", ")}`);
      }
    }
  }
  return { violations, app };
}

describe("cdk-nag", () => {
  it("finds nothing unacknowledged in the dev stage", () => {
    expect(findings({ stage: "dev" }).violations).toEqual([]);
  });

  it("finds nothing unacknowledged in the prod stage", () => {
    expect(findings({ stage: "prod", cognitoFeaturePlan: "plus" }).violations).toEqual([]);
  });

  it("finds nothing unacknowledged outside us-east-1, where CloudFront WAF cannot be created", () => {
    expect(findings({ region: "eu-west-2" }).violations).toEqual([]);
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

  it("needs fewer acknowledgements in prod with Plus than in dev", () => {
    const dev = countAcknowledgements(buildApp({ stage: "dev" }).app);
    const prod = countAcknowledgements(buildApp({ stage: "prod", cognitoFeaturePlan: "plus" }).app);

    expect(prod).toBeLessThan(dev);
  });
});
