import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNotesJob, startSummarizeJob } from "#adapters/jobs/start-job";
import { resetConfigForTests } from "#lambdas/config";
import { startAwsJsonServer } from "../../../support/aws-json-server";

/** Amazon SQS as the job starters see it: a server that records each call and answers as SQS does. */
let sqs: Awaited<ReturnType<typeof startAwsJsonServer>>;
let base: string;
const saved = { ...process.env };

beforeAll(async () => {
  // SQS answers the body's MD5, which the SDK checks.
  sqs = await startAwsJsonServer(
    (call) => ({
      MessageId: "5fea7756-0ea4-451a-a703-a558b933e274",
      MD5OfMessageBody: createHash("md5").update(String(call.body.MessageBody)).digest("hex"),
    }),
    "application/x-amz-json-1.0",
  );
  base = `${sqs.url}/111122223333`;
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
  await sqs.close();
});

describe("starting an AI job in AWS (decision 366)", () => {
  it("puts the summary job's payload on its queue with a signed SendMessage (the SDK's client)", async () => {
    sqs.calls.length = 0;

    await startSummarizeJob({ sub: "user-1", summaryId: "01SUMMARY" });

    expect(sqs.calls).toEqual([
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
    sqs.calls.length = 0;

    await startNotesJob({ sub: "user-1", transcriptionId: "01TX", run: "r1" });

    expect(sqs.calls.map((c) => c.body.QueueUrl)).toEqual([`${base}/clearnote-dev-Api-TranscriptionNotes-queue`]);
  });
});
