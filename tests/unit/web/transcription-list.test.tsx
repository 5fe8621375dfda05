// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TranscriptionListPage } from "#contracts/transcriptions/list";
import { useParams } from "#web/routing";
import { createMemoryRouter, RouterProvider } from "./memory-routes";
import { listItem } from "./transcription-fakes";

const api = vi.hoisted(() => ({ listTranscriptions: vi.fn(), deleteTranscription: vi.fn() }));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("#web/api/client", () => ({ api }));
vi.mock("#web/hooks/useToast", () => ({ notify }));

const { default: PastTranscriptionsPage } = await import("#web/pages/PastTranscriptionsPage");

afterEach(cleanup);
beforeEach(() => vi.resetAllMocks());

const page = (items: TranscriptionListPage["transcriptions"], next: string | null = null): TranscriptionListPage => ({
  transcriptions: items,
  next,
});

function Detail() {
  return <p>Detail of {useParams().id}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/dashboard/transcriptions", element: <PastTranscriptionsPage /> },
      { path: "/dashboard/transcriptions/:id", element: <Detail /> },
      { path: "/dashboard/new-transcription", element: <p>New transcription screen</p> },
    ],
    { initialEntries: ["/dashboard/transcriptions"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

describe("Past Transcriptions", () => {
  it("has the spec's title, count and columns", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([listItem(1), listItem(2)]));
    renderPage();

    expect(await screen.findByRole("heading", { name: "Past Transcriptions" })).toBeTruthy();
    expect(screen.getByText("2 transcriptions")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Patient", "Duration", "Status", "Patient Summary Status", "Created", "Actions"]);
  });

  it("shows durations as m:ss and 'Unknown' when absent", async () => {
    api.listTranscriptions.mockResolvedValueOnce(
      page([listItem(1, { audioDuration: 125 }), listItem(2, { audioDuration: null })]),
    );
    renderPage();

    await screen.findByText("Patient 1");
    expect(within(rowOf("Patient 1")).getByText("2:05")).toBeTruthy();
    expect(within(rowOf("Patient 2")).getByText("Unknown")).toBeTruthy();
  });

  it("labels each status as the spec does, and a failure with its reason", async () => {
    api.listTranscriptions.mockResolvedValueOnce(
      page([
        listItem(1, { status: "processed" }),
        listItem(2, { status: "transcribed", patientSummaryStatus: "Not Available" }),
        listItem(3, { status: "processing", patientSummaryStatus: "Not Available" }),
        listItem(4, {
          status: "failed",
          error: "No speech was detected in this recording.",
          patientSummaryStatus: "Not Available",
        }),
        listItem(5, { patientSummaryStatus: "Sent", patientSummarySentAt: "2026-11-24T10:00:00.000Z" }),
      ]),
    );
    renderPage();

    await screen.findByText("Patient 1");
    expect(within(rowOf("Patient 1")).getByText("Processed")).toBeTruthy();
    expect(within(rowOf("Patient 1")).getByText("Ready to Send")).toBeTruthy();
    expect(within(rowOf("Patient 2")).getByText("Transcribed")).toBeTruthy();
    expect(within(rowOf("Patient 2")).getByText("Not Available")).toBeTruthy();
    expect(within(rowOf("Patient 3")).getByText("Processing")).toBeTruthy();
    expect(within(rowOf("Patient 4")).getByText("Failed")).toBeTruthy();
    expect(within(rowOf("Patient 4")).getByText("No speech was detected in this recording.")).toBeTruthy();
    expect(within(rowOf("Patient 5")).getByText("Sent")).toBeTruthy();
  });

  it("keeps the spec's empty state, whose button starts a first transcription", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([]));
    const router = renderPage();

    expect(await screen.findByRole("heading", { name: "No Transcriptions Found" })).toBeTruthy();
    expect(screen.getByText("You haven't created any transcriptions recently.")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Start your first transcription" }));

    expect(router.state.location.pathname).toBe("/dashboard/new-transcription");
  });

  it("opens a transcription at its own address", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([listItem(7)]));
    const router = renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "View" }));

    expect(router.state.location.pathname).toBe("/dashboard/transcriptions/t-7");
  });

  it("loads the next page on demand, then offers no more", async () => {
    api.listTranscriptions
      .mockResolvedValueOnce(page([listItem(1), listItem(2)], "cursor-2"))
      .mockResolvedValueOnce(page([listItem(2), listItem(3)]));
    renderPage();

    await screen.findByText("Patient 1");
    expect(screen.getByText("2+ transcriptions")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));

    await screen.findByText("Patient 3");
    expect(api.listTranscriptions).toHaveBeenLastCalledWith("cursor-2");
    expect(screen.getAllByText("Patient 2")).toHaveLength(1);
    expect(screen.getByText("3 transcriptions")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("deletes a row with the spec's toast", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([listItem(1), listItem(2)]));
    api.deleteTranscription.mockResolvedValueOnce(undefined);
    renderPage();

    await screen.findByText("Patient 1");
    await userEvent.click(within(rowOf("Patient 1")).getByRole("button", { name: "Delete" }));
    expect(api.deleteTranscription).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete transcription" }));

    expect(api.deleteTranscription).toHaveBeenCalledWith("t-1");
    expect(notify.success).toHaveBeenCalledWith("Transcription Deleted");
    expect(screen.queryByText("Patient 1")).toBeNull();
    expect(screen.getByText("1 transcription")).toBeTruthy();
  });

  it("keeps the row and says so when deleting fails", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([listItem(1)]));
    api.deleteTranscription.mockRejectedValueOnce(new Error("boom"));
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete transcription" }));

    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to delete transcription");
    expect(screen.getByRole("row", { name: /Patient 1/ })).toBeTruthy();
  });

  it("says 'Failed to load transcriptions' when the list cannot be read", async () => {
    api.listTranscriptions.mockRejectedValueOnce(new Error("offline"));
    renderPage();

    await screen.findByRole("heading", { name: "Past Transcriptions" });
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to load transcriptions");
    // Not read is not empty (issue 19, item 3).
    expect(screen.getByRole("alert").textContent).toContain("Failed to load transcriptions");
    expect(screen.queryByText("No Transcriptions Found")).toBeNull();
  });

  it("reads the list again on Refresh", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([])).mockResolvedValueOnce(page([listItem(9)]));
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("Patient 9")).toBeTruthy();
  });

  it("marks a row with open flags on its patient summary '2 to check', and no other row", async () => {
    api.listTranscriptions.mockResolvedValueOnce(page([listItem(1, { openFlags: 2 }), listItem(2, { openFlags: 0 })]));
    renderPage();

    await screen.findByText("Patient 1");

    expect(within(rowOf("Patient 1")).getByText("2 to check")).toBeTruthy();
    expect(within(rowOf("Patient 2")).queryByText(/to check/)).toBeNull();
  });
});
