import { describe, expect, it } from "vitest";
import { claimLines, editorTarget, removeClaim } from "#web/components/review/claim-lines";
import { SUMMARY_TEXT } from "./review-flag-fakes";

describe("where a flagged claim stands in the text", () => {
  it("removes the list line holding the claim and nothing else", () => {
    expect(removeClaim(SUMMARY_TEXT, "Stop taking apixaban")).toBe(
      SUMMARY_TEXT.replace("- Stop taking apixaban 5 mg twice a day.\n", ""),
    );
  });

  it("takes the heading away with the last line of its section", () => {
    const text = "Hello.\n\n## Stop taking\n- Aspirin 75 mg.\n\n## Next steps\nSee your GP.\n";

    expect(removeClaim(text, "Aspirin 75 mg")).toBe("Hello.\n\n## Next steps\nSee your GP.\n");
  });

  it("offers no removal for a claim that stands in a heading", () => {
    expect(claimLines("## Apixaban\n- Take apixaban daily.\n", "apixaban")).toBeNull();
  });

  it("offers no removal that would leave the text empty", () => {
    expect(removeClaim("Take aspirin 325 mg.", "325 mg")).toBeNull();
  });

  it("opens the editor on the claim, selected, in its section", () => {
    const target = editorTarget(SUMMARY_TEXT, { kind: "dose", value: "850 mg", omitted: false });

    expect(target.section).toBe(1);
    const body = "- Stop taking apixaban 5 mg twice a day.\n- Continue metformin 850 mg with breakfast.";
    expect(body.slice(target.select?.start, target.select?.end)).toBe("850 mg");
  });

  it("opens the editor for a missing warning at the end of the section for warning signs", () => {
    const target = editorTarget(SUMMARY_TEXT, { kind: "warning", value: "Weigh yourself", omitted: true });

    expect(target).toEqual({ section: 2, select: { start: 32, end: 32 } });
  });
});
