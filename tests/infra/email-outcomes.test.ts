import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const { stacks } = buildApp();
const email = template(stacks.email);
const api = template(stacks.api);
const OUTCOME = "On Email Delivered, Email Bounced, Email Complaint Received (aws.ses)";

const functions = () => Object.entries(api.findResources("AWS::Lambda::Function"));
const functionId = (description: string) => functions().find(([, f]) => f.Properties.Description === description)?.[0];

describe("email outcomes in AWS", () => {
  it("publishes delivery, bounce and complaint events of the configuration set to the default event bus", () => {
    const destinations = Object.values(email.findResources("AWS::SES::ConfigurationSetEventDestination"));

    expect(destinations).toHaveLength(1);
    const destination = destinations[0].Properties.EventDestination;
    expect(destination.Enabled).toBe(true);
    expect([...destination.MatchingEventTypes].sort()).toEqual(["bounce", "complaint", "delivery"]);
    expect(JSON.stringify(destination.EventBridgeDestination.EventBusArn)).toContain(":event-bus/default");
    expect(destinations[0].Properties.ConfigurationSetName).toEqual({
      Ref: expect.stringContaining("ConfigurationSet"),
    });
  });

  it("routes the three SES events to the email-outcome function", () => {
    const rules = Object.values(api.findResources("AWS::Events::Rule")).filter(
      (r) => r.Properties.EventPattern.source[0] === "aws.ses",
    );

    expect(rules).toHaveLength(1);
    expect(rules[0].Properties.EventPattern).toEqual({
      source: ["aws.ses"],
      "detail-type": ["Email Delivered", "Email Bounced", "Email Complaint Received"],
    });
    expect(rules[0].Properties.Targets.map((t: { Arn: unknown }) => t.Arn)).toEqual([
      { "Fn::GetAtt": [functionId(OUTCOME), "Arn"] },
    ]);
  });

  it("lets the function only update the clinicians' records and append to the audit trail: no read, delete, mail or other family", () => {
    const fn = functions().find(([, f]) => f.Properties.Description === OUTCOME)?.[1];
    const role = fn?.Properties.Role["Fn::GetAtt"][0];
    const statements = Object.entries(api.findResources("AWS::IAM::ManagedPolicy"))
      .filter(
        ([id, p]) =>
          !id.startsWith("FunctionBaseline") && p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
      )
      .flatMap(
        ([, p]) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Condition?: unknown }>,
      );
    const actions = statements.flatMap((s) => [s.Action].flat()).filter((a) => !a.startsWith("sqs:"));

    expect(actions.filter((a) => a.startsWith("dynamodb:")).sort()).toEqual([
      "dynamodb:ConditionCheckItem",
      "dynamodb:PutItem",
      // Issue 24: the outcome's audit event (PutItem on AUDIT# alone, tests/infra/audit-grants.test.ts).
      "dynamodb:PutItem",
      "dynamodb:UpdateItem",
    ]);
    expect(actions.some((a) => a.startsWith("ses:"))).toBe(false);
    expect(JSON.stringify(statements)).toContain("USER#*");
  });
});
