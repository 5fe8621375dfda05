import { fetchAuthSession } from "aws-amplify/auth";
import type { MeResponse, Settings, SettingsUpdate } from "../../../lambdas/contracts/settings";
import type { CreateTemplateRequest, CustomTemplate, TemplatesResponse } from "../../../lambdas/contracts/templates";
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

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await idToken();
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
};
