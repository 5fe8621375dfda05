import { describe, expect, it } from "vitest";
import { medicineStatements } from "#core/local-engine/medicine-list";
import { sentenceTopic } from "#core/local-engine/sections";

/** A dictated plan books its tests without "repeat" or "book" (issue 18: "in one week" never reached the patient). */
describe("a test to come is a follow-up", () => {
  it("reads 'Kidney function and potassium in 1 week' as a follow-up", () => {
    expect(sentenceTopic("Kidney function and potassium in 1 week.", "history")).toBe("followup");
  });

  it("leaves a result that changed over months to the other cues", () => {
    expect(sentenceTopic("Cholesterol fell to 4.2 in 3 months.", "history")).not.toBe("followup");
  });

  it("leaves a sentence that also names a medicine to the other cues", () => {
    expect(
      sentenceTopic("Kidney function and colchicine 2 weeks, blood pressure check in 4 weeks.", "history"),
    ).not.toBe("followup");
  });
});

describe("a medicine a patient may go on taking", () => {
  it("reads 'He can continue salbutamol 2 puffs when needed' as a medicine", () => {
    expect(sentenceTopic("He can continue salbutamol 2 puffs when needed.", "history")).toBe("medications");
  });
});

describe("a list item with a second medicine's action run on", () => {
  it("gives 'and stop Adcal-D3' its own statement", () => {
    expect(
      medicineStatements(
        "calcium acetate (Phosex) 1 g tds, taken with meals and stop Adcal-D3 (calcium is in the binder).",
      ),
    ).toEqual(["calcium acetate (Phosex) 1 g tds, taken with meals", "stop Adcal-D3 (calcium is in the binder)."]);
  });
});
