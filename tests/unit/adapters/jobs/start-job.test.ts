import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNotesJob, startSummarizeJob } from "#adapters/jobs/start-job";
import { resetConfigForTests } from "#lambdas/config";

/** Amazon SQS as the job starters see it: a server that records each call and answers as SQS does. */
const calls: Array<{ target: string; path: string; authorization: string; body: Record<string, unknown> }> = [];
let server: Server;
let base: string;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      calls.push({
        target: String(req.headers["x-amz-target"]),
        path: String(req.url),
        authorization: String(req.headers.authorization),
        body: JSON.parse(raw),
      });
      res.writeHead(200, { "content-type": "application/x-amz-json-1.0" });
      // SQS answers the body's MD5, which the SDK checks.
      const md5 = createHash("md5")
        .update(String(JSON.parse(raw).MessageBody))
        .digest("hex");
      res.end(JSON.stringify({ MessageId: "5fea7756-0ea4-451a-a703-a558b933e274", MD5OfMessageBody: md5 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/111122223333`;
  for (const key of ["JOBS_ENDPOINT", "JOBS_SECRET"]) delete process.env[key];
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
    AWS_SECRET_ACCESS_KEY: "secret",
    AWS_REGION: "us-east-1",
    SUMMARIZE_QUEUE_URL: `${base}/clearnote-dev-Api-SummarizeDocuments-queue`,
    TRANSCRIPTION_NOTES_QUEUE_URL: `${base}/clearnote-dev-Api-TranscriptionNotes-queue`,
  });
  resetConfigForTests();
});

afterAll(async () => {
  process.env = saved;
  resetConfigForTests();
  await new Promise((resolve) => server.close(resolve));
});

describe("starting an AI job in AWS (decision 366)", () => {
  it("puts the summary job's payload on its queue with a signed SendMessage (the SDK's client)", async () => {
    calls.length = 0;

    await startSummarizeJob({ sub: "user-1", summaryId: "01SUMMARY" });

    expect(calls).toEqual([
      {
        target: "AmazonSQS.SendMessage",
        path: "/",
        authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/sqs\//),
        body: {
          QueueUrl: `${base}/clearnote-dev-Api-SummarizeDocuments-queue`,
          MessageBody: JSON.stringify({ sub: "user-1", summaryId: "01SUMMARY" }),
        },
      },
    ]);
  });

  it("puts the notes job's payload on the notes queue", async () => {
    calls.length = 0;

    await startNotesJob({ sub: "user-1", transcriptionId: "01TX", run: "r1" });

    expect(calls.map((c) => c.body.QueueUrl)).toEqual([`${base}/clearnote-dev-Api-TranscriptionNotes-queue`]);
  });
});
