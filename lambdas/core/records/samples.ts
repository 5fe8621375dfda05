import { SPEAKER_ROLE_NAMES, type TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { Clock, IdSource } from "../account/account";
import type { SummaryRecord } from "../summaries/ports";
import {
  type NotesDocument,
  notesKeyFor,
  type TranscriptDocument,
  transcriptKeyFor,
} from "../transcriptions/documents";
import type { TranscriptionRecord } from "../transcriptions/ports";

/**
 * Sample records for a newcomer's empty account (issue 19, item 11): one summary and one transcription in each state
 * the lists show, every one marked `sample: true`. Their people and clinic are invented, and they carry no email
 * address, so nothing can be sent to anyone from them.
 */
export type SampleKind = "summary" | "transcription";

/** What restoring needs from persistence. Every write is guarded: nothing without `sample: true` is ever touched. */
export interface SampleStore {
  /** The ids of the clinician's records marked as samples. */
  sampleIds(sub: string): Promise<Array<{ kind: SampleKind; id: string }>>;
  /** Deletes the record only while it is marked as a sample; false when it is not (or is gone). */
  removeSample(sub: string, kind: SampleKind, id: string): Promise<boolean>;
  /** Writes a new record, never over an existing one. Samples are not counted in any statistics. */
  putSample(sub: string, kind: "summary", record: SummaryRecord): Promise<void>;
  putSample(sub: string, kind: "transcription", record: TranscriptionRecord): Promise<void>;
  /** Records that this account was given its samples once; false when it already was. */
  markSeeded(sub: string, atIso: string): Promise<boolean>;
}

export interface SampleDeps {
  samples: SampleStore;
  files: { writeJson(key: string, value: unknown): Promise<void> };
  clock: Clock;
  ids: IdSource;
  targetGrade: number;
}

export interface RestoredSamples {
  summaries: number;
  transcriptions: number;
  removed: number;
}

const SAMPLE_NOTE = "Sample record: the patient and the visit are invented.";

function sampleSummaries(now: Date, ids: IdSource, targetGrade: number): SummaryRecord[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const base = {
    stage: "done" as const,
    error: null,
    engine: "local" as const,
    sourceGrade: 11,
    summaryGrade: 6,
    targetGrade,
    wordCount: 60,
    flags: [],
    notices: [SAMPLE_NOTE],
    patientEmail: null,
    chatHistory: [],
    files: [],
    instructions: "",
    glossaryHits: 0,
    openFlags: 0,
    sample: true,
  };
  const records: SummaryRecord[] = [
    {
      ...base,
      id: "",
      patientName: "Robin Example",
      originalFilename: "sample-clinic-letter.txt",
      status: "ready",
      summaryContent:
        "## Why you came in\nYou visited the Maple Street sample clinic about a sore left ankle after a fall while hiking.\n\n## What we found\nThe X-ray showed no broken bone. The ankle is sprained.\n\n## What to do next\nRest the ankle, keep it raised when you sit, and use an ice pack for 15 minutes three times a day.\n\n## When to get help\nCall the clinic if you cannot put any weight on the foot after 5 days.",
      sentAt: null,
      createdAt: at(1),
    },
    {
      ...base,
      id: "",
      patientName: "Jordan Placeholder",
      originalFilename: "sample-discharge-note.txt",
      status: "ready",
      summaryContent:
        "## Why you came in\nYou came to the Maple Street sample clinic for a check of a rash on your arm.\n\n## What we found\nThe rash is mild skin irritation from a new washing powder.\n\n## What to do next\nGo back to your old washing powder and use a plain moisturiser twice a day for one week.",
      sentAt: at(1),
      sentRevision: 1,
      createdAt: at(3),
    },
    {
      ...base,
      id: "",
      patientName: "Casey Specimen",
      originalFilename: "sample-unreadable-scan.png",
      status: "failed",
      error: "This sample shows a failed summary: the scan could not be read.",
      summaryContent: null,
      engine: null,
      sourceGrade: null,
      summaryGrade: null,
      wordCount: null,
      sentAt: null,
      createdAt: at(5),
    },
  ];
  // Oldest first takes the smallest id, so the list (newest first by id) matches the creation times.
  for (const record of [...records].reverse()) record.id = ids.next();
  return records;
}

interface TranscriptionSample {
  record: TranscriptionRecord;
  transcript?: TranscriptDocument;
  notes?: NotesDocument;
}

/** A word written `~word` was heard with low confidence, so the sample shows what the review highlights. */
const UNSURE = "~";

function transcriptOf(lines: Array<[speaker: string, text: string]>, speakers: TranscriptSpeakerView[]) {
  const words: TranscriptDocument["words"] = [];
  const segments: TranscriptDocument["segments"] = [];
  let clock = 0;
  const texts = lines.map(([speaker, text], index) => {
    const segmentId = `s${index + 1}`;
    const start = clock;
    const shown: string[] = [];
    for (const raw of text.split(" ")) {
      const unsure = raw.startsWith(UNSURE);
      const bare = unsure ? raw.slice(UNSURE.length) : raw;
      const match = /^(.*?)([.,?!]*)$/.exec(bare) ?? ["", bare, ""];
      words.push({
        text: match[1] ?? bare,
        punctuation: match[2] ?? "",
        start: clock,
        end: clock + 0.4,
        confidence: unsure ? 0.38 : 0.95,
        speaker,
        segmentId,
      });
      shown.push(bare);
      clock += 0.5;
    }
    const segmentText = shown.join(" ");
    segments.push({ id: segmentId, start, end: clock, speaker, text: segmentText, edited: false });
    // A pause between turns, as in a real recording.
    clock += 0.6;
    return segmentText;
  });
  const document: TranscriptDocument = { version: 1, text: texts.join(" "), words, segments, speakers };
  return document;
}

function sampleTranscriptions(sub: string, now: Date, ids: IdSource, targetGrade: number): TranscriptionSample[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  // A two-person consultation (issue 20): the clinician is spk_0, the patient spk_1, named by role as the engines
  // name them, so a newcomer sees turns and can try renaming and swapping.
  const transcript = transcriptOf(
    [
      ["spk_0", "Good morning. This is a sample consultation. What brings you in today?"],
      ["spk_1", "I have had a tickly cough for a week, since a cold."],
      ["spk_1", "It is worse at night and keeps me awake."],
      ["spk_0", "Have you had any fever, chest pain or shortness of breath?"],
      ["spk_1", "No, none of those."],
      ["spk_0", "Your temperature is thirty six point eight and your chest sounds clear."],
      ["spk_0", "This looks like a cough after a viral cold. Drink warm fluids, rest, and try ~honey at night."],
      ["spk_1", "Thank you. Should I come back?"],
      ["spk_0", "Come back if it is not better in two weeks, or sooner if you get a fever."],
    ],
    [
      { label: "spk_0", role: "clinician", name: SPEAKER_ROLE_NAMES.clinician },
      { label: "spk_1", role: "patient", name: SPEAKER_ROLE_NAMES.patient },
    ],
  );
  const notes = (): NotesDocument => ({
    version: 1,
    templateName: "SOAP Format",
    sections: [
      {
        heading: "Subjective",
        sentences: [
          { text: "Cough for one week after a cold, worse at night.", segmentIds: ["s2", "s3"] },
          { text: "Denies fever, chest pain and shortness of breath.", segmentIds: ["s4", "s5"] },
        ],
      },
      {
        heading: "Objective",
        sentences: [{ text: "Temperature 36.8 °C. Chest clear on listening.", segmentIds: ["s6"] }],
      },
      { heading: "Assessment", sentences: [{ text: "Cough after a viral cold.", segmentIds: ["s7"] }] },
      {
        heading: "Plan",
        sentences: [
          { text: "Warm fluids, rest and honey at night.", segmentIds: ["s7"] },
          { text: "Return if not better in two weeks or if fever.", segmentIds: ["s9"] },
        ],
      },
    ],
    flags: [],
  });
  const patientSummary =
    "## Why you came in\nYou had a tickly cough for a week after a cold.\n\n## What we found\nYour chest sounded clear.\n\n## What to do next\nDrink warm fluids and rest. Come back if the cough is not better in two weeks.";
  const base = {
    patientEmail: null,
    contentType: "audio/webm",
    audioUploaded: false,
    audioDuration: Math.ceil(transcript.words[transcript.words.length - 1].end),
    speechEngine: "local" as const,
    aiEngine: "local" as const,
    sourceGrade: 7,
    summaryGrade: 5,
    targetGrade,
    flags: [],
    openFlags: 0,
    summaryId: null,
    error: null,
    sample: true,
  };
  const done = (id: string, minutesAgo: number, sentAt: string | null, name: string): TranscriptionSample => ({
    record: {
      ...base,
      id,
      patientName: name,
      originalFilename: "sample-consultation.webm",
      audioKey: `transcriptions/${sub}/${id}/audio.webm`,
      job: "done",
      stage: "done",
      hasTranscript: true,
      hasNotes: true,
      hasPatientSummary: true,
      transcriptionText: transcript.text,
      transcriptKey: transcriptKeyFor(sub, id),
      notesKey: notesKeyFor(sub, id),
      patientSummary,
      patientSummarySentAt: sentAt,
      createdAt: at(minutesAgo),
      files: [
        { key: transcriptKeyFor(sub, id), name: "transcript.json", contentType: "application/json" },
        { key: notesKeyFor(sub, id), name: "notes.json", contentType: "application/json" },
      ],
    },
    transcript,
    notes: notes(),
  });
  // Oldest first takes the smallest id, so the list (newest first by id) matches the creation times.
  const [failedId, sentId, readyId] = [ids.next(), ids.next(), ids.next()];
  return [
    done(readyId, 2, null, "Sam Fictional"),
    done(sentId, 4, at(1), "Alex Madeup"),
    {
      record: {
        ...base,
        id: failedId,
        patientName: "Taylor Invented",
        originalFilename: "sample-silent-recording.webm",
        audioKey: `transcriptions/${sub}/${failedId}/audio.webm`,
        audioDuration: null,
        aiEngine: null,
        sourceGrade: null,
        summaryGrade: null,
        job: "failed",
        stage: "transcribing",
        error: "This sample shows a failed recording: no speech was heard.",
        hasTranscript: false,
        hasNotes: false,
        hasPatientSummary: false,
        transcriptionText: null,
        patientSummary: null,
        patientSummarySentAt: null,
        createdAt: at(6),
        files: [],
      },
    },
  ];
}

/**
 * Replaces the clinician's samples with a fresh set (new ids, so they sort as recent and the dashboard shows them).
 * Only records marked as samples are removed, each by a guarded delete; real records are never read or changed.
 */
/**
 * Ids made in one millisecond do not sort in the order they were made; lists sort by id, so the samples get theirs
 * sorted, oldest record first (the records below are built from the oldest).
 */
function orderedIds(ids: IdSource, count: number): IdSource {
  const made = Array.from({ length: count }, () => ids.next()).sort();
  return { next: () => made.shift() ?? ids.next() };
}

export async function restoreSamples(deps: SampleDeps, sub: string): Promise<RestoredSamples> {
  const existing = await deps.samples.sampleIds(sub);
  let removed = 0;
  for (const { kind, id } of existing) if (await deps.samples.removeSample(sub, kind, id)) removed++;
  const now = deps.clock.now();
  // Documents first, then the record: a record never points at a document that is not there yet.
  const ids = orderedIds(deps.ids, 6);
  const transcriptions = sampleTranscriptions(sub, now, ids, deps.targetGrade);
  for (const { record, transcript, notes } of transcriptions) {
    if (transcript && record.transcriptKey) await deps.files.writeJson(record.transcriptKey, transcript);
    if (notes && record.notesKey) await deps.files.writeJson(record.notesKey, notes);
    await deps.samples.putSample(sub, "transcription", record);
  }
  const summaries = sampleSummaries(now, ids, deps.targetGrade);
  for (const record of summaries) await deps.samples.putSample(sub, "summary", record);
  return { summaries: summaries.length, transcriptions: transcriptions.length, removed };
}

/** The local stack's demo account gets its samples once; after that only Settings restores them. */
export async function seedSamplesOnce(deps: SampleDeps, sub: string): Promise<boolean> {
  if (!(await deps.samples.markSeeded(sub, deps.clock.now().toISOString()))) return false;
  await restoreSamples(deps, sub);
  return true;
}
