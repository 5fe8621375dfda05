import { describe, expect, it } from "vitest";
import { tableRowsAsLines } from "#core/local-engine/table-rows";
import { draft, section } from "./support/draft";

/** A medicines table typed with pipes, as a pharmacist's reconciliation sets it (issue 18, held-out documents). */
const TABLE = `Drug        | On admission | Going home          | Comment
Lisinopril  | 20 mg od     | WITHHELD            | low blood pressure - GP to restart
Metformin   | 1 g bd       | 500 mg bd (REDUCED) | kidney function
Dalteparin  | -            | inpatient only      | clot prevention
Omeprazole  | 20 mg od     | 20 mg od            | unchanged`;

describe("a table of medicines typed with pipes", () => {
  it("becomes one line per row, with today's dose first and the old one as 'was'", () => {
    expect(tableRowsAsLines(TABLE).split("\n")).toEqual([
      "Lisinopril (was 20 mg od) - low blood pressure - GP to restart - WITHHELD.",
      "Metformin 500 mg bd (was 1 g bd) - kidney function - REDUCED.",
      "Dalteparin was given in hospital only.",
      "Omeprazole 20 mg od - unchanged.",
    ]);
  });

  it("leaves text without a table as it is", () => {
    expect(tableRowsAsLines("Plan: start ramipril 2.5 mg od.")).toBe("Plan: start ramipril 2.5 mg od.");
  });

  it("gives each row of the summary its own action", () => {
    const medicines = section(
      draft(`Pharmacy discharge letter\nPatient: Ivy Marsh\n\nMedicines:\n${TABLE}`).text,
      "Your medicines",
    ).join("\n");

    expect(medicines).toMatch(/Pause: Lisinopril/);
    expect(medicines).toMatch(/Changed: Metformin 500 mg/);
    expect(medicines).toMatch(/Keep taking: Omeprazole/);
    expect(medicines).not.toMatch(/Lisinopril.*Metformin/);
  });
});
