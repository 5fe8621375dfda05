import { describe, expect, it } from "vitest";
import type { Likelihood } from "#adapters/local/speech/medicine-rescoring";
import type { Word } from "#adapters/local/speech/pocketsphinx-output";
import { confirmSpokenHeading } from "#adapters/local/speech/spoken-headings";

/**
 * A short utterance the model wrote as everyday words is scored again as each SOAP heading (decision 467). The model
 * is a fake that gives each wording a log-probability, as the real one does for the audio it heard.
 */

/** One utterance: its words spread over `seconds`, each with the model's confidence. */
function utterance(text: string, seconds = 0.8, confidence = 0.3): Word[] {
  const parts = text.split(" ");
  const step = seconds / parts.length;
  return parts.map((content, i) => ({ content, start: 10 + i * step, end: 10 + (i + 1) * step, confidence }));
}

function model(scores: Record<string, number>, fallback = -25): Likelihood & { calls: number } {
  let calls = 0;
  const likelihood = async (_prefix: string, continuations: string[]) => {
    calls++;
    return continuations.map((c) => scores[c] ?? fallback);
  };
  return Object.assign(likelihood, {
    get calls() {
      return calls;
    },
  });
}

const text = (words: Word[]) => words.map((w) => w.content + (w.punctuation ?? "")).join(" ");

describe("a dictated heading confirmed from the audio", () => {
  it("writes the heading the model finds nearly as likely as its own words", async () => {
    const heard = utterance("Um yeah I could");
    const likelihood = model({ "Um yeah I could": -12.5, "Objective.": -5.4, "Subjective.": -11.5 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(text(words)).toBe("Objective.");
    expect(words[0].start).toBe(heard[0].start);
    expect(words[0].end).toBe(heard[3].end);
  });

  it("marks the heading as unsure, so the transcript highlights it", async () => {
    const heard = utterance("Glenn", 0.5, 0.5);
    const likelihood = model({ Glenn: -1.8, "Plan.": -2.9 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(words[0].confidence).toBeLessThanOrEqual(0.45);
  });

  it("keeps the model's words when the heading is itself unlikely, however garbled they are", async () => {
    const heard = utterance("Rutting rubb", 0.5);
    const likelihood = model({ "Rutting rubb": -18.3, "Impression.": -15.5 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(text(words)).toBe("Rutting rubb");
  });

  it("keeps the model's words when they are much likelier than any heading", async () => {
    const heard = utterance("Pulse 58", 1.1);
    const likelihood = model({ "Pulse 58": -3.5, "Plan.": -9.7 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(text(words)).toBe("Pulse 58");
  });

  it("keeps the model's words when two headings are about as likely", async () => {
    const heard = utterance("Subject team");
    const likelihood = model({ "Subject team": -3.1, "Objective.": -3.2, "Subjective.": -4.4 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(text(words)).toBe("Subject team");
  });

  it("never weighs an utterance longer than a heading is said", async () => {
    const heard = utterance("Impression gastro-oesophageal reflux", 2.7);
    const likelihood = model({ "Impression gastro-oesophageal reflux": -5.5, "Impression.": -6.7 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(text(words)).toBe("Impression gastro-oesophageal reflux");
    expect(likelihood.calls).toBe(0);
  });

  it("never weighs words the model was sure of", async () => {
    const heard = utterance("No, never", 0.7, 0.9);
    const likelihood = model({ "No, never": -3, "Plan.": -4 });

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(words).toBe(heard);
    expect(likelihood.calls).toBe(0);
  });

  it("leaves a heading the model heard as it is, without asking it again", async () => {
    const heard = utterance("Assessment", 0.7, 0.98);
    const likelihood = model({});

    const words = await confirmSpokenHeading(heard, likelihood);

    expect(words).toBe(heard);
    expect(likelihood.calls).toBe(0);
  });
});
