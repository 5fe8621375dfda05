import { describe, expect, it } from "vitest";
import { extractPatientName, UNKNOWN_PATIENT } from "../../../lambdas/core/patient-name";

describe("patient name extraction", () => {
  it("reads 'Patient Name: X'", () => {
    expect(extractPatientName("DISCHARGE SUMMARY\nPatient Name: Maria Gonzalez\nDOB: 01/02/1960")).toBe(
      "Maria Gonzalez",
    );
  });

  it("prefers 'Patient Name:' over a later 'Name:'", () => {
    expect(extractPatientName("Name: Dr Alan Reed (attending)\nPatient Name: Li Wei")).toBe("Li Wei");
  });

  it("reads 'Name: X' when there is no 'Patient Name:'", () => {
    expect(extractPatientName("Referral\nName: Tom Baker\nReason: chest pain")).toBe("Tom Baker");
  });

  it("stops at a label on the same line", () => {
    expect(extractPatientName("Patient Name: Ana Silva DOB 03/04/1971 MRN 55521")).toBe("Ana Silva");
  });

  it("reads a name after a title", () => {
    expect(extractPatientName("We reviewed Mrs. Helen Carter today in clinic.")).toBe("Helen Carter");
  });

  it("turns an all-caps name into title case", () => {
    expect(extractPatientName("PATIENT NAME: JOHN O'NEIL-SMITH\n")).toBe("John O'Neil-Smith");
  });

  it("keeps a mixed-case name as written", () => {
    expect(extractPatientName("Patient Name: Ewan McGregor")).toBe("Ewan McGregor");
  });

  it("falls back to the first file's name without extension, underscores and hyphens as spaces", () => {
    expect(extractPatientName("Blood results attached.", "john_smith-labs.pdf")).toBe("john smith labs");
  });

  it("says Unknown Patient when the result is shorter than 2 characters", () => {
    expect(extractPatientName("no names here", "a.pdf")).toBe(UNKNOWN_PATIENT);
    expect(extractPatientName("no names here")).toBe(UNKNOWN_PATIENT);
  });
});
