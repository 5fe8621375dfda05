import { describe, expect, it } from "vitest";
import { allergyLines } from "#core/local-engine/allergies";

const asSaid = (sentence: string) => sentence;

/**
 * What a clerking note types on its allergy lines that is no allergy, and an intolerance's own label (issue 18, decision
 * 505), in other words than the thirteenth batch's.
 */
describe("an allergy line's neighbours", () => {
  it("leaves out social history typed after the allergies", () => {
    expect(allergyLines("Ex-smoker, 20 pack-years.", asSaid)).toEqual([]);
    expect(allergyLines("Alcohol ~20 units/wk", asSaid)).toEqual([]);
  });

  it("leaves out a question the note asks itself", () => {
    expect(allergyLines("Vaper?", asSaid)).toEqual([]);
  });

  it("keeps an allergy that names alcohol as its substance's trigger", () => {
    expect(allergyLines("Allergy: chlorhexidine (alcohol wipes) - rash", asSaid)).not.toEqual([]);
  });

  it("says an intolerance's label once", () => {
    expect(allergyLines("Intolerance: morphine - itching", asSaid)).toEqual([
      "Intolerance: morphine (it causes itching).",
    ]);
  });
});
