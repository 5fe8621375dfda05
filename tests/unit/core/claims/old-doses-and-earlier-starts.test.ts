import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** A dose the plan has moved on from, and a start that happened before the stay (decision 479). */
describe("a listed dose the plan changes without naming it", () => {
  const source =
    "Current medication:\nCitalopram 10 mg OD\nOmeprazole 20 mg OD\n\nPlan:\n1. Increase citalopram to 20 mg once daily.\n2. Omeprazole unchanged.";

  it("flags the listed dose given as the dose to take", () => {
    const summary = "## Your medicines\n- Keep taking: Citalopram 10 mg once a day.";

    const flags = check(source, summary);

    expect(briefly(flags)).toContain("contradicted dose: Keep taking: Citalopram 10 mg");
  });

  it("accepts the new dose said with the old one it replaces", () => {
    const summary = "## Your medicines\n- Changed: Citalopram 20 mg once a day. It was 10 mg.";

    const flags = check(source, summary);

    expect(briefly(flags).filter((f) => f.includes("dose"))).toEqual([]);
  });

  it("flags the listed dose on an unlabelled line of the summary's medicines", () => {
    const summary = "## Your medicines\n- Citalopram 10 mg once a day, omeprazole 20 mg once a day.";

    const flags = check(source, summary);

    expect(briefly(flags)).toContain("contradicted dose: Citalopram 10 mg");
  });

  it("keeps the old dose said with when it ends", () => {
    const summary =
      "## Your medicines\n- Changed: Citalopram. Keep taking 10 mg once a day until the new box arrives, then 20 mg once a day.";

    const flags = check(source, summary);

    expect(briefly(flags).filter((f) => f.includes("dose"))).toEqual([]);
  });

  it("keeps the listed dose when the increase is only planned if needed", () => {
    const planned =
      "Current medication:\nCitalopram 10 mg OD\n\nPlan:\nIf mood is no better in 4 weeks, increase citalopram to 20 mg once daily.";

    const flags = check(planned, "## Your medicines\n- Keep taking: Citalopram 10 mg once a day.");

    expect(briefly(flags).filter((f) => f.includes("dose"))).toEqual([]);
  });
});

describe("a medicine started before the admission", () => {
  it("reads the start as history, so the list's stop is what a summary must agree with", () => {
    const source =
      "Seen by the GP with a cough. Started clarithromycin 500 mg BD three days before admission.\nDischarge medication:\nClarithromycin - stopped.";

    const flags = check(source, "## Your medicines\n- New: Clarithromycin 500 mg twice a day.");

    expect(briefly(flags)).toContain("contradicted medication: New: Clarithromycin");
  });

  it("reads a start typed in capitals before the medicine the same way", () => {
    const source =
      "SUMMARY\nSTARTED CLARITHROMYCIN 500 MG BD 3 DAYS BEFORE ADMISSION.\n\nDISCHARGE MEDICATIONS\nCLARITHROMYCIN - STOPPED.";

    const flags = check(source, "## Your medicines\n- New: Clarithromycin 500 mg twice a day.");

    expect(briefly(flags)).toContain("contradicted medication: New: Clarithromycin");
  });
});
