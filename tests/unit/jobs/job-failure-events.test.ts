import { describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { localEngine } from "#adapters/local/ai-engine";
import type { AuditEntry } from "#core/audit/writer";
import type { NotesDeps } from "#core/transcriptions/jobs";
import { jobNameFor } from "#core/transcriptions/transcriptions";
import completed from "#events/transcribe/job-state-change-completed.json";
import failedEvent from "#events/transcribe/job-state-change-failed.json";
import noSpeech from "#events/transcribe/output-no-speech.json";
import { createHandler as retentionFailed } from "#lambdas/jobs/apply-retention-failed";
import { createHandler as summarize } from "#lambdas/jobs/summarize-documents";
import { createHandler as transcriptionFinished } from "#lambdas/jobs/transcription-finished";
import { createHandler as transcriptionNotes } from "#lambdas/jobs/transcription-notes";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";
import { transcribingRecord } from "#tests/support/transcribing-record";
import { fixedClock, MemoryAccountStore } from "../../fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "../../fakes/memory-summary-store";

/**
 * Issue 24 (decision 409's gap): a failure a job marks on the record itself, not through its on-failure function,
 * and a retention change that failed as a whole, are the system's events with a failed outcome.
 */

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const NOW = new Date("2026-11-24T10:00:00.000Z");

function recorder() {
  const entries: AuditEntry[] = [];
  return { entries, audit: () => async (entry: AuditEntry) => void entries.push(entry) };
}

describe("failures a job marks on the record itself", () => {
  it("records a summary whose drafting failed as the system's failure", async () => {
    const { entries, audit } = recorder();
    const store = new MemorySummaryStore();
    store.put(SUB, processingRecord());
    const broken = {
      ...localEngine,
      draft: async () => {
        throw new Error("model unavailable");
      },
    };
    const deps = {
      summaries: store,
      jobState: store,
      accounts: new MemoryAccountStore(),
      files: {
        readObject: async () => Buffer.from("DIAGNOSIS: Hypertension.\nTake lisinopril 10 mg daily."),
        writeObject: async () => undefined,
        moveObject: async () => undefined,
        deleteObjects: async () => undefined,
      },
      extract: extractAll,
      ai: broken,
      clock: fixedClock("2026-11-21T10:00:30.000Z"),
    };

    await summarize(() => deps, undefined, audit)({ sub: SUB, summaryId: "01SUMMARY" });

    expect(store.read(SUB, "01SUMMARY")?.status).toBe("failed");
    expect(entries).toEqual([
      { owner: SUB, action: "job-failed", recordType: "summary", recordId: "01SUMMARY", outcome: "12" },
    ]);
  });

  it("records nothing for a summary the job finished", async () => {
    const { entries, audit } = recorder();
    const store = new MemorySummaryStore();
    store.put(SUB, processingRecord());
    const deps = {
      summaries: store,
      jobState: store,
      accounts: new MemoryAccountStore(),
      files: {
        readObject: async () => Buffer.from("DIAGNOSIS: Hypertension.\nTake lisinopril 10 mg daily."),
        writeObject: async () => undefined,
        moveObject: async () => undefined,
        deleteObjects: async () => undefined,
      },
      extract: extractAll,
      ai: localEngine,
      clock: fixedClock("2026-11-21T10:00:30.000Z"),
    };

    await summarize(() => deps, undefined, audit)({ sub: SUB, summaryId: "01SUMMARY" });

    expect(store.read(SUB, "01SUMMARY")?.status).toBe("ready");
    expect(entries).toEqual([]);
  });

  it("records a recording the speech engine failed on as the system's failure", async () => {
    const { entries, audit } = recorder();
    const id = "01jq4zm1a2b3c4d5e6f7g8h9j0";
    const store = new MemoryTranscriptionStore();
    await store.createTranscription(SUB, transcribingRecord(SUB, id, NOW));
    const deps = {
      transcriptions: store,
      files: memoryDocuments(),
      notesJobs: { startNotesJob: async () => undefined },
      failureReason: async () => "Internal failure",
      clock: { now: () => NOW },
      ids: { next: () => "01jq4zrun0000000000000000a" },
    };

    await transcriptionFinished(() => deps, audit)(failedEvent);

    expect(store.read(SUB, id)?.job).toBe("failed");
    expect(entries).toEqual([
      { owner: SUB, action: "job-failed", recordType: "transcription", recordId: id, outcome: "12" },
    ]);
  });

  it("records a recording with no speech in it as the recording's failure, not the system's", async () => {
    const { entries, audit } = recorder();
    const id = "01jq4zk7r9x2m3n4p5q6r7s8t9";
    const store = new MemoryTranscriptionStore();
    await store.createTranscription(SUB, transcribingRecord(SUB, id, NOW));
    const documents = memoryDocuments();
    await documents.writeJson(`transcriptions/${SUB}/${id}/speech/${jobNameFor(SUB, id)}.json`, noSpeech);
    const deps = {
      transcriptions: store,
      files: documents,
      notesJobs: { startNotesJob: async () => undefined },
      failureReason: async () => "",
      clock: { now: () => NOW },
      ids: { next: () => "01jq4zrun0000000000000000a" },
    };

    await transcriptionFinished(() => deps, audit)(completed);

    expect(entries).toEqual([
      { owner: SUB, action: "job-failed", recordType: "transcription", recordId: id, outcome: "4" },
    ]);
  });

  it("records notes that could not be written in time as the system's failure", async () => {
    const { entries, audit } = recorder();
    const id = "01jq4zk7r9x2m3n4p5q6r7s8t9";
    const store = new MemoryTranscriptionStore();
    await store.createTranscription(
      SUB,
      transcribingRecord(SUB, id, NOW, { job: "writing", stage: "writing-notes", notesRun: "run-1", deadlineAt: 1 }),
    );
    const deps = {
      transcriptions: store,
      accounts: new MemoryAccountStore(),
      files: memoryDocuments(),
      ai: localEngine,
      clock: { now: () => NOW },
    } as unknown as NotesDeps;

    await transcriptionNotes(() => deps, audit)({ sub: SUB, transcriptionId: id, run: "run-1" });

    expect(store.read(SUB, id)?.job).toBe("failed");
    expect(entries).toEqual([
      { owner: SUB, action: "job-failed", recordType: "transcription", recordId: id, outcome: "12" },
    ]);
  });
});

describe("a retention change that failed as a whole", () => {
  it("is recorded for summaries and transcriptions, naming no record, as the system's failure", async () => {
    const { entries, audit } = recorder();

    await retentionFailed(async () => true, audit)({ requestPayload: { sub: SUB, jobId: "01jqjob" } });

    expect(entries).toEqual([
      { owner: SUB, action: "retention-failed", recordType: "summary", outcome: "12" },
      { owner: SUB, action: "retention-failed", recordType: "transcription", outcome: "12" },
    ]);
  });

  it("records nothing when a later change had replaced the job", async () => {
    const { entries, audit } = recorder();

    await retentionFailed(async () => false, audit)({ requestPayload: { sub: SUB, jobId: "01jqjob" } });

    expect(entries).toEqual([]);
  });
});
