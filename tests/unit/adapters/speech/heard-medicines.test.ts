import { describe, expect, it } from "vitest";
import { HEARD_AS_MEDICINE_CONFIDENCE, hearMedicines } from "#adapters/local/speech/heard-medicines";
import type { Word } from "#adapters/local/speech/pocketsphinx-output";

/**
 * A medicine a general speech model heard as everyday words (decision 461): written as the medicine only where a name
 * stands, when the words sound like one medicine and no other, and always marked unsure.
 */

const ENGLISH = new Set(
  "i'll prescribe for take two tablets twice a day we'll begin start some people get puffy ankles amoxy by mouth".split(
    " ",
  ),
);
const isEnglish = (w: string) => ENGLISH.has(w);

function heard(text: string): Word[] {
  const words = text.split(" ").map((content, i) => ({ content, start: i, end: i + 0.9, confidence: 0.8 }));
  return hearMedicines(words, isEnglish);
}
const textOf = (words: Word[]) => words.map((w) => w.content).join(" ");

describe("a medicine heard as other words", () => {
  it("writes words that sound like one medicine, before its dose, as that medicine", () => {
    expect(textOf(heard("I'll prescribe nitro for antwim 100 milligrams twice a day"))).toBe(
      "I'll prescribe nitrofurantoin 100 milligrams twice a day",
    );
  });

  it("marks the name it wrote as unsure, over the words it replaced", () => {
    const words = heard("We'll begin emily to pine five milligrams");
    const name = words.find((w) => w.content === "amlodipine");

    expect(name?.confidence).toBeLessThanOrEqual(HEARD_AS_MEDICINE_CONFIDENCE);
    expect([name?.start, name?.end]).toEqual([2, 4.9]);
  });

  it("finds the name before a dose written as one word", () => {
    expect(textOf(heard("Plan Omparozole 20mg once a day"))).toBe("Plan omeprazole 20mg once a day");
  });

  it("finds the name before a route and a dose", () => {
    expect(textOf(heard("Plan amic sicilin by mouth 250 mg"))).toBe("Plan amoxicillin by mouth 250 mg");
  });

  it("leaves words that are no medicine's place alone, however they sound", () => {
    expect(textOf(heard("some people get puffy ankles"))).toBe("some people get puffy ankles");
  });

  it("never takes a dose, its unit or how often for part of a name", () => {
    expect(textOf(heard("take two tablets twice a day"))).toBe("take two tablets twice a day");
  });

  it("leaves an English word that only nearly sounds like a medicine", () => {
    expect(textOf(heard("start amoxy 500 mg"))).toBe("start amoxy 500 mg");
  });

  it("leaves words whose letters are far from the medicine's, though the sound is near", () => {
    expect(textOf(heard("start remittal 2.5 mg"))).toBe("start remittal 2.5 mg");
  });
});
