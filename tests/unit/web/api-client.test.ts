import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONNECTION_FAILED_MESSAGE, SERVICE_BUSY_MESSAGE, UNEXPECTED_FAILURE_MESSAGE } from "#contracts/errors";
import { ApiError, api, ConnectionError } from "#web/api/client";

vi.mock("#web/auth-loader", () => ({
  loadAuth: async () => ({ idToken: async () => "id-token" }),
  storedSession: () => undefined,
}));
vi.mock("#web/config", () => ({ appConfig: () => ({ apiUrl: "https://api.example/api" }) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const busy = () =>
  jsonAnswer(503, { error: { code: "unavailable", message: SERVICE_BUSY_MESSAGE } }, { "retry-after": "3" });

/** Runs a client call to the end, letting its retry waits pass at once; returns what it resolved or threw. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe("the web API client when the service is busy or unreachable", () => {
  it("turns a 503 into an ApiError with the busy message", async () => {
    fetchMock.mockResolvedValue(busy());

    const { error } = await settle(api.createTemplate({ name: "Kids", content: "## Plan" }));

    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).message]).toEqual([503, SERVICE_BUSY_MESSAGE]);
  });

  it("gives API Gateway's bare 'Service Unavailable' the busy message", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(503, { message: "Service Unavailable" }));

    const { error } = await settle(api.createTemplate({ name: "Kids", content: "## Plan" }));

    expect((error as ApiError).message).toBe(SERVICE_BUSY_MESSAGE);
  });

  it("gives a 500 without the API's error body a readable message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 500 }));

    const { error } = await settle(api.createTemplate({ name: "Kids", content: "## Plan" }));

    expect((error as ApiError).message).toBe(UNEXPECTED_FAILURE_MESSAGE);
  });

  it("turns a lost connection into a ConnectionError that is still a TypeError", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    const { error } = await settle(api.createTemplate({ name: "Kids", content: "## Plan" }));

    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(CONNECTION_FAILED_MESSAGE);
  });

  it("reads again after a 503 and returns the answer", async () => {
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(jsonAnswer(200, { summaries: [], next: null }));

    const { value } = await settle(api.listSummaries());

    expect(value).toEqual({ summaries: [], next: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads again after a lost connection", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonAnswer(200, { summaries: [], next: null }));

    const { value } = await settle(api.listSummaries());

    expect(value).toEqual({ summaries: [], next: null });
  });

  it("gives up a read after three attempts", async () => {
    fetchMock.mockImplementation(async () => busy());

    const { error } = await settle(api.listSummaries());

    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("never sends a write twice", async () => {
    fetchMock.mockImplementation(async () => busy());

    await settle(api.deleteSummary("01jd0000000000000000000000"));

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("the web API client's reads of a record", () => {
  it("marks a page's automatic re-read as a poll, and a clinician's open not (decision 440)", async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(200, { summary: { id: "s1" } }));

    await api.getSummary("s1");
    await api.getSummary("s1", "poll");

    const headers = fetchMock.mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
    expect(headers.map((h) => h["x-poll"])).toEqual([undefined, "1"]);
  });
});
