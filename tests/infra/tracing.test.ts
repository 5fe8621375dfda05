import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

/** Each function's tracing mode, and the X-Ray actions of the policy every function is given. */
function tracingOf(overrides: Record<string, unknown>) {
  const api = template(buildApp(overrides).stacks.api);
  const modes = Object.values(api.findResources("AWS::Lambda::Function")).map(
    (f) => f.Properties.TracingConfig?.Mode ?? "none",
  );
  const [baseline] = Object.entries(api.findResources("AWS::IAM::ManagedPolicy")).filter(([id]) =>
    id.startsWith("FunctionBaseline"),
  );
  const xrayActions = JSON.stringify(baseline[1].Properties.PolicyDocument).match(/xray:\w+/g) ?? [];
  return { modes: [...new Set(modes)], xrayActions: xrayActions.sort() };
}

describe("X-Ray tracing is a cdk.json choice", () => {
  it("traces every function actively, with leave to write traces, when tracing is on", () => {
    const { modes, xrayActions } = tracingOf({ tracing: true });

    expect(modes).toEqual(["Active"]);
    expect(xrayActions).toEqual(["xray:PutTelemetryRecords", "xray:PutTraceSegments"]);
  });

  it("traces no function, and grants no X-Ray action, when tracing is off", () => {
    const { modes, xrayActions } = tracingOf({ tracing: false });

    expect(modes).not.toContain("Active");
    expect(xrayActions).toEqual([]);
  });
});
