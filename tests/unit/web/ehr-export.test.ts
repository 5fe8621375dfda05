// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#web/hooks/useToast", () => ({ notify }));
vi.mock("#web/auth-loader", () => ({
  loadAuth: async () => ({ idToken: async () => "id-token" }),
  storedSession: () => undefined,
}));
vi.mock("#web/config", () => ({ appConfig: () => ({ apiUrl: "https://api.example/api" }) }));

import { downloadFhirBundle, EXPORT_FAILED } from "#web/components/ehr-export";

const fetchMock = vi.fn<typeof fetch>();
const saved: Array<{ name: string; href: string }> = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  fetchMock.mockReset();
  notify.error.mockReset();
  saved.length = 0;
  vi.stubGlobal("fetch", fetchMock);
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BUNDLE = { resourceType: "Bundle", type: "collection", entry: [] };

describe("Export for EHR in the browser", () => {
  it("asks the API for the record's bundle with the clinician's token", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(BUNDLE), { status: 200 }));

    await downloadFhirBundle("transcriptions", "01kbx4a7e3f2g1h0j9k8m7n6pq");

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://api.example/api/transcriptions/01kbx4a7e3f2g1h0j9k8m7n6pq/fhir");
    expect(init?.headers).toMatchObject({ authorization: "Bearer id-token" });
  });

  it("saves the bundle as summary-<id>.json, a FHIR JSON file", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(BUNDLE), { status: 200 }));

    await downloadFhirBundle("summaries", "01kbx3m2q8c7w5n4r6t9v0y1za");

    expect(saved.map((s) => s.name)).toEqual(["summary-01kbx3m2q8c7w5n4r6t9v0y1za.json"]);
    const blob = blobs.get(saved[0].href) as Blob;
    expect(blob.type).toBe("application/fhir+json");
    expect(JSON.parse(await blob.text())).toEqual(BUNDLE);
  });

  it("shows the server's reason when the export is refused, and saves nothing", async () => {
    const message = "Please confirm or correct the 2 highlighted facts before exporting.";
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: "conflict", message } }), { status: 409 }),
    );

    await downloadFhirBundle("summaries", "01kbx3m2q8c7w5n4r6t9v0y1za");

    expect(notify.error).toHaveBeenCalledWith(EXPORT_FAILED, message);
    expect(saved).toEqual([]);
  });
});
