import { CONNECTION_FAILED_MESSAGE, SERVICE_BUSY_MESSAGE, UNEXPECTED_FAILURE_MESSAGE } from "#contracts/errors";
import { loadAuth, storedSession } from "../auth-loader";
import { appConfig } from "../config";

/*
 * The API client's transport: one request function with the product's error texts and retries. The calls are in
 * client.ts (the clinician's) and public.ts (the public pages' and the patient's, which load without the rest).
 */

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

/**
 * The stored session's id token while it is valid; else Amplify loads and refreshes it (public pages make no signed-in
 * call), see auth-loader.ts.
 */
async function idToken(): Promise<string | undefined> {
  return storedSession()?.idToken ?? (await loadAuth()).idToken();
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

async function send(
  method: string,
  path: string,
  body: unknown,
  token: string | undefined,
  extra: Record<string, string>,
): Promise<Response> {
  try {
    return await fetch(`${appConfig().apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConnectionError();
  }
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  signedIn = true,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = signedIn ? await idToken() : undefined;
  const attempts = method === "GET" ? READ_ATTEMPTS : 1;
  let response: Response | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      response = await send(method, path, body, token, headers);
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
