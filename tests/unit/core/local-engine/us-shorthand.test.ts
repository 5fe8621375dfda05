import { describe, expect, it } from "vitest";
import { plainWords } from "#core/local-engine/rewrite";

/** A US note's dosing shorthand said in words (issue 18, decision 457): every N hours, each morning, under the tongue. */
describe("a US note's dosing shorthand", () => {
  it("says q8h, q4-6h and qAM in words", () => {
    expect(plainWords("Cephalexin 500 mg PO q8h; oxycodone 5 mg q4-6h PRN; levothyroxine 50 mcg qAM", "").text).toBe(
      "Cephalexin 500 mg by mouth every 8 hours; oxycodone 5 mg every 4 to 6 hours as needed; levothyroxine 50 mcg each morning",
    );
  });

  it("says PCN, PCP and OTC in words", () => {
    expect(plainWords("PCN allergy. Naproxen OTC until seen by PCP.", "").text).toBe(
      "Penicillin allergy. Naproxen bought without a prescription until seen by family doctor.",
    );
  });

  it("says SL only after a dose, where it means under the tongue", () => {
    expect(plainWords("Nitroglycerin 0.4 mg SL as needed for chest pain", "").text).toContain(
      "0.4 mg under the tongue",
    );
    expect(plainWords("Seen by SL in clinic", "").text).toBe("Seen by SL in clinic");
  });
});
