import { fetchAuthSession } from "aws-amplify/auth";
import type { ContactRequest, ContactResponse } from "../../../lambdas/contracts/contact";
import type {
  FeedbackRequest,
  PortalSummary,
  PublicStats,
  SendSummaryRequest,
  SendSummaryResult,
} from "../../../lambdas/contracts/delivery";
import type { MeResponse, Settings, SettingsUpdate } from "../../../lambdas/contracts/settings";
import type {
  ChatMessage,
  CreateSummaryRequest,
  PresignedUpload,
  SummaryView,
} from "../../../lambdas/contracts/summaries";
import type { CreateTemplateRequest, CustomTemplate, TemplatesResponse } from "../../../lambdas/contracts/templates";
import type { DashboardView } from "../../../lambdas/core/dashboard";
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

async function idToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

async function request<T>(method: string, path: string, body?: unknown, signedIn = true): Promise<T> {
  const token = signedIn ? await idToken() : undefined;
  const response = await fetch(`${appConfig().apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = payload?.error;
    throw new ApiError(
      response.status,
      error?.message ?? payload?.message ?? response.statusText,
      error?.code,
      error?.fields,
    );
  }
  return payload as T;
}

export const api = {
  me: () => request<MeResponse>("GET", "/me"),
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
  publicStats: () => request<PublicStats>("GET", "/public/stats", undefined, false),
  submitContact: (input: ContactRequest) => request<ContactResponse>("POST", "/contact", input, false),
  listSummaries: () => request<{ summaries: SummaryView[] }>("GET", "/summaries").then((r) => r.summaries),
  deleteSummary: (id: string) => request<void>("DELETE", `/summaries/${encodeURIComponent(id)}`),
  chat: (id: string, message: string) =>
    request<{ reply: string; chatHistory: ChatMessage[] }>("POST", `/summaries/${encodeURIComponent(id)}/chat`, {
      message,
    }),
};

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
