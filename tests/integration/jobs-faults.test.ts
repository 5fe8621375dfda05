import { beforeAll, describe, expect, inject, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { s3Files } from "#adapters/files/uploads";
import { localEngine } from "#adapters/local/ai-engine";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoJobState } from "#adapters/store/job-state";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { ulidIds } from "#adapters/system";
import { type GenerateDeps, generateSummary } from "#core/summaries/generate";
import type { SummaryStore } from "#core/summaries/ports";
import { deadlineFor, GENERATION_FAILED, TIMED_OUT } from "#core/summaries/status";
import { startSummary } from "#core/summaries/summaries";
import { resetConfigForTests } from "#lambdas/config";
import { handler as summarizeFailed } from "#lambdas/jobs/summarize-failed";
import { corruptJpeg, corruptPng, halfPng } from "../fixtures/broken-images";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { uploadFiles, waitForSummary } from "../support/uploads";

/**
 * Fault injection for background jobs (issue 7, section 2 and 'Prove it' (e)): a store that fails in the middle of a
 * job, extraction that crashes, a deadline that passes, a job that dies. Each ends with the record failed and a clear
 * message, and the local stack still answering. Jobs run in this process against the stack's emulators, with the
 * fault wrapped around the real adapter; damaged images go through the stack's own job runner.
 */
const stack = inject("stack");
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: stack.dynamodbUrl,
  S3_ENDPOINT: stack.s3Url,
  TABLE_NAME: stack.tableName,
  UPLOADS_BUCKET: stack.bucket,
});
resetConfigForTests();

const MINUTE = 60_000;
const clockAt = (ms: number) => ({ now: () => new Date(ms) });
const storeDown = async () => {
  throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:8000"), { name: "TimeoutError" });
};

describe("background jobs under faults", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "faults");
  });

  /** A record as POST /summaries writes it, without starting the stack's job, so the test runs the job itself. */
  async function recordWaitingForJob(createdMs = Date.now()): Promise<string> {
    const files = await uploadFiles(clinician, [{ name: "discharge.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const view = await startSummary(
      {
        summaries: dynamoSummaryStore,
        accounts: dynamoAccountStore,
        files: s3Files,
        jobs: { startSummarizeJob: async () => undefined },
        clock: clockAt(createdMs),
        ids: ulidIds,
        targetGrade: 8,
      },
      clinician.sub,
      { files, instructions: "" },
    );
    // Its job left the line at `createdMs` (decision 366): from then the job's own deadline counts.
    await dynamoSummaryStore.updateSummary(clinician.sub, view.id, {
      stage: "reading",
      deadlineAt: deadlineFor(createdMs),
    });
    return view.id;
  }

  const jobDeps = (overrides: Partial<GenerateDeps> = {}): GenerateDeps => ({
    summaries: dynamoSummaryStore,
    jobState: dynamoJobState,
    accounts: dynamoAccountStore,
    files: s3Files,
    extract: extractAll,
    ai: localEngine,
    clock: clockAt(Date.now()),
    ...overrides,
  });

  const read = async (id: string) => (await clinician.call("GET", `/summaries/${id}`)).body.summary;

  it("marks the summary failed with a clear message when the store fails in the middle of the job", async () => {
    const id = await recordWaitingForJob();
    const failing: SummaryStore = {
      ...dynamoSummaryStore,
      updateSummary: (sub, summaryId, patch) =>
        patch.stage === "writing" ? storeDown() : dynamoSummaryStore.updateSummary(sub, summaryId, patch),
    };

    await generateSummary(jobDeps({ summaries: failing }), clinician.sub, id);

    expect(await read(id)).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });

  it("ends the job when the store is gone altogether, and reads report it timed out once its deadline passes", async () => {
    const id = await recordWaitingForJob(Date.now() - 7 * MINUTE);
    const gone: SummaryStore = { ...dynamoSummaryStore, getSummary: storeDown, updateSummary: storeDown };

    await expect(generateSummary(jobDeps({ summaries: gone }), clinician.sub, id)).rejects.toThrow();

    expect(await read(id)).toMatchObject({ status: "failed", error: TIMED_OUT });
    const list = await clinician.call("GET", "/summaries");
    expect(list.body.summaries.find((s: { id: string }) => s.id === id)).toMatchObject({ status: "failed" });
  });

  it("marks the summary failed when extraction crashes", async () => {
    const id = await recordWaitingForJob();
    const crashing = jobDeps({
      extract: async () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
    });

    await generateSummary(crashing, clinician.sub, id);

    expect(await read(id)).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });

  it("shows a job that never reported back as timed out once its deadline has passed", async () => {
    const id = await recordWaitingForJob(Date.now() - 7 * MINUTE);

    expect(await read(id)).toMatchObject({ status: "failed", error: TIMED_OUT });
    // The dashboard's recent rows follow the table's stream (decision 451); the deadline is read from the row.
    const recent = async () =>
      (await clinician.call("GET", "/dashboard")).body.recent.find((s: { id: string }) => s.id === id);
    await expect.poll(recent, { timeout: 15_000, interval: 250 }).toMatchObject({ status: "failed" });
  });

  it("records the timeout and does no work when a job starts after its deadline", async () => {
    const id = await recordWaitingForJob(Date.now() - 7 * MINUTE);

    expect(await generateSummary(jobDeps(), clinician.sub, id)).toBe("failed");

    expect(await read(id)).toMatchObject({ status: "failed", error: TIMED_OUT, summaryContent: null });
  });

  it("has the on-failure handler mark a job that died on every attempt, and leave a finished one", async () => {
    const died = await recordWaitingForJob();
    const finished = await recordWaitingForJob();
    await generateSummary(jobDeps(), clinician.sub, finished);
    const destinationRecord = (summaryId: string) => ({
      requestPayload: { sub: clinician.sub, summaryId },
      requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 3 },
      responseContext: { functionError: "Unhandled" },
      responsePayload: { errorType: "Sandbox.Timedout", errorMessage: "Task timed out after 300.00 seconds" },
    });

    await summarizeFailed(destinationRecord(died));
    await summarizeFailed(destinationRecord(finished));

    expect(await read(died)).toMatchObject({ status: "failed", error: TIMED_OUT });
    expect(await read(finished)).toMatchObject({ status: "ready", error: null });
  });

  it.each([
    ["a corrupt PNG", "scan.png", corruptPng],
    ["half a PNG", "scan.png", halfPng],
    ["a corrupt JPEG", "photo.jpg", corruptJpeg],
  ])("fails %s on its own through the stack, which keeps running", { timeout: 90_000 }, async (_, name, bytes) => {
    const files = await uploadFiles(clinician, [
      { name, bytes: bytes() },
      { name: "discharge.txt", bytes: Buffer.from(DISCHARGE_NOTE) },
    ]);
    const created = await clinician.call("POST", "/summaries", { files, instructions: "" });

    const summary = await waitForSummary(clinician, created.body.summary.id, 80_000);

    expect(summary).toMatchObject({ status: "ready", notices: [`1 of 2 files could not be read: ${name}`] });
    expect((await clinician.call("GET", "/me")).status).toBe(200);
  });

  it("fails a batch of only a damaged image with the extraction message", { timeout: 90_000 }, async () => {
    const files = await uploadFiles(clinician, [{ name: "scan.png", bytes: corruptPng() }]);
    const created = await clinician.call("POST", "/summaries", { files, instructions: "" });

    const summary = await waitForSummary(clinician, created.body.summary.id, 80_000);

    expect(summary).toMatchObject({
      status: "failed",
      error: "Failed to extract text from scan.png: no readable text",
    });
  });
});
