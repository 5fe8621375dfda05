import type { ContactRequest, ContactResponse } from "../../../lambdas/contracts/contact";
import type {
  FeedbackRequest,
  PortalSummary,
  PublicStats,
  SendSummaryRequest,
  SendSummaryResult,
} from "../../../lambdas/contracts/delivery";
import {
  CONNECTION_FAILED_MESSAGE,
  SERVICE_BUSY_MESSAGE,
  UNEXPECTED_FAILURE_MESSAGE,
} from "../../../lambdas/contracts/errors";
import type {
  ConfirmFlagsRequest,
  EditContentRequest,
  RegenerateRequest,
  RestoreRequest,
  VersionsResponse,
  VersionText,
} from "../../../lambdas/contracts/review";
import type { MeResponse, Profile, ProfileUpdate, Settings, SettingsUpdate } from "../../../lambdas/contracts/settings";
import type {
  ChatMessage,
  CreateSummaryRequest,
  PresignedUpload,
  SummaryListPage,
  SummaryView,
} from "../../../lambdas/contracts/summaries";
import type { CreateTemplateRequest, CustomTemplate, TemplatesResponse } from "../../../lambdas/contracts/templates";
import type {
  AudioLink,
  CreatedTranscription,
  CreateTranscriptionRequest,
  NotesEdit,
  SendTranscriptionRequest,
  SendTranscriptionResult,
  TranscriptCorrection,
  TranscriptionListPage,
  TranscriptionView,
} from "../../../lambdas/contracts/transcriptions";
import type { DashboardView } from "../../../lambdas/core/dashboard";
import { loadAuth } from "../auth-loader";
import { appConfig } from "../config";

/** An API answer other than 2xx, carrying the server's user-facing message (spec texts) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The request never got an answer (offline, DNS, CORS, the API down). A TypeError like fetch's own, so callers that
 * already treat TypeError as "connection failed" (the feedback page's spec text) keep doing so, with a readable message.
 */
export class ConnectionError extends TypeError {
  constructor() {
    super(CONNECTION_FAILED_MESSAGE);
    this.name = "ConnectionError";
  }
}

/** Amplify loads with the first signed-in call (public pages make none), see auth-loader.ts. */
async function idToken(): Promise<string | undefined> {
  return (await loadAuth()).idToken();
}

/** Reads run again after a 503 or a lost connection; writes never do (a retried write is the caller's decision). */
const READ_ATTEMPTS = 3;
const MAX_RETRY_WAIT_MS = 3_000;

/**
 * The message for a failed answer. Our API's own errors carry a user-facing message; anything else (API Gateway's
 * "Service Unavailable", a proxy's HTML page) gets a readable one, so no screen ever shows a raw status line.
 */
function errorFrom(
  response: Response,
  payload:
    | { error?: { message?: string; code?: string; fields?: Record<string, string> }; message?: string }
    | undefined,
) {
  const error = payload?.error;
  if (error?.message) return new ApiError(response.status, error.message, error.code, error.fields);
  if (response.status === 502 || response.status === 503 || response.status === 504) {
    return new ApiError(response.status, SERVICE_BUSY_MESSAGE, "unavailable");
  }
  if (response.status >= 500) return new ApiError(response.status, UNEXPECTED_FAILURE_MESSAGE, "internal");
  // API Gateway's own 4xx bodies ({"message":"Unauthorized"}) say what was wrong.
  return new ApiError(
    response.status,
    payload?.message || response.statusText || UNEXPECTED_FAILURE_MESSAGE,
    error?.code,
  );
}

function retryWaitMs(response: Response | undefined): number {
  const seconds = Number(response?.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1_000;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(method: string, path: string, body: unknown, token: string | undefined): Promise<Response> {
  try {
    return await fetch(`${appConfig().apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConnectionError();
  }
}

async function request<T>(method: string, path: string, body?: unknown, signedIn = true): Promise<T> {
  const token = signedIn ? await idToken() : undefined;
  const attempts = method === "GET" ? READ_ATTEMPTS : 1;
  let response: Response | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      response = await send(method, path, body, token);
      if (response.status !== 503 || attempt >= attempts) break;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await wait(retryWaitMs(response));
  }
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response, payload);
  return payload as T;
}

export const api = {
  me: () => request<MeResponse>("GET", "/me"),
  updateProfile: (patch: ProfileUpdate) => request<Profile>("PUT", "/profile", patch),
  updateSettings: (patch: SettingsUpdate) =>
    request<{ settings: Settings }>("PUT", "/settings", patch).then((r) => r.settings),
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
  getSummary: (id: string) =>
    request<{ summary: SummaryView }>("GET", `/summaries/${encodeURIComponent(id)}`).then((r) => r.summary),
  dashboard: () => request<DashboardView>("GET", "/dashboard"),
  sendSummary: (id: string, input: SendSummaryRequest) =>
    request<SendSummaryResult>("POST", `/summaries/${encodeURIComponent(id)}/send`, input),
  // Patients and visitors: no sign-in, no token sent.
  openPortal: (summaryId: string, token: string) =>
    request<PortalSummary>("POST", "/portal/summary", { summaryId, token }, false),
  portalChat: (summaryId: string, token: string, message: string) =>
    request<{ reply: string }>("POST", "/portal/chat", { summaryId, token, message }, false),
  submitFeedback: (input: FeedbackRequest) => request<{ received: true }>("POST", "/feedback", input, false),
  checkFeedbackSession: (session: string) =>
    request<{ open: true; preparedBy: string | null }>("POST", "/feedback/session", { session }, false),
  publicStats: () => request<PublicStats>("GET", "/public/stats", undefined, false),
  submitContact: (input: ContactRequest) => request<ContactResponse>("POST", "/contact", input, false),
  listSummaries: (next?: string | null) =>
    request<SummaryListPage>("GET", next ? `/summaries?next=${encodeURIComponent(next)}` : "/summaries"),
  deleteSummary: (id: string) => request<void>("DELETE", `/summaries/${encodeURIComponent(id)}`),
  // Clinician review before sending (issue 10).
  editSummary: (id: string, input: EditContentRequest) =>
    request<{ summary: SummaryView }>("PUT", `/summaries/${encodeURIComponent(id)}/content`, input).then(
      (r) => r.summary,
    ),
  confirmFlags: (id: string, input: ConfirmFlagsRequest) =>
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
  chat: (id: string, message: string) =>
    request<{ reply: string; chatHistory: ChatMessage[] }>("POST", `/summaries/${encodeURIComponent(id)}/chat`, {
      message,
    }),
  ...transcriptionCalls(),
};

/** Transcriptions (lambdas/contracts/transcriptions.ts): record or upload, process, review, send. */
function transcriptionCalls() {
  const path = (id: string, rest = "") => `/transcriptions/${encodeURIComponent(id)}${rest}`;
  // Record answers come as { transcription }; callers get the record.
  const record = (method: string, url: string, body?: unknown) =>
    request<{ transcription: TranscriptionView }>(method, url, body).then((r) => r.transcription);
  return {
    createTranscription: (input: CreateTranscriptionRequest) =>
      request<CreatedTranscription>("POST", "/transcriptions", input),
    /** After the upload: `key` is the `upload.key` the create answer gave. */
    startTranscription: (id: string, key: string) => record("POST", path(id, "/start"), { key }),
    listTranscriptions: (next?: string | null) =>
      request<TranscriptionListPage>(
        "GET",
        next ? `/transcriptions?next=${encodeURIComponent(next)}` : "/transcriptions",
      ),
    getTranscription: (id: string) => record("GET", path(id)),
    transcriptionAudio: (id: string) => request<AudioLink>("GET", path(id, "/audio")),
    correctTranscript: (id: string, input: TranscriptCorrection) => record("PUT", path(id, "/transcript"), input),
    /** Notes and summary again from the (corrected) transcript; a retry with the same key starts nothing twice. */
    regenerateTranscription: (id: string, idempotencyKey: string) =>
      record("POST", path(id, "/regenerate"), { idempotencyKey }),
    updateClinicalNotes: (id: string, input: NotesEdit) => record("PUT", path(id, "/notes"), input),
    updatePatientSummary: (id: string, patientSummary: string) =>
      record("PUT", path(id, "/summary"), { patientSummary }),
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
