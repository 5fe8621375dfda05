// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { flagKey } from "#contracts/review-flags";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { LOW_CONFIDENCE } from "./review-flag-fakes";
import { api, media, notify, open } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

describe("sending the patient summary", () => {
  it("offers no sending while the summary is being edited or saved, so the patient gets the saved text", async () => {
    let finishSave: (view: TranscriptionView) => void = () => undefined;
    api.updatePatientSummary.mockReturnValue(new Promise((resolve) => (finishSave = resolve)));
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Edit summary" }));
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
    // The editor is its own chunk, fetched when editing starts.
    fireEvent.change(await screen.findByRole("textbox", { name: "Your visit" }), { target: { value: "Edited." } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save summary" }));
    });
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
    await act(async () => finishSave(transcriptionView({ patientSummary: "## Your visit\nEdited." })));

    expect(screen.getByRole("region", { name: "Email to patient" })).toBeTruthy();
  });

  it("offers the email panel with the patient's address and sends through the transcription", async () => {
    const sentAt = "2026-11-24T11:30:00.000Z";
    api.sendTranscription.mockResolvedValue({
      summaryId: "01SUMMARY",
      sentAt,
      patientEmail: "ada@example.com",
      summaryEmailSent: true,
      followUpRequested: true,
      followUpSent: true,
    });
    await open(transcriptionView({ patientEmail: "ada@example.com" }));
    const panel = screen.getByRole("region", { name: "Email to patient" });
    expect((within(panel).getByLabelText("Patient email") as HTMLInputElement).value).toBe("ada@example.com");
    api.getTranscription.mockResolvedValue(
      transcriptionView({
        patientEmail: "ada@example.com",
        patientSummarySentAt: sentAt,
        patientSummaryStatus: "Sent",
        summaryId: "01SUMMARY",
      }),
    );

    await act(async () => {
      fireEvent.click(within(panel).getByRole("button", { name: "Send" }));
    });

    expect(api.sendTranscription).toHaveBeenCalledWith("01TRANSCRIPTION", {
      patientEmail: "ada@example.com",
      followUp: true,
      idempotencyKey: expect.any(String),
    });
    expect(notify.success).toHaveBeenCalledWith("Email Sent Successfully");
    expect(await screen.findByText("Summary Sent Successfully")).toBeTruthy();
  });

  it("shows 'Summary Sent Successfully' with the date and recipient instead of the panel once sent", async () => {
    await open(
      transcriptionView({
        patientEmail: "ada@example.com",
        patientSummarySentAt: "2026-11-24T11:30:00.000Z",
        patientSummaryStatus: "Sent",
      }),
    );

    const box = screen.getByText("Summary Sent Successfully").closest(".sent-box") as HTMLElement;
    expect(box.textContent).toMatch(/Sent Nov 24, 2026 \d\d:30 to ada@example\.com/);
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Patient Summary" })).getByText("Sent")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit summary" })).toBeNull();
  });
});

describe("facts to check in the patient summary", () => {
  const flagged = () =>
    transcriptionView({
      patientSummary: "## Your visit\nYou told us about chest pain.\n\n## Next steps\nCome back in 14 hours.",
      flags: [{ ...LOW_CONFIDENCE, evidence: [{ quote: "follow up in fourteen eight hours", start: 10.5 }] }],
    });

  it("shows them above the summary's text, with Send disabled and the reason beside it", async () => {
    await open(flagged());
    const summary = screen.getByRole("region", { name: "Patient Summary" });

    const panel = within(summary).getByRole("region", { name: "To check" });
    const text = within(summary).getByText(/You told us about chest pain/);
    expect(panel.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const email = screen.getByRole("region", { name: "Email to patient" });
    expect((within(email).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(email).getByText(/1 fact to check before sending/)).toBeTruthy();
  });

  it("plays the recording from where the evidence was said", async () => {
    const { audio } = await open(flagged());

    fireEvent.click(screen.getByRole("button", { name: "Play the recording from 0:10" }));

    expect(audio?.currentTime).toBe(10.5);
    expect(media.played).toHaveBeenCalledWith(10.5);
  });

  it("accepts a fact with the clinician's reason through the transcription", async () => {
    api.confirmTranscriptionFlags.mockResolvedValue(transcriptionView());
    await open(flagged());

    fireEvent.click(screen.getByRole("button", { name: "Accept: in 14 hours" }));
    fireEvent.change(screen.getByLabelText(/Why is it correct/), { target: { value: "Said 48 hours: fixed" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    });

    expect(api.confirmTranscriptionFlags).toHaveBeenCalledWith("01TRANSCRIPTION", {
      flags: [flagKey(LOW_CONFIDENCE)],
      reason: "Said 48 hours: fixed",
    });
  });

  it("removes the line with the claim, naming the flag as removed", async () => {
    api.updatePatientSummary.mockResolvedValue(transcriptionView());
    await open(flagged());

    fireEvent.click(screen.getByRole("button", { name: "Remove: in 14 hours" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Remove line" }));
    });

    expect(api.updatePatientSummary).toHaveBeenCalledWith(
      "01TRANSCRIPTION",
      "## Your visit\nYou told us about chest pain.\n",
      [flagKey(LOW_CONFIDENCE)],
    );
  });
});
