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
