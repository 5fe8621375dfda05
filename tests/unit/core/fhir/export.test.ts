import { describe, expect, it } from "vitest";
import type { ReviewFlag } from "#contracts/review-flags";
import type { AuditEvent } from "#core/audit/events";
import type { AuditReader } from "#core/audit/ports";
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
import {
  CLINICIAN,
  consultationHistory,
  NOW,
  SOAP_NOTES,
  transcriptionRecord,
  unsentSummary,
} from "../../../fixtures/fhir/records";

const OWNER = "owner-sub";
const clock = { now: () => new Date(NOW) };
const accounts = { getProfile: async (sub: string) => (sub === OWNER ? CLINICIAN : undefined) };
const noHistory = { history: async () => ({ events: [] }) };
const openFlag = { kind: "dose", value: "81 mg", verdict: "unsupported" } as unknown as ReviewFlag;

function summaryDeps(record: SummaryRecord) {
  return {
    summaries: {
      getSummary: async (sub: string, id: string) => (sub === OWNER && id === record.id ? record : undefined),
    },
    accounts,
    audit: noHistory,
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
    audit: noHistory,
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

/** A trail that answers a record's History newest first, `pageSize` a page, as the store does. */
function trail(events: AuditEvent[], pageSize: number) {
  const asked: Array<[string, string, string]> = [];
  const newestFirst = [...events].sort((a, b) => b.id.localeCompare(a.id));
  const history: AuditReader["history"] = async (sub, recordType, recordId, page) => {
    asked.push([sub, recordType, recordId]);
    const mine = newestFirst.filter((e) => e.owner === sub && e.recordType === recordType && e.recordId === recordId);
    const from = page.next ? Number(page.next) : 0;
    const size = Math.min(page.limit, pageSize);
    const next = from + size < mine.length ? String(from + size) : undefined;
    return { events: mine.slice(from, from + size), ...(next ? { next } : {}) };
  };
  return { asked, audit: { history } };
}

describe("the record's History in an export", () => {
  it("exports a transcription's History as AuditEvents, oldest first, reading every page", async () => {
    const record = transcriptionRecord();
    const events = consultationHistory(record.id).map((e) => ({ ...e, owner: OWNER }));
    const { asked, audit } = trail(events, 3);

    const { bundle } = await exportTranscription({ ...transcriptionDeps(record), audit }, OWNER, record.id);

    const audited = (bundle.entry ?? []).map((e) => e.resource).filter((r) => r?.resourceType === "AuditEvent");
    expect(audited.map((r) => r?.id)).toEqual(events.map((e) => e.id));
    expect(asked.every(([sub, type, id]) => sub === OWNER && type === "transcription" && id === record.id)).toBe(true);
  });

  it("exports a summary's History naming the record by its identifier", async () => {
    const record = unsentSummary();
    const events = consultationHistory(record.id).map((e) => ({ ...e, owner: OWNER, recordType: "summary" as const }));
    const { audit } = trail(events, 100);

    const { bundle } = await exportSummary({ ...summaryDeps(record), audit }, OWNER, record.id);

    const audited = (bundle.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === "AuditEvent" ? [e.resource] : [],
    );
    expect(audited).toHaveLength(events.length);
    for (const event of audited) {
      expect(event.entity?.[0]?.what?.identifier).toEqual({ system: "urn:clearnote:summary", value: record.id });
    }
  });

  it("names the clinician who acted as the bundle's Practitioner, never by the account's id", async () => {
    const record = unsentSummary();
    const events = consultationHistory(record.id).map((e) => ({ ...e, owner: OWNER, recordType: "summary" as const }));
    const { audit } = trail(events, 100);

    const { bundle } = await exportSummary({ ...summaryDeps(record), audit }, OWNER, record.id);

    const practitioner = bundle.entry?.find((e) => e.resource?.resourceType === "Practitioner")?.fullUrl;
    const byClinician = (bundle.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === "AuditEvent" && e.resource.agent[0]?.type?.coding?.[0]?.code === "humanuser"
        ? [e.resource]
        : [],
    );
    expect(byClinician.length).toBeGreaterThan(0);
    for (const event of byClinician) expect(event.agent[0]?.who).toEqual({ reference: practitioner });
    const clinicianSub = events.find((e) => e.actor.kind === "clinician")?.actor as { sub: string };
    expect(JSON.stringify(bundle)).not.toContain(clinicianSub.sub);
  });

  it("exports the newest 1,000 events of a longer History", async () => {
    const record = unsentSummary();
    const [template] = consultationHistory(record.id);
    const events = Array.from({ length: 1_250 }, (_, i) => ({
      ...template,
      id: `01kbx4a7e3${String(i).padStart(16, "0")}`,
      owner: OWNER,
      recordType: "summary" as const,
      action: "open" as const,
    }));
    const { audit } = trail(events, 100);

    const { bundle } = await exportSummary({ ...summaryDeps(record), audit }, OWNER, record.id);

    const audited = (bundle.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === "AuditEvent" ? [e.resource] : [],
    );
    expect(audited).toHaveLength(1_000);
    expect(audited[0]?.id).toBe(events[250].id);
    expect(audited.at(-1)?.id).toBe(events.at(-1)?.id);
  });
});
