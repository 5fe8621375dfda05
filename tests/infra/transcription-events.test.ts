import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);
const functions = () => Object.entries(api.findResources("AWS::Lambda::Function"));
const functionId = (description: string) => functions().find(([, f]) => f.Properties.Description === description)?.[0];
const FINISHED = "On Transcribe Job State Change (aws.transcribe)";

type Statement = { Action: string | string[]; Resource: unknown };
function statementsOf(description: string): Statement[] {
  const fn = functions().find(([, f]) => f.Properties.Description === description)?.[1];
  const role = fn?.Properties.Role["Fn::GetAtt"][0];
  return Object.entries(api.findResources("AWS::IAM::ManagedPolicy"))
    .filter(
      ([id, p]) =>
        !id.startsWith("FunctionBaseline") && p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
    )
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

describe("transcription events in AWS", () => {
  it("routes Transcribe's completed and failed job events to the transcription-finished function", () => {
    const rules = Object.values(api.findResources("AWS::Events::Rule")).filter(
      (r) => r.Properties.EventPattern.source[0] === "aws.transcribe",
    );

    expect(rules).toHaveLength(1);
    expect(rules[0].Properties.EventPattern).toEqual({
      source: ["aws.transcribe"],
      "detail-type": ["Transcribe Job State Change"],
      detail: { TranscriptionJobStatus: ["COMPLETED", "FAILED"] },
    });
    expect(rules[0].Properties.Targets).toHaveLength(1);
    expect(rules[0].Properties.Targets[0].Arn).toEqual({ "Fn::GetAtt": [functionId(FINISHED), "Arn"] });
    expect(rules[0].Properties.Targets[0].RetryPolicy).toEqual({
      MaximumEventAgeInSeconds: 7200,
      MaximumRetryAttempts: 8,
    });
  });

  it("lets only EventBridge rules of this stack invoke it", () => {
    const permissions = Object.values(api.findResources("AWS::Lambda::Permission")).filter((p) =>
      JSON.stringify(p.Properties.FunctionName).includes(functionId(FINISHED) ?? "?"),
    );

    expect(permissions.map((p) => p.Properties.Principal)).toEqual(["events.amazonaws.com"]);
    expect(JSON.stringify(permissions[0].Properties.SourceArn)).toContain("TranscriptionFinishedRule");
  });

  it("keeps the function's failed invocations in an encrypted dead-letter queue", () => {
    const fn = functions().find(([, f]) => f.Properties.Description === FINISHED)?.[1];
    const queueId = fn?.Properties.DeadLetterConfig.TargetArn["Fn::GetAtt"][0];
    const queue = api.findResources("AWS::SQS::Queue")[queueId];

    expect(queue.Properties.KmsMasterKeyId).toBeDefined();
    expect(statementsOf(FINISHED).some((s) => [s.Action].flat().includes("sqs:SendMessage"))).toBe(true);
  });

  it("lets it read a job's failure reason, and only the start route start jobs, both on this app's job names", () => {
    const read = statementsOf(FINISHED).filter((s) => JSON.stringify(s.Action).includes("transcribe:"));
    const start = statementsOf("POST /api/transcriptions/{id}/start").filter((s) =>
      JSON.stringify(s.Action).includes("transcribe:"),
    );

    expect(read.map((s) => s.Action)).toEqual(["transcribe:GetTranscriptionJob"]);
    expect(start.map((s) => s.Action)).toEqual(["transcribe:StartTranscriptionJob"]);
    for (const s of [...read, ...start]) expect(JSON.stringify(s.Resource)).toContain(":transcription-job/tx_*");
  });

  it("gives the start route the data key for Transcribe's output and selects the Transcribe engine", () => {
    const start = functions().find(([, f]) => f.Properties.Description === "POST /api/transcriptions/{id}/start")?.[1];
    const finished = functions().find(([, f]) => f.Properties.Description === FINISHED)?.[1];

    expect(start?.Properties.Environment.Variables).toMatchObject({
      SPEECH_ENGINE: "transcribe",
      DATA_KEY_ARN: expect.anything(),
    });
    expect(finished?.Properties.Environment.Variables).toMatchObject({
      SPEECH_ENGINE: "transcribe",
      TRANSCRIPTION_NOTES_QUEUE_URL: expect.anything(),
    });
  });
});
