import { describe, expect, it } from "vitest";
import { clinicalNoteType, sectionCode } from "#core/fhir/codes";

describe("FHIR export codes", () => {
  it.each([
    ["SOAP Format", "11506-3"],
    ["Clinical Progress Note", "11506-3"],
    ["Clinical History and Physical", "34117-2"],
    ["Clinical Referral Letter", "57133-1"],
    ["My own consultation template", "11506-3"],
  ])("types notes written with %s as LOINC %s", (template, code) => {
    expect(clinicalNoteType(template).code).toBe(code);
  });

  it.each([
    ["Subjective", "61150-9"],
    ["OBJECTIVE:", "61149-1"],
    ["  assessment ", "51848-0"],
    ["Plan.", "18776-5"],
    ["Assessment & Plan", "51847-2"],
  ])("codes the heading %j as LOINC section %s", (heading, code) => {
    expect(sectionCode(heading)?.code).toBe(code);
  });

  it("leaves other headings uncoded, even one named like an object property", () => {
    expect(sectionCode("Chief Complaint")).toBeUndefined();
    expect(sectionCode("constructor")).toBeUndefined();
  });
});
