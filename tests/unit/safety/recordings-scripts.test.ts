import { describe, expect, it } from "vitest";
import { generateCorpus, toCorpusForm } from "#bin/speech/corpus";
import { DEV, HELD_OUT } from "#bin/speech/dictations";
import { DRUGS } from "../../fixtures/safety/recordings/lexicon";
import type { ProductRun } from "../../fixtures/safety/recordings/run-types";
import { scoreRun } from "../../fixtures/safety/recordings/score";
import { SCRIPTS, type Script, sentencesOf } from "../../fixtures/safety/recordings/scripts";
import { recordingsOf } from "../../fixtures/safety/recordings/synthesise";

/** The recordings' scripts and keys: enough of each kind, kept out of the recogniser's training text, and consistent. */

const count = (kind: Script["kind"]) => SCRIPTS.filter((s) => s.kind === kind).length;
const english = SCRIPTS.filter((s) => s.kind === "dictation" || s.kind === "consultation");

/** The script itself as the product's output: what a perfect recogniser and a faithful summary would give. */
function perfect(script: Script): ProductRun {
  const sentences = sentencesOf(script);
  return {
    outcome: "summary",
    transcript: sentences.join(" "),
    words: [],
    notes: "",
    patientSummary: ["## What was said", ...sentences.map((s) => `- ${s}`)].join("\n"),
    flags: [],
    audioSeconds: 0,
    recogniserCpuMs: 0,
  };
}

describe("recording scripts", () => {
  it("are at least 20: dictations, two-person consultations, 2 non-English and 1 unintelligible", () => {
    expect(SCRIPTS.length).toBeGreaterThanOrEqual(20);
    expect(count("dictation")).toBeGreaterThanOrEqual(5);
    expect(count("consultation")).toBeGreaterThanOrEqual(5);
    expect(count("foreign")).toBeGreaterThanOrEqual(2);
    expect(count("unintelligible")).toBeGreaterThanOrEqual(1);
  });

  it("have unique ids", () => {
    expect(new Set(SCRIPTS.map((s) => s.id)).size).toBe(SCRIPTS.length);
  });

  it("give consultations turns of both clinician and patient", () => {
    const oneSided = SCRIPTS.filter(
      (s) =>
        s.kind === "consultation" &&
        !(s.turns.some((t) => t.who === "patient") && s.turns.some((t) => t.who === "clinician")),
    );

    expect(oneSided.map((s) => s.id)).toEqual([]);
  });

  it("never say a sentence of the recogniser's language-model corpus or of the speech benchmark", () => {
    const trained = new Set([
      ...generateCorpus(),
      ...[...HELD_OUT, ...DEV].flatMap((d) => d.sentences.map(toCorpusForm)),
    ]);

    const shared = SCRIPTS.flatMap((s) => sentencesOf(s).map(toCorpusForm)).filter((s) => trained.has(s));

    expect(shared).toEqual([]);
  });

  it("name only medicines the scorer's vocabulary knows, each said in its script", () => {
    const unknown = SCRIPTS.flatMap((s) =>
      [...s.key.medicines.map((m) => m.drug), ...(s.key.mentions ?? [])]
        .filter((drug) => !DRUGS.has(drug) || !sentencesOf(s).some((x) => x.toLowerCase().includes(drug)))
        .map((drug) => `${s.id}: ${drug}`),
    );

    expect(unknown).toEqual([]);
  });

  it("expect a refusal, and no plan, of every non-English and unintelligible clip", () => {
    const wrong = SCRIPTS.filter((s) => s.kind === "foreign" || s.kind === "unintelligible").filter(
      (s) => s.key.expect !== "refusal-or-no-claims" || s.key.medicines.length + s.key.followUps.length > 0,
    );

    expect(wrong.map((s) => s.id)).toEqual([]);
  });
});

describe("answer keys", () => {
  it("are found by the scorer in their own script, fact by fact", () => {
    const missing = english.flatMap((s) =>
      scoreRun(s, perfect(s))
        .facts.filter((f) => !f.inTranscript || !f.reached)
        .map((f) => `${s.id}: ${f.label}`),
    );

    expect(missing).toEqual([]);
  });

  it("find nothing wrong when the summary repeats the script", () => {
    const wrong = english.flatMap((s) => scoreRun(s, perfect(s)).wrong.map((w) => `${s.id}: ${w.why} — ${w.text}`));

    expect(wrong).toEqual([]);
  });
});

describe("recordings", () => {
  it("voice each English script with three synthesisers plain and one with noise, consultations in two voices", () => {
    const recordings = recordingsOf(english);
    const consultation = recordings.filter((r) => r.script.kind === "consultation" && !r.noisy);

    expect(new Set(recordings.map((r) => r.synthesiser))).toEqual(new Set(["espeak", "festival", "flite"]));
    expect(recordings.filter((r) => r.noisy).length).toBe(english.length);
    expect(recordings.filter((r) => !r.noisy).length).toBe(3 * english.length);
    expect(consultation.filter((r) => JSON.stringify(r.clinician) === JSON.stringify(r.patient))).toEqual([]);
  });
});
