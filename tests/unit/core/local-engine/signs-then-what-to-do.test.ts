import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";

/** A sign, a colon, then what to do: stop a medicine and go, or come back (decision 479). */
const topicOf = (record: string, text: RegExp) => readDocument(record).items.find((i) => text.test(i.text))?.topic;

describe("a sign, a colon, then what to do", () => {
  it("reads '…: stop the medicine and go to A&E' as a warning sign", () => {
    const record =
      "Dear Dr Amos,\nI saw Mr Reyes today.\n\n- Signs of digoxin toxicity - sickness, blurred or yellow vision, confusion: stop digoxin and go to A&E the same day.";

    expect(topicOf(record, /digoxin toxicity/)).toBe("warnings");
  });

  it("reads '…: come back to ED' as a warning sign", () => {
    const record =
      "Dear Dr Amos,\nI saw Mr Reyes today.\n\n- Swelling spreading up the arm, or high fever: come back to ED.";

    expect(topicOf(record, /spreading up the arm/)).toBe("warnings");
  });

  it("reads the list under 'She knows to act on these signs' as warnings", () => {
    const record =
      "Dear Dr Amos,\nI saw Ms Reyes today.\n\nShe knows to act on these signs:\n- Feeling faint when standing.";

    expect(topicOf(record, /faint when standing/)).toBe("warnings");
  });

  it("reads '… -> bring him to A&E' as a warning sign", () => {
    const record = "Diagnosis: croup.\nAdvice:\nNoisy breathing at rest, or he looks blue -> bring him to A&E.";

    expect(topicOf(record, /Noisy breathing/)).toBe("warnings");
  });
});
