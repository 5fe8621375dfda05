// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicStats } from "#contracts/delivery";
import { MemoryRouter } from "./memory-routes";

const mocks = vi.hoisted(() => ({ publicStats: vi.fn(), user: null as { email: string } | null }));
vi.mock("#web/api/public", () => ({ publicApi: { publicStats: mocks.publicStats } }));
vi.mock("#web/hooks/useAuth", () => ({ useAuth: () => ({ user: mocks.user, loading: false }) }));

const { default: HomePage } = await import("#web/pages/HomePage");
const { FRESH_TILES, stateOf } = await import("#web/components/public/HomeStats");

const stats = (overrides: Partial<PublicStats> = {}): PublicStats => ({
  totalSummaries: 0,
  patientsImpacted: 0,
  averageRating: null,
  providers: 0,
  ...overrides,
});

beforeAll(() => {
  // jsdom has no IntersectionObserver: report every observed element as fully visible at once.
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = "";
    thresholds = [0.5];
  } as unknown as typeof IntersectionObserver;
});
beforeEach(() => {
  mocks.user = null;
  mocks.publicStats.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(cleanup);

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: "ClearNote at a glance" });
}

describe("the home statistics", () => {
  it("are live numbers only once a summary exists", () => {
    expect(stateOf(stats()).kind).toBe("fresh");
    expect(stateOf(null).kind).toBe("fresh");
    expect(stateOf(stats({ totalSummaries: 1 })).kind).toBe("live");
  });

  it("show what to expect instead of four zeros on a new deployment", async () => {
    mocks.publicStats.mockResolvedValue(stats());

    const region = renderHome();

    await vi.waitFor(() => expect(region.getAttribute("data-state")).toBe("fresh"));
    const values = within(region)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(values).toEqual(FRESH_TILES.map((t) => t.value));
    expect(values).not.toContain("0");
  });

  it("show what to expect when the statistics cannot be read, and log the failure", async () => {
    mocks.publicStats.mockRejectedValue(new Error("network down"));

    const region = renderHome();

    await vi.waitFor(() => expect(region.getAttribute("data-state")).toBe("fresh"));
    expect(console.error).toHaveBeenCalledWith("Failed to load statistics", expect.any(Error));
  });

  it("count up to the live numbers, with 'No data' for a missing rating", async () => {
    mocks.publicStats.mockResolvedValue(stats({ totalSummaries: 1234, patientsImpacted: 800, providers: 12 }));

    const region = renderHome();

    await vi.waitFor(() => expect(within(region).getByText("1,234")).toBeTruthy(), { timeout: 3000 });
    expect(within(region).getByText("800")).toBeTruthy();
    expect(within(region).getByText("12")).toBeTruthy();
    expect(within(region).getByText("No data")).toBeTruthy();
  });

  it("show '...' while the statistics load", () => {
    mocks.publicStats.mockReturnValue(new Promise(() => undefined));

    const region = renderHome();

    expect(
      within(region)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["...", "...", "...", "..."]);
  });
});

describe("the home page", () => {
  beforeEach(() => mocks.publicStats.mockResolvedValue(stats()));

  it("sends a visitor to sign in and a signed-in clinician to the dashboard", () => {
    renderHome();
    expect(screen.getByRole("link", { name: /Start Converting Now/ }).getAttribute("href")).toBe("/login");
    cleanup();

    mocks.user = { email: "alex@clinic.example" };
    renderHome();
    expect(screen.getByRole("link", { name: /Start Converting Now/ }).getAttribute("href")).toBe("/dashboard");
  });

  it("has the spec's badge, calls to action and closing buttons", () => {
    renderHome();

    expect(screen.getByText("Register your practice now!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See How It Works" }).getAttribute("href")).toBe("/how-it-works");
    expect(screen.getByRole("link", { name: "Get Started Free" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "View Pricing" }).getAttribute("href")).toBe("/pricing");
  });

  it("names itself in the title and the description", () => {
    renderHome();

    expect(document.title).toBe("ClearNote Health");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(
      "patient-friendly summaries",
    );
  });
});
