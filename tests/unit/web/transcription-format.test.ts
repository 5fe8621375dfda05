import { describe, expect, it } from "vitest";
import { formatClock, formatDuration, formatPrecise } from "#web/components/transcription/duration";
import { editedSection } from "#web/components/transcription/notes-edit";
import { stagePercent } from "#web/components/transcription/TranscriptionStages";
import { spanOf, wordAt, wordRange } from "#web/components/transcription/transcript-layout";
import { levelOf } from "#web/hooks/useTranscriptionRecorder";
import { SEGMENTS, WORDS } from "./transcription-fakes";

describe("duration format (spec section 9)", () => {
  it("shows minutes:seconds with two-digit seconds", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3600)).toBe("60:00");
  });

  it("shows 'Unknown' when the duration is absent", () => {
    expect(formatDuration(null)).toBe("Unknown");
    expect(formatDuration(undefined)).toBe("Unknown");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("Unknown");
  });

  it("rounds a fractional duration to whole seconds", () => {
    expect(formatDuration(59.6)).toBe("1:00");
  });

  it("gives player positions as m:ss and word timings with tenths", () => {
    expect(formatClock(125.9)).toBe("2:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatPrecise(62.46)).toBe("1:02.4");
  });
});

describe("processing progress (decisions.md item 7: real stages, not a fixed 70 %)", () => {
  it("follows the bytes uploaded within the upload stage", () => {
    expect(stagePercent("uploading", 0)).toBe(0);
    expect(stagePercent("uploading", 50)).toBe(13);
    expect(stagePercent("uploading", 100)).toBe(25);
  });

  it("moves on with each later stage and ends at 100", () => {
    expect(stagePercent("transcribing", 100)).toBe(25);
    expect(stagePercent("writing-notes", 100)).toBe(50);
    expect(stagePercent("writing-summary", 100)).toBe(75);
    expect(stagePercent("done", 100)).toBe(100);
  });
});

describe("transcript layout", () => {
  it("finds the word being spoken at a time, or none before the first", () => {
    expect(wordAt(WORDS, -1)).toBe(-1);
    expect(wordAt(WORDS, 0.7)).toBe(1);
    expect(wordAt(WORDS, 10.6)).toBe(5);
    expect(wordAt(WORDS, 99)).toBe(WORDS.length - 1);
  });

  it("locates the k-th recognised word in a segment's text, skipping earlier repeats", () => {
    expect(wordRange("no pain, no gain", ["no", "pain", "no", "gain"], 2)).toEqual([9, 11]);
    expect(wordRange("Start aspirin daily.", ["Start", "aspirin", "daily"], 1)).toEqual([6, 13]);
  });

  it("puts the caret at the end when the word is no longer in the corrected text", () => {
    expect(wordRange("Start ibuprofen.", ["Start", "aspirin"], 1)).toEqual([16, 16]);
  });

  it("gives the time span of a note sentence's evidence", () => {
    expect(spanOf(SEGMENTS, ["s2", "s1"])).toMatchObject({ start: 0, end: 11.4 });
    expect(spanOf(SEGMENTS, ["s9"])).toBeNull();
  });
});

describe("editing notes keeps each sentence's evidence", () => {
  const plan = {
    heading: "Plan",
    sentences: [
      { text: "Stop aspirin.", segmentIds: ["s2"] },
      { text: "Review in 2 weeks.", segmentIds: ["s3"] },
    ],
  };

  it("keeps the segments of a reworded sentence when the lines still match one to one", () => {
    const edited = editedSection(plan, "Start aspirin.\nReview in 2 weeks.");

    expect(edited.sentences).toEqual([
      { text: "Start aspirin.", segmentIds: ["s2"] },
      { text: "Review in 2 weeks.", segmentIds: ["s3"] },
    ]);
  });

  it("keeps unchanged sentences' segments and cites nothing for an added line", () => {
    const edited = editedSection(plan, "Review in 2 weeks.\nBloods today.\n\nStop aspirin.");

    expect(edited.sentences).toEqual([
      { text: "Review in 2 weeks.", segmentIds: ["s3"] },
      { text: "Bloods today.", segmentIds: [] },
      { text: "Stop aspirin.", segmentIds: ["s2"] },
    ]);
  });
});

describe("input level", () => {
  it("maps silence to 0, full scale to 1 and speech in between", () => {
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(new Float32Array(512).fill(1))).toBe(1);
    const speech = levelOf(new Float32Array(512).fill(0.1));
    expect(speech).toBeGreaterThan(0.5);
    expect(speech).toBeLessThan(0.8);
  });
});

describe("a notes job waiting in line (decision 366)", () => {
  it("stands where the notes will start", () => {
    expect(stagePercent("queued", 100)).toBe(stagePercent("writing-notes", 100));
  });
});
