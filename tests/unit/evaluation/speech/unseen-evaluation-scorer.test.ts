import { describe, expect, it } from "vitest";
import { CONSULTATIONS, DICTATIONS, REFUSALS, type SpeechCase } from "#tests/fixtures/speech/consultations/index";
import type { SpeechRun } from "#tests/fixtures/speech/consultations/run-types";
import { mentions, normalise, refused, scoreCase } from "#tests/fixtures/speech/consultations/score";

const ENGLISH = [...CONSULTATIONS, ...DICTATIONS];
const textOf = (c: SpeechCase) => c.turns.map((t) => t.text).join(" ");

function runOf(c: SpeechCase, role: (r: "clinician" | "patient") => "clinician" | "patient" | null): SpeechRun {
  const said = c.turns.flatMap((t) => t.text.split(/\s+/).map((text) => ({ text, role: role(t.role) })));
  return {
    status: "done",
    error: null,
    words: said.map((w, i) => ({ ...w, start: i * 0.3, end: (i + 1) * 0.3 })),
    speakers: [],
    notes: [],
    audioSeconds: said.length * 0.3,
    cpuMs: 0,
    peakRssKb: 0,
    wallMs: 0,
  };
}

describe("the unseen evaluation's scorer", () => {
  it("reads numbers as people say them, and units and frequencies in any of their written forms", () => {
    const said = [
      "five hundred milligrams",
      "thirty eight point four",
      "one hundred and ten degrees",
      "two point five milligrams",
      "one oh two",
      "one sixty two over ninety eight",
      "three times daily",
      "one gram",
    ].map(normalise);

    expect(said).toEqual(["500 mg", "38.4", "110 degrees", "2.5 mg", "102", "162 over 98", "3 times a day", "1000 mg"]);
  });

  it("matches a key in digits against notes in words and the other way round", () => {
    const notes = "Amoxicillin five hundred milligrams tds for five days. Review in a week.";

    const found = ["500 mg", "three times a day", "5 days", "1 week", "twice a day"].map((f) => mentions(notes, f));

    expect(found).toEqual([true, true, true, true, false]);
  });

  it("finds every plan fact and negative of a case in what is said in it (the keys can be met)", () => {
    const unreachable = ENGLISH.flatMap((c) =>
      [...c.key.planFacts, ...c.key.negatives].filter((f) => !mentions(textOf(c), f)).map((f) => `${c.id}: ${f}`),
    );

    expect(unreachable).toEqual([]);
  });

  it("gives full speaker attribution to the right roles and none to swapped or missing ones", () => {
    const c = CONSULTATIONS[0];
    const spans: never[] = [];

    const right = scoreCase(
      c,
      runOf(c, (r) => r),
      spans,
    );
    const swapped = scoreCase(
      c,
      runOf(c, (r) => (r === "clinician" ? "patient" : "clinician")),
      spans,
    );
    const unnamed = scoreCase(
      c,
      runOf(c, () => null),
      spans,
    );

    expect([right.errors, right.attributedRight / right.attributed]).toEqual([0, 1]);
    expect(swapped.attributedRight).toBe(0);
    expect(unnamed.attributedRight).toBe(0);
  });

  it("counts plan facts only in Assessment and Plan, and a negative only with its negation", () => {
    const c = CONSULTATIONS[0];
    const run = runOf(c, (r) => r);
    run.notes = [
      { heading: "Subjective", sentences: ["Sore throat. Denies cough.", "Rash on the body."] },
      { heading: "Plan", sentences: ["Penicillin V 500 mg QDS for 10 days. Review in 2 weeks."] },
    ];

    const score = scoreCase(c, run, []);

    expect(score.planFacts.every((f) => f.found)).toBe(true);
    expect(score.negatives).toEqual([
      { finding: "cough", kept: true },
      { finding: "rash", kept: false },
    ]);
  });

  it("counts as refused only a failure with the refusal's message and no notes", () => {
    const clip = REFUSALS[0];
    const base = runOf(CONSULTATIONS[0], () => null);

    const verdicts = [
      {
        status: "failed",
        error: "The recording could not be understood reliably (it may not be in English or may not contain speech).",
      },
      { status: "failed", error: "No speech was detected in this recording." },
      { status: "failed", error: "Invalid response from AI service" },
      { status: "done", error: null },
    ].map((end) => refused(clip, { ...base, ...end }));

    expect(verdicts).toEqual([true, true, false, false]);
  });
});
