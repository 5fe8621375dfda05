import { describe, expect, it } from "vitest";
import { medicineFlags } from "./helpers";

/**
 * A source that goes on with a medicine until a date or a review and stops it then ("-> continue until 29/06, then
 * stop", "plan to stop it at 2 months") does not say to stop it now: a summary's "Stop taking" is flagged, unless it
 * says when the stop comes (issue 18, the eighth batch's missed moves to the stop list).
 */

const said = (source: string, summary: string) =>
  medicineFlags(source, summary).filter((f) => !f.startsWith("omitted"));

describe("a stop the source puts later", () => {
  it("flags 'Stop taking' where the source continues until a date, then stops", () => {
    const source = "Rx: Clarithromycin 500 mg twice daily -> continue until 14/03/2026, then stop.";

    const flags = said(source, "- Stop taking: Clarithromycin 500 mg twice a day, until 14 March 2026.");

    expect(flags).toEqual(["contradicted medication: Stop taking: Clarithromycin"]);
  });

  it("flags 'Stop taking' for each medicine of a plan to stop them at a review", () => {
    const source =
      "Continue isoniazid 300 mg once daily and pyridoxine 10 mg once daily.\nReview at 3 months - plan to stop isoniazid and pyridoxine.";

    const flags = said(source, "- Stop taking: Pyridoxine 10 mg once a day.");

    expect(flags).toEqual(["contradicted medication: Stop taking: Pyridoxine"]);
  });

  it("says nothing of 'Stop taking' that says the stop comes after the date", () => {
    const source = "Prednisolone 5 mg once daily: continue for 7 days (until 20/03/2026), then stop.";

    const flags = said(source, "- Stop taking: Prednisolone 5 mg once a day, after 20 March 2026.");

    expect(flags).toEqual([]);
  });
});
