import { describe, expect, it } from "vitest";
import { plainWords } from "#core/local-engine/rewrite";
import { draft } from "./support/draft";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */

describe("rewrites are phrase-level and grammatical", () => {
  it("moves 'through a vein' after the medicine instead of inserting 'into a vein' before it", () => {
    const { text } = plainWords("Treated with intravenous ceftriaxone 2 g once daily.", "");

    expect(text).toBe("Treated with ceftriaxone 2 g through a vein once a day.");
  });

  it("does not double words when a swap meets the document's own explanation", () => {
    const { text } = plainWords("Heart failure with reduced ejection fraction (ejection fraction 30%).", "");

    expect(text).not.toMatch(/heart pumping strength \(heart pumping strength|\(\(/);
  });

  it("speaks to the patient with matching verbs: 'you report', 'told you not to', 'your weight'", () => {
    expect(
      plainWords("Mrs. Lee reports a cough; her weight is stable and I told her not to drive.", "Anna Lee").text,
    ).toBe("You report a cough; your weight is stable and I told you not to drive.");
  });

  it("keeps the verb agreeing across an adverb: 'He already uses' becomes 'You already use'", () => {
    expect(plainWords("He already uses a beclometasone inhaler for asthma.", "").text).toBe(
      "You already use a beclometasone inhaler for asthma.",
    );
  });

  it.each([
    ["NYHA class III symptoms.", "Heart failure that makes you breathless with everyday activity."],
    [
      "ECG showed sinus tachycardia and LBBB.",
      "Heart tracing showed a fast but regular heartbeat and a delay in the heart's electrical wiring.",
    ],
    ["LVEF 35%.", "Heart pumping strength 35%."],
    ["Chest X-ray showed patchy opacities.", "Chest X-ray showed shadowing."],
  ])("says heart classes, ECG and imaging terms plainly: %j", (clinical, plain) => {
    expect(plainWords(clinical, "").text).toBe(plain);
  });

  it("keeps a diagnosis's name and explains it", () => {
    const text = draft("DISCHARGE SUMMARY\nDiagnosis: Pneumonia of the right lower lobe.").text;

    expect(text).toContain("Pneumonia (lung infection) of the right lower lobe.");
  });

  it("explains a term the glossary cannot swap once, where it is first used", () => {
    const text = draft(
      "FOLLOW-UP:\nA stress test is booked for May 6.\nA second stress test may follow.",
      "Sam Reed",
    ).text;

    expect(text.match(/stress test \(a check of your heart while it works harder\)/g)).toHaveLength(1);
  });
});

describe("a note's sides in words (decision 471)", () => {
  it("writes 'R eye' and 'L side of face' as right and left", () => {
    const { text } = plainWords("Painful red R eye or L side of face affected: call 999.", "");

    expect(text).toContain("right eye");
    expect(text).toContain("left side of face");
  });

  it("writes 'R sided facial droop' as right-sided", () => {
    expect(plainWords("R sided facial droop since waking.", "").text).toMatch(/^Right-sided facial/);
  });

  it("leaves litres alone: 'drink 2 L a day'", () => {
    expect(plainWords("Drink 2 L a day.", "").text).toContain("2 L");
  });
});
