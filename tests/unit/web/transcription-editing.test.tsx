// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, open, word } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

describe("review", () => {
  it("sends only the corrected segment, then regenerates notes and summary and follows the work", async () => {
    const corrected = transcriptionView({ transcriptEdited: true });
    api.correctTranscript.mockResolvedValue(corrected);
    api.regenerateTranscription.mockResolvedValue(
      transcriptionView({ status: "transcribed", stage: "writing-notes", transcriptEdited: true }),
    );
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Correct transcript" }));
    // Each editor is its own chunk, fetched when editing starts.
    fireEvent.change(await screen.findByRole("textbox", { name: "Transcript at 0:10" }), {
      target: { value: "Stop aspirin daily." },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save and regenerate notes" }));
    });

    expect(api.correctTranscript).toHaveBeenCalledWith("01TRANSCRIPTION", {
      segments: [{ id: "s2", text: "Stop aspirin daily." }],
      revision: 0,
    });
    expect(api.regenerateTranscription).toHaveBeenCalledWith(
      "01TRANSCRIPTION",
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(screen.getByRole("region", { name: "Clinical Notes (Provider)" }).textContent).toContain(
      "Writing the clinical notes…",
    );
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
  });

  it("saves a correction without regenerating once the summary was sent", async () => {
    api.correctTranscript.mockResolvedValue(transcriptionView({ transcriptEdited: true }));
    await open(transcriptionView({ patientSummarySentAt: "2026-11-24T11:30:00.000Z", patientSummaryStatus: "Sent" }));

    fireEvent.click(screen.getByRole("button", { name: "Correct transcript" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Transcript at 0:00" }), {
      target: { value: "Patient reports chest tightness." },
    });
    expect(screen.queryByRole("button", { name: "Save and regenerate notes" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save transcript" }));
    });

    expect(api.correctTranscript).toHaveBeenCalledWith("01TRANSCRIPTION", {
      segments: [{ id: "s1", text: "Patient reports chest tightness." }],
      revision: 0,
    });
    expect(api.regenerateTranscription).not.toHaveBeenCalled();
  });

  it("opens the correction at a double-clicked word, with that word selected", async () => {
    await open();

    fireEvent.doubleClick(word("aspirin"));

    const area = screen.getByRole("textbox", { name: "Transcript at 0:10" }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe("aspirin");
  });

  it("saves edited notes keeping each sentence's link to the transcript", async () => {
    api.updateClinicalNotes.mockResolvedValue(transcriptionView());
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Edit notes" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Plan" }), {
      target: { value: "Begin aspirin 81 mg once daily." },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save notes" }));
    });

    expect(api.updateClinicalNotes).toHaveBeenCalledWith("01TRANSCRIPTION", {
      sections: [
        { heading: "Subjective", sentences: [{ text: "Chest pain reported.", segmentIds: ["s1"] }] },
        { heading: "Plan", sentences: [{ text: "Begin aspirin 81 mg once daily.", segmentIds: ["s2"] }] },
      ],
    });
  });

  it("saves a patient summary edited section by section, in the summaries' editor", async () => {
    const edited = "## Your visit\nTake aspirin daily.";
    api.updatePatientSummary.mockResolvedValue(transcriptionView({ patientSummary: edited }));
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Edit summary" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Your visit" }), {
      target: { value: "Take aspirin daily." },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save summary" }));
    });

    expect(api.updatePatientSummary).toHaveBeenCalledWith("01TRANSCRIPTION", `${edited}\n`);
    expect(screen.getByText("Take aspirin daily.")).toBeTruthy();
  });
});
