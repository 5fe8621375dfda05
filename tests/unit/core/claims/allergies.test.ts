import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

const SOURCE = "Allergy: amoxicillin causes hives.\nPlan: continue ramipril 5 mg daily.";

describe("allergies", () => {
  it("flags an allergy named by its class instead of the drug to avoid", () => {
    const flags = check(SOURCE, "## Allergies\nPenicillin allergy (urticaria (hives)).", "clinician");

    expect(flags).toMatchObject([
      {
        kind: "allergy",
        verdict: "contradicted",
        value: "Penicillin allergy",
        reason: "The source records an allergy to amoxicillin; this names a penicillin instead, not the drug to avoid.",
        evidence: [{ quote: "amoxicillin causes hives." }],
      },
    ]);
  });

  it("accepts the allergy named with its substance", () => {
    expect(check(SOURCE, "Allergic to amoxicillin (rash).\n- Keep taking: Ramipril 5 mg once a day.")).toEqual([]);
  });

  it("reads Elastoplast, an adhesive dressing and a sticky dressing as one allergen", () => {
    const source = "Allergies\n* Elastoplast adhesive dressings - blistering of the skin";

    expect(check(source, "- Allergy: Elastoplast sticky dressings made your skin blister.")).toEqual([]);
    expect(briefly(check(source, "- Keep your skin clean and dry."))).toEqual([
      "omitted allergy: Elastoplast adhesive dressings - blistering of the skin",
    ]);
  });

  it("ends the allergies at the next heading, even one with a note in brackets", () => {
    const source = [
      "Allergies",
      "* Penicillin - rash",
      "",
      "Sick day rules (reviewed with the diabetes specialist nurse)",
      "* Never stop taking your long-acting insulin, even if you are not eating",
    ].join("\n");

    expect(briefly(check(source, "- Allergy: penicillin gives you a rash."))).not.toContainEqual(
      expect.stringMatching(/omitted allergy: Never stop/),
    );
  });

  it("flags an allergy the source does not record", () => {
    expect(briefly(check(SOURCE, "You are allergic to latex.", "clinician"))).toEqual([
      "unsupported allergy: allergic to latex",
    ]);
  });

  it("flags 'no known allergies' when the source records one", () => {
    expect(briefly(check(SOURCE, "No known drug allergies.", "clinician"))).toEqual([
      "contradicted allergy: No known drug allergies",
    ]);
  });

  it("flags a summary that leaves the allergy out, quoting the source", () => {
    const flags = check(SOURCE, "- Keep taking: Ramipril 5 mg once a day.");

    expect(flags).toMatchObject([
      {
        kind: "allergy",
        verdict: "omitted",
        value: "amoxicillin causes hives",
        evidence: [{ quote: "amoxicillin causes hives." }],
      },
    ]);
  });

  it("reads an allergy section whose sentences do not say 'allergy'", () => {
    const source = "ALLERGIES:\nCodeine (vomiting).";

    expect(check(source, "## Allergies\nCodeine makes you vomit: do not take it.")).toEqual([]);
  });
});

describe("what an allergy sentence names besides the allergy", () => {
  it("does not take the medicine chosen instead for an allergy", () => {
    const source = "She is allergic to co-trimoxazole (blistering rash in 2019), so we have used nitrofurantoin.";

    const flags = check(source, "## Your medicines\n- Allergy: co-trimoxazole gave you a blistering rash.");

    expect(flags.filter((f) => f.kind === "allergy")).toEqual([]);
  });

  it("does not take the adrenaline pen a patient carries for an allergy", () => {
    const source = "Allergies: PEANUT - throat swelling (carries an adrenaline auto-injector).";

    const flags = check(source, "## Your medicines\n- Allergy: peanuts made your throat swell.");

    expect(flags.filter((f) => f.kind === "allergy")).toEqual([]);
  });

  it("still flags the allergy itself when the summary drops it", () => {
    const source = "She is allergic to co-trimoxazole (blistering rash in 2019), so we have used nitrofurantoin.";

    const flags = check(source, "## Your medicines\n- New: Nitrofurantoin 100 mg twice a day.");

    expect(flags.filter((f) => f.kind === "allergy" && f.verdict === "omitted").length).toBe(1);
  });
});

describe("a US note's allergy line (decision 457)", () => {
  const NOTE = "Allergies: PCN (hives + throat swelling, 2003); sulfa drugs (rash)\nMeds: metformin 500 mg BID.";

  it("reads PCN as penicillin and the part after the semicolon as an allergy too", () => {
    expect(
      check(
        NOTE,
        "## Your medicines\n- Allergy: penicillin (hives and a swollen throat).\n- Allergy: sulfa drugs (rash).",
      )
        .filter((f) => f.kind === "allergy")
        .map((f) => f.value),
    ).toEqual([]);
  });
});

describe("a condition a medicine stops or prevents (decision 457)", () => {
  it("is no diagnosis the summary gives the patient", () => {
    const source = "Discharge medications: oxycodone 5 mg q6h PRN; senna 15 mg nocte while on oxycodone.";

    expect(
      check(source, "## Your medicines\n- New: Senna 15 mg at night while you take oxycodone. It stops constipation.")
        .filter((f) => f.kind === "diagnosis")
        .map((f) => f.value),
    ).toEqual([]);
  });
});

describe("a product named for allergies", () => {
  it("does not read 'Clarityn Allergy Relief' bought over the counter as an allergy to it", () => {
    const source =
      "S: hay fever. Buying Clarityn Allergy Relief (loratadine 10 mg) daily.\nAllergies: NKDA.\nP: continue loratadine.";

    const flags = check(
      source,
      "## Your medicines\n- You have no known allergies to medicines.\n- Keep taking: Loratadine 10 mg once a day.",
    );

    expect(briefly(flags).filter((f) => /allergy/.test(f))).toEqual([]);
  });
});

describe("a reaction to a dose", () => {
  it("does not read 'a reaction to the higher dose of haloperidol' as an allergy to it", () => {
    const source =
      "Acute dystonia after haloperidol increased to 10 mg.\n\nAllergies: NKDA.\n\nPlan: haloperidol back to 5 mg.";
    const summary =
      "## Why you were seen\n- This was a reaction to the higher dose of haloperidol.\n\n## Your medicines\n- You have no known allergies to medicines.\n- Changed: Haloperidol 5 mg.";

    expect(briefly(check(source, summary)).filter((f) => /allergy/.test(f))).toEqual([]);
  });

  it("still reads 'a reaction to haloperidol' as an allergy the source does not record", () => {
    const source = "Allergies: NKDA.\n\nPlan: haloperidol back to 5 mg.";
    const summary = "## Your medicines\n- You had a reaction to haloperidol.\n- Changed: Haloperidol 5 mg.";

    expect(briefly(check(source, summary)).some((f) => /allergy/.test(f))).toBe(true);
  });
});
