import { describe, expect, it } from "vitest";
import { flagSpans } from "#contracts/flag-spans";
import { check } from "./helpers";

describe("the flags the checker hands out", () => {
  it("lists at most 50 flags, and one more to say the list was cut", () => {
    const summary = Array.from({ length: 80 }, (_, i) => `Reading ${i + 100}.`).join("\n");

    expect(check("Nothing measured.", summary, "clinician")).toHaveLength(51);
  });

  it("keeps a value to 60 characters, ending a shortened one with '…'", () => {
    const source =
      "Call 911 if you have crushing chest pain spreading to the arm, severe shortness of breath, or you faint.";

    const [flag] = check(source, "Rest at home.");

    expect(flag.value).toHaveLength(60);
    expect(flag.value.endsWith("…")).toBe(true);
  });

  it("gives values the highlighter finds in the text", () => {
    const source = "Start apixaban 5 mg twice daily. Review in clinic in 2 weeks.";
    const summary = "- Stop taking: Apixaban 2.5 mg once a day.\n- Review in clinic in\n  48 hours.\nYou have asthma.";

    const flags = check(source, summary, "clinician");

    expect(flags.length).toBeGreaterThan(2);
    for (const flag of flags) expect(flagSpans(summary, flag.value).length, flag.value).toBeGreaterThan(0);
  });

  it("lists flags in the order their claims stand, omissions last", () => {
    const source = "Start apixaban 5 mg twice daily. Stop aspirin. Review in clinic in 2 weeks.";
    const summary = "You have asthma.\n- New: Apixaban 10 mg twice a day.";

    expect(check(source, summary).map((f) => f.verdict)).toEqual(["unsupported", "contradicted", "omitted", "omitted"]);
  });

  it("quotes at most 300 characters of the source", () => {
    const long = `Start apixaban 5 mg twice daily ${"and keep your legs moving ".repeat(30)}.`;

    const [flag] = check(long, "- Stop taking: Apixaban.", "clinician");

    expect(flag.evidence?.[0].quote.length).toBeLessThanOrEqual(300);
    expect(flag.evidence?.[0].quote).toContain("apixaban");
  });
});
