import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { JobHandler } from "#infra/local/job-runner";
import { eventHandlers } from "#lambdas/routes";
import { type Clinician, newClinician } from "../../support/clinicians";

/**
 * Issue 19, item 13: the transcription-finished run died (DynamoDB frozen 35 s, ETIMEDOUT) and nothing ran it again,
 * so the recording read "processing" for about 21 minutes. The local stack now runs it as Lambda runs an
 * asynchronous invoke: two retries, then the on-failure function, which marks the record failed with a reason.
 *
 * The job runner and both handlers are the real ones, against the stack's DynamoDB Local and s3rver. The fault is a
 * run that dies the way the frozen store made it die (the SDK's ETIMEDOUT) for its first `failures` attempts.
 */
const stack = inject("stack");
const FAILED = "Failed to process audio. Please try again.";
const finished = eventHandlers.find((h) => h.id === "TranscriptionFinished");

let clinician: Clinician;
let runJob: typeof import("#infra/local/job-runner").runJob;
let store: typeof import("#adapters/store/transcriptions").dynamoTranscriptionStore;
let files: typeof import("#adapters/files/audio").s3Audio;
let finishedHandler: typeof import("#lambdas/jobs/transcription-finished").createHandler;
let transcribeOutput: unknown;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbUrl,
    S3_ENDPOINT: stack.s3Url,
    UPLOADS_BUCKET: stack.bucket,
    AWS_REGION: "us-east-1",
    LOG_LEVEL: "silent",
  });
  ({ runJob } = await import("#infra/local/job-runner"));
  ({ dynamoTranscriptionStore: store } = await import("#adapters/store/transcriptions"));
  ({ s3Audio: files } = await import("#adapters/files/audio"));
  ({ createHandler: finishedHandler } = await import("#lambdas/jobs/transcription-finished"));
  transcribeOutput = JSON.parse(await readFile(join("events", "transcribe", "output-sample.json"), "utf8"));
  clinician = await newClinician(stack, "retries");
}, 60_000);

/** A record whose speech job has finished (its output is stored) and whose finished run has not happened yet. */
async function transcribedByEngine(): Promise<{ id: string; event: unknown }> {
  const created = await clinician.call("POST", "/transcriptions", {
    patientName: "Cora Retry",
    fileName: "recording.webm",
    size: 1000,
    durationSeconds: 12,
    recordingConsent: true,
  });
  const id = created.body.transcription.id as string;
  const jobName = `tx_${clinician.sub}_${id}`;
  const outputKey = `transcriptions/${clinician.sub}/${id}/speech/${jobName}.json`;
  await files.writeJson(outputKey, transcribeOutput);
  const moved = await store.transition(clinician.sub, id, ["uploading"], {
    job: "transcribing",
    stage: "transcribing",
    audioUploaded: true,
    jobName,
    deadlineAt: Date.now() + 60 * 60 * 1000,
    files: [{ key: outputKey, name: "speech-output.json", contentType: "application/json" }],
  });
  if (!moved) throw new Error("could not put the record in transcribing");
  const event = {
    version: "0",
    "detail-type": "Transcribe Job State Change",
    source: "aws.transcribe",
    time: new Date().toISOString(),
    detail: { TranscriptionJobName: jobName, TranscriptionJobStatus: "COMPLETED" },
  };
  return { id, event };
}

/** The runner's deps: the real handlers, the first `failures` runs of transcription-finished dying with ETIMEDOUT. */
function dependencies(failures: number) {
  const runs = { finished: 0, notesJobs: 0 };
  const real = finishedHandler(() => ({
    transcriptions: store,
    files,
    notesJobs: {
      startNotesJob: async () => {
        runs.notesJobs++;
      },
    },
    failureReason: async () => undefined,
    clock: { now: () => new Date() },
    ids: { next: () => `r${Date.now()}` },
  }));
  return {
    runs,
    deps: {
      log: () => undefined,
      retryDelayMs: () => 50,
      load: async (spec: { handler: string }): Promise<JobHandler> => {
        if (spec.handler !== "jobs/transcription-finished") {
          return (await import(`../../../lambdas/${spec.handler}`)).handler;
        }
        return async (event: unknown) => {
          runs.finished++;
          if (runs.finished <= failures) {
            throw Object.assign(new Error("connect ETIMEDOUT 127.0.0.1:8000"), { code: "ETIMEDOUT" });
          }
          return real(event);
        };
      },
    },
  };
}

describe("a transcription-finished run that dies", () => {
  it("is run again, and the second retry stores the transcript", async () => {
    const { id, event } = await transcribedByEngine();
    const { runs, deps } = dependencies(2);

    const outcome = await runJob(finished as NonNullable<typeof finished>, event, deps);

    const { transcription } = (await clinician.call("GET", `/transcriptions/${id}`)).body;
    expect([outcome.ok, runs.finished, runs.notesJobs]).toEqual([true, 3, 1]);
    expect([transcription.status, transcription.stage, transcription.segments.length > 0]).toEqual([
      "transcribed",
      // The notes job (not run here) waits in line for its queue (decision 366).
      "queued",
      true,
    ]);
  });

  it("is marked failed with a reason by the on-failure path once every attempt died, not left processing", async () => {
    const { id, event } = await transcribedByEngine();
    const { runs, deps } = dependencies(Number.POSITIVE_INFINITY);
    const started = Date.now();

    await runJob(finished as NonNullable<typeof finished>, event, deps);

    const { transcription } = (await clinician.call("GET", `/transcriptions/${id}`)).body;
    expect(runs.finished).toBe(3);
    expect([transcription.status, transcription.error]).toEqual(["failed", FAILED]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
