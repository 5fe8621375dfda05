import { describe, expect, it } from "vitest";
import { check, meds } from "./helpers";

/** A respiratory discharge list: a reducing course, a two-word brand, a drug given on the ward (issue 18, fresh). */
const SOURCE = `Primary diagnosis: Infective exacerbation of COPD

Summary of admission:
Treated with nebulised salbutamol, oral prednisolone 40 mg and oral amoxicillin.

Discharge medications:
- Prednisolone 5 mg tablets: reducing course - 30 mg OD for 3 days, then 15 mg OD for 3 days, then STOP.
- Amoxicillin 500 mg TDS - 2 more days to complete 5-day course
- Anoro Ellipta (umeclidinium/vilanterol) 55/22 mcg - ONE inhalation OD - continue

PATIENT INSTRUCTIONS
If your sputum turns green again after the course, see your GP within 24 hours.

Follow-up:
GP review in 2 weeks.`;

describe("a reducing course that ends with 'then STOP'", () => {
  it("flags a summary that says to stop it today", () => {
    const flags = check(SOURCE, meds("- Stop taking: Prednisolone."));

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toContain("medication contradicted");
  });

  it("reads it as a course to take", () => {
    const flags = check(SOURCE, meds("- New: Prednisolone. Take 30 mg once a day for 3 days, then 15 mg, then stop."));

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });
});

describe("a brand of two words that leads its line", () => {
  it("flags the brand moved to the stop list", () => {
    const flags = check(SOURCE, meds("- Stop taking: Anoro Ellipta, one puff once a day."));

    // The vocabulary knows Anoro (decision 454); the flag's claim is the brand, with or without its device's name.
    expect(flags.map((f) => `${f.kind} ${f.verdict} ${f.value}`)).toContainEqual(
      expect.stringMatching(/^medication contradicted Stop taking: Anoro/),
    );
  });

  it("flags its frequency changed", () => {
    const flags = check(SOURCE, meds("- Keep taking: Anoro Ellipta, one puff twice a day."));

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toContain("medication contradicted");
  });

  it("accepts it kept as the list's end says", () => {
    const flags = check(SOURCE, meds("- Keep taking: Anoro Ellipta, one puff once a day."));

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });
});

describe("a medicine given in hospital and on the discharge list", () => {
  it("accepts it as new from the list", () => {
    const flags = check(SOURCE, meds("- New: Amoxicillin 500 mg three times a day for 2 more days."));

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });

  it("does not give a route named before a comma to the next item", () => {
    const flags = check(
      SOURCE,
      "## What we did\n- We gave you medicine through a mask (a nebuliser), steroid tablets.",
    );

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });
});

describe("a broader name for the diagnosis", () => {
  it("accepts 'chest infection' for an infective exacerbation", () => {
    const flags = check(SOURCE, "## Why you were in hospital\n- A chest infection made your COPD worse.");

    expect(flags.filter((f) => f.kind === "diagnosis")).toEqual([]);
  });

  it("accepts 'chest infection' for pneumonia", () => {
    const flags = check(
      "Diagnosis: community-acquired pneumonia.",
      "## Why you were in hospital\n- A chest infection.",
    );

    expect(flags.filter((f) => f.kind === "diagnosis")).toEqual([]);
  });

  it("flags pneumonia where the source says only chest infection", () => {
    const flags = check("Diagnosis: chest infection.", "## Why you were in hospital\n- Pneumonia.");

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toEqual(["diagnosis unsupported"]);
  });
});

describe("a time in what to do if a sign appears", () => {
  it("is not the follow-up appointment's time", () => {
    const flags = check(SOURCE, "## Your follow-up appointments\n- See your GP in 2 weeks.");

    expect(flags.filter((f) => f.kind === "followup" && f.verdict === "contradicted")).toEqual([]);
  });
});
