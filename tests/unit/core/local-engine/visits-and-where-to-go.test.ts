import { describe, expect, it } from "vitest";
import { shorten } from "#core/local-engine/sentences";
import { draft, section } from "./support/draft";

/** Follow-ups said in a clinic's shorthand, where to go when a sign appears, and a condition kept whole (decision 479). */
describe("follow-ups in a clinic's shorthand", () => {
  it("reads 'next antenatal visit in 3 weeks' as a follow-up", () => {
    const text = draft("Assessment: anaemia in pregnancy.\nInstructions:\n- Next antenatal visit in 3 weeks.").text;

    expect(section(text, "Your follow-up appointments").join("\n")).toMatch(/antenatal visit in 3 weeks/);
  });

  it("reads a review written in weeks over 52 as a follow-up", () => {
    const text = draft("Impression: asthma.\nAdvice:\n- Practice nurse review 6/52 with peak flow diary.").text;

    expect(section(text, "Your follow-up appointments").join("\n")).toMatch(/review 6\/52/);
  });

  it("reads 'will phone in 2 weeks' as a follow-up", () => {
    const text = draft("Impression: heart failure.\nAdvice:\n- Heart failure nurse will phone in 2 weeks.").text;

    expect(section(text, "Your follow-up appointments").join("\n")).toMatch(/will phone in 2 weeks/);
  });
});

describe("where to go when a sign appears", () => {
  it("reads 'call the office if …' as a warning sign", () => {
    const text = draft(
      "Assessment: urine infection.\nPatient Instructions:\n- Call the office if you have a fever over 100.4 F or back pain.",
    ).text;

    expect(section(text, "When to get help").join("\n")).toMatch(/fever over 100\.4/);
  });

  it("reads 'go to the birthing unit or the emergency room for …' as a warning sign", () => {
    const text = draft(
      "Assessment: 30 weeks pregnant, well.\nPatient Instructions:\n- Go to the birthing unit or the emergency room right away for leaking fluid, bleeding or fewer kicks.",
    ).text;

    expect(section(text, "When to get help").join("\n")).toMatch(/leaking fluid/);
  });
});

describe("a long sentence with a condition", () => {
  it("never cuts the condition away from what to do then", () => {
    const sentence =
      "On days when you cannot eat or drink because you are unwell with vomiting, do not take your metformin tablets and check your sugar every four hours.";

    const parts = shorten(sentence, 12);

    expect(parts[0]).toMatch(/^On days when .* do not take your metformin/);
  });
});
