import { describe, expect, it } from "vitest";
import { tableRowsAsLines } from "#core/local-engine/table-rows";
import { draft, section } from "./support/draft";

/** A medicine table printed with spaces, a page's foot and who discharged the patient (decision 479). */
const PRINT = `DISCHARGE MEDICATION
Drug                      Dose          Frequency           Status
Levetiracetam             500 mg PO     BD                  NEW
Sodium valproate          -             -                   STOPPED (rash)
Movicol                   1 sachet      OD                  CONTINUE
                          2 sachets     if no bowel action

------------------------------------------------------------ Page 1 of 2
Discharging nurse: P. Okonkwo-Lind, RN`;

describe("a medicine table printed with spaces", () => {
  it("reads each row as one medicine with its status last", () => {
    const lines = tableRowsAsLines(PRINT).split("\n");

    expect(lines).toContain("Levetiracetam 500 mg PO BD - NEW.");
    expect(lines).toContain("Sodium valproate - STOPPED (rash).");
  });

  it("keeps a row's second line with that row, after its first dose", () => {
    expect(tableRowsAsLines(PRINT)).toContain("Movicol 1 sachet OD; 2 sachets if no bowel action - CONTINUE.");
  });

  it("leaves a sentence with two spaces in it alone", () => {
    const text = "Drug levels  were checked today and are fine.";

    expect(tableRowsAsLines(text)).toBe(text);
  });

  it("labels each medicine of the printed table in the summary", () => {
    const medicines = section(draft(`Diagnosis: first seizure.\n${PRINT}`).text, "Your medicines");

    expect(medicines.some((l) => /^- New: Levetiracetam 500 mg/.test(l))).toBe(true);
    expect(medicines.some((l) => /^- Stop taking: Sodium valproate/.test(l))).toBe(true);
  });

  it("leaves the page's foot and who discharged the patient out of the summary", () => {
    expect(draft(`Diagnosis: first seizure.\n${PRINT}`).text).not.toMatch(/Page 1|Okonkwo/);
  });
});

describe("a title over a table", () => {
  it("stays a heading, never joined to the first row", () => {
    const text = "Medication plan\n| Medicine | Dose | Action |\n|---|---|---|\n| Tolterodine | 2 mg bd | STOP |";

    expect(tableRowsAsLines(text).split("\n")).toEqual(["Medication plan:", "Tolterodine 2 mg bd - STOP."]);
  });
});

describe("a row given on the ward only", () => {
  it("says it was given in hospital only when its status cell says so", () => {
    const text = "Drug              Dose     Status\nDiazepam          -        STOPPED (ward only)";

    expect(tableRowsAsLines(text)).toBe("Diazepam was given in hospital only.");
  });
});
