import { describe, expect, it } from "vitest";
import { correctSegment, transcriptDocument } from "#core/transcriptions/documents";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";
import sample from "#events/transcribe/output-sample.json";

const result = parseTranscribeOutput(sample);
if (result.kind !== "speech") throw new Error("sample has speech");
const doc = transcriptDocument(result.transcript);
const first = doc.segments[0];
const wordsOf = (d: typeof doc, id: string) => d.words.filter((w) => w.segmentId === id);

describe("correcting the transcript", () => {
  it("keeps each word's own timing when the count of words is unchanged", () => {
    const before = wordsOf(doc, first.id);
    const text = before.map((w, i) => (i === 0 ? "Corrected" : w.text)).join(" ");

    const after = wordsOf(correctSegment(doc, first.id, text), first.id);

    expect(after.map((w) => [w.start, w.end])).toEqual(before.map((w) => [w.start, w.end]));
    expect(after[0].text).toBe("Corrected");
  });

  it("shares the segment's time span out evenly when words are added or removed", () => {
    const after = wordsOf(correctSegment(doc, first.id, "one two"), first.id);

    expect(after).toHaveLength(2);
    expect(after[0].start).toBe(first.start);
    expect(after[1].end).toBeCloseTo(first.end);
    expect(after[0].end).toBeCloseTo(after[1].start);
  });

  it("marks the segment edited, trusts the clinician's words, and rebuilds the text", () => {
    const corrected = correctSegment(doc, first.id, "Start amlodipine, ten milligrams.");
    const segment = corrected.segments[0];

    expect(segment).toMatchObject({ edited: true, text: "Start amlodipine, ten milligrams." });
    expect(wordsOf(corrected, first.id).every((w) => w.confidence === 1)).toBe(true);
    expect(wordsOf(corrected, first.id).map((w) => w.punctuation)).toEqual(["", ",", "", "."]);
    expect(corrected.text.startsWith("Start amlodipine, ten milligrams.")).toBe(true);
  });

  it("keeps the other segments and the order of words", () => {
    const corrected = correctSegment(doc, first.id, "Hello.");

    expect(corrected.words.slice(1)).toEqual(doc.words.filter((w) => w.segmentId !== first.id));
  });
});
