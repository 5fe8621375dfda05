import { describe, expect, it } from "vitest";
import { tableRowsAsLines } from "#core/local-engine/table-rows";
import { draft, section } from "./support/draft";

/**
 * What a GP record system prints (issue 18, decision 457): a prescription table split by tabs with a supply column
 * and directions in capitals, the codes it adds, and notes whose "stopped" is a time or about no medicine.
 */
const ISSUED = [
  "Medication issued:",
  "Drug\tDose\tQty\tDirections",
  "Sertraline 50mg tablets\t50 mg\t28 tablets\tONE EACH MORNING",
  "Prednisolone 5mg tablets\t20 mg\t56 tablets\tFOUR DAILY FOR 1 WEEK THEN STOP",
].join("\n");

describe("a prescription table split by tabs", () => {
  it("becomes one line per row, without the quantity supplied and with its directions in words", () => {
    expect(tableRowsAsLines(ISSUED).split("\n")).toEqual([
      "Medication issued:",
      "Sertraline 50mg tablets 50 mg one each morning.",
      "Prednisolone 5mg tablets 20 mg four daily for 1 week then stop.",
    ]);
  });

  it("reads a course that ends 'THEN STOP' as a course, not a stop", () => {
    const medicines = section(draft(`GP consultation\nPatient: Ola Briggs\n\n${ISSUED}`).text, "Your medicines");

    expect(medicines.join("\n")).not.toMatch(/Stop taking/);
  });
});

describe("a record's codes and notes", () => {
  const NOTE = [
    "GP consultation",
    "Patient: Ola Briggs",
    "",
    "Plan: start sertraline 50 mg each morning.",
    "Codes added: 35489007 Depressive disorder; 183932001 Sertraline started",
    "",
    "Advice",
    "* No live vaccines until 3 months after methotrexate has stopped.",
    "* She has stopped using cannabis since the summer.",
  ].join("\n");

  it("leaves the codes out of the medicines", () => {
    expect(section(draft(NOTE).text, "Your medicines").join("\n")).not.toMatch(/Codes added|35489007/);
  });

  it("never labels a time or another substance's stop as a medicine to stop", () => {
    expect(draft(NOTE).text).not.toMatch(/Stop taking: (?:No live vaccines|She has stopped)/);
  });
});
