import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#core/audit/writer";
import { hashToken, newToken } from "#core/delivery/link-tokens";
import { openPortal, type PortalDeps, portalChat } from "#core/delivery/portal";
import type { SummaryRecord } from "#core/summaries/ports";

/** Issue 24 (decision 409's gap): the patient's visit to a summary sent from a transcription is in both Histories. */

const OWNER = "clinician-1";
const SUMMARY = "01jexample0000000000000000";
const TRANSCRIPTION = "01jexampletranscription000";

function portalWith(summary: Partial<SummaryRecord>) {
  const token = newToken();
  const entries: AuditEntry[] = [];
  const record = {
    id: SUMMARY,
    patientName: "Ada Testperson",
    createdAt: "2026-11-27T10:00:00.000Z",
    summaryContent: "## Your visit\nRest the ankle.",
    status: "ready",
    ...summary,
  } as SummaryRecord;
  const deps = {
    summaries: { getSummary: async () => record },
    delivery: {
      getPortalLink: async () => ({ summaryId: SUMMARY, ownerSub: OWNER, tokenHash: hashToken(token) }),
      markPatientChatted: async () => undefined,
    },
    clock: { now: () => new Date("2026-11-27T12:00:00.000Z") },
    profiles: { getProfile: async () => undefined, getSettings: async () => undefined },
    audit: async (entry: AuditEntry) => void entries.push(entry),
  } as unknown as PortalDeps;
  return { deps, token, entries };
}

const where = (entries: AuditEntry[]) => entries.map((e) => [e.action, e.recordType, e.recordId]);

describe("the patient's visit in the audit trail", () => {
  it("records a portal visit of a summary sent from a transcription on the transcription too", async () => {
    const { deps, token, entries } = portalWith({ transcriptionId: TRANSCRIPTION });

    await openPortal(deps, SUMMARY, token);

    expect(where(entries)).toEqual([
      ["portal-opened", "summary", SUMMARY],
      ["portal-opened", "transcription", TRANSCRIPTION],
    ]);
  });

  it("records a portal visit of a summary made from documents on the summary alone", async () => {
    const { deps, token, entries } = portalWith({});

    await openPortal(deps, SUMMARY, token);

    expect(where(entries)).toEqual([["portal-opened", "summary", SUMMARY]]);
  });

  it("records the patient's question about a transcription's summary on the transcription too", async () => {
    const { deps, token, entries } = portalWith({ transcriptionId: TRANSCRIPTION });
    const withChat = { ...deps, ai: { chat: async () => ({ text: "Rest it.", sources: [] }) } } as never;

    await portalChat(withChat, SUMMARY, token, "How long should I rest?");

    expect(where(entries)).toEqual([
      ["patient-chat", "summary", SUMMARY],
      ["patient-chat", "transcription", TRANSCRIPTION],
    ]);
  });
});
