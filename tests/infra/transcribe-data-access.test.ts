import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const START = "POST /api/transcriptions/{id}/start";
const RETRY = "POST /api/transcriptions/{id}/retry";
const READ = "GET /api/transcriptions/{id}";

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
function deployed(overrides: Record<string, unknown> = {}) {
  const api = template(buildApp(overrides).stacks.api);
  const roles = api.findResources("AWS::IAM::Role");
  const policies = api.findResources("AWS::IAM::ManagedPolicy");
  const functions = Object.values(api.findResources("AWS::Lambda::Function"));
  const fn = (description: string) => functions.find((f) => f.Properties.Description === description);
  const statementsOfRole = (roleId: string): Statement[] =>
    Object.entries(policies)
      .filter(
        ([id, p]) =>
          !id.startsWith("FunctionBaseline") && p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId),
      )
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
  const dataAccessRoleId = Object.keys(roles).find((id) => id.startsWith("TranscribeDataAccessRole"));
  return { roles, fn, statementsOfRole, dataAccessRoleId };
}

describe("the role Amazon Transcribe assumes to queue jobs", () => {
  it("can be assumed only by Transcribe, acting for this account", () => {
    const { roles, dataAccessRoleId } = deployed();

    const trust = roles[dataAccessRoleId ?? ""].Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toEqual([
      {
        Action: "sts:AssumeRole",
        Effect: "Allow",
        Principal: { Service: "transcribe.amazonaws.com" },
        Condition: { StringEquals: { "aws:SourceAccount": expect.anything() } },
      },
    ]);
  });

  it("reads only recordings' audio, writes only Transcribe's output folder, and uses the data key for that", () => {
    const { statementsOfRole, dataAccessRoleId } = deployed();

    const statements = statementsOfRole(dataAccessRoleId ?? "");
    const text = (s: Statement) => JSON.stringify(s.Resource);
    expect(statements.map((s) => s.Action)).toEqual([
      "s3:GetObject",
      "s3:PutObject",
      ["kms:Decrypt", "kms:GenerateDataKey"],
    ]);
    expect(text(statements[0])).toContain("/transcriptions/*/*/audio.*");
    expect(text(statements[1])).toContain("/transcriptions/*/*/speech/*");
    expect(text(statements[2])).toContain("DataKey");
  });

  it("is named to the functions that start jobs, which may pass it, and no other role, to Transcribe only", () => {
    const { fn, statementsOfRole, dataAccessRoleId } = deployed();

    for (const description of [START, RETRY]) {
      const f = fn(description);
      expect(f?.Properties.Environment.Variables.SPEECH_DATA_ACCESS_ROLE_ARN).toEqual({
        "Fn::GetAtt": [dataAccessRoleId, "Arn"],
      });
      const passRole = statementsOfRole(f?.Properties.Role["Fn::GetAtt"][0]).filter((s) => s.Action === "iam:PassRole");
      expect(passRole).toEqual([
        {
          Action: "iam:PassRole",
          Effect: "Allow",
          Resource: { "Fn::GetAtt": [dataAccessRoleId, "Arn"] },
          Condition: { StringEquals: { "iam:PassedToService": "transcribe.amazonaws.com" } },
        },
      ]);
    }
  });

  it("is passed by no function that does not start jobs", () => {
    const { fn, statementsOfRole } = deployed();

    const reader = fn(READ);
    expect(reader?.Properties.Environment.Variables).not.toHaveProperty("SPEECH_DATA_ACCESS_ROLE_ARN");
    const statements = statementsOfRole(reader?.Properties.Role["Fn::GetAtt"][0]);
    expect(statements.map((s) => s.Action)).not.toContain("iam:PassRole");
  });

  it("does not exist with Transcribe Medical, which has no job queueing", () => {
    const { dataAccessRoleId, fn } = deployed({ speechService: "transcribe-medical" });

    expect(dataAccessRoleId).toBeUndefined();
    expect(fn(START)?.Properties.Environment.Variables).not.toHaveProperty("SPEECH_DATA_ACCESS_ROLE_ARN");
  });
});
