// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptionView, TranscriptSegmentView, TranscriptWordView } from "#contracts/transcriptions/view";
import { api, media, open } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

/** A consultation: the clinician asks (s1), the patient answers in two segments (s2, s3), the clinician plans (s4). */
const LINES: Array<[string, string]> = [
  ["spk_0", "Any fever or back pain?"],
  ["spk_1", "No fever."],
  ["spk_1", "The pain started on Monday."],
  ["spk_0", "Start ibuprofen twice daily."],
];
function conversation(): { words: TranscriptWordView[]; segments: TranscriptSegmentView[] } {
  const words: TranscriptWordView[] = [];
  const segments: TranscriptSegmentView[] = [];
  let clock = 0;
  LINES.forEach(([speaker, text], i) => {
    const segmentId = `s${i + 1}`;
    const start = clock;
    for (const raw of text.split(" ")) {
      const [, bare, punctuation] = /^(.*?)([.,?]*)$/.exec(raw) ?? ["", raw, ""];
      const unsure = bare === "ibuprofen";
      words.push({
        text: bare,
        punctuation,
        start: clock,
        end: clock + 0.4,
        confidence: unsure ? 0.3 : 0.9,
        lowConfidence: unsure,
        segmentId,
      });
      clock += 0.5;
    }
    segments.push({ id: segmentId, start, end: clock, speaker, text, edited: false });
    clock += 1;
  });
  return { words, segments };
}
const SPEAKERS: TranscriptSpeakerView[] = [
  { label: "spk_0", role: "clinician", name: "Clinician" },
  { label: "spk_1", role: "patient", name: "Patient" },
];
const consultation = (overrides: Partial<TranscriptionView> = {}) =>
  transcriptionView({
    ...conversation(),
    speakers: SPEAKERS,
    transcriptRevision: 3,
    clinicalNotes: {
      templateName: "SOAP Format",
      sections: [
        { heading: "Subjective", sentences: [{ text: "Denies fever.", segmentIds: ["s1", "s2"] }] },
        { heading: "Plan", sentences: [{ text: "Ibuprofen twice daily.", segmentIds: ["s4"] }] },
      ],
    },
    ...overrides,
  });

const turns = () =>
  [...document.querySelectorAll(".tx-turn")].map((turn) => ({
    who: turn.querySelector(".tx-turn-head")?.textContent,
    segments: [...turn.querySelectorAll("[data-segment]")].map((s) => s.getAttribute("data-segment")),
  }));
const speakersBar = () => screen.getByRole("region", { name: "Speakers" });

describe("the transcript in turns", () => {
  it("shows consecutive segments of one speaker as one turn under the speaker's name", async () => {
    await open(consultation());

    expect(turns()).toEqual([
      { who: "Clinician", segments: ["s1"] },
      { who: "Patient", segments: ["s2", "s3"] },
      { who: "Clinician", segments: ["s4"] },
    ]);
    expect(document.querySelectorAll(".tx-turn-clinician")).toHaveLength(2);
    expect(document.querySelectorAll(".tx-turn-patient")).toHaveLength(1);
  });

  it("keeps low-confidence highlighting and playing from a word inside turns", async () => {
    const { audio } = await open(consultation());
    const unsure = screen.getByText("ibuprofen", { selector: ".tx-word" });

    fireEvent.click(unsure);

    expect(unsure.classList.contains("low")).toBe(true);
    expect(audio?.currentTime).toBe(unsure.dataset.start ? Number(unsure.dataset.start) : Number.NaN);
    expect(media.played).toHaveBeenCalled();
  });

  it("shows a renamed speaker's name with the role beside it", async () => {
    await open(consultation({ speakers: [{ ...SPEAKERS[0], name: "Dr Rivera" }, SPEAKERS[1]] }));

    expect(turns()[0].who).toBe("Dr Rivera · Clinician");
    expect(within(speakersBar()).getByText("Dr Rivera")).toBeTruthy();
    expect(within(speakersBar()).getByText("· Clinician")).toBeTruthy();
  });

  it("looks as before when the engine named no speakers: no turns and no Speakers bar", async () => {
    await open(transcriptionView());

    expect(document.querySelectorAll(".tx-turn")).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Speakers" })).toBeNull();
    expect(document.querySelectorAll("[data-segment]")).toHaveLength(2);
  });
});

describe("renaming and swapping speakers", () => {
  it("renames both speakers on the revision the screen shows", async () => {
    const renamed = [
      { ...SPEAKERS[0], name: "Dr Rivera" },
      { ...SPEAKERS[1], name: "Sam Fictional" },
    ];
    api.updateSpeakers.mockResolvedValue(consultation({ speakers: renamed, transcriptRevision: 4 }));
    await open(consultation());

    fireEvent.click(within(speakersBar()).getByRole("button", { name: "Rename" }));
    // The form loads when it is opened.
    fireEvent.change(await screen.findByLabelText("Clinician's name"), { target: { value: "  Dr Rivera " } });
    fireEvent.change(screen.getByLabelText("Patient's name"), { target: { value: "Sam Fictional" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save names" }));
    });

    expect(api.updateSpeakers).toHaveBeenCalledWith("01TRANSCRIPTION", { revision: 3, speakers: renamed });
    expect(api.regenerateTranscription).not.toHaveBeenCalled();
    expect(turns().map((t) => t.who)).toEqual([
      "Dr Rivera · Clinician",
      "Sam Fictional · Patient",
      "Dr Rivera · Clinician",
    ]);
    expect(screen.queryByRole("form", { name: "Rename speakers" })).toBeNull();
  });

  it("refuses a blank name and one with text-direction characters with the contract's words, sending nothing", async () => {
    await open(consultation());

    fireEvent.click(within(speakersBar()).getByRole("button", { name: "Rename" }));
    fireEvent.change(await screen.findByLabelText("Clinician's name"), { target: { value: "   " } });
    fireEvent.change(screen.getByLabelText("Patient's name"), { target: { value: "Sam\u202Eyrrah" } });
    fireEvent.click(screen.getByRole("button", { name: "Save names" }));

    expect(screen.getByText("Please enter a name for each speaker.")).toBeTruthy();
    expect(screen.getByText("This field cannot contain control or text-direction characters.")).toBeTruthy();
    expect(screen.getByLabelText("Clinician's name").getAttribute("aria-invalid")).toBe("true");
    expect(api.updateSpeakers).not.toHaveBeenCalled();
  });

  it("swaps roles and names, then regenerates the notes from the transcript with the new roles", async () => {
    const swapped = [
      { label: "spk_0", role: "patient", name: "Patient" },
      { label: "spk_1", role: "clinician", name: "Clinician" },
    ];
    api.updateSpeakers.mockResolvedValue(
      consultation({ speakers: swapped as TranscriptSpeakerView[], transcriptEdited: true, transcriptRevision: 4 }),
    );
    api.regenerateTranscription.mockResolvedValue(
      consultation({ speakers: swapped as TranscriptSpeakerView[], status: "transcribed", stage: "writing-notes" }),
    );
    await open(consultation());

    fireEvent.click(within(speakersBar()).getByRole("button", { name: "Swap speakers" }));
    expect(speakersBar().textContent).toContain("rewrites the clinical notes and the patient summary");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Swap and regenerate notes" }));
    });

    expect(api.updateSpeakers).toHaveBeenCalledWith("01TRANSCRIPTION", { revision: 3, speakers: swapped });
    expect(api.regenerateTranscription).toHaveBeenCalledWith(
      "01TRANSCRIPTION",
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(turns().map((t) => t.who)).toEqual(["Patient", "Clinician", "Patient"]);
    expect(screen.getByRole("region", { name: "Clinical Notes (Provider)" }).textContent).toContain(
      "Writing the clinical notes…",
    );
  });

  it("swaps without regenerating once the summary was sent, and says why", async () => {
    api.updateSpeakers.mockResolvedValue(consultation());
    await open(consultation({ patientSummarySentAt: "2026-11-24T11:30:00.000Z", patientSummaryStatus: "Sent" }));

    fireEvent.click(within(speakersBar()).getByRole("button", { name: "Swap speakers" }));
    expect(speakersBar().textContent).toContain(
      "The summary was already sent, so notes and summary are not regenerated.",
    );
    expect(screen.queryByRole("button", { name: "Swap and regenerate notes" })).toBeNull();
    await act(async () => {
      fireEvent.click(within(speakersBar()).getAllByRole("button", { name: "Swap speakers" }).at(-1) as HTMLElement);
    });

    expect(api.updateSpeakers).toHaveBeenCalledTimes(1);
    expect(api.regenerateTranscription).not.toHaveBeenCalled();
  });
});

describe("correcting a transcript with speakers", () => {
  it("names the speaker where each turn starts, and keeps the speakers after saving", async () => {
    api.correctTranscript.mockResolvedValue(consultation({ transcriptEdited: true, transcriptRevision: 4 }));
    await open(consultation());

    fireEvent.click(screen.getByRole("button", { name: "Correct transcript" }));
    // The editor is its own chunk, fetched when the correction starts.
    await screen.findByRole("textbox", { name: "Transcript at 0:03" });
    const heads = [...document.querySelectorAll(".tx-editor-rows .tx-turn-head")].map((h) => h.textContent);
    expect(heads).toEqual(["Clinician", "Patient", "Clinician"]);
    fireEvent.change(screen.getByRole("textbox", { name: "Transcript at 0:03" }), {
      target: { value: "No fever at all." },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save transcript only" }));
    });

    expect(api.correctTranscript).toHaveBeenCalledWith("01TRANSCRIPTION", {
      segments: [{ id: "s2", text: "No fever at all." }],
      revision: 3,
    });
    expect(turns().map((t) => t.who)).toEqual(["Clinician", "Patient", "Clinician"]);
  });
});

describe("notes' evidence follows the speakers", () => {
  it("quotes each turn of a sentence's evidence with who said it", async () => {
    await open(consultation({ speakers: [SPEAKERS[0], { ...SPEAKERS[1], name: "Sam Fictional" }] }));

    fireEvent.click(screen.getByRole("button", { name: "Denies fever." }));

    const quote = document.querySelector(".tx-evidence") as HTMLElement;
    const quoted = [...quote.querySelectorAll(".tx-evidence-turn")].map((t) => t.textContent);
    expect(quoted).toEqual(["Clinician: Any fever or back pain?", "Sam Fictional · Patient: No fever."]);
  });
});
