import { beforeEach, describe, expect, it } from "vitest";
import { SPEAKER_ROLES_NEEDED, SPEAKERS_UNKNOWN, type SpeakersUpdate } from "#contracts/transcriptions/speakers";
import { restoreSamples, type SampleStore } from "#core/records/samples";
import type { TranscriptDocument } from "#core/transcriptions/documents";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { correctTranscript, TRANSCRIPT_CHANGED } from "#core/transcriptions/review";
import { NO_SPEAKERS, updateSpeakers } from "#core/transcriptions/speakers";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const NOW = new Date("2026-11-24T10:00:00.000Z");

let store: MemoryTranscriptionStore;
let documents: ReturnType<typeof memoryDocuments>;
let id: string;
let n = 0;

const deps = () => ({
  transcriptions: store,
  files: {
    ...documents,
    deleteObjects: async (keys: string[]) => {
      for (const key of keys) documents.objects.delete(key);
    },
  },
  clock: { now: () => NOW },
  ids: { next: () => `01jq4zk7r9x2m3n4p5q6r7s${String(n++).padStart(3, "0")}` },
});

const record = () => structuredClone(store.read(SUB, id)) as TranscriptionRecord;
const stored = () => documents.objects.get(record().transcriptKey as string) as TranscriptDocument;

/** The sample consultation (clinician spk_0, patient spk_1), as a newcomer's account holds it. */
beforeEach(async () => {
  store = new MemoryTranscriptionStore();
  documents = memoryDocuments();
  const samples: SampleStore = {
    sampleIds: async () => [],
    removeSample: async () => false,
    putSample: (async (sub: string, kind: string, r: TranscriptionRecord) => {
      if (kind === "transcription") await store.createTranscription(sub, r);
    }) as SampleStore["putSample"],
    markSeeded: async () => true,
  };
  await restoreSamples({ samples, files: documents, clock: { now: () => NOW }, ids: deps().ids, targetGrade: 6 }, SUB);
  const ready = [...store.items.values()].find((r) => r.job === "done" && !r.patientSummarySentAt);
  if (!ready) throw new Error("no sample ready to review");
  id = ready.id;
});

const swapped: SpeakersUpdate["speakers"] = [
  { label: "spk_0", role: "patient", name: "Patient" },
  { label: "spk_1", role: "clinician", name: "Clinician" },
];

describe("renaming and swapping the transcript's speakers", () => {
  it("renames a speaker in a new transcript version, keeping roles, labels and the notes as they were", async () => {
    const before = record();

    const view = await updateSpeakers(deps(), SUB, id, {
      revision: 0,
      speakers: [
        { label: "spk_0", role: "clinician", name: "Dr Rivera" },
        { label: "spk_1", role: "patient", name: "Sam Fictional" },
      ],
    });

    expect(view.speakers).toEqual([
      { label: "spk_0", role: "clinician", name: "Dr Rivera" },
      { label: "spk_1", role: "patient", name: "Sam Fictional" },
    ]);
    expect(view.transcriptRevision).toBe(1);
    expect(view.transcriptEdited).toBe(false);
    expect(record().transcriptKey).not.toBe(before.transcriptKey);
    expect(documents.objects.has(before.transcriptKey as string)).toBe(false);
    expect(view.segments.map((s) => s.speaker)).toEqual(stored().segments.map((s) => s.speaker));
    expect(view.segments[0].speaker).toBe("spk_0");
  });

  it("swaps roles and names, and marks the transcript edited so the notes can be regenerated from it", async () => {
    const view = await updateSpeakers(deps(), SUB, id, { revision: 0, speakers: swapped });

    expect(view.speakers).toEqual(swapped);
    expect(view.transcriptEdited).toBe(true);
    expect(stored().speakers).toEqual(swapped);
  });

  it("refuses a change made on an older revision with the corrections' text, and changes nothing", async () => {
    await updateSpeakers(deps(), SUB, id, { revision: 0, speakers: swapped });
    const before = { record: record(), objects: [...documents.objects.keys()] };

    await expect(
      updateSpeakers(deps(), SUB, id, {
        revision: 0,
        speakers: [
          { label: "spk_0", role: "clinician", name: "Clinician" },
          { label: "spk_1", role: "patient", name: "Patient" },
        ],
      }),
    ).rejects.toMatchObject({ message: TRANSCRIPT_CHANGED });

    expect(record()).toEqual(before.record);
    expect([...documents.objects.keys()]).toEqual(before.objects);
  });

  it("refuses speakers that are not the transcript's own, and two of one role, changing nothing", async () => {
    const before = { record: record(), objects: [...documents.objects.keys()] };
    const attempts: Array<[SpeakersUpdate["speakers"], string]> = [
      [[{ label: "spk_0", role: "clinician", name: "Dr Rivera" }], SPEAKERS_UNKNOWN],
      [
        [
          { label: "spk_0", role: "clinician", name: "Dr Rivera" },
          { label: "spk_7", role: "patient", name: "Sam" },
        ],
        SPEAKERS_UNKNOWN,
      ],
      [
        [
          { label: "spk_0", role: "clinician", name: "Dr Rivera" },
          { label: "spk_1", role: "clinician", name: "Dr Stone" },
        ],
        SPEAKER_ROLES_NEEDED,
      ],
    ];

    for (const [speakers, message] of attempts) {
      await expect(updateSpeakers(deps(), SUB, id, { revision: 0, speakers })).rejects.toMatchObject({ message });
    }

    expect(record()).toEqual(before.record);
    expect([...documents.objects.keys()]).toEqual(before.objects);
  });

  it("refuses a transcript whose engine named no speakers", async () => {
    const { speakers: _none, ...unnamed } = stored();
    documents.objects.set(record().transcriptKey as string, unnamed);

    await expect(updateSpeakers(deps(), SUB, id, { revision: 0, speakers: swapped })).rejects.toMatchObject({
      message: NO_SPEAKERS,
    });
  });

  it("answers not found for another clinician's record", async () => {
    await expect(
      updateSpeakers(deps(), "another-clinician", id, { revision: 0, speakers: swapped }),
    ).rejects.toMatchObject({ message: "Transcription not found" });
    expect(record().transcriptRevision ?? 0).toBe(0);
  });
});

describe("a transcript correction keeps the speakers", () => {
  it("carries the names, roles and every segment's and word's speaker into the corrected version", async () => {
    await updateSpeakers(deps(), SUB, id, {
      revision: 0,
      speakers: [
        { label: "spk_0", role: "clinician", name: "Dr Rivera" },
        { label: "spk_1", role: "patient", name: "Sam Fictional" },
      ],
    });
    const before = stored();

    const view = await correctTranscript(deps(), SUB, id, {
      revision: 1,
      segments: [
        { id: "s2", text: "I have had a dry cough for a week, since a cold." },
        { id: "s4", text: "Any fever, chest pain or breathlessness?" },
      ],
    });

    const after = stored();
    expect(after.speakers).toEqual(before.speakers);
    expect(view.speakers).toEqual(before.speakers);
    expect(after.segments.map((s) => [s.id, s.speaker])).toEqual(before.segments.map((s) => [s.id, s.speaker]));
    const speakerOf = (segmentId: string) => after.segments.find((s) => s.id === segmentId)?.speaker;
    expect(after.words.every((w) => w.speaker === speakerOf(w.segmentId))).toBe(true);
    expect(after.words.filter((w) => w.segmentId === "s4").map((w) => w.speaker)).toContain("spk_0");
  });
});
