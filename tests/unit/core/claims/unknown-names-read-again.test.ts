import { describe, expect, it } from "vitest";
import { briefly, check, medicineFlags } from "./helpers";

/**
 * A medicine no list knows (a British brand, a supplement, a drug too rare for the vocabulary) is read wherever the
 * source uses its name once a summary names it, so what the summary says to do with it is checked against what the
 * source says there (issue 18, the ninth held-out batch).
 */

describe("a summary's medicine that no list knows", () => {
  it("is contradicted when the source's table row, led by its name and strength, starts it", () => {
    const source = "Medicine\tDose\tHow often\tStatus\nNebusal 7% (hypertonic saline)\t4 mL nebulised\tbd\tNEW";

    expect(medicineFlags(source, "- Stop taking: Nebusal 4 mL twice a day.")).toEqual([
      "contradicted medication: Stop taking: Nebusal",
    ]);
  });

  it("is read on a label line whatever words follow its name", () => {
    const source = "Discharge medicines:\nBenylin Dry Cough (dextromethorphan)\t10 mL\tqds\tSTOPPED";

    expect(medicineFlags(source, "- New: Benylin dry cough medicine.")).toEqual([
      "contradicted medication: New: Benylin",
    ]);
  });

  it("is supported where the source says the same", () => {
    const source = "Discharge medicines:\nBenylin Dry Cough (dextromethorphan)\t10 mL\tqds\tSTOPPED";

    expect(medicineFlags(source, "- Stop taking: Benylin dry cough medicine.")).toEqual([]);
  });

  it("takes what the source says of the medicine it glosses in brackets", () => {
    const source = "Tried Colpermin (peppermint oil) 1 capsule tds for 6/52 - no help.\nPlan:\n1. Colpermin - STOPPED";

    expect(medicineFlags(source, "- New: Peppermint oil capsules (Colpermin).")).toContain(
      "contradicted medication: New: Peppermint",
    );
  });

  it("judges its dose against what the source says of the same name when the source only lists it", () => {
    const source =
      "We agreed to change his formula: Nutramigen 1 with LGG, about 110 mL every 3 to 4 hours, on repeat prescription.";

    expect(briefly(check(source, "## Your medicines\n- New: Nutramigen 1 with LGG, about 220 mL a feed."))).toEqual([
      "contradicted dose: New: Nutramigen 1 with LGG, about 220 mL",
    ]);
  });

  it("is judged by its own sentence, not by another medicine on a paragraph typed as one line", () => {
    const source =
      "We agreed to change his formula: Nutramigen 1 with LGG, about 110 mL a feed. For his eczema, please continue the Diprobase cream.";

    const flags = medicineFlags(source, "- New: Nutramigen 1 with LGG, about 110 mL a feed.");

    expect(flags.filter((f) => !f.startsWith("omitted"))).toEqual([]);
  });
});

describe("a brand no list knows and what it contains", () => {
  const source =
    "Discharge medicines:\nBricanyl Turbohaler (terbutaline) 500 micrograms\t1 puff\tprn\tCONTINUE\nBenylin Dry Cough (dextromethorphan)\t10 mL\tqds\tSTOPPED";

  it("covers the medicine its line names after it, so that medicine is not omitted", () => {
    const flags = briefly(
      check(source, "## Your medicines\n- Keep taking: Bricanyl.\n- Stop taking: Benylin cough medicine."),
    );

    expect(flags).toEqual([]);
  });

  it("flags another medicine given as its contents", () => {
    const flags = medicineFlags(source, "- Keep taking: Bricanyl (insulin) 500 micrograms.\n- Stop taking: Benylin.");

    expect(flags).toEqual(["contradicted medication: insulin"]);
  });

  it("is one medicine by its first word, however many of its words each text gives", () => {
    const letter = "Plan:\n  - STOP Centrum Adults multivitamin - it contains iron.";

    expect(medicineFlags(letter, "- New: Centrum Adults.")).toEqual(["contradicted medication: New: Centrum Adults"]);
  });

  it("takes the word after it as the rest of its name, so its dose and timing stay its own", () => {
    const letter = "Medications:\n- Calcichew-D3 Forte 1 tab bd - no change";

    expect(medicineFlags(letter, "- Keep taking: Calcichew-D3 Forte, 1 tablet three times a day.")).toEqual([
      "contradicted medication: Keep taking: Calcichew-D3 Forte, 1 tablet three times a day",
    ]);
  });
});

describe("a label line that does not lead with a medicine's name", () => {
  it("names no medicine in the patient it tells of", () => {
    const source = "Ibuprofen 100 mg given once on the unit (hospital only).";

    expect(medicineFlags(source, "- In hospital only: Oscar had one dose of ibuprofen on the unit.")).toEqual([]);
  });

  it("keeps its label for the medicine after a time", () => {
    const source = "Apixaban 10 mg twice daily for 7 days, then 5 mg twice daily - NEW.";

    expect(medicineFlags(source, "- Stop taking: After 7 days, Apixaban 5 mg twice a day.")).toEqual([
      "contradicted medication: Stop taking: After 7 days, Apixaban",
    ]);
  });

  it("describes the source's medicine named in its brackets", () => {
    const source = "- Saline nose drops (sodium chloride 0.9%): NEW. 1-2 drops in each nostril before feeds.";

    expect(
      medicineFlags(source, "- New: Saltwater nose drops (sodium chloride 0.9%), 1 to 2 drops before feeds."),
    ).toEqual([]);
  });
});

describe("how a list marks what to do", () => {
  it("reads a status in capitals leading the line, before its medicine", () => {
    const source =
      "MEDICATIONS ON DISCHARGE:\n  NEW   Alfacalcidol 0.5 micrograms once daily\n  CONT  Amlodipine 5 mg od";

    expect(medicineFlags(source, "- Stop taking: Alfacalcidol.\n- Stop taking: Amlodipine.")).toEqual([
      "contradicted medication: Stop taking: Alfacalcidol",
      "contradicted medication: Stop taking: Amlodipine",
    ]);
  });

  it("reads a restart in capitals after a held medicine", () => {
    const source = "MEDICATIONS ON DISCHARGE:\n  HELD  Aspirin 75 mg od - stopped 7 days pre-op; RESTART on 15/05/2026";

    expect(medicineFlags(source, "- Keep taking: Aspirin 75 mg once a day, from 15 May.")).toEqual([]);
  });

  it("reads an arrow from the old timing to the new as a change", () => {
    const source = "Plan:\n3. Fybogel (ispaghula husk) 3.5 g sachet  od -> bd (↑), each in a full glass of water.";

    expect(medicineFlags(source, "- Changed: Fybogel 3.5 g twice a day. This is up from once a day.")).toEqual([]);
  });
});
