import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** A changed dose, unit or frequency the checker let through (decision 473: issue 18's mutation test). */
describe("a dose or frequency changed in the summary", () => {
  it("flags eye drops' strength given in milligrams when the letter gives a percentage", () => {
    const source = "Plan:\n- START latanoprost 0.005% 1 drop both eyes at night.";

    const flags = check(
      source,
      "## Your medicines\n- New: Latanoprost 0.005 mg eye drops, 1 drop in each eye at night.",
    );

    expect(briefly(flags)).toEqual(["unsupported dose: 0.005 mg"]);
  });

  it("reads 'a weekly and not a daily medicine' as weekly only, so 'once a day' is flagged", () => {
    const source =
      "1. Increase methotrexate from 15 mg to 20 mg ONCE WEEKLY (Fridays). She understands this is a weekly and not a daily medicine.";

    const flags = check(source, "## Your medicines\n- Changed: Methotrexate is now 20 mg once a day, on Fridays.");

    expect(briefly(flags)).toEqual(["contradicted medication: Changed: Methotrexate is now 20 mg once a day"]);
  });

  it("keeps 'once a week, not every day' as once a week", () => {
    const source =
      "1. Increase methotrexate from 15 mg to 20 mg ONCE WEEKLY (Fridays). She understands this is a weekly and not a daily medicine.";

    const flags = check(
      source,
      "## Your medicines\n- Changed: Methotrexate is now 20 mg once a week, on Fridays. Take it once a week, not every day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("judges how often to take a medicine at home without the ward's dosing", () => {
    const source =
      "IV furosemide 80 mg BD for 5 days, good diuresis.\n\n| Furosemide | 80 mg | OM | INCREASED (was 40 mg OM) |";

    const flags = check(
      source,
      "## Your medicines\n- Changed: Furosemide is now 80 mg twice a day. It used to be 40 mg.",
    );

    expect(briefly(flags).some((f) => f.startsWith("contradicted medication: Changed: Furosemide"))).toBe(true);
  });
});
