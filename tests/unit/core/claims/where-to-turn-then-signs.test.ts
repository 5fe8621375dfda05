import { describe, expect, it } from "vitest";
import { flagsAbout } from "./helpers";

/** Warnings a record writes as where to turn, then the signs (decision 498). */
const omittedWarnings = (source: string, summary: string) => flagsAbout(source, summary, "omitted warning");

const KEPT_OTHER = "## When to get help\n- Your chest hurts: call 999.";

describe("a label naming where to turn, then the signs on its line", () => {
  it("asks for the signs after 'RING THE WARD:' when the summary drops them", () => {
    const source =
      "Discharge advice\nRING THE WARD: swelling of the stump, a smell from the dressing.\nChest pain: 999.";

    const omitted = omittedWarnings(source, KEPT_OTHER);

    expect(omitted.some((f) => f.includes("swelling of the stump"))).toBe(true);
  });

  it("does not take contact details after 'Contact the team:' for signs", () => {
    const source = "Contact the team: Ward 12, Northfield Hospital, 0161 496 0000.\nChest pain: call 999.";

    expect(omittedWarnings(source, KEPT_OTHER)).toEqual([]);
  });
});

describe("an emergency number or a same-day call for the signs", () => {
  it("asks for the signs of a list item '999 for …' under a heading that only says to call", () => {
    const source = "IF NEEDED, CALL:\n  - 999 for a fit that lasts, or blue lips.\n  - Your GP for a cough.";
    const summary = "## When to get help\n- You have a cough: see your GP.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => /blue lips/.test(f))).toBe(true);
  });

  it("asks for the signs after 'phone the clinic the same day for'", () => {
    const source = "Phone the eye clinic the same day for a curtain over your vision or new floaters.";
    const summary = "## Your follow-up appointments\n- Eye clinic in 4 weeks.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.length).toBeGreaterThan(0);
  });
});

describe("a notes' arrow to what to do", () => {
  it("reads '-> come straight back' as a warning", () => {
    const source = "Advice:\n - rigors or new jaundice -> come straight back to ED.";

    const omitted = omittedWarnings(source, KEPT_OTHER);

    expect(omitted.some((f) => f.includes("jaundice"))).toBe(true);
  });

  it("reads self-care before whom to tell as what to do, not as a sign", () => {
    const source = "Advice:\n - palpitations after the dose -> rest, drink water, tell GP.";
    const summary = "## When to get help\n- Your heart races after a dose: tell your GP.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("asks for the sign before '-> lie flat, tell GP' when the summary drops it", () => {
    const source = "Advice:\n - light-headed on rising -> lie flat, tell GP.";

    const omitted = omittedWarnings(source, KEPT_OTHER);

    expect(omitted.some((f) => f.includes("light-headed"))).toBe(true);
  });
});

describe("asides in a list of signs", () => {
  it("does not ask for who has been told, nor for 'other …' that closes the list", () => {
    const source =
      "Counselled re ropinirole: rarely urges to bet or overspend, or other impulsive acts - wife aware - tell GP if this happens.";
    const summary = "## When to get help\n- You have strong urges to bet or overspend: tell your GP.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("keeps a sign written as drainage when the summary says the cut leaks", () => {
    const source = "Ring the surgical ward if there is drainage from the wound or a fever.";
    const summary = "## When to get help\n- Your cut leaks or you have a fever: ring the surgical ward.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("what is no sign in a warning (decision 499)", () => {
  it("does not ask for 'this is uncommon but' before the call it needs", () => {
    const source = "Numbness of the lips or a fit after the block - this is uncommon but needs a 999 call.";
    const summary = "## When to get help\n- Your lips go numb or you have a fit after the block: call 999.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("does not ask for who knows of the signs", () => {
    const source = "He knows that if he gets a fever or a cough, he should phone the ward the same day.";
    const summary = "## When to get help\n- You get a fever or a cough: phone the ward the same day.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("reads '15 or more on the meter' as one reading, not a sign 'more on the meter'", () => {
    const source = "Advice:\n - sugars 15 or more on the meter, or vomiting -> ring the diabetes team.";
    const summary = "## When to get help\n- Your sugar is 15 or more, or you are sick: ring the diabetes team.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("does not read a dose step at the nurse call as a warning", () => {
    const source = "Plan:\n - If well and pulse OK at nurse call -> go up to 20 mg in the morning.";
    const summary = "## Your medicines\n- New: Atomoxetine 10 mg in the morning.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("keeps signs a summary says in plain words: bloody poop, acting strangely, not passing urine", () => {
    const source =
      "Call 911 for bloody stools. Call the clinic if you have unusual behavior, or have not urinated in 10 hours.";
    const summary =
      "## When to get help\n- Your poop is bloody: call 911.\n- You act strangely, or you have not passed urine in 10 hours: call the clinic.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});
