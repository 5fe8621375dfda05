import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);

const functionNamed = (description: string) =>
  Object.entries(api.findResources("AWS::Lambda::Function")).find(
    ([, f]) => f.Properties.Description === description,
  ) ?? [undefined, undefined];

describe("follow-up schedules (EventBridge Scheduler)", () => {
  it("keeps follow-ups in one schedule group of the app's stage", () => {
    api.resourceCountIs("AWS::Scheduler::ScheduleGroup", 1);
    api.hasResourceProperties("AWS::Scheduler::ScheduleGroup", { Name: "clearnote-dev-follow-ups" });
  });

  it("gives Scheduler a role only Scheduler of this account can assume, allowed to invoke only send-follow-up", () => {
    const [followUpId] = functionNamed("Background job send-follow-up");
    const roles = Object.entries(api.findResources("AWS::IAM::Role")).filter(([, role]) =>
      JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes("scheduler.amazonaws.com"),
    );
    expect(roles).toHaveLength(1);
    const [roleId, role] = roles[0];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: "scheduler.amazonaws.com" },
        Condition: { StringEquals: { "aws:SourceAccount": expect.any(String) } },
      }),
    ]);
    const policies = Object.values(api.findResources("AWS::IAM::ManagedPolicy")).filter((p) =>
      p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0].Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Action: "lambda:InvokeFunction",
        Resource: { "Fn::GetAtt": [followUpId, "Arn"] },
      }),
    ]);
  });

  it("tells the send function where to schedule: the group, the send-follow-up function and Scheduler's role", () => {
    const [followUpId] = functionNamed("Background job send-follow-up");
    const [, send] = functionNamed("POST /api/summaries/{id}/send");
    const env = send?.Properties.Environment.Variables;
    expect(env).toMatchObject({
      FOLLOW_UP_SCHEDULE_GROUP: "clearnote-dev-follow-ups",
      FOLLOW_UP_TARGET_ARN: { "Fn::GetAtt": [followUpId, "Arn"] },
    });
    expect(env.FOLLOW_UP_ROLE_ARN["Fn::GetAtt"][0]).toMatch(/^FollowUpSchedulerRole/);
  });

  it("lets the two send functions pass Scheduler's role only to Scheduler, and create only follow-up schedules", () => {
    const statements = Object.values(api.findResources("AWS::IAM::ManagedPolicy")).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>,
    );
    // The other PassRole statements pass Transcribe's data-access role (transcribe-data-access.test.ts).
    const passRole = statements.filter(
      (s) => s.Action === "iam:PassRole" && JSON.stringify(s.Resource).includes("FollowUpSchedulerRole"),
    );
    expect(passRole).toHaveLength(2);
    for (const statement of passRole) {
      expect(statement.Condition).toEqual({ StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } });
    }
    for (const action of ["scheduler:CreateSchedule", "scheduler:DeleteSchedule"]) {
      for (const statement of statements.filter((s) => s.Action === action)) {
        expect(JSON.stringify(statement.Resource)).toContain(":schedule/clearnote-dev-follow-ups/follow-up-*");
      }
    }
  });

  it("lets the delete route and the stream function delete schedules, and only the two sends schedule", () => {
    const withAction = (action: string) =>
      Object.values(api.findResources("AWS::Lambda::Function"))
        .filter((f) => {
          const role = f.Properties.Role["Fn::GetAtt"][0];
          return Object.values(api.findResources("AWS::IAM::ManagedPolicy")).some(
            (p) =>
              p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role) &&
              JSON.stringify(p.Properties.PolicyDocument).includes(action),
          );
        })
        .map((f) => f.Properties.Description)
        .sort();
    expect(withAction("scheduler:DeleteSchedule")).toEqual(["DELETE /api/summaries/{id}", "Table stream: REMOVE"]);
    expect(withAction("scheduler:CreateSchedule")).toEqual([
      "POST /api/summaries/{id}/send",
      "POST /api/transcriptions/{id}/send",
    ]);
  });
});
