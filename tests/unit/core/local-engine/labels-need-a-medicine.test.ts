import { describe, expect, it } from "vitest";
import { parseMedication } from "#core/local-engine/medications";

/** A medicine line's label says what to do with a medicine; a line about none gets no label (decision 479). */
describe("a medicines line's label", () => {
  it("gives no label to advice that only uses 'continue'", () => {
    expect(parseMedication("Can continue to cycle to work meanwhile.", "home").marked).toBe(false);
  });

  it("gives no label to a blood test booked after a dose change", () => {
    expect(parseMedication("Check kidney blood test in 1 week (dose increased).", "home").marked).toBe(false);
  });

  it("gives no label to a medicine tried years ago", () => {
    expect(parseMedication("Tried mirtazapine in 2023 - stopped after 2 weeks (weight gain).", "home").marked).toBe(
      false,
    );
  });

  it("still labels a stop of a brand the vocabulary may not know", () => {
    expect(parseMedication("Solpadeine Max - stop.", "home")).toMatchObject({ status: "stopped", marked: true });
  });
});
