import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** What an allergy sentence goes on to say is not a second allergy (decision 470). */
describe("an allergy sentence's other clauses", () => {
  it("leaves the medicine of a ', which … with' clause out of the allergies", () => {
    const source =
      "She reports an allergy to trimethoprim (facial swelling), which in any case must be avoided with methotrexate.";

    const flags = check(source, "## Your medicines\n- Allergy: trimethoprim (your face swelled).");

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("leaves 'the usual amoxicillin treatment is not suitable' out of the allergies", () => {
    const source =
      "Because you are allergic to penicillin (your lips swelled), the usual amoxicillin treatment is not suitable.";

    const flags = check(source, "## Your medicines\n- Allergy: penicillin (your lips swelled).");

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("reads 'no known allergies to medicines' as no contradiction of a food allergy", () => {
    const source = "Poppy has no known drug allergies. Her sesame allergy (swollen lips) is noted.";

    const flags = check(
      source,
      "## Your medicines\n- Allergy: sesame (swollen lips). She has no known allergies to medicines.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags 'no known allergies' beside a medicine allergy", () => {
    const source = "Allergies: penicillin (rash).";

    const flags = check(source, "## Your medicines\n- You have no known allergies to medicines.");

    expect(briefly(flags)).toContain("contradicted allergy: You have no known allergies to medicines");
  });

  it("keeps a class allergy the summary tells the patient to avoid by its plain name", () => {
    const source =
      "Allergies: NSAIDs (mefenamic acid, ibuprofen) - asthma attack. Avoid all anti-inflammatory painkillers.";

    const flags = check(
      source,
      "## Your medicines\n- Allergy: ibuprofen and mefenamic acid (asthma attack). Do not take any anti-inflammatory painkillers.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a class allergy the summary narrows to its members", () => {
    const source = "Allergies: NSAIDs (mefenamic acid, ibuprofen) - asthma attack.";

    const flags = check(source, "## Your medicines\n- Allergy: ibuprofen and mefenamic acid (asthma attack).");

    expect(briefly(flags)).toContain("omitted allergy: NSAIDs (mefenamic acid, ibuprofen) - asthma attack");
  });
});
