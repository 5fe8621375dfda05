import { beforeEach, describe, expect, it } from "vitest";
import { localEngine } from "#adapters/local/ai-engine";
import { defaultSettings } from "#core/account/settings";
import { spokenNumbersToDigits } from "#core/local-engine/spoken-numbers";
import type { AiEngine, DraftRequest } from "#core/shared/ai-port";
import { draftClinicalNotes } from "#core/transcriptions/clinical-notes";
import type { TranscriptDocument } from "#core/transcriptions/documents";
import { writeNotes } from "#core/transcriptions/jobs";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";

/**
 * Issue 18, part 3: a transcription's patient summary is built from what was decided (the assessment, each medicine
 * with its action, dose, frequency and duration, the follow-up, the warning signs), never from the transcript read
 * as a document, whose first segment is often a recogniser's fragment.
 */
const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const RUN = "01jq4zrun0000000000000000a";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const TRANSCRIPT_KEY = `transcriptions/${SUB}/${ID}/transcript.json`;

/** A dictated review, as pocketsphinx writes it: numbers in words, a fragment first. */
const REVIEW = [
  "Stop check dip.",
  "Seventy eight.",
  "Good morning, come in and have a seat.",
  "So your blood pressure today is one fifty two over ninety four and your sugars are a bit up.",
  "Impression is poorly controlled hypertension and a urinary tract infection.",
  "We'll continue metformin five hundred milligrams twice daily.",
  "I'm going to increase lisinopril from ten milligrams to twenty milligrams once daily.",
  "And I'll start nitrofurantoin one hundred milligrams twice daily for three days.",
  "Come back in two weeks for a blood pressure check.",
  "If you get a fever or pain in your back, call the surgery the same day.",
];

/** Another consultation, in other words: two speakers, a stop, "carry on with", a question about allergies. */
const CHEST = [
  "Seventy eight.",
  "Right, so the chest sounds crackly on the right side.",
  "I think this is a chest infection.",
  "The plan is to stop the aspirin seventy five milligrams for now.",
  "Carry on with atorvastatin forty milligrams at night.",
  "Start amoxicillin five hundred milligrams three times a day for seven days.",
  "Are you allergic to penicillin?",
  "No, that's fine, no allergies.",
  "We'll see you again in six weeks.",
  "If your breathing gets worse or your lips go blue, go to A and E.",
];

function transcript(lines: string[]): TranscriptDocument {
  const segments = lines.map((text, i) => ({
    id: `s${i + 1}`,
    start: i * 5,
    end: i * 5 + 4,
    speaker: i % 2 === 0 ? "spk_0" : "spk_1",
    text,
    edited: false,
  }));
  return { version: 1, text: lines.join(" "), words: [], segments };
}

function writingRecord(): TranscriptionRecord {
  return {
    id: ID,
    patientName: "Walter Finch",
    patientEmail: null,
    originalFilename: "recording.webm",
    contentType: "audio/webm",
    audioKey: `transcriptions/${SUB}/${ID}/audio.webm`,
    audioUploaded: true,
    audioDuration: 50,
    speechEngine: "local",
    aiEngine: null,
    jobName: "job",
    job: "writing",
    stage: "writing-notes",
    error: null,
    hasTranscript: true,
    hasNotes: false,
    transcriptionText: null,
    patientSummary: null,
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: 8,
    flags: [],
    files: [],
    summaryId: null,
    patientSummarySentAt: null,
    createdAt: NOW.toISOString(),
    deadlineAt: NOW.getTime() + 600_000,
    transcriptKey: TRANSCRIPT_KEY,
    notesRun: RUN,
  };
}

let store: MemoryTranscriptionStore;
let documents: ReturnType<typeof memoryDocuments>;

beforeEach(async () => {
  store = new MemoryTranscriptionStore();
  documents = memoryDocuments();
  await store.createTranscription(SUB, writingRecord());
});

async function summaryOf(lines: string[], ai: AiEngine = localEngine): Promise<string> {
  await documents.writeJson(TRANSCRIPT_KEY, transcript(lines));
  const deps = {
    transcriptions: store,
    accounts: { getSettings: async () => defaultSettings(), listCustomTemplates: async () => [] },
    files: documents,
    ai,
    clock: { now: () => NOW },
  };
  expect(await writeNotes(deps, { sub: SUB, transcriptionId: ID, run: RUN })).toBe("done");
  return store.read(SUB, ID)?.patientSummary ?? "";
}

describe("a transcription's patient summary is built from its plan", () => {
  it("says why from the assessment, never from the first segment", async () => {
    const summary = await summaryOf(REVIEW);

    expect(summary).not.toMatch(/Stop check dip|Seventy eight|\b78\b/i);
    expect(summary).toMatch(/poorly controlled hypertension/i);
  });

  it("lists each dictated medicine with its action, dose, frequency and days", async () => {
    const summary = await summaryOf(REVIEW);

    expect(summary).toContain("- Keep taking: Metformin 500 mg twice a day.");
    expect(summary).toMatch(/- Changed: .*lisinopril from 10 mg to 20 mg once a day/i);
    expect(summary).toContain("- New: Nitrofurantoin 100 mg twice a day for 3 days.");
  });

  it("keeps a dictated plan of tests and referrals that names no medicine, instead of failing for want of a plan", async () => {
    const summary = await summaryOf([
      "Subjective.",
      "Breathless walking up hills for two months.",
      "Assessment.",
      "Possible heart failure.",
      "Plan.",
      "Arrange an echocardiogram and a chest x-ray.",
      "Check kidney function and a heart strain blood test this week.",
    ]);

    expect(summary).toMatch(/of the heart and a chest x-ray/i);
    expect(summary).toMatch(/kidney function/i);
  });

  it("keeps the follow-up and the warning signs", async () => {
    const summary = await summaryOf(REVIEW);

    expect(summary).toMatch(/Come back in 2 weeks for a blood pressure check/);
    expect(summary).toMatch(/If you get a fever or pain in your back, call the surgery the same day/);
  });

  it("reads another consultation's plan in other words the same way, and a question is not an allergy", async () => {
    const summary = await summaryOf(CHEST);

    expect(summary).toMatch(/chest infection/);
    expect(summary).toMatch(/- Stop taking: Aspirin 75 mg/);
    expect(summary).toContain("- Keep taking: Atorvastatin 40 mg at night.");
    expect(summary).toContain("- New: Amoxicillin 500 mg three times a day for 7 days.");
    expect(summary).toMatch(/see you again in 6 weeks/);
    expect(summary).toMatch(/lips go blue, go to A&E/);
    expect(summary).not.toMatch(/Allergy: penicillin/i);
  });

  it("reads Transcribe's digits and 'milligrams' the same way, and a 'come back if' as a warning sign", async () => {
    const summary = await summaryOf([
      "Good morning. What brings you in today?",
      "I've had a cough for about 5 days and a temperature since Tuesday.",
      "I'll start amoxicillin 500 milligrams three times a day for 5 days.",
      "Come back if you're not better in 48 hours.",
    ]);

    expect(summary).toContain("- New: Amoxicillin 500 mg three times a day for 5 days.");
    expect(summary).toMatch(/## When to get help\n- Come back if you're not better in 48 hours\./);
  });

  it("gives the engine the clinical notes and the speaker-labelled segments, for the draft and the simpler pass", async () => {
    const requests: DraftRequest[] = [];
    const hard = "## Your visit\nYou have hypertension, hyperlipidaemia, osteoarthritis and chronic kidney disease.";
    const spy: AiEngine = {
      ...localEngine,
      draft: async (request) => {
        requests.push(request);
        return { text: hard, glossaryHits: [] };
      },
      simplify: async (request) => {
        requests.push(request);
        return { text: "## Your visit\nYou were seen.", glossaryHits: [] };
      },
      clinicalNotes: async (request) => draftClinicalNotes(request),
    };

    await summaryOf(REVIEW, spy);

    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.consultation?.segments[5]).toEqual({
        id: "s6",
        speaker: "spk_1",
        text: "We'll continue metformin five hundred milligrams twice daily.",
      });
      expect(request.consultation?.notes.map((s) => s.heading)).toEqual([
        "Subjective",
        "Objective",
        "Assessment",
        "Plan",
      ]);
    }
  });
});

describe("spoken numbers", () => {
  it.each([
    ["five hundred milligrams three times a day for seven days", "500 mg three times a day for 7 days"],
    ["from ten milligrams to twenty milligrams", "from 10 mg to 20 mg"],
    ["seventy-five milligrams", "75 mg"],
    ["two point five milligrams", "2.5 mg"],
    ["one hundred and twenty", "120"],
    ["come back in forty eight hours", "come back in 48 hours"],
    ["one and a half tablets", "1.5 tablets"],
  ])("says %j in digits", (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });

  it("leaves 'one' that counts nothing as a word", () => {
    expect(spokenNumbersToDigits("Take the blue one. One of them is new.")).toBe(
      "Take the blue one. One of them is new.",
    );
  });

  it("never makes one number of words that do not form one ('fourteen eight' was a misheard 48)", () => {
    expect(spokenNumbersToDigits("fourteen eight hours")).toBe("14 8 hours");
  });
});
