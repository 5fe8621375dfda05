// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DashboardView } from "#contracts/dashboard";
import { createMemoryRouter, RouterProvider } from "./memory-routes";

const api = vi.hoisted(() => ({ me: vi.fn(), dashboard: vi.fn() }));
vi.mock("#web/api/client", () => ({ api }));
vi.mock("#web/hooks/useAuth", () => ({
  useAuth: () => ({ user: { sub: "s", email: "amara@clinic.example" }, loading: false, signOut: vi.fn() }),
}));

import DashboardHome from "#web/pages/DashboardHome";

afterEach(cleanup);
beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
});

const me = (firstVisit: boolean) => ({
  profile: { email: "amara@clinic.example", firstName: "Amara", lastName: "Lee", fullName: "Amara Lee" },
  settings: {},
  accountType: "Healthcare Professional",
  firstVisit,
});

const dashboard = (recent: DashboardView["recent"]): DashboardView => ({
  questions: { open: 0, summaries: [] },
  stats: {
    summariesThisMonth: 3,
    activityThisMonth: 3,
    activityTrend: "+100%",
    unsentDrafts: 1,
    satisfaction: { value: "N/A", label: "No data" },
    chatboxRate: "N/A",
    delivered: 0,
  },
  recent,
});

const item = (id: string, status: DashboardView["recent"][number]["status"], patientName = "Maria Gonzalez") => ({
  kind: "summary" as const,
  id,
  patientName,
  originalFilename: "scan.pdf",
  createdAt: "2026-11-21T10:00:00.000Z",
  when: "Less than 1 hour ago",
  status,
  openFlags: 0,
});

function renderHome() {
  const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardHome /> }], {
    initialEntries: ["/dashboard"],
  });
  render(<RouterProvider router={router} />);
}

describe("dashboard home", () => {
  it("greets a new account with 'Welcome' on its first visit", async () => {
    api.me.mockResolvedValueOnce(me(true));
    api.dashboard.mockResolvedValueOnce(dashboard([]));
    renderHome();

    expect(await screen.findByRole("heading", { name: "Welcome, Amara" })).toBeTruthy();
  });

  it("keeps saying 'Welcome' for the rest of the first visit (a reload), though only its first /me knew", async () => {
    api.me.mockResolvedValueOnce(me(true)).mockResolvedValueOnce(me(false));
    api.dashboard.mockResolvedValue(dashboard([]));
    renderHome();
    await screen.findByRole("heading", { name: "Welcome, Amara" });
    cleanup();

    renderHome();

    expect(await screen.findByRole("heading", { name: "Welcome, Amara" })).toBeTruthy();
  });

  it("greets a returning clinician with 'Welcome back'", async () => {
    api.me.mockResolvedValueOnce(me(false));
    api.dashboard.mockResolvedValueOnce(dashboard([]));
    renderHome();

    expect(await screen.findByRole("heading", { name: "Welcome back, Amara" })).toBeTruthy();
  });

  it("names its browser tab", async () => {
    api.me.mockResolvedValueOnce(me(false));
    api.dashboard.mockResolvedValueOnce(dashboard([]));
    renderHome();

    await screen.findByRole("heading", { name: /Welcome/ });
    expect(document.title).toBe("Dashboard | ClearNote Health");
  });

  it("shows a failed generation in recent activity as Failed, by its file, linking to its detail", async () => {
    api.me.mockResolvedValueOnce(me(false));
    api.dashboard.mockResolvedValueOnce(
      dashboard([item("a", "failed", "Unknown Patient"), item("b", "draft"), item("c", "delivered")]),
    );
    renderHome();

    const recent = await screen.findByRole("region", { name: "Recent activity" });
    const rows = await within(recent).findAllByRole("listitem");
    expect(rows[0].textContent).toContain("scan.pdf");
    expect(rows[0].textContent).not.toContain("Unknown Patient");
    expect(within(rows[0]).getByText("Failed").className).toBe("chip chip-status chip-danger");
    expect(within(rows[0]).getByRole("link").getAttribute("href")).toBe("/dashboard/summaries/a");
    expect(within(rows[1]).getByText("Ready to Send")).toBeTruthy();
    expect(within(rows[2]).getByText("Delivered")).toBeTruthy();
  });
});
