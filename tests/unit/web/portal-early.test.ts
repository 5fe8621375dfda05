import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalLink, portalToken } from "#web/portal-link";

const CONFIG = {
  stage: "test",
  region: "us-east-1",
  apiUrl: "https://api.example/api",
  userPoolId: "pool",
  userPoolClientId: "client",
  authFlowType: "USER_SRP_AUTH",
  aiEngine: "local",
};
const SUMMARY = { id: "01sum", patient_name: "Maria", created_at: "2026-03-02T10:00:00.000Z", summary_content: "Hi" };

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

beforeEach(() => {
  // Module state (the config request, the early call) is per page load: a fresh module graph for each test.
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => json(String(url).endsWith("/config.json") ? CONFIG : SUMMARY));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the portal's summary asked for before the page renders", () => {
  it("is the page's answer for the same link: one config request, one call", async () => {
    const { openPortalEarly, openPortal } = await import("#web/api/public");
    const { loadConfig } = await import("#web/config");

    openPortalEarly("01sum", "tok");
    await loadConfig();
    const summary = await openPortal("01sum", "tok");

    expect(summary).toEqual(SUMMARY);
    expect(calls("/config.json")).toHaveLength(1);
    expect(calls("/portal/summary")).toHaveLength(1);
    expect(JSON.parse(String(calls("/portal/summary")[0][1]?.body))).toEqual({ summaryId: "01sum", token: "tok" });
  });

  it("is there for the first render once it has arrived", async () => {
    const { openPortalEarly, portalSummaryArrived } = await import("#web/api/public");

    openPortalEarly("01sum", "tok");
    expect(portalSummaryArrived("01sum", "tok")).toBeNull();
    await vi.waitFor(() => expect(portalSummaryArrived("01sum", "tok")).toEqual(SUMMARY));
    expect(portalSummaryArrived("01sum", "other")).toBeNull();
  });

  it("is taken once: asking again calls the API again", async () => {
    const { openPortalEarly, openPortal } = await import("#web/api/public");

    openPortalEarly("01sum", "tok");
    await openPortal("01sum", "tok");
    await openPortal("01sum", "tok");

    expect(calls("/portal/summary")).toHaveLength(2);
  });

  it("is not used for another link, and none starts once the page has asked", async () => {
    const { openPortalEarly, openPortal } = await import("#web/api/public");
    const { loadConfig } = await import("#web/config");

    openPortalEarly("01sum", "tok");
    await loadConfig();
    await openPortal("01other", "tok");
    openPortalEarly("01sum", "tok");
    await vi.waitFor(() => expect(calls("/portal/summary")).toHaveLength(2));

    const bodies = calls("/portal/summary").map(([, init]) => JSON.parse(String(init?.body)).summaryId);
    expect(bodies.sort()).toEqual(["01other", "01sum"]);
  });

  it("reports a failure to the page, not as an unhandled rejection", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/config.json")
        ? json(CONFIG)
        : new Response(JSON.stringify({ error: { message: "This link has expired." } }), { status: 410 }),
    );
    const { openPortalEarly, openPortal } = await import("#web/api/public");

    openPortalEarly("01sum", "tok");
    await new Promise((resolve) => setTimeout(resolve, 0));

    await expect(openPortal("01sum", "tok")).rejects.toThrow("This link has expired.");
  });
});

describe("a patient's portal link", () => {
  it("carries the summary in the path and the token in the fragment", () => {
    const link = portalLink("/patient-portal/01sum");
    expect(link).toEqual({ summaryId: "01sum" });
    expect(portalToken(link as NonNullable<typeof link>, "#a%2Bb")).toBe("a+b");
  });

  it("still takes the spec's path form", () => {
    const link = portalLink("/patient-portal/01sum/tok");
    expect(link).toEqual({ summaryId: "01sum", pathToken: "tok" });
    expect(portalToken(link as NonNullable<typeof link>, "#ignored")).toBe("tok");
  });

  it("is no other address", () => {
    for (const path of ["/patient-portal", "/patient-portal/", "/patient-portal/a/b/c", "/feedback", "/"]) {
      expect(portalLink(path)).toBeNull();
    }
    expect(portalLink("/patient-portal/01sum/")).toEqual({ summaryId: "01sum" });
  });
});
