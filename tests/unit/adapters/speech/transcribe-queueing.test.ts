import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranscribeEngine } from "#adapters/speech/transcribe";
import { resetConfigForTests } from "#lambdas/config";

const ROLE = "arn:aws:iam::111122223333:role/clearnote-dev-TranscribeDataAccessRole";
const KEY = "arn:aws:kms:us-east-1:111122223333:key/k";
const JOB = "tx_3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d_01jq4zk7r9x2m3n4p5q6r7s8t9";

/** Amazon Transcribe has no emulator: a server that records each request and answers as Transcribe answered. */
const requests: Array<{ target: string; body: Record<string, unknown> }> = [];
const RECORDED: Record<string, object> = {
  "Transcribe.StartTranscriptionJob": {
    TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: "QUEUED" },
  },
  "Transcribe.GetTranscriptionJob": {
    TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: "QUEUED", CreationTime: 1764237600 },
  },
};
let server: Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const target = String(req.headers["x-amz-target"]);
      requests.push({ target, body: JSON.parse(raw) });
      res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
      res.end(JSON.stringify(RECORDED[target] ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
  await new Promise((resolve) => server.close(resolve));
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

    const start = requests.find((r) => r.target === "Transcribe.StartTranscriptionJob");
    expect(start?.body.JobExecutionSettings).toEqual({ AllowDeferredExecution: true, DataAccessRoleArn: ROLE });
  });

  it("reports a job Transcribe holds in its queue as QUEUED", async () => {
    const engine = createTranscribeEngine(() => "transcribe");

    expect(await engine.jobState?.(JOB)).toEqual({ status: "QUEUED" });
  });
});
