import { beforeEach, describe, expect, it } from "vitest";
import type { TranscriptDocument } from "#core/transcriptions/documents";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { assignSpeakerRoles } from "#core/transcriptions/speaker-roles";
import { type NotesJob, onSpeechFinished } from "#core/transcriptions/speech-finished";
import { parseJobStateChange } from "#core/transcriptions/speech-output";
import { jobNameFor } from "#core/transcriptions/transcriptions";
import completed from "#events/transcribe/job-state-change-completed.json";
import medical from "#events/transcribe/output-medical-conversation.json";
import sample from "#events/transcribe/output-sample.json";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";
import { transcribingRecord } from "#tests/support/transcribing-record";

const turns = (...texts: string[]) => texts.map((text, i) => ({ speaker: `spk_${i % 2}`, text }));
const roleOf = (speakers: ReturnType<typeof assignSpeakerRoles>["speakers"], label: string) =>
  speakers.find((s) => s.label === label);

describe("which speaker is the clinician", () => {
  it("names the speaker who greets, asks and prescribes the clinician, though the patient speaks first", () => {
    const segments = turns(
      "Sorry I'm late, my bus was stuck in traffic.",
      "No problem. What brings you in today?",
      "I've had a rash on my arm for a week and it itches at night.",
      "Have you used any new soaps or creams? Let me have a look.",
      "No, nothing new that I can think of.",
      "It looks like eczema. I'll prescribe an emollient and a mild steroid cream. Come back in two weeks.",
    );

    const { speakers, confidence } = assignSpeakerRoles(segments);

    expect(roleOf(speakers, "spk_1")).toEqual({ label: "spk_1", role: "clinician", name: "Clinician" });
    expect(roleOf(speakers, "spk_0")).toEqual({ label: "spk_0", role: "patient", name: "Patient" });
    expect(confidence).toBeGreaterThan(0.8);
  });

  it("reads the offline engine's unpunctuated words too", () => {
    const segments = turns(
      "good afternoon how can i help",
      "my knee has been swollen since saturday and it hurts on the stairs",
      "did you twist it or fall",
      "i think i twisted it playing football",
      "on examination the knee is swollen we will arrange an x ray and i will refer you to physiotherapy",
    );

    const { speakers } = assignSpeakerRoles(segments);

    expect(roleOf(speakers, "spk_0")?.role).toBe("clinician");
    expect(roleOf(speakers, "spk_1")?.role).toBe("patient");
  });

  it("takes one speaker for a clinician dictating", () => {
    const segments = [
      { speaker: "spk_0", text: "I have seen Mrs Jones today with a cough." },
      { speaker: "spk_0", text: "I feel this is a viral infection." },
    ];

    expect(assignSpeakerRoles(segments)).toEqual({
      speakers: [{ label: "spk_0", role: "clinician", name: "Clinician" }],
      confidence: 1,
    });
  });

  it("with nothing to go on, takes the first speaker for the clinician and says it is a guess", () => {
    const { speakers, confidence } = assignSpeakerRoles(turns("hmm", "okay"));

    expect(roleOf(speakers, "spk_0")?.role).toBe("clinician");
    expect(confidence).toBe(0.5);
  });

  it("names no one when the engine labelled no speakers", () => {
    expect(assignSpeakerRoles([{ speaker: null, text: "What brings you in?" }]).speakers).toEqual([]);
  });
});

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const OUTPUT_KEY = `transcriptions/${SUB}/${ID}/speech/${jobNameFor(SUB, ID)}.json`;

const transcribing = (): TranscriptionRecord => transcribingRecord(SUB, ID, NOW);

describe("the stored transcript names its speakers", () => {
  let store: MemoryTranscriptionStore;
  let documents: ReturnType<typeof memoryDocuments>;
  const deps = () => ({
    transcriptions: store,
    files: documents,
    notesJobs: { startNotesJob: async (_job: NotesJob) => {} },
    failureReason: async () => undefined,
    clock: { now: () => NOW },
    ids: { next: () => "01jq4zrun0000000000000000a" },
  });
  beforeEach(async () => {
    store = new MemoryTranscriptionStore();
    documents = memoryDocuments();
    await store.createTranscription(SUB, transcribing());
  });
  const stored = () => documents.objects.get(`transcriptions/${SUB}/${ID}/transcript.json`) as TranscriptDocument;

  it("from Transcribe's output, whichever label the clinician got", async () => {
    // Transcribe numbers speakers by who spoke first; here the labels are swapped, so spk_1 greets and prescribes.
    const swapped = JSON.parse(
      JSON.stringify(sample).replace(/spk_([01])/g, (_, n: string) => `spk_${n === "0" ? 1 : 0}`),
    );
    await documents.writeJson(OUTPUT_KEY, swapped);

    await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(stored().speakers).toEqual([
      { label: "spk_1", role: "clinician", name: "Clinician" },
      { label: "spk_0", role: "patient", name: "Patient" },
    ]);
  });

  it("from Transcribe Medical's output, where the patient spoke first", async () => {
    await documents.writeJson(OUTPUT_KEY, medical);

    await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(stored().speakers).toEqual([
      { label: "spk_0", role: "patient", name: "Patient" },
      { label: "spk_1", role: "clinician", name: "Clinician" },
    ]);
    expect(stored().segments.every((s) => s.speaker === "spk_0" || s.speaker === "spk_1")).toBe(true);
  });
});
