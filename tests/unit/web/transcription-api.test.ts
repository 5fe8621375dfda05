import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "#web/api/client";
import { transcriptionView } from "./transcription-fakes";

vi.mock("aws-amplify/auth", () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => "id-token" } } }),
}));
vi.mock("#web/config", () => ({ appConfig: () => ({ apiUrl: "https://api.example/api" }) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the transcription calls of the web API client", () => {
  it("starts the job naming the finished upload, and answers the record", async () => {
    const view = transcriptionView({ status: "processing", stage: "transcribing" });
    fetchMock.mockResolvedValue(answer(202, { transcription: view }));

    const started = await api.startTranscription("01T", "audio/u/01T/recording.webm");

    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method, init?.body]).toEqual([
      "https://api.example/api/transcriptions/01T/start",
      "POST",
      JSON.stringify({ key: "audio/u/01T/recording.webm" }),
    ]);
    expect(started).toEqual(view);
  });

  it("regenerates with an idempotency key", async () => {
    fetchMock.mockResolvedValue(answer(202, { transcription: transcriptionView() }));

    await api.regenerateTranscription("01T", "5b0f8a9e-7a43-4c39-8f4e-2c51f3a1d7a0");

    expect(fetchMock.mock.calls[0][1]?.body).toBe(
      JSON.stringify({ idempotencyKey: "5b0f8a9e-7a43-4c39-8f4e-2c51f3a1d7a0" }),
    );
  });

  it("pages the list with the cursor it was given", async () => {
    fetchMock.mockResolvedValue(answer(200, { transcriptions: [], next: null }));

    await api.listTranscriptions("abc/+=");

    expect(fetchMock.mock.calls[0][0]).toBe("https://api.example/api/transcriptions?next=abc%2F%2B%3D");
  });

  it("puts the id in the path escaped, so an odd id cannot reach another route", async () => {
    fetchMock.mockResolvedValue(answer(200, { transcription: transcriptionView() }));

    await api.getTranscription("../summaries");

    expect(fetchMock.mock.calls[0][0]).toBe("https://api.example/api/transcriptions/..%2Fsummaries");
  });
});
