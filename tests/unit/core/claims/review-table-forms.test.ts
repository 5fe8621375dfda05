import { describe, expect, it } from "vitest";
import { check } from "./helpers";

/** A medication review's table decisions and signs said "sign: what to do" (issue 18, third held-out batch). */
const REVIEW = `Medication decisions:
| Medicine     | Before    | Now       | Decision | Reason             |
|--------------|-----------|-----------|----------|--------------------|
| Metformin    | 1 g bd    | 500 mg bd | REDUCE   | poor appetite      |
| Ramipril     | 5 mg od   | WITHHELD  | HOLD     | low blood pressure |

CARER INFORMATION
Very drowsy or more confused than usual: call the GP surgery the same day.
Black stools or blood in the urine: call the GP surgery urgently.`;

const help =
  "## When to get help\n- Very drowsy or more confused than usual: call the GP surgery the same day.\n- Black stools or blood in the urine: call the GP surgery urgently.";

describe("a review table's decisions", () => {
  it("supports a change where the table says REDUCE", () => {
    const flags = check(REVIEW, `## Your medicines\n- Changed: Metformin 500 mg twice a day.\n\n${help}`);

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });

  it("supports a stop for now where the table says HOLD", () => {
    const flags = check(REVIEW, `## Your medicines\n- Stop taking: Ramipril for now.\n\n${help}`);

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });
});

describe("a held medicine", () => {
  it("is supported when the summary says to pause it", () => {
    const flags = check(REVIEW, `## Your medicines\n- Pause: Ramipril (was 5 mg once a day).\n\n${help}`);

    expect(flags.filter((f) => f.kind === "medication" && f.verdict !== "omitted")).toEqual([]);
  });

  it("is flagged when the summary says to start it", () => {
    const flags = check(REVIEW, `## Your medicines\n- New: Ramipril 5 mg once a day.\n\n${help}`);

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toContain("medication contradicted");
  });
});

describe("signs said 'sign: what to do'", () => {
  it("flags one the summary drops", () => {
    const flags = check(
      REVIEW,
      "## Your medicines\n- Changed: Metformin 500 mg twice a day.\n- Stop taking: Ramipril for now.\n\n## When to get help\n- Very drowsy or more confused than usual: call the GP surgery the same day.",
    );

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toEqual(["warning omitted"]);
  });
});
