// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, notify, open } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

describe("the transcription's detail", () => {
  it("reads the record at its own address and shows the spec's cards and side panel", async () => {
    await open();

    expect(api.getTranscription).toHaveBeenCalledWith("01TRANSCRIPTION", "open");
    expect(screen.getByRole("heading", { name: "Audio Transcription" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Clinical Notes (Provider)" })).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Patient Summary" });
    expect(within(summary).getByText("Ready to Send")).toBeTruthy();
    const side = screen.getByRole("complementary", { name: "Transcription information" });
    for (const label of ["Patient", "Audio File", "Duration", "Created", "Status"]) {
      expect(within(side).getByText(label)).toBeTruthy();
    }
    expect(within(side).getByText("recording-2026-11-24.webm")).toBeTruthy();
    expect(within(side).getByText("1:35")).toBeTruthy();
    expect(within(side).getByText("Processed")).toBeTruthy();
  });

  it("shows 'Processing Error' with the reason for a failed transcription", async () => {
    await open(
      transcriptionView({ status: "failed", error: "No speech was detected in this recording.", clinicalNotes: null }),
    );

    expect(screen.getByRole("alert").textContent).toBe("Processing Error: No speech was detected in this recording.");
  });

  it("runs a failed recording again with Retry and shows it processing", async () => {
    api.retryTranscription.mockResolvedValue(
      transcriptionView({ status: "processing", stage: "transcribing", error: null, segments: [], words: [] }),
    );
    await open(transcriptionView({ status: "failed", error: "Transcription timed out. Please try again." }));

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    });

    expect(api.retryTranscription).toHaveBeenCalledWith("01TRANSCRIPTION");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});

describe("deleting from the detail", () => {
  it("asks first, then deletes, says 'Transcription Deleted' and returns to the list", async () => {
    api.deleteTranscription.mockResolvedValue(undefined);
    const { router } = await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    });
    expect(api.deleteTranscription).not.toHaveBeenCalled();
    // The dialog is its own chunk, fetched on Delete.
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this transcription?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete transcription" }));
    });

    expect(api.deleteTranscription).toHaveBeenCalledWith("01TRANSCRIPTION");
    expect(notify.success).toHaveBeenCalledWith("Transcription Deleted");
    expect(router.state.location.pathname).toBe("/dashboard/transcriptions");
  });
});
