import { describe, expect, it } from "vitest";
import type { TranscriptionRecord, TranscriptionStore } from "#core/transcriptions/ports";
import { type SpeechJobState, TRANSCRIPTION_TIMED_OUT, transcribeDeadline } from "#core/transcriptions/status";
import { getTranscription } from "#core/transcriptions/transcriptions";
import { transcribingRecord } from "../../../support/transcribing-record";

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const STARTED = Date.parse("2026-11-24T10:00:00.000Z");
const DEADLINE = transcribeDeadline(STARTED, 600);

/** Started, handed to Amazon Transcribe, and not finished (no engine output yet). */
const transcribing = (): TranscriptionRecord =>
  transcribingRecord(SUB, ID, new Date(STARTED), { audioDuration: 600, files: [], deadlineAt: DEADLINE });

/** One record in memory, with the two store calls the read makes. */
function storeOf(record: TranscriptionRecord) {
  const store = {
    record,
    async getTranscription() {
      return store.record;
    },
    async transition(_sub: string, _id: string, from: string[], patch: Partial<TranscriptionRecord>) {
      if (!from.includes(store.record.job)) return false;
      store.record = { ...store.record, ...patch };
      return true;
    },
  };
  return store;
}

function read(record: TranscriptionRecord, nowMs: number, state: SpeechJobState | undefined) {
  const store = storeOf(record);
  const asked: string[] = [];
  const speech = {
    async jobState(jobName: string) {
      asked.push(jobName);
      return state;
    },
  };
  const deps = {
    transcriptions: store as unknown as TranscriptionStore,
    clock: { now: () => new Date(nowMs) },
    files: { readJson: async () => undefined },
    speech,
  };
  return { store, asked, view: getTranscription(deps, SUB, ID) };
}

describe("a recording whose Transcribe job waits in Transcribe's queue", () => {
  it("reads processing, not failed, past its deadline while Transcribe says QUEUED", async () => {
    const { view } = read(transcribing(), DEADLINE + 60_000, { status: "QUEUED" });

    expect(await view).toMatchObject({ status: "processing", stage: "transcribing", error: null });
  });

  it("stores a deadline counted from when the job starts, so the list and dashboard read the same", async () => {
    const started = DEADLINE - 60_000;
    const { store, view } = read(transcribing(), DEADLINE + 1, { status: "IN_PROGRESS", startedAtMs: started });

    await view;

    expect(store.record.deadlineAt).toBe(transcribeDeadline(started, 600));
  });

  it("reads failed when the job ran from the start and still overran its deadline", async () => {
    const { view } = read(transcribing(), DEADLINE + 1, { status: "IN_PROGRESS", startedAtMs: STARTED });

    expect(await view).toMatchObject({ status: "failed", error: TRANSCRIPTION_TIMED_OUT });
  });

  it("does not ask Transcribe about a record within its deadline", async () => {
    const { asked, view } = read(transcribing(), DEADLINE - 1, { status: "QUEUED" });

    await view;

    expect(asked).toEqual([]);
  });
});
