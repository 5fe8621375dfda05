import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";
import { transcript } from "./helpers";

const check = (source: ReturnType<typeof transcript>, output: string) =>
  checkClaims({ output, source, audience: "clinician" });

describe("claims from recordings", () => {
  it("flags a claim that only words the recogniser was unsure of support, with their time", () => {
    const source = transcript("Stopped apixaban five milligrams twice daily.", { stopped: 0.17 });

    const flags = check(source, "- Stop taking: Apixaban 5 mg twice a day.");

    expect(flags).toEqual([
      {
        kind: "medication",
        verdict: "low_confidence",
        value: "Stop taking: Apixaban 5 mg",
        reason: 'Only words the recording was unsure of say this ("Stopped", 17 % sure).',
        evidence: [{ quote: "Stopped apixaban five milligrams twice daily.", start: 0, end: 2.9, segmentId: "s1" }],
      },
    ]);
  });

  it("accepts a claim the recogniser was sure of, numbers said in words", () => {
    const source = transcript("Start apixaban five milligrams twice daily.");

    expect(check(source, "- New: Apixaban 5 mg twice a day.")).toEqual([]);
  });

  it("uses the threshold of the engine that made the transcript", () => {
    const source = transcript("Start apixaban five milligrams twice daily.", { start: 0.55 }, 0.6);

    expect(check(source, "- New: Apixaban 5 mg twice a day.").map((f) => f.verdict)).toEqual(["low_confidence"]);
  });

  it("flags an action reversed against the recording", () => {
    const source = transcript("Start apixaban five milligrams twice daily and stop aspirin.");

    expect(check(source, "- New: Aspirin.").map((f) => `${f.verdict} ${f.value}`)).toEqual([
      "contradicted New: Aspirin",
    ]);
  });

  it("reads forty eight hours as 48 hours", () => {
    expect(check(transcript("Follow up in forty eight hours."), "Follow up in 48 hours.")).toEqual([]);
  });

  it("flags a number heard among unsure words, with the word before it", () => {
    const source = transcript("Follow up in fourteen eight hours.", { fourteen: 0.3 });

    expect(check(source, "Follow up in fourteen eight hours.").map((f) => `${f.verdict} ${f.value}`)).toEqual([
      "low_confidence fourteen eight hours",
    ]);
  });
});
