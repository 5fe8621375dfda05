import { AUDIT_POLL_HEADER } from "#contracts/audit-view";
import type { ReplyToQuestionRequest, SummaryQuestions } from "#contracts/care-team";
import type { DashboardView } from "#contracts/dashboard";
import type { SendSummaryRequest, SendSummaryResult } from "#contracts/delivery";
import type {
  ConfirmFlagsRequest,
  EditContentRequest,
  RegenerateRequest,
  RestoreRequest,
  VersionsResponse,
  VersionText,
} from "#contracts/review";
import type { RestoreSamplesResult } from "#contracts/samples";
import type {
  MeResponse,
  Profile,
  ProfileUpdate,
  RetentionProgress,
  Settings,
  SettingsUpdate,
} from "#contracts/settings";
import type {
  ChatMessage,
  CreateSummaryRequest,
  PresignedUpload,
  SummaryListPage,
  SummaryView,
} from "#contracts/summaries";
import type { CreateTemplateRequest, CustomTemplate, TemplatesResponse } from "#contracts/templates";
import type { AudioLink } from "#contracts/transcriptions/audio";
import type { CreatedTranscription, CreateTranscriptionRequest } from "#contracts/transcriptions/create";
import type { TranscriptionListPage } from "#contracts/transcriptions/list";
import type { NotesEdit } from "#contracts/transcriptions/notes";
import type { TranscriptCorrection } from "#contracts/transcriptions/review";
import type { SendTranscriptionRequest, SendTranscriptionResult } from "#contracts/transcriptions/send";
import type { SpeakersUpdate } from "#contracts/transcriptions/speakers";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { request } from "./http";
import { publicApi } from "./public";

export { ApiError, ConnectionError } from "./http";

/**
 * Issue 18's review bodies: an acceptance carries the clinician's one-line reason, and an edit made by "Remove"
 * names the flags (flagKey) it removed. Written as additions so they hold before and after the contract names them.
 */
export type AcceptFlagsBody = ConfirmFlagsRequest & { reason: string };
export type EditContentBody = EditContentRequest & { removed?: string[] };

export const api = {
  ...publicApi,
  me: () => request<MeResponse>("GET", "/me"),
  updateProfile: (patch: ProfileUpdate) => request<Profile>("PUT", "/profile", patch),
  /** The saved settings, and how far a retention change has been applied to existing records. */
  updateSettings: (patch: SettingsUpdate) =>
    request<{ settings: Settings; retention: RetentionProgress | null }>("PUT", "/settings", patch),
  listTemplates: () => request<TemplatesResponse>("GET", "/templates"),
  createTemplate: (input: CreateTemplateRequest) =>
    request<{ template: CustomTemplate }>("POST", "/templates", input).then((r) => r.template),
  deleteTemplate: (id: string) => request<void>("DELETE", `/templates/${encodeURIComponent(id)}`),
  planUploads: (files: File[]) =>
    request<{ uploads: PresignedUpload[] }>("POST", "/uploads", {
      files: files.map((f) => ({ name: f.name, size: f.size })),
    }).then((r) => r.uploads),
  createSummary: (input: CreateSummaryRequest) =>
    request<{ summary: SummaryView }>("POST", "/summaries", input).then((r) => r.summary),
  getSummary: (id: string, read: Read = "open") =>
    request<{ summary: SummaryView }>(
      "GET",
      `/summaries/${encodeURIComponent(id)}`,
      undefined,
      true,
      readHeaders(read),
    ).then((r) => r.summary),
  dashboard: () => request<DashboardView>("GET", "/dashboard"),
  restoreSamples: () => request<RestoreSamplesResult>("POST", "/samples/restore", { confirm: true }),
  sendSummary: (id: string, input: SendSummaryRequest) =>
    request<SendSummaryResult>("POST", `/summaries/${encodeURIComponent(id)}/send`, input),
  // Patients and visitors: no sign-in, no token sent.
  listSummaries: (next?: string | null) =>
    request<SummaryListPage>("GET", next ? `/summaries?next=${encodeURIComponent(next)}` : "/summaries"),
  deleteSummary: (id: string) => request<void>("DELETE", `/summaries/${encodeURIComponent(id)}`),
  // Patient questions to the care team (issue 25).
  summaryQuestions: (id: string) => request<SummaryQuestions>("GET", `/summaries/${encodeURIComponent(id)}/questions`),
  replyToQuestion: (id: string, input: ReplyToQuestionRequest) =>
    request<SummaryQuestions>("POST", `/summaries/${encodeURIComponent(id)}/questions/reply`, input),
  // Clinician review before sending (issue 10).
  editSummary: (id: string, input: EditContentBody) =>
    request<{ summary: SummaryView }>("PUT", `/summaries/${encodeURIComponent(id)}/content`, input).then(
      (r) => r.summary,
    ),
  confirmFlags: (id: string, input: AcceptFlagsBody) =>
    request<{ summary: SummaryView }>("POST", `/summaries/${encodeURIComponent(id)}/flags/confirm`, input).then(
      (r) => r.summary,
    ),
  regenerateSummary: (id: string, input: Partial<RegenerateRequest> & { revision: number }) =>
    request<{ summary: SummaryView }>("POST", `/summaries/${encodeURIComponent(id)}/regenerate`, input).then(
      (r) => r.summary,
    ),
  restoreSummaryVersion: (id: string, input: RestoreRequest) =>
    request<{ summary: SummaryView }>("POST", `/summaries/${encodeURIComponent(id)}/restore`, input).then(
      (r) => r.summary,
    ),
  summaryVersions: (id: string) => request<VersionsResponse>("GET", `/summaries/${encodeURIComponent(id)}/versions`),
  summaryVersion: (id: string, revision: number) =>
    request<{ version: VersionText }>("GET", `/summaries/${encodeURIComponent(id)}/versions?revision=${revision}`).then(
      (r) => r.version,
    ),
  retrySummary: (id: string) =>
    request<{ summary: SummaryView }>("POST", `/summaries/${encodeURIComponent(id)}/retry`).then((r) => r.summary),
  /** GET /{summaries|transcriptions}/{id}/fhir: the record as a FHIR R4 Bundle (application/fhir+json). */
  exportFhir: (kind: "summaries" | "transcriptions", id: string) =>
    request<unknown>("GET", `/${kind}/${encodeURIComponent(id)}/fhir`),
  chat: (id: string, message: string) =>
    request<{ reply: string; chatHistory: ChatMessage[] }>("POST", `/summaries/${encodeURIComponent(id)}/chat`, {
      message,
    }),
  ...transcriptionCalls(),
};

/** Transcriptions (lambdas/contracts/transcriptions.ts): record or upload, process, review, send. */
/**
 * Why a record is read: the clinician opened it, or the page reads it again on its own while work runs ("poll").
 * Polls are marked so the audit trail records them once a minute, not once a second (decision 440).
 */
export type Read = "open" | "poll";
const readHeaders = (read: Read): Record<string, string> => (read === "poll" ? { [AUDIT_POLL_HEADER]: "1" } : {});

function transcriptionCalls() {
  const path = (id: string, rest = "") => `/transcriptions/${encodeURIComponent(id)}${rest}`;
  // Record answers come as { transcription }; callers get the record.
  const record = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    request<{ transcription: TranscriptionView }>(method, url, body, true, headers).then((r) => r.transcription);
  return {
    createTranscription: (input: CreateTranscriptionRequest) =>
      request<CreatedTranscription>("POST", "/transcriptions", input),
    /** After the upload: `key` is the `upload.key` the create answer gave. */
    /** Without `key`: the detail page's Retry of a recording whose upload was late. */
    startTranscription: (id: string, key?: string) =>
      record("POST", path(id, "/start"), key ? { key } : { checkUpload: true }),
    listTranscriptions: (next?: string | null) =>
      request<TranscriptionListPage>(
        "GET",
        next ? `/transcriptions?next=${encodeURIComponent(next)}` : "/transcriptions",
      ),
    getTranscription: (id: string, read: Read = "open") => record("GET", path(id), undefined, readHeaders(read)),
    transcriptionAudio: (id: string) => request<AudioLink>("GET", path(id, "/audio")),
    correctTranscript: (id: string, input: TranscriptCorrection) => record("PUT", path(id, "/transcript"), input),
    /** Renamed or swapped speakers, on the transcript revision the screen shows. */
    updateSpeakers: (id: string, input: SpeakersUpdate) => record("PUT", path(id, "/speakers"), input),
    /** A failed or stalled recording runs again (from its audio, or only notes when its transcript is stored). */
    retryTranscription: (id: string) => record("POST", path(id, "/retry"), {}),
    /** Notes and summary again from the (corrected) transcript; a retry with the same key starts nothing twice. */
    regenerateTranscription: (id: string, idempotencyKey: string) =>
      record("POST", path(id, "/regenerate"), { idempotencyKey }),
    updateClinicalNotes: (id: string, input: NotesEdit) => record("PUT", path(id, "/notes"), input),
    /** `removed`: the flags (flagKey) whose lines "Remove" took out, so the server records how they were resolved. */
    updatePatientSummary: (id: string, patientSummary: string, removed?: string[]) =>
      record("PUT", path(id, "/summary"), removed ? { patientSummary, removed } : { patientSummary }),
    /** Accept flags on the patient summary with the clinician's one-line reason. */
    confirmTranscriptionFlags: (id: string, input: { flags: string[]; reason: string }) =>
      record("POST", path(id, "/flags/confirm"), input),
    sendTranscription: (id: string, input: SendTranscriptionRequest) =>
      request<SendTranscriptionResult>("POST", path(id, "/send"), input),
    deleteTranscription: (id: string) => request<void>("DELETE", path(id)),
  };
}

/**
 * Posts one file straight to S3 with its presigned form, reporting progress (fetch cannot report upload progress).
 */
export function postToS3(upload: PresignedUpload, file: File, onProgress: (loaded: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", upload.url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`Upload of ${file.name} failed (${xhr.status})`));
    xhr.onerror = () => reject(new Error(`Upload of ${file.name} failed`));
    xhr.send(form);
  });
}
