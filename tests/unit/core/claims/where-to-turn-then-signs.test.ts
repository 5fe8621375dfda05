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
