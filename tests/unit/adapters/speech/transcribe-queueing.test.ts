import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranscribeEngine } from "#adapters/speech/transcribe";
import { resetConfigForTests } from "#lambdas/config";
import { startAwsJsonServer } from "../../../support/aws-json-server";

const ROLE = "arn:aws:iam::111122223333:role/clearnote-dev-TranscribeDataAccessRole";
const KEY = "arn:aws:kms:us-east-1:111122223333:key/k";
const JOB = "tx_3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d_01jq4zk7r9x2m3n4p5q6r7s8t9";

/** Amazon Transcribe has no emulator: a server that records each request and answers as Transcribe answered. */
const RECORDED: Record<string, object> = {
  "Transcribe.StartTranscriptionJob": {
    TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: "QUEUED" },
  },
  "Transcribe.GetTranscriptionJob": {
    TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: "QUEUED", CreationTime: 1764237600 },
  },
};
let transcribe: Awaited<ReturnType<typeof startAwsJsonServer>>;
const requests = () => transcribe.calls;
const saved = { ...process.env };

beforeAll(async () => {
  transcribe = await startAwsJsonServer((call) => RECORDED[call.target]);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: transcribe.url,
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "us-east-1",
    SPEECH_ENGINE: "transcribe",
    DATA_KEY_ARN: KEY,
    SPEECH_DATA_ACCESS_ROLE_ARN: ROLE,
  });
  resetConfigForTests();
});

afterAll(async () => {
  process.env = saved;
  resetConfigForTests();
  await transcribe.close();
});

describe("starting an Amazon Transcribe job", () => {
  it("sends StartTranscriptionJob with job queueing on and the data-access role from the environment", async () => {
    const engine = createTranscribeEngine(() => "transcribe");

    await engine.start({
      jobName: JOB,
      audio: { bucket: "uploads", key: "transcriptions/s/r/audio.webm" },
      contentType: "audio/webm",
      output: { bucket: "uploads", key: "transcriptions/s/r/speech/tx.json" },
    });

    const start = requests().find((r) => r.target === "Transcribe.StartTranscriptionJob");
    expect(start?.body.JobExecutionSettings).toEqual({ AllowDeferredExecution: true, DataAccessRoleArn: ROLE });
  });

  it("reports a job Transcribe holds in its queue as QUEUED", async () => {
    const engine = createTranscribeEngine(() => "transcribe");

    expect(await engine.jobState?.(JOB)).toEqual({ status: "QUEUED" });
  });
});
