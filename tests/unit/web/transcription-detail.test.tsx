// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flagKey } from "#contracts/review-flags";
import type { AudioLink } from "#contracts/transcriptions/audio";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { LOW_CONFIDENCE } from "./review-flag-fakes";
import { installMediaFakes, transcriptionView } from "./transcription-fakes";

const api = vi.hoisted(() => ({
  getTranscription: vi.fn(),
  transcriptionAudio: vi.fn(),
  correctTranscript: vi.fn(),
  regenerateTranscription: vi.fn(),
  retryTranscription: vi.fn(),
  updateClinicalNotes: vi.fn(),
  updatePatientSummary: vi.fn(),
  confirmTranscriptionFlags: vi.fn(),
  sendTranscription: vi.fn(),
  deleteTranscription: vi.fn(),
}));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("#web/api/client", () => ({
  api,
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  },
}));
vi.mock("#web/hooks/useToast", () => ({ notify }));

const { default: TranscriptionDetailPage } = await import("#web/pages/TranscriptionDetailPage");

const link: AudioLink = {
  url: "http://s3.local/audio.webm?X-Amz-Signature=abc",
  fileName: "transcription-01TRANSCRIPTION.webm",
  contentType: "audio/webm",
  expiresInSeconds: 3600,
};

let media: ReturnType<typeof installMediaFakes>;

beforeEach(() => {
  media = installMediaFakes(60);
  api.transcriptionAudio.mockResolvedValue(link);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

async function open(view: TranscriptionView = transcriptionView()) {
  api.getTranscription.mockResolvedValue(view);
  const router = createMemoryRouter(
    [
      { path: "/dashboard/transcriptions/:id", element: <TranscriptionDetailPage /> },
      { path: "/dashboard/transcriptions", element: <p>The list</p> },
    ],
    { initialEntries: [`/dashboard/transcriptions/${view.id}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("region", { name: "Audio Transcription" });
  const audio = document.querySelector("audio") as HTMLAudioElement | null;
  if (audio) fireEvent.loadedMetadata(audio);
  return { router, audio };
}

const word = (text: string) => screen.getByText(text, { selector: ".tx-word" });

describe("the transcription's detail", () => {
  it("reads the record at its own address and shows the spec's cards and side panel", async () => {
    await open();

    expect(api.getTranscription).toHaveBeenCalledWith("01TRANSCRIPTION");
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

describe("the audio player", () => {
  it("says 'Audio recording not available' when there is no audio, without asking for a link", async () => {
    await open(transcriptionView({ hasAudio: false }));

    expect(screen.getByText("Audio recording not available")).toBeTruthy();
    expect(api.transcriptionAudio).not.toHaveBeenCalled();
  });

  it("shows 'Audio Load Error' when the audio link cannot be had", async () => {
    api.transcriptionAudio.mockReset();
    api.transcriptionAudio.mockRejectedValue(new Error("not found"));

    await open();

    expect(notify.error).toHaveBeenCalledWith("Audio Load Error", "Failed to load audio file");
  });

  it("fetches a fresh link once when the audio fails to load (an expired link), before giving up", async () => {
    api.transcriptionAudio.mockResolvedValueOnce(link).mockResolvedValueOnce({ ...link, url: `${link.url}&fresh=1` });
    const { audio } = await open();

    await act(async () => {
      fireEvent.error(audio as HTMLAudioElement);
    });

    expect(api.transcriptionAudio).toHaveBeenCalledTimes(2);
    expect(audio?.getAttribute("src")).toBe(`${link.url}&fresh=1`);
    expect(notify.error).not.toHaveBeenCalled();
    fireEvent.error(audio as HTMLAudioElement);
    expect(notify.error).toHaveBeenCalledWith("Audio Load Error", "Failed to load audio file");
  });

  it("plays and pauses with one toggle", async () => {
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(media.played).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole("button", { name: "Pause" }));

    expect(await screen.findByRole("button", { name: "Play" })).toBeTruthy();
  });

  it("seeks in proportion to where the progress bar is clicked", async () => {
    const { audio } = await open();
    const bar = screen.getByRole("slider", { name: "Seek" });
    bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 12 }) as DOMRect;

    fireEvent.click(bar, { clientX: 150 });

    expect(audio?.currentTime).toBe(15);
    expect(screen.getByTestId("audio-time").textContent).toBe("0:15");
  });

  it("goes back to the start when playback ends", async () => {
    const { audio } = await open();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    if (audio) audio.currentTime = 59;

    fireEvent.ended(audio as HTMLAudioElement);

    expect(audio?.currentTime).toBe(0);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    expect(screen.getByTestId("audio-time").textContent).toBe("0:00");
  });

  it("downloads the audio as transcription-{id}.<ext> and says 'Download Started'", async () => {
    const fetchAudio = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(["audio"]) }));
    vi.stubGlobal("fetch", fetchAudio);
    URL.createObjectURL = vi.fn(() => "blob:audio");
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });

    // Never the player's cached copy, which S3 answered without a CORS grant (issue 19, item 1).
    expect(fetchAudio).toHaveBeenCalledWith(link.url, expect.objectContaining({ mode: "cors", cache: "no-store" }));
    expect(clicked[0]?.download).toBe("transcription-01TRANSCRIPTION.webm");
    expect(notify.success).toHaveBeenCalledWith("Download Started");
  });

  it("says 'Download Error' when the download fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ ok: false, status: 403, blob: async () => new Blob([]) })),
    );
    await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });

    expect(notify.error).toHaveBeenCalledWith("Download Error", "Failed to download audio file");
  });
});

describe("the transcript", () => {
  it("gives every word its timing and highlights low-confidence words", async () => {
    await open();

    expect(word("chest").getAttribute("title")).toBe("0:01.0–0:01.4");
    expect(word("aspirin").classList.contains("low")).toBe(true);
    expect(word("aspirin").getAttribute("title")).toBe("0:10.5–0:10.9 · low confidence (31 %)");
    expect(word("daily").classList.contains("low")).toBe(false);
  });

  it("plays from a word when it is clicked", async () => {
    const { audio } = await open();

    fireEvent.click(word("aspirin"));

    expect(audio?.currentTime).toBe(10.5);
    expect(media.played).toHaveBeenCalledWith(10.5);
  });

  it("jumps to the next word to check, a second early, and plays", async () => {
    const { audio } = await open();

    fireEvent.click(screen.getByRole("button", { name: /Next word to check/ }));

    expect(audio?.currentTime).toBe(9.5);
    expect(media.played).toHaveBeenCalledWith(9.5);
    expect(word("aspirin").classList.contains("focus")).toBe(true);
  });
});

describe("clinical notes linked to the transcript", () => {
  it("highlights a sentence's transcript span, quotes it and plays from its start when the sentence is clicked", async () => {
    const { audio } = await open();

    fireEvent.click(screen.getByRole("button", { name: "Begin aspirin once daily." }));

    const segment = document.querySelector('[data-segment="s2"]') as HTMLElement;
    expect(segment.classList.contains("highlighted")).toBe(true);
    expect(document.querySelector('[data-segment="s1"]')?.classList.contains("highlighted")).toBe(false);
    expect(screen.getByText(/From the transcript, 0:10–0:12/).parentElement?.textContent).toContain(
      "Start aspirin daily.",
    );
    expect(audio?.currentTime).toBe(10);
    expect(media.played).toHaveBeenCalledWith(10);
  });

  it("shows the clinician's template name", async () => {
    await open();

    expect(screen.getByText("SOAP Format")).toBeTruthy();
  });
});

describe("review", () => {
  it("sends only the corrected segment, then regenerates notes and summary and follows the work", async () => {
    const corrected = transcriptionView({ transcriptEdited: true });
    api.correctTranscript.mockResolvedValue(corrected);
    api.regenerateTranscription.mockResolvedValue(
      transcriptionView({ status: "transcribed", stage: "writing-notes", transcriptEdited: true }),
    );
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Correct transcript" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Transcript at 0:10" }), {
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
    fireEvent.change(screen.getByRole("textbox", { name: "Plan" }), {
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
    fireEvent.change(screen.getByRole("textbox", { name: "Your visit" }), {
      target: { value: "Take aspirin daily." },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save summary" }));
    });

    expect(api.updatePatientSummary).toHaveBeenCalledWith("01TRANSCRIPTION", `${edited}\n`);
    expect(screen.getByText("Take aspirin daily.")).toBeTruthy();
  });
});

describe("sending the patient summary", () => {
  it("offers no sending while the summary is being edited or saved, so the patient gets the saved text", async () => {
    let finishSave: (view: TranscriptionView) => void = () => undefined;
    api.updatePatientSummary.mockReturnValue(new Promise((resolve) => (finishSave = resolve)));
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Edit summary" }));
    expect(screen.queryByRole("region", { name: "Email to patient" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Your visit" }), { target: { value: "Edited." } });
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

describe("deleting from the detail", () => {
  it("asks first, then deletes, says 'Transcription Deleted' and returns to the list", async () => {
    api.deleteTranscription.mockResolvedValue(undefined);
    const { router } = await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    });
    expect(api.deleteTranscription).not.toHaveBeenCalled();
    const dialog = screen.getByRole("alertdialog", { name: "Delete this transcription?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete transcription" }));
    });

    expect(api.deleteTranscription).toHaveBeenCalledWith("01TRANSCRIPTION");
    expect(notify.success).toHaveBeenCalledWith("Transcription Deleted");
    expect(router.state.location.pathname).toBe("/dashboard/transcriptions");
  });
});
