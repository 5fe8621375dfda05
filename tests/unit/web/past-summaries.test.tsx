// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SummaryListItem, SummaryListPage, SummaryView } from "#contracts/summaries";
import { createMemoryRouter, RouterProvider } from "./memory-routes";

const api = vi.hoisted(() => ({
  listSummaries: vi.fn(),
  getSummary: vi.fn(),
  deleteSummary: vi.fn(),
  retrySummary: vi.fn(),
  chat: vi.fn(),
}));
vi.mock("#web/api/client", async (original) => ({
  ...(await original<typeof import("#web/api/client")>()),
  api,
}));

import { ApiError } from "#web/api/client";
import PastSummariesPage from "#web/pages/PastSummariesPage";

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
  openFlags: 0,
});

const page = (rows: number[], next: string | null): SummaryListPage => ({ summaries: rows.map(row), next });

/** The app's routes for Past Summaries: the list and each summary's own address. */
function renderPage(at = "/dashboard/summaries") {
  const router = createMemoryRouter(
    [{ path: "/dashboard/summaries", element: <PastSummariesPage />, children: [{ path: ":id", element: null }] }],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const detail = (n: number, patch: Partial<SummaryView> = {}): SummaryView => ({
  ...row(n),
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
  ...patch,
});

const failedDetail = (n: number) =>
  detail(n, {
    status: "failed",
    patientName: "Unknown Patient",
    summaryContent: null,
    error: "Failed to extract text from scan.pdf: no readable text",
  });

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

  it("marks a draft with open flags '2 to check' beside its status, and no other row", async () => {
    api.listSummaries.mockResolvedValueOnce({ summaries: [{ ...row(1), openFlags: 2 }, row(2)], next: null });
    renderPage();

    const flagged = (await screen.findByText("Patient 1")).closest("tr") as HTMLElement;
    expect(within(flagged).getByText("2 to check")).toBeTruthy();
    expect(within(screen.getByText("Patient 2").closest("tr") as HTMLElement).queryByText(/to check/)).toBeNull();
  });

  it("keeps the spec's empty state", async () => {
    api.listSummaries.mockResolvedValueOnce(page([], null));
    renderPage();

    expect(await screen.findByRole("heading", { name: "No Summaries Found" })).toBeTruthy();
    expect(screen.getByText("You haven't generated any summaries recently.")).toBeTruthy();
  });

  it("shows a failed generation as Failed in the list, never as 'Ready to Send'", async () => {
    api.listSummaries.mockResolvedValueOnce({ summaries: [{ ...row(1), status: "failed" }, row(2)], next: null });
    renderPage();

    const failedRow = (await screen.findByText("Patient 1")).closest("tr") as HTMLElement;
    expect(within(failedRow).getByText("Failed")).toBeTruthy();
    expect(within(failedRow).queryByText("Ready to Send")).toBeNull();
  });

  it("opens a failed generation with its reason, Retry and Delete, and no email panel or 'Ready to Send'", async () => {
    api.listSummaries.mockResolvedValueOnce(page([], null));
    api.getSummary.mockResolvedValueOnce(failedDetail(1));
    renderPage("/dashboard/summaries/id-1");

    const card = await screen.findByRole("region", { name: "Generation failed" });
    expect(card.textContent).toContain("Failed to extract text from scan.pdf: no readable text");
    expect(within(card).getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(screen.queryByText("Ready to Send")).toBeNull();
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
    expect(within(screen.getByRole("complementary", { name: "Summary information" })).getByText("Failed")).toBeTruthy();
  });

  it("retries a failed generation and shows the summary once the job has finished", async () => {
    api.listSummaries.mockResolvedValue(page([], null));
    api.getSummary.mockResolvedValueOnce(failedDetail(1)).mockResolvedValue(detail(1));
    api.retrySummary.mockResolvedValueOnce(detail(1, { status: "processing", summaryContent: null }));
    renderPage("/dashboard/summaries/id-1");

    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));

    expect(api.retrySummary).toHaveBeenCalledWith("id-1");
    expect(await screen.findByText(/Take aspirin 81 mg once a day/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Generation failed" })).toBeNull();
  });

  it("opens a summary by its address and goes back to the list from there", async () => {
    api.listSummaries.mockResolvedValue(page([1, 2], null));
    api.getSummary.mockResolvedValueOnce(detail(2));
    const router = renderPage("/dashboard/summaries/id-2");

    expect(await screen.findByText(/Take aspirin 81 mg once a day/)).toBeTruthy();
    expect(api.getSummary).toHaveBeenCalledWith("id-2");
    await userEvent.click(screen.getByRole("button", { name: "Back to List" }));

    expect(router.state.location.pathname).toBe("/dashboard/summaries");
    expect(await screen.findByText("Patient 1")).toBeTruthy();
  });

  it("gives each summary its own address and returns to the list as it was, with the pages already loaded", async () => {
    api.listSummaries.mockResolvedValueOnce(page([1, 2], "cursor-2")).mockResolvedValueOnce(page([3], null));
    api.getSummary.mockResolvedValueOnce(detail(3));
    const router = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    const third = (await screen.findByText("Patient 3")).closest("tr") as HTMLElement;

    await userEvent.click(within(third).getByRole("button", { name: "View" }));
    expect(router.state.location.pathname).toBe("/dashboard/summaries/id-3");
    await userEvent.click(await screen.findByRole("button", { name: "Back to List" }));

    // Back in the history, as the browser's Back button: its popstate comes after the click.
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/summaries"));
    expect(await screen.findByText("Patient 3")).toBeTruthy();
    expect(screen.getByText("3 summaries")).toBeTruthy();
    expect(api.listSummaries).toHaveBeenCalledTimes(2);
  });

  it("says when a summary's address leads nowhere (deleted, expired or not yours)", async () => {
    api.listSummaries.mockResolvedValue(page([], null));
    api.getSummary.mockRejectedValueOnce(new ApiError(404, "Summary not found"));
    renderPage("/dashboard/summaries/id-9");

    expect(await screen.findByRole("heading", { name: "Summary not found" })).toBeTruthy();
  });

  it("asks before deleting, naming the summary and that the patient's link stops working", async () => {
    api.listSummaries.mockResolvedValueOnce(page([], null));
    api.getSummary.mockResolvedValueOnce(
      detail(1, { sentAt: "2026-11-21T11:00:00.000Z", deliveryStatus: "delivered", patientEmail: "jane@example.com" }),
    );
    api.deleteSummary.mockResolvedValueOnce(undefined);
    const router = renderPage("/dashboard/summaries/id-1");

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this summary?" });
    expect(dialog.textContent).toContain("Patient 1");
    expect(dialog.textContent).toContain("note-1.pdf");
    expect(dialog.textContent).toContain("link, emailed to jane@example.com, will stop working");
    expect(api.deleteSummary).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete summary" }));

    expect(api.deleteSummary).toHaveBeenCalledWith("id-1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/summaries"));
  });

  it("deletes nothing when the clinician cancels (button or Escape)", async () => {
    api.listSummaries.mockResolvedValueOnce(page([1], null));
    renderPage();
    const deleteRow = async () =>
      userEvent.click(within((await screen.findByText("Patient 1")).closest("tr") as HTMLElement).getByText("Delete"));

    await deleteRow();
    expect(screen.getByRole("alertdialog").textContent).toContain("no patient has a link");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await deleteRow();
    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.deleteSummary).not.toHaveBeenCalled();
    expect(screen.getByText("Patient 1")).toBeTruthy();
  });

  it("shows where the feedback request stands: when it will be sent, then when it was", async () => {
    const sent = { sentAt: "2026-11-21T11:00:00.000Z", deliveryStatus: "delivered" as const, followUpRequested: true };
    api.listSummaries.mockResolvedValue(page([], null));
    api.getSummary.mockResolvedValueOnce(detail(1, { ...sent, followUpDueAt: "2026-11-22T11:00:00.000Z" }));
    renderPage("/dashboard/summaries/id-1");

    const side = await screen.findByRole("complementary", { name: "Summary information" });
    expect(side.textContent).toMatch(/Feedback RequestWill be sent on Nov 22, 2026/);
    cleanup();
    api.getSummary.mockResolvedValueOnce(
      detail(1, { ...sent, followUpSent: true, followUpSentAt: "2026-11-22T11:00:05.000Z" }),
    );
    renderPage("/dashboard/summaries/id-1");

    expect((await screen.findByRole("complementary", { name: "Summary information" })).textContent).toMatch(
      /Feedback RequestSent on Nov 22, 2026/,
    );
  });
});
