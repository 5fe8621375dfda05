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
