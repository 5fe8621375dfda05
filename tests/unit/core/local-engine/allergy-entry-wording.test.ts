import { describe, expect, it } from "vitest";
import { allergyLines } from "#core/local-engine/allergies";
import { draft } from "./support/draft";

const asSaid = (sentence: string) => sentence;

/** How an allergy entry is typed: when it happened, that it is on record, and what is no allergy at all (decision 479). */
describe("an allergy entry's wording", () => {
  it("reads a bracket after the reaction as when it happened", () => {
    expect(allergyLines("CEFALEXIN - rash (childhood)", asSaid)).toEqual(["Allergy: CEFALEXIN (it caused rash)."]);
  });

  it("does not read 'noted' as the reaction", () => {
    expect(allergyLines("Allergy: codeine (vomiting) - noted.", asSaid)).toEqual([
      "Allergy: codeine (it causes vomiting).",
    ]);
  });

  it("names the substance of 'X-allergic'", () => {
    expect(allergyLines("Sulfa-allergic", asSaid)).toEqual(["Allergy: Sulfa."]);
  });

  it("says no known food allergies for NKFA", () => {
    expect(allergyLines("NKFA", asSaid)).toEqual(["No known food allergies."]);
  });

  it("leaves out a dose given in the stay that was typed under the allergies", () => {
    expect(allergyLines("Clindamycin 600 mg IV given at induction instead of cefazolin.", asSaid)).toEqual([]);
  });
});

describe("an allergy entry under its heading", () => {
  it("is read as an allergy, not as a title, when its reaction follows a dash", () => {
    const text = draft(
      "Diagnosis: angina.\n\nALLERGIES\nCLINDAMYCIN - severe diarrhoea (2015)\n\nPLAN\nAspirin 75 mg OD - NEW",
    ).text;

    expect(text).toMatch(/Allergy: CLINDAMYCIN/i);
  });
});
