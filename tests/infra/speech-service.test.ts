import { describe, expect, it } from "vitest";
import { loadInfraConfig } from "../../infra/config";
import { buildApp, template } from "./support";

const FINISHED = "On Transcribe Job State Change (aws.transcribe)";
const START = "POST /api/transcriptions/{id}/start";

type Statement = { Action: string | string[]; Resource: unknown };
function wiring(overrides: Record<string, unknown>) {
  const api = template(buildApp(overrides).stacks.api);
  const functions = Object.entries(api.findResources("AWS::Lambda::Function"));
  const fn = (description: string) => functions.find(([, f]) => f.Properties.Description === description)?.[1];
  const transcribeStatements = (description: string): Statement[] => {
    const role = fn(description)?.Properties.Role["Fn::GetAtt"][0];
    return Object.entries(api.findResources("AWS::IAM::ManagedPolicy"))
      .filter(
        ([id, p]) =>
          !id.startsWith("FunctionBaseline") && p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
      )
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[])
      .filter((s) => JSON.stringify(s.Action).includes("transcribe:"));
  };
  const rules = Object.values(api.findResources("AWS::Events::Rule")).filter(
    (r) => r.Properties.EventPattern.source[0] === "aws.transcribe",
  );
  return { fn, transcribeStatements, rules };
}

describe("the AWS speech service is a cdk.json choice", () => {
  it("defaults to Amazon Transcribe and refuses an unknown service by name", () => {
    const base = { stage: "dev", region: "us-east-1", senderEmail: "a@b.example", operatorEmail: "c@d.example" };
    const load = (extra: Record<string, unknown>) =>
      loadInfraConfig((key) => ({ ...base, bedrockModelId: "model-id", ...extra })[key]);

    expect(load({}).speechService).toBe("transcribe");
    expect(() => load({ speechService: "whisper" })).toThrow(/speechService/);
  });

  it("with transcribe: starts and reads Transcribe jobs only, on this app's job names", () => {
    const { fn, transcribeStatements } = wiring({ speechService: "transcribe" });

    expect(transcribeStatements(START).map((s) => s.Action)).toEqual(["transcribe:StartTranscriptionJob"]);
    expect(transcribeStatements(FINISHED).map((s) => s.Action)).toEqual(["transcribe:GetTranscriptionJob"]);
    for (const s of [...transcribeStatements(START), ...transcribeStatements(FINISHED)]) {
      expect(JSON.stringify(s.Resource)).toContain(":transcription-job/tx_*");
    }
    expect(fn(START)?.Properties.Environment.Variables).toMatchObject({ SPEECH_SERVICE: "transcribe" });
  });

  it("with transcribe-medical: starts and reads Transcribe Medical jobs only, and tells both functions so", () => {
    const { fn, transcribeStatements } = wiring({ speechService: "transcribe-medical" });

    expect(transcribeStatements(START).map((s) => s.Action)).toEqual(["transcribe:StartMedicalTranscriptionJob"]);
    expect(transcribeStatements(FINISHED).map((s) => s.Action)).toEqual(["transcribe:GetMedicalTranscriptionJob"]);
    for (const s of [...transcribeStatements(START), ...transcribeStatements(FINISHED)]) {
      expect(JSON.stringify(s.Resource)).toContain(":medical-transcription-job/tx_*");
    }
    for (const description of [START, FINISHED]) {
      expect(fn(description)?.Properties.Environment.Variables).toMatchObject({
        SPEECH_ENGINE: "transcribe",
        SPEECH_SERVICE: "transcribe-medical",
      });
    }
  });

  it("routes the job state change event to the finished function with either service", () => {
    for (const speechService of ["transcribe", "transcribe-medical"]) {
      const { rules } = wiring({ speechService });

      expect(rules).toHaveLength(1);
      expect(rules[0].Properties.EventPattern).toEqual({
        source: ["aws.transcribe"],
        "detail-type": ["Transcribe Job State Change"],
        detail: { TranscriptionJobStatus: ["COMPLETED", "FAILED"] },
      });
    }
  });
});
