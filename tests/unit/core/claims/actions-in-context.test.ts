import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** What a letter says to do with a medicine, read in the words around it (decision 469). */
describe("a medicine's action read in its context", () => {
  it("reads 'Digoxin withheld for 48 hours' as a pause the summary may call stopped for 2 days", () => {
    const source =
      "Course: Admitted with nausea. Digoxin withheld for 48 hours; rate settled.\nDigoxin REDUCED from 250 micrograms OD to 62.5 micrograms OD.";

    const flags = check(
      source,
      "## What happened\n- We stopped your digoxin for 2 days.\n\n## Your medicines\n- Changed: Digoxin is now 62.5 micrograms once a day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'start it again' as a restart, which 'keep taking' keeps", () => {
    const source =
      "Simvastatin 40 mg at night: do not take it during the 7 days of antibiotics. Start it again the day after.";

    const flags = check(
      source,
      "## Your medicines\n- Keep taking: Simvastatin 40 mg at night, but not during the 7 days of antibiotics.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'once your pain has gone and you have stopped the ibuprofen' as a time, not a stop", () => {
    const source =
      "1. Ibuprofen 400 mg three times a day with food - NEW.\n2. Ramipril 5 mg daily - HOLD while taking ibuprofen; resume after.";

    const flags = check(
      source,
      "## Your medicines\n- New: Ibuprofen 400 mg three times a day with food.\n- Pause ramipril while you take ibuprofen. Start it again once your pain has gone and you have stopped the ibuprofen.",
    );

    expect(briefly(flags).filter((f) => f.includes("buprofen"))).toEqual([]);
  });

  it("supports a warning to stop a new medicine when the letter says to stop it on that sign", () => {
    const source =
      "Start tranexamic acid 1 g three times a day during periods. She should stop it and call 999 if she develops a swollen leg or chest pain.";

    const flags = check(
      source,
      "## Your medicines\n- New: Tranexamic acid 1 g three times a day during periods.\n\n## When to get help\n- A swollen leg or chest pain: stop tranexamic acid and call 999.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a plain stop of a medicine the letter starts", () => {
    const source =
      "Start tranexamic acid 1 g three times a day during periods. She should stop it and call 999 if she develops a swollen leg.";

    const flags = check(source, "## Your medicines\n- Stop taking: Tranexamic acid 1 g three times a day.");

    expect(briefly(flags)).toContain("contradicted medication: Stop taking: Tranexamic acid");
  });

  it("reads 'labetalol started at 34 weeks' as the pregnancy's history, so a start in the summary is checked", () => {
    const source = "Labetalol started at 34 weeks.\nLabetalol 200 mg TDS - STOPPED.";

    const flags = check(source, "## Your medicines\n- New: Labetalol 200 mg three times a day.");

    expect(briefly(flags)).toContain("contradicted medication: New: Labetalol");
  });
});

describe("a dose the letter has since changed", () => {
  it("flags the old dose given with 'New:'", () => {
    const source =
      "She was started on metformin 500 mg twice daily at that visit.\nPlan:\n1. Metformin increased to 1 g twice daily (from 500 mg twice daily).";

    const flags = check(source, "## Your medicines\n- New: Metformin 500 mg twice a day.");

    expect(briefly(flags).some((f) => f.startsWith("contradicted dose"))).toBe(true);
  });

  it("keeps the old dose the letter says to take until the change", () => {
    const source =
      "In 2 weeks, reduce carbamazepine from 400 mg BD to 200 mg BD. Until then, carbamazepine continues at 400 mg BD.";

    const flags = check(source, "## Your medicines\n- Keep taking: Carbamazepine 400 mg twice a day for now.");

    expect(briefly(flags).filter((f) => f.includes("dose"))).toEqual([]);
  });
});
