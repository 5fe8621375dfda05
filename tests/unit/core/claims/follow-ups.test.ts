import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

const SOURCE = "Follow-up: review in clinic in 2 weeks with Dr. Okafor.\nDiabetes clinic in 3 months.";

describe("follow-ups", () => {
  it("reads the same time in other units as the same", () => {
    expect(check(SOURCE, "- Clinic review with Dr. Okafor in 14 days.\n- Diabetes clinic in 12 weeks.")).toEqual([]);
  });

  it("reads a time said in words as the number", () => {
    expect(
      check(SOURCE, "- Clinic review with Dr. Okafor in fourteen days.\n- Diabetes clinic in three months."),
    ).toEqual([]);
  });

  it("pairs each time of a sentence with its own clause's appointment", () => {
    const source = "She will see our specialist nurse in 6 weeks and I will review her in clinic in 3 months.";

    expect(briefly(check(source, "- Specialist nurse in 12 weeks.\n- Clinic in 3 months."))).toEqual([
      "contradicted followup: in 12 weeks",
    ]);
    expect(check(source, "- Specialist nurse in 6 weeks.\n- Clinic in 3 months.")).toEqual([]);
  });

  it("pairs two times of one summary sentence with the source's each", () => {
    const source =
      "If needed more than every 4 hours, or not better within 24 hours, see the GP or asthma nurse the same day.";
    const summary =
      "- She needs the blue inhaler more than every 4 hours, or she is not better in 24 hours: see your GP or asthma nurse the same day.";

    expect(check(source, summary)).toEqual([]);
  });

  it("reads a time under a monitoring heading as an appointment", () => {
    const source = [
      "Lithium monitoring:",
      "Blood test for the lithium level in 1 week, then weekly until stable.",
      "The dose was tapered over the past 2 weeks.",
      "Follow-up: outpatient clinic in 4 weeks.",
    ].join("\n");

    const summary = "## Your follow-up appointments\n- Lithium blood test in 2 weeks.\n- Clinic in 4 weeks.";

    expect(briefly(check(source, summary))).toEqual(["contradicted followup: in 2 weeks"]);
  });

  it("flags another time, saying the source's", () => {
    const flags = check(SOURCE, "- Clinic review with Dr. Okafor in 48 hours.\n- Diabetes clinic in 3 months.");

    expect(flags).toMatchObject([
      {
        kind: "followup",
        verdict: "contradicted",
        value: "in 48 hours",
        reason: "The source says in 2 weeks; this says in 48 hours.",
        evidence: [{ quote: "review in clinic in 2 weeks with Dr. Okafor." }],
      },
    ]);
  });

  it("flags a time moved from another appointment", () => {
    expect(
      briefly(check(SOURCE, "- Clinic review with Dr. Okafor in 2 weeks.\n- Diabetes clinic in 2 weeks.")),
    ).toContain("contradicted followup: in 2 weeks");
  });

  it("flags a doctor the source never names", () => {
    expect(
      briefly(check(SOURCE, "- Clinic review with Dr. Patel in 2 weeks.\n- Diabetes clinic in 3 months.")),
    ).toEqual(["unsupported followup: Dr. Patel"]);
  });

  it("flags a follow-up the summary leaves out", () => {
    expect(briefly(check(SOURCE, "- Clinic review with Dr. Okafor in 2 weeks."))).toEqual([
      "omitted followup: Diabetes clinic in 3 months",
    ]);
  });
});
