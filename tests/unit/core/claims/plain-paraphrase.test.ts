import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/**
 * A correct summary says a letter's warnings and plan in the patient's words (decision 469): those words keep the
 * item, and a dropped item is still flagged.
 */
describe("a warning kept in plain words", () => {
  it("keeps 'the wound discharges' said as 'fluid comes out of the cut'", () => {
    const source = "If you get redness, swelling or discharge from the wound, see your GP.";

    const flags = check(
      source,
      "## When to get help\n- A cut gets red or swollen, or fluid comes out of it: see your GP.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'not improving' said as 'not getting better'", () => {
    const source = "Contact the surgery the same day if he is not improving after 48 hours.";

    const flags = check(
      source,
      "## When to get help\n- You are not getting better after 48 hours: call the surgery the same day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'shakiness' said as 'you feel shaky'", () => {
    const source = "If you develop palpitations or shakiness on the new dose, please contact the surgery.";

    const flags = check(
      source,
      "## When to get help\n- Your heart pounds or you feel shaky on the new dose: contact the surgery.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'swelling' said as 'swollen'", () => {
    const source = "If you notice swelling of the ankle, see your GP.";

    const flags = check(source, "## When to get help\n- Your ankle is more swollen: see your GP.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'sign - see GP' as a warning, and flags the sign the summary drops", () => {
    const source = "Advice:\nRedness, swelling or discharge from the wound - see GP.";

    const flags = check(source, "## When to get help\n- A cut gets red or swollen: see your GP.");

    expect(briefly(flags)).toEqual(["omitted warning: discharge from the wound"]);
  });
});

describe("what a warning sentence says around its signs", () => {
  it("reads 'while on steroids' as when the sign counts, not a sign of its own", () => {
    const source = "Contact with chickenpox or measles while on steroids -> phone the ward the same day.";

    const flags = check(
      source,
      "## When to get help\n- He is in contact with chickenpox or measles: phone the ward the same day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'even though he is immune' as no sign", () => {
    const source = "Contact with chickenpox -> phone the ward the same day, even though he is immune.";

    const flags = check(
      source,
      "## When to get help\n- He is in contact with chickenpox: phone the ward the same day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'I explained to the patient that' as no sign", () => {
    const source =
      "I explained to Mr Hart that if chest pain is not relieved 5 minutes after the second spray, he must call 999.";

    const flags = check(
      source,
      "## When to get help\n- Chest pain is not relieved 5 minutes after the second spray: call 999.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'if you have any questions, ring the surgery' as no warning sign", () => {
    const source = "If you have any questions, please ring the surgery after 2 pm.";

    const flags = check(source, "## Your results\n- Your thyroid test is normal.");

    expect(briefly(flags)).toEqual([]);
  });

  it("leaves a limit under a crisis plan to the limit check", () => {
    const source =
      "Crisis plan:\nIf she feels unsafe, she will call the crisis line.\nShe was advised to avoid alcohol while changing medicines.";

    const flags = check(
      source,
      "## Looking after yourself\n- Avoid alcohol while your medicines are changing.\n\n## When to get help\n- You feel unsafe: call the crisis line.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("counts 'breast lump -> book GP appt' as a warning sign, flagged when dropped", () => {
    const source = "Plan:\n- Chest pain -> 999.\n- Breast lump -> book GP appt.";

    const flags = check(source, "## When to get help\n- You get chest pain: call 999.");

    expect(briefly(flags)).toEqual(["omitted warning: Breast lump -> book GP appt"]);
  });

  it("reads 'Early signs of mania' as the title of the signs", () => {
    const source =
      "Plan:\n- Early signs of mania (sleeping less than 5 hours, racing thoughts): call the duty clinician the same day.";

    const flags = check(
      source,
      "## When to get help\n- You sleep less than 5 hours or your thoughts race: call the duty clinician the same day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'warmth in the calf' said as 'your calf is hot', and 'in immediate danger' as 'in danger'", () => {
    const source =
      "Call 999 if you are in immediate danger. If you notice swelling or warmth in the calf, contact the ward.";

    const flags = check(
      source,
      "## When to get help\n- You are in danger: call 999.\n- Your calf is swollen or hot: contact the ward.",
    );

    expect(briefly(flags)).toEqual([]);
  });
});
