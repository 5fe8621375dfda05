import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";

/**
 * Medicines the vocabulary does not know (a British brand such as Adcal-D3) are still read where a name stands, so
 * an action said of them is not given to a known name beside them (issue 18, the held-out dietitian letter).
 */
const flagsOf = (source: string, output: string) =>
  checkClaims({ output, source: { kind: "document", text: source }, audience: "patient" }).map(
    (f) => `${f.verdict} ${f.value}`,
  );

const LETTER =
  "Medicines: please prescribe:\n  calcium acetate (Phosex) 1 g tds, taken with meals\nand stop Adcal-D3 (he will get calcium from the binder).";

describe("a medicine the vocabulary does not know", () => {
  it("takes the stop said just before it, not the medicine named before that", () => {
    expect(flagsOf(LETTER, "- Stop taking: Adcal-D3.\n- Calcium acetate 1 g three times a day with meals.")).toEqual(
      [],
    );
  });

  it("is flagged when a summary stops the medicine the stop was not said of", () => {
    expect(flagsOf(LETTER, "- Stop taking: Calcium acetate 1 g three times a day.\n- Stop taking: Adcal-D3.")).toEqual([
      "unsupported Stop taking: Calcium",
    ]);
  });

  it("is judged by what its own line says when the source gives it no verb", () => {
    const source = "Adcal-D3 (calcium and vitamin D): one tablet twice a day - new.";

    expect(flagsOf(source, "- Stop taking: Adcal-D3 (calcium and vitamin D).")).toEqual([
      "contradicted Stop taking: Adcal-D3",
    ]);
  });
});

describe("an unknown brand with its form before the dose", () => {
  const LETTER = "Plan:\n1. Stop Seretide and change to Luforbec 100/6, 2 puffs bd via spacer.";
  const summary = (puffs: number) =>
    `## Your medicines\n\n- New: Luforbec inhaler ${puffs} puffs twice a day, in place of Seretide.\n- Stop taking: Seretide.`;

  it("flags its dose changed, naming the brand and not its form", () => {
    expect(flagsOf(LETTER, summary(4))).toEqual(["contradicted New: Luforbec inhaler 4 puffs"]);
  });

  it("accepts the dose the source gives", () => {
    expect(flagsOf(LETTER, summary(2))).toEqual([]);
  });
});

describe("a combination inhaler and a single one of its ingredients", () => {
  const LETTER = "Plan: stop Clenil Modulite 100, 2 puffs bd, and start Fostair 100/6, 1 puff bd.";

  it("are two medicines: a stop of one does not support a stop of the other (decision 454)", () => {
    expect(flagsOf(LETTER, "- Stop taking: Clenil Modulite.\n- Stop taking: Fostair.")).toEqual([
      "contradicted Stop taking: Fostair",
    ]);
  });
});
