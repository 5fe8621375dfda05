import { describe, expect, it } from "vitest";
import type { ReviewFlag } from "#contracts/review-flags";
import {
  exportSummary,
  exportTranscription,
  REGENERATING_EXPORT,
  SUMMARY_NOT_EXPORTABLE,
  TRANSCRIPTION_NOT_EXPORTABLE,
  TRANSCRIPTION_STILL_WORKING,
} from "#core/fhir/export";
import { Conflict, NotFound } from "#core/shared/errors";
import type { SummaryRecord } from "#core/summaries/ports";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { TRANSCRIPT_UNREADABLE } from "#core/transcriptions/transcriptions";
import { CLINICIAN, NOW, SOAP_NOTES, transcriptionRecord, unsentSummary } from "../../../fixtures/fhir/records";

const OWNER = "owner-sub";
const clock = { now: () => new Date(NOW) };
const accounts = { getProfile: async (sub: string) => (sub === OWNER ? CLINICIAN : undefined) };
const openFlag = { kind: "dose", value: "81 mg", verdict: "unsupported" } as unknown as ReviewFlag;

function summaryDeps(record: SummaryRecord) {
  return {
    summaries: {
      getSummary: async (sub: string, id: string) => (sub === OWNER && id === record.id ? record : undefined),
    },
    accounts,
    clock,
  };
}

function transcriptionDeps(record: TranscriptionRecord) {
  const read: string[] = [];
  return {
    read,
    transcriptions: {
      getTranscription: async (sub: string, id: string) => (sub === OWNER && id === record.id ? record : undefined),
    },
    files: {
      readJson: async (key: string) => {
        read.push(key);
        return { version: 1, ...SOAP_NOTES };
      },
    },
    accounts,
    clock,
  };
}

describe("exporting a summary", () => {
  it("answers the bundle with a file name made of the record's id only", async () => {
    const record = unsentSummary();

    const exported = await exportSummary(summaryDeps(record), OWNER, record.id);

    expect(exported.fileName).toBe(`summary-${record.id}.json`);
    expect(exported.bundle.resourceType).toBe("Bundle");
  });

  it("answers NotFound to another clinician", async () => {
    const record = unsentSummary();

    await expect(exportSummary(summaryDeps(record), "someone-else", record.id)).rejects.toBeInstanceOf(NotFound);
  });

  it("refuses a summary that is still being written", async () => {
    const record = unsentSummary({ status: "processing", summaryContent: null });

    await expect(exportSummary(summaryDeps(record), OWNER, record.id)).rejects.toThrow(
      new Conflict(SUMMARY_NOT_EXPORTABLE),
    );
  });

  it("refuses while a new version is being written", async () => {
    const record = unsentSummary({
      regeneration: {
        id: "r1",
        status: "processing",
        error: null,
        startedAt: NOW,
        deadlineAt: Date.parse(NOW) + 60_000,
        template: null,
        templateName: null,
        instructions: "",
        by: null,
      },
    });

    await expect(exportSummary(summaryDeps(record), OWNER, record.id)).rejects.toThrow(REGENERATING_EXPORT);
  });

  it("refuses while a flagged fact is unresolved, as Send does", async () => {
    const record = unsentSummary({ flags: [openFlag] });

    await expect(exportSummary(summaryDeps(record), OWNER, record.id)).rejects.toThrow(
      "Please confirm or correct the 1 highlighted fact before exporting.",
    );
  });
});

describe("exporting a transcription", () => {
  it("reads the notes from the record's own notes object", async () => {
    const record = transcriptionRecord();
    const deps = transcriptionDeps(record);

    const exported = await exportTranscription(deps, OWNER, record.id);

    expect(deps.read).toEqual([record.notesKey]);
    expect(exported.fileName).toBe(`transcription-${record.id}.json`);
    expect(exported.bundle.entry?.some((e) => e.resource?.resourceType === "Composition")).toBe(true);
  });

  it("answers NotFound to another clinician, reading nothing", async () => {
    const record = transcriptionRecord();
    const deps = transcriptionDeps(record);

    await expect(exportTranscription(deps, "someone-else", record.id)).rejects.toBeInstanceOf(NotFound);
    expect(deps.read).toEqual([]);
  });

  it("answers a conflict, not a server error, when the notes object cannot be read", async () => {
    const record = transcriptionRecord();
    const deps = {
      ...transcriptionDeps(record),
      files: { readJson: async () => Promise.reject(Object.assign(new Error("gone"), { name: "NoSuchKey" })) },
    };

    await expect(exportTranscription(deps, OWNER, record.id)).rejects.toThrow(new Conflict(TRANSCRIPT_UNREADABLE));
  });

  it("refuses while the recording is still being processed", async () => {
    const record = transcriptionRecord({ job: "writing", deadlineAt: Date.parse(NOW) + 60_000 });

    await expect(exportTranscription(transcriptionDeps(record), OWNER, record.id)).rejects.toThrow(
      TRANSCRIPTION_STILL_WORKING,
    );
  });

  it("refuses a recording with neither notes nor a patient summary", async () => {
    const record = transcriptionRecord({ hasNotes: false, notesKey: undefined, patientSummary: null, job: "failed" });

    await expect(exportTranscription(transcriptionDeps(record), OWNER, record.id)).rejects.toThrow(
      TRANSCRIPTION_NOT_EXPORTABLE,
    );
  });

  it("refuses while the unsent patient summary has an unresolved flag", async () => {
    const record = transcriptionRecord({ flags: [openFlag, openFlag] });

    await expect(exportTranscription(transcriptionDeps(record), OWNER, record.id)).rejects.toThrow(
      "Please confirm or correct the 2 highlighted facts before exporting.",
    );
  });
});
