import type { Bundle } from "@medplum/fhirtypes";
import { openFlags } from "#contracts/flag-spans";
import type { Profile } from "#contracts/settings";
import type { ClinicalNotes } from "#contracts/transcriptions/notes";
import type { Clock } from "../account/account";
import type { AccountStore } from "../account/ports";
import type { AuditEvent, AuditRecordType } from "../audit/events";
import type { AuditReader } from "../audit/ports";
import { isRegenerating } from "../review/versions";
import { Conflict, isDependencyOutage, NotFound } from "../shared/errors";
import { fileNameAsPatientName, UNKNOWN_PATIENT } from "../summaries/patient-name";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { notesText } from "../transcriptions/documents";
import type { AudioFiles, TranscriptionRecord, TranscriptionStore } from "../transcriptions/ports";
import { withDeadline } from "../transcriptions/status";
import { TRANSCRIPT_UNREADABLE, TRANSCRIPTION_NOT_FOUND } from "../transcriptions/transcriptions";
import { clinicalNoteType, patientSummaryType } from "./codes";
import {
  type Approval,
  auditEntries,
  collection,
  compositionEntry,
  deviceEntry,
  documentEntry,
  type Entry,
  patientEntry,
  practitionerEntry,
  provenanceEntry,
  recordingConsentEntry,
} from "./resources";

/** What an export answers: the bundle, and a file name with no patient data in it. */
export interface FhirExport {
  fileName: string;
  bundle: Bundle;
}

export const SUMMARY_NOT_EXPORTABLE = "Only a finished summary can be exported.";
export const TRANSCRIPTION_NOT_EXPORTABLE = "This transcription has no notes or summary to export yet.";
export const TRANSCRIPTION_STILL_WORKING = "This transcription is still being processed. Please wait for it to finish.";
export const REGENERATING_EXPORT = "A new version is being written. Please wait for it before exporting.";
export const exportBlockedByFlags = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "fact" : "facts"} before exporting.`;

/**
 * The patient's name as the clinician gave it: a summary's name read from the document, a transcription's as typed.
 * "Unknown Patient" and a name guessed from the file's name are nobody's entry, so the Patient is left without one.
 */
export function enteredSummaryName(record: Pick<SummaryRecord, "patientName" | "originalFilename">): string | null {
  const name = record.patientName?.trim();
  if (!name || name === UNKNOWN_PATIENT || name === fileNameAsPatientName(record.originalFilename)) return null;
  return name;
}

/** The summary record as a bundle at `nowIso`, with its History (pure: the route reads, this builds). */
export function summaryBundle(
  record: SummaryRecord,
  profile: Profile | undefined,
  nowIso: string,
  history: AuditEvent[] = [],
): Bundle {
  const key = `summary:${record.id}`;
  const patient = patientEntry(key, enteredSummaryName(record));
  const practitioner = practitionerEntry(key, profile);
  // Approved when sent (Send waits for every flag); otherwise by this export, which waits for the same (decision 397).
  const approval: Approval = { practitioner, at: record.sentAt ?? nowIso };
  const english = documentEntry({
    key: `${key}:patient-summary`,
    type: patientSummaryType(),
    title: "Patient summary",
    text: record.summaryContent ?? "",
    contentType: "text/markdown",
    language: "en",
    createdAt: record.createdAt,
    patient,
    approval,
  });
  const device = deviceEntry(key, record.engine);
  const entries: Entry[] = [patient, practitioner, device, english];
  entries.push(provenanceEntry({ key, targets: [english], device, approval, recordedAt: nowIso }));
  // A translation is part of the record only once it went to the patient: Send checked it (decision 373).
  const translation = record.sentAt ? record.translation : null;
  if (translation) {
    const translated = documentEntry({
      key: `${key}:translation:${translation.language}`,
      type: patientSummaryType(),
      title: `Patient summary (${translation.language})`,
      text: translation.text,
      contentType: "text/markdown",
      language: translation.language,
      createdAt: translation.createdAt,
      patient,
      approval,
      transforms: english,
    });
    const translator = deviceEntry(key, "translation");
    entries.push(translator, translated);
    entries.push(
      provenanceEntry({
        key,
        targets: [translated],
        device: translator,
        approval,
        recordedAt: nowIso,
        sources: [english],
      }),
    );
  }
  entries.push(...auditEntries(history, practitioner));
  return collection(key, nowIso, entries);
}

/** The transcription's notes (Composition and DocumentReference), patient summary and History, as a bundle. */
export function transcriptionBundle(
  record: TranscriptionRecord,
  notes: ClinicalNotes | undefined,
  profile: Profile | undefined,
  nowIso: string,
  history: AuditEvent[] = [],
): Bundle {
  const key = `transcription:${record.id}`;
  const patient = patientEntry(key, record.patientName?.trim() || null);
  const practitioner = practitionerEntry(key, profile);
  const device = deviceEntry(key, record.aiEngine);
  const entries: Entry[] = [patient, practitioner, device];
  // Issue 25, part 4: the confirmation that the patient agreed to be recorded (records from before it have none).
  if (record.recordingConsentAt) {
    entries.push(recordingConsentEntry({ key, patient, practitioner, confirmedAt: record.recordingConsentAt }));
  }
  const targets: Entry[] = [];
  const exportApproval: Approval = { practitioner, at: nowIso };
  if (notes) {
    const type = { coding: [clinicalNoteType(notes.templateName)], text: `Clinical notes (${notes.templateName})` };
    const composition = compositionEntry({
      key,
      type,
      title: "Clinical notes",
      sections: notes.sections,
      patient,
      approval: exportApproval,
    });
    const document = documentEntry({
      key: `${key}:clinical-notes`,
      type,
      title: "Clinical notes",
      text: notesText(notes),
      contentType: "text/markdown",
      language: "en",
      createdAt: record.createdAt,
      patient,
      approval: exportApproval,
    });
    targets.push(composition, document);
  }
  if (record.patientSummary) {
    targets.push(
      documentEntry({
        key: `${key}:patient-summary`,
        type: patientSummaryType(),
        title: "Patient summary",
        text: record.patientSummary,
        contentType: "text/markdown",
        language: "en",
        createdAt: record.createdAt,
        patient,
        approval: { practitioner, at: record.patientSummarySentAt ?? nowIso },
      }),
    );
  }
  entries.push(...targets);
  entries.push(provenanceEntry({ key, targets, device, approval: exportApproval, recordedAt: nowIso }));
  entries.push(...auditEntries(history, practitioner));
  return collection(key, nowIso, entries);
}

/**
 * The most History events an export carries. A record's History is tens of events (bench:audit: 13 a journey); a
 * limit keeps an export of a record opened for years within a response's size (a rendered event is about 1.5 KB).
 * Past it, the newest are exported.
 */
export const EXPORTED_EVENTS_MAX = 1000;
const HISTORY_PAGE = 100;

/** The record's History as the audit trail holds it, newest `EXPORTED_EVENTS_MAX` at most. */
async function historyOf(
  audit: Pick<AuditReader, "history">,
  sub: string,
  recordType: AuditRecordType,
  id: string,
): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  let next: string | undefined;
  do {
    const page = await audit.history(sub, recordType, id, { limit: HISTORY_PAGE, next });
    events.push(...page.events);
    next = page.next;
  } while (next && events.length < EXPORTED_EVENTS_MAX);
  return events.slice(0, EXPORTED_EVENTS_MAX);
}

export interface SummaryExportDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  accounts: Pick<AccountStore, "getProfile">;
  /** The record's History, exported as AuditEvents (this export's own event is written after it answers). */
  audit: Pick<AuditReader, "history">;
  clock: Clock;
}

/** GET /summaries/{id}/fhir: a finished summary whose every flag is resolved, as FHIR R4. */
export async function exportSummary(deps: SummaryExportDeps, sub: string, id: string): Promise<FhirExport> {
  const now = deps.clock.now();
  const record = await deps.summaries.getSummary(sub, id, now.getTime());
  if (!record) throw new NotFound("Summary not found");
  if (record.status !== "ready" || !record.summaryContent) throw new Conflict(SUMMARY_NOT_EXPORTABLE);
  if (!record.sentAt && isRegenerating(record, now.getTime())) throw new Conflict(REGENERATING_EXPORT);
  const open = openFlags(record.flags).length;
  if (open > 0) throw new Conflict(exportBlockedByFlags(open));
  const [profile, history] = await Promise.all([
    deps.accounts.getProfile(sub),
    historyOf(deps.audit, sub, "summary", record.id),
  ]);
  return {
    fileName: `summary-${record.id}.json`,
    bundle: summaryBundle(record, profile, now.toISOString(), history),
  };
}

export interface TranscriptionExportDeps {
  transcriptions: Pick<TranscriptionStore, "getTranscription">;
  files: Pick<AudioFiles, "readJson">;
  accounts: Pick<AccountStore, "getProfile">;
  audit: Pick<AuditReader, "history">;
  clock: Clock;
}

const WORKING = new Set(["uploading", "transcribing", "writing"]);

/** A notes object that is gone or unreadable is the record's problem (409, as its page says), an outage a 503. */
async function readNotes(deps: Pick<TranscriptionExportDeps, "files">, key: string): Promise<ClinicalNotes> {
  try {
    const notes = (await deps.files.readJson(key)) as ClinicalNotes | undefined;
    if (!Array.isArray(notes?.sections)) throw new Error("not notes");
    return notes;
  } catch (error) {
    if (isDependencyOutage(error)) throw error;
    throw new Conflict(TRANSCRIPT_UNREADABLE);
  }
}

/**
 * GET /transcriptions/{id}/fhir: its notes and patient summary once written. The patient summary's flags must be
 * resolved (as for Send); the notes' findings inform and never gate (decision 261).
 */
export async function exportTranscription(deps: TranscriptionExportDeps, sub: string, id: string): Promise<FhirExport> {
  const now = deps.clock.now();
  const stored = await deps.transcriptions.getTranscription(sub, id, now.getTime());
  if (!stored) throw new NotFound(TRANSCRIPTION_NOT_FOUND);
  const record = withDeadline(stored, now.getTime());
  if (WORKING.has(record.job)) throw new Conflict(TRANSCRIPTION_STILL_WORKING);
  const notes = record.hasNotes && record.notesKey ? await readNotes(deps, record.notesKey) : undefined;
  if (!notes && !record.patientSummary) throw new Conflict(TRANSCRIPTION_NOT_EXPORTABLE);
  const open = record.patientSummarySentAt ? 0 : openFlags(record.flags).length;
  if (open > 0) throw new Conflict(exportBlockedByFlags(open));
  const [profile, history] = await Promise.all([
    deps.accounts.getProfile(sub),
    historyOf(deps.audit, sub, "transcription", record.id),
  ]);
  return {
    fileName: `transcription-${record.id}.json`,
    bundle: transcriptionBundle(record, notes, profile, now.toISOString(), history),
  };
}
