import { describe, expect, it } from "vitest";
import {
  restoreSamples,
  type SampleDeps,
  type SampleKind,
  type SampleStore,
  seedSamplesOnce,
} from "#core/records/samples";
import { toListItem as summaryRow } from "#core/summaries/list";
import type { SummaryRecord } from "#core/summaries/ports";
import type { TranscriptDocument } from "#core/transcriptions/documents";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { toListItem as transcriptionRow } from "#core/transcriptions/transcriptions";

type AnyRecord = (SummaryRecord | TranscriptionRecord) & { sample?: boolean };

/** The store's contract in memory: a guarded delete (samples only) and a put that never overwrites. */
function memorySampleStore() {
  const rows = new Map<string, { sub: string; kind: SampleKind; record: AnyRecord }>();
  const seeded = new Set<string>();
  const key = (sub: string, kind: SampleKind, id: string) => `${sub}|${kind}|${id}`;
  const store: SampleStore = {
    async sampleIds(sub) {
      return [...rows.values()]
        .filter((r) => r.sub === sub && r.record.sample === true)
        .map((r) => ({ kind: r.kind, id: r.record.id }));
    },
    async removeSample(sub, kind, id) {
      const row = rows.get(key(sub, kind, id));
      if (row?.record.sample !== true) return false;
      rows.delete(key(sub, kind, id));
      return true;
    },
    putSample: (async (sub: string, kind: SampleKind, record: AnyRecord) => {
      if (rows.has(key(sub, kind, record.id))) throw new Error("exists");
      rows.set(key(sub, kind, record.id), { sub, kind, record: { ...record, sample: true } });
    }) as SampleStore["putSample"],
    async markSeeded(sub) {
      if (seeded.has(sub)) return false;
      seeded.add(sub);
      return true;
    },
  };
  const of = (sub: string, kind: SampleKind) =>
    [...rows.values()].filter((r) => r.sub === sub && r.kind === kind).map((r) => r.record);
  const putReal = (sub: string, kind: SampleKind, record: AnyRecord) =>
    rows.set(key(sub, kind, record.id), { sub, kind, record });
  return { store, of, putReal };
}

function depsWith(store: SampleStore, written: string[] = []): SampleDeps {
  let n = 0;
  return {
    samples: store,
    files: { writeJson: async (k) => void written.push(k) },
    clock: { now: () => new Date("2026-11-20T09:00:00.000Z") },
    ids: { next: () => `01jd000000000000000000${String(n++).padStart(4, "0")}` },
    targetGrade: 6,
  };
}

const NOW = Date.parse("2026-11-20T09:00:00.000Z");

describe("sample records for a newcomer", () => {
  it("gives one summary per status (ready, sent, failed) and one transcription per status (processed, sent, failed), all marked as samples", async () => {
    const memory = memorySampleStore();

    await restoreSamples(depsWith(memory.store), "clinician-a");

    const summaries = memory.of("clinician-a", "summary").map((r) => summaryRow(r as SummaryRecord, NOW));
    const transcriptions = memory
      .of("clinician-a", "transcription")
      .map((r) => transcriptionRow(r as TranscriptionRecord, NOW));
    expect(summaries.map((s) => [s.status, s.deliveryStatus, s.openFlags, s.sample]).sort()).toEqual([
      ["failed", "draft", 0, true],
      ["ready", "delivered", 0, true],
      ["ready", "draft", 0, true],
    ]);
    expect(transcriptions.map((t) => [t.status, t.patientSummaryStatus, t.sample]).sort()).toEqual([
      ["failed", "Not Available", true],
      ["processed", "Ready to Send", true],
      ["processed", "Sent", true],
    ]);
  });

  it("is idempotent: restoring again replaces the samples instead of adding more", async () => {
    const memory = memorySampleStore();
    const deps = depsWith(memory.store);

    await restoreSamples(deps, "clinician-a");
    const result = await restoreSamples(deps, "clinician-a");

    expect(result).toEqual({ summaries: 3, transcriptions: 3, removed: 6 });
    expect(memory.of("clinician-a", "summary")).toHaveLength(3);
    expect(memory.of("clinician-a", "transcription")).toHaveLength(3);
  });

  it("never touches the clinician's real records", async () => {
    const memory = memorySampleStore();
    const real = { id: "01real", patientName: "Real Person", status: "ready" } as unknown as AnyRecord;
    memory.putReal("clinician-a", "summary", real);

    await restoreSamples(depsWith(memory.store), "clinician-a");
    await restoreSamples(depsWith(memory.store), "clinician-a");

    expect(memory.of("clinician-a", "summary")).toContainEqual(real);
    expect(memory.of("clinician-a", "summary")).toHaveLength(4);
  });

  it("lists them newest first by id in the order of their creation times", async () => {
    const memory = memorySampleStore();
    // One millisecond's ids, in the random order ULIDs of one millisecond come in.
    const made = ["c5", "a1", "f0", "b3", "e2", "d4"].map((tail) => `01jd000000000000000000${tail}00`);
    const deps = { ...depsWith(memory.store), ids: { next: () => made.shift() ?? "" } };

    await restoreSamples(deps, "clinician-a");

    for (const kind of ["summary", "transcription"] as const) {
      const byId = memory.of("clinician-a", kind).sort((a, b) => b.id.localeCompare(a.id));
      const byTime = [...byId].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(byId.map((r) => r.id)).toEqual(byTime.map((r) => r.id));
    }
  });

  it("gives another clinician none of them", async () => {
    const memory = memorySampleStore();

    await restoreSamples(depsWith(memory.store), "clinician-a");

    expect(memory.of("clinician-b", "summary")).toEqual([]);
    expect(memory.of("clinician-b", "transcription")).toEqual([]);
  });

  it("writes the transcript and notes under the record's own prefix, with no email address to send to", async () => {
    const memory = memorySampleStore();
    const written: string[] = [];

    await restoreSamples(depsWith(memory.store, written), "clinician-a");

    const processed = memory.of("clinician-a", "transcription") as TranscriptionRecord[];
    const keysNeeded = processed.flatMap((r) => [r.transcriptKey, r.notesKey]).filter(Boolean);
    expect(written.sort()).toEqual((keysNeeded as string[]).sort());
    expect(written.every((k) => k.startsWith("transcriptions/clinician-a/"))).toBe(true);
    expect([...memory.of("clinician-a", "summary"), ...processed].every((r) => r.patientEmail === null)).toBe(true);
  });

  it("gives the sample consultation two speakers, a clinician and a patient, taking turns", async () => {
    const memory = memorySampleStore();
    const documents = new Map<string, unknown>();
    const deps = {
      ...depsWith(memory.store),
      files: { writeJson: async (k: string, v: unknown) => void documents.set(k, v) },
    };

    await restoreSamples(deps, "clinician-a");

    const transcripts = [...documents.entries()]
      .filter(([key]) => /transcript\.json$/.test(key))
      .map(([, doc]) => doc as TranscriptDocument);
    expect(transcripts.length).toBeGreaterThan(0);
    for (const doc of transcripts) {
      expect(doc.speakers).toEqual([
        { label: "spk_0", role: "clinician", name: "Clinician" },
        { label: "spk_1", role: "patient", name: "Patient" },
      ]);
      const turns = doc.segments.filter((s, i) => s.speaker !== doc.segments[i - 1]?.speaker);
      expect(turns.length).toBeGreaterThanOrEqual(6);
      expect(doc.words.every((w) => w.speaker === doc.segments.find((s) => s.id === w.segmentId)?.speaker)).toBe(true);
    }
  });

  it("seeds the demo account once; later starts leave deleted samples deleted", async () => {
    const memory = memorySampleStore();
    const deps = depsWith(memory.store);

    const first = await seedSamplesOnce(deps, "demo");
    for (const { kind, id } of await memory.store.sampleIds("demo")) await memory.store.removeSample("demo", kind, id);
    const second = await seedSamplesOnce(deps, "demo");

    expect([first, second]).toEqual([true, false]);
    expect(await memory.store.sampleIds("demo")).toEqual([]);
  });
});
