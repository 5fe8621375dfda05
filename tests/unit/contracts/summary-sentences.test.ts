import { describe, expect, it } from "vitest";
import { summaryLine, summarySentences } from "#contracts/summary-sentences";

const SUMMARY = [
  "Dear Maria, here is a summary of your visit on 3 March.",
  "",
  "## Your medicines",
  "- **New:** Amoxicillin 500 mg three times a day for 7 days. Take it with food.",
  "- Apply the cream b.d. for 7 days.",
  "",
  "## Follow-up",
  "See Dr. Lee in 2 weeks. Bring your tablets (e.g. the blue ones).",
].join("\n");

describe("a summary's numbered sentences (issue 25, part 5)", () => {
  it("numbers every sentence in reading order, headings included, each with its line and section", () => {
    const sentences = summarySentences(SUMMARY);

    expect(sentences.map((s) => [s.index, s.line, s.kind, s.section, s.text])).toEqual([
      [0, 0, "paragraph", -1, "Dear Maria, here is a summary of your visit on 3 March."],
      [1, 2, "heading", 0, "Your medicines"],
      [2, 3, "item", 0, "**New:** Amoxicillin 500 mg three times a day for 7 days."],
      [3, 3, "item", 0, "Take it with food."],
      [4, 4, "item", 0, "Apply the cream b.d. for 7 days."],
      [5, 6, "heading", 1, "Follow-up"],
      [6, 7, "paragraph", 1, "See Dr. Lee in 2 weeks."],
      [7, 7, "paragraph", 1, "Bring your tablets (e.g. the blue ones)."],
    ]);
  });

  it("gives offsets into the line as the page shows it", () => {
    for (const s of summarySentences(SUMMARY)) {
      const shown = summaryLine(SUMMARY.split("\n")[s.line]).text;

      expect(shown.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it("splits at a full stop only where the next sentence does not go on in lower case", () => {
    expect(summarySentences("Take 1 tab. daily. then stop. Rest.").map((s) => s.text)).toEqual([
      "Take 1 tab. daily. then stop.",
      "Rest.",
    ]);
  });

  it("splits the scripts of the patient languages at their own full stops", () => {
    expect(summarySentences("每天服用一次。如果胸痛，请拨打911。").map((s) => s.text)).toEqual([
      "每天服用一次。",
      "如果胸痛，请拨打911。",
    ]);
    expect(
      summarySentences("- تناول الدواء مرة يوميًا. اتصل بالرقم 911 إذا عاد الألم؟ شكرا").map((s) => s.text),
    ).toEqual(["تناول الدواء مرة يوميًا.", "اتصل بالرقم 911 إذا عاد الألم؟", "شكرا"]);
    expect(summarySentences("रोज़ एक गोली लें। दर्द हो तो 911 पर कॉल करें।").map((s) => s.text)).toEqual([
      "रोज़ एक गोली लें।",
      "दर्द हो तो 911 पर कॉल करें।",
    ]);
  });

  it("numbers the same text the same way every time, so the server and the page agree", () => {
    expect(summarySentences(SUMMARY)).toEqual(summarySentences(SUMMARY));
  });

  it("has no sentence in a text without words", () => {
    expect(summarySentences("\n## \n- \n...\n")).toEqual([]);
  });
});
