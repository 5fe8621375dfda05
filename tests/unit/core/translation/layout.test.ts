import { describe, expect, it } from "vitest";
import { joinLines, linesOf } from "#core/translation/layout";

describe("a summary's lines for translation", () => {
  it("keeps headings, bullets and numbers as markers and gives only the words to translate", () => {
    const lines = linesOf("## Your medicines\n- Take aspirin.\n1. Rest.\n\nPlain line.");

    expect(lines).toEqual([
      { marker: "## ", text: "Your medicines" },
      { marker: "- ", text: "Take aspirin." },
      { marker: "1. ", text: "Rest." },
      { marker: "", text: "" },
      { marker: "", text: "Plain line." },
    ]);
  });

  it("puts the same text back together", () => {
    const text = "## When to get help\n- Call 911 if you have chest pain.\n\nSee you soon.";

    expect(joinLines(linesOf(text))).toBe(text);
  });
});
