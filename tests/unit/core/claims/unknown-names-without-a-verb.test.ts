import { describe, expect, it } from "vitest";
import { medicineFlags } from "./helpers";

/**
 * A medicine no list knows that the source gives with how to take it but no word of what to do (a plan's line, a
 * table row): a summary that moves it to "Stop taking" or changes how often is flagged, and a brand written with two
 * capitals is read as a name (issue 18, the tenth batch's missed reversals).
 */

/** What the check says of the medicines the summary names (the plan's other medicine is left out on purpose). */
const said = (source: string, summary: string) =>
  medicineFlags(source, summary).filter((f) => !f.startsWith("omitted"));

const plan =
  "Plan:\n(a) Start ivermectin 10 mg/g cream once a day.\n(b) For the dry eyes: Systane Ultra eye drops, one drop in each eye three times a day.";

describe("a medicine no list knows, given with how to take it and no verb", () => {
  it("flags a summary that says to stop it", () => {
    const flags = said(plan, "- Stop taking: Systane Ultra eye drops, one drop in each eye three times a day.");

    expect(flags).toEqual(["unsupported medication: Stop taking: Systane Ultra"]);
  });

  it("flags a summary that changes how often it is taken", () => {
    const flags = said(plan, "- New: Systane Ultra eye drops, one drop in each eye once a day.");

    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatch(/^contradicted medication: New: Systane Ultra eye drops/);
  });

  it("says nothing of a summary that says what the source says", () => {
    const flags = said(plan, "- New: Systane Ultra eye drops, one drop in each eye three times a day.");

    expect(flags).toEqual([]);
  });

  it("does not flag a stop the source says of 'them' nearby", () => {
    const source =
      "He has been buying Seven Seas cod liver oil, 1 capsule daily, and turmeric. Both can thin the blood, so I have asked him to stop them.";

    const flags = medicineFlags(source, "- Stop taking: Seven Seas cod liver oil.");

    expect(flags).toEqual([]);
  });

  it("reads a brand written with two capitals as the name a summary's label gives", () => {
    const source = "TTO:\nGlucoGel (glucose gel) | 1 tube | when needed | NEW - for hypos";

    const flags = medicineFlags(source, "- Stop taking: GlucoGel glucose gel, 1 tube when needed.");

    expect(flags).toEqual(["contradicted medication: Stop taking: GlucoGel"]);
  });
});
