import { readFileSync } from "node:fs";
import { Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks, HIPAASecurityChecks } from "cdk-nag";
import { it } from "vitest";
import { countAcknowledgements } from "../../infra/nag";
import { buildApp } from "./support";

function findings(overrides: Record<string, unknown> = {}): string[] {
  const { app } = buildApp(overrides);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  try {
    app.synth();
    return [`acks=${countAcknowledgements(app)}`];
  } catch (error) {
    const reportPath = (error as Error).message.match(/found in: (\S+validation-report\.json)/)?.[1];
    if (!reportPath) throw error;
    const report = JSON.parse(readFileSync(reportPath, "utf8"));
    return report.pluginReports.flatMap((p: any) =>
      p.violations.flatMap((v: any) => (v.violatingResources ?? [v]).map((r: any) => `${v.ruleName} on ${r.resourceLogicalId ?? (r.violatingConstructs ?? []).map((c: any) => c.constructPath).join(',')}`)),
    );
  }
}
it("prints", () => {
  for (const o of [{}]) {
    console.log(JSON.stringify(o), findings(o));
  }
});
