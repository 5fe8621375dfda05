// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SummaryListItem, SummaryListPage, SummaryView } from "../../../lambdas/contracts/summaries";

const api = vi.hoisted(() => ({ listSummaries: vi.fn(), getSummary: vi.fn(), deleteSummary: vi.fn(), chat: vi.fn() }));
vi.mock("../../../web/src/api/client", () => ({ api }));

import PastSummariesPage from "../../../web/src/pages/PastSummariesPage";

afterEach(cleanup);
beforeEach(() => vi.resetAllMocks());

const row = (n: number): SummaryListItem => ({
  id: `id-${n}`,
  patientName: `Patient ${n}`,
  originalFilename: `note-${n}.pdf`,
  status: "ready",
  sentAt: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  expiresAt: null,
  deliveryStatus: "draft",
});

const page = (rows: number[], next: string | null): SummaryListPage => ({ summaries: rows.map(row), next });

function renderPage() {
  const router = createMemoryRouter([{ path: "/", element: <PastSummariesPage /> }]);
  render(<RouterProvider router={router} />);
}

describe("Past Summaries", () => {
  it("shows the first page and loads the next one on 'Load more', then offers no more", async () => {
    api.listSummaries.mockResolvedValueOnce(page([1, 2], "cursor-2")).mockResolvedValueOnce(page([3], null));
    renderPage();

    await screen.findByText("Patient 1");
    expect(screen.getByText("2+ summaries")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));

    await screen.findByText("Patient 3");
    expect(api.listSummaries).toHaveBeenLastCalledWith("cursor-2");
    expect(screen.getByText("3 summaries")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("opens a row by reading the whole record, with its text", async () => {
    api.listSummaries.mockResolvedValueOnce(page([1], null));
    api.getSummary.mockResolvedValueOnce({
      ...row(1),
      stage: "done",
      error: null,
      summaryContent: "Take aspirin 81 mg once a day.",
      engine: "local",
      sourceGrade: 12,
      summaryGrade: 7,
      targetGrade: 8,
      wordCount: 7,
      flags: [],
      patientEmail: null,
      chatHistory: [],
    } satisfies SummaryView);
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "View" }));

    expect(await screen.findByText(/Take aspirin 81 mg once a day/)).toBeTruthy();
    expect(api.getSummary).toHaveBeenCalledWith("id-1");
    expect(screen.getByRole("button", { name: "Back to List" })).toBeTruthy();
  });

  it("keeps the spec's empty state", async () => {
    api.listSummaries.mockResolvedValueOnce(page([], null));
    renderPage();

    expect(await screen.findByRole("heading", { name: "No Summaries Found" })).toBeTruthy();
    expect(screen.getByText("You haven't generated any summaries recently.")).toBeTruthy();
  });
});
