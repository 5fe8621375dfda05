import { describe, expect, it } from "vitest";
import { missedTargets, RECORDING_HEAD, type Row, recordingCells } from "../../fixtures/safety/recordings/report";

/** The recordings evaluation's table and targets. */

const base: Row = {
  id: "d-x/espeak/plain",
  kind: "dictation",
  synthesiser: "espeak",
  noisy: false,
  voices: "espeak en-us",
  audioSeconds: 30,
  wallSeconds: 12,
};
const scored = (over: Partial<NonNullable<Row["score"]>> = {}): Row => ({
  ...base,
  score: { facts: [], wrong: [], refused: false, ...over },
});

describe("the recordings table", () => {
  it("has a heading over every cell, for a measured row and for one that failed", () => {
    expect(recordingCells(scored())).toHaveLength(RECORDING_HEAD.length);
    expect(recordingCells({ ...base, error: "timeout" })).toHaveLength(RECORDING_HEAD.length);
  });
});

describe("the recordings targets", () => {
  it("are missed by one unflagged wrong claim, but not by a flagged one", () => {
    const flagged = scored({ wrong: [{ text: "x", why: "y", flagged: true }] });
    const unflagged = scored({ wrong: [{ text: "x", why: "y", flagged: false }] });

    expect(missedTargets([flagged])).toEqual([]);
    expect(missedTargets([unflagged])).toEqual([expect.stringMatching(/^\(a\) 1 wrong/)]);
  });

  it("are missed when fewer than 90 % of the plan facts heard reach the summary, warnings aside", () => {
    const fact = (reached: boolean, kind: "medicine" | "warning" = "medicine") => ({
      kind,
      label: "f",
      inTranscript: true,
      reached,
    });
    const nineOfTen = scored({
      facts: [...Array.from({ length: 9 }, () => fact(true)), fact(false), fact(false, "warning")],
    });
    const eightOfTen = scored({ facts: [...Array.from({ length: 8 }, () => fact(true)), fact(false), fact(false)] });

    expect(missedTargets([nineOfTen])).toEqual([]);
    expect(missedTargets([eightOfTen])).toEqual([expect.stringMatching(/^\(b\) .* 80 %/)]);
  });

  it("are missed by a recording that could not be measured", () => {
    expect(missedTargets([{ ...base, error: "timeout" }])).toEqual(["1 recording(s) could not be measured"]);
  });
});
