import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** Precautions that are how to live safely, and an allergy line with two entries (decision 479). */
describe("precautions", () => {
  it("does not ask for lifestyle precautions among the warning signs", () => {
    const source =
      "Assessment: epilepsy.\n\nSeizure Precautions:\n- No swimming alone; showers, not baths.\n- Keep to regular sleep.\n\nWhen to seek care:\nCall 911 if a seizure lasts more than 5 minutes.";
    const summary =
      "## Looking after yourself at home\n- Do not swim alone. Take showers, not baths.\n\n## When to get help\n- Call 911 if a seizure lasts more than 5 minutes.";

    const flags = check(source, summary);

    expect(briefly(flags).filter((f) => f.includes("warning"))).toEqual([]);
  });

  it("still asks for the signs under return precautions", () => {
    const source =
      "Assessment: cellulitis.\n\nReturn precautions:\n- Come back to the ER for fever or spreading redness.";
    const summary = "## Looking after yourself at home\n- Keep the leg raised.";

    const flags = check(source, summary);

    expect(briefly(flags).some((f) => f.startsWith("omitted warning"))).toBe(true);
  });
});

describe("an allergy line with two entries", () => {
  it("reads the second entry after a full stop as an allergy too", () => {
    const source = "Allergies: Latex - hives (2019). Carbamazepine - rash (as a child, stopped).";
    const summary = "## Your medicines\n- Allergy: latex (hives).\n- Allergy: carbamazepine (rash).";

    const flags = check(source, summary);

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });
});

describe("allergies on a bulleted line", () => {
  it("reads the entry after the semicolon as an allergy too", () => {
    const source = "Clinic note.\n* Allergies: trimethoprim (rash 2021); latex (hives - carries antihistamine).";
    const summary = "## Your medicines\n- Allergy: trimethoprim (rash).";

    const flags = check(source, summary);

    expect(briefly(flags).some((f) => f.startsWith("omitted allergy") && f.includes("latex"))).toBe(true);
  });

  it("does not read the medicines chosen after an allergy's semicolon as allergies", () => {
    const source = "MDM: cellulitis. Penicillin allergy w/ hives -> avoid co-amoxiclav; doxycycline + metronidazole.";
    const summary = "## Your medicines\n- Allergy: penicillin (hives).\n- New: Doxycycline and metronidazole.";

    const flags = check(source, summary);

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });
});
