import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";
import { draft, section } from "./support/draft";

/** A child's record is read by a parent; arrows typed as bullets are list entries (decision 479). */
describe("a child's record", () => {
  it("is read by a carer when its header labels the child", () => {
    const record = "Child: Milo FENWICK-ADAIR   DOB: 03/05/2022\nDiagnosis: croup.\nAdvice: Keep him calm and upright.";

    expect(readDocument(record).reader).toBe("carer");
  });

  it("is read by a carer when its header gives an age in months", () => {
    const record = "Name: Ada Quist   Age: 14 mo\nDiagnosis: bronchiolitis.\nAdvice: Offer small feeds often.";

    expect(readDocument(record).reader).toBe("carer");
  });

  it("is read by the patient when the header gives an adult's age", () => {
    const record = "Name: Ada Quist   Age: 47 years\nDiagnosis: migraine.\nAdvice: Rest in a dark room.";

    expect(readDocument(record).reader).toBe("patient");
  });

  it("keeps the child as 'her' in what the parent is to do", () => {
    const text = draft(
      "Child: Nell ORMEROD   Age: 2 yr\nDiagnosis: febrile convulsion.\nAdvice: During a fit, lie her on her side and do not put anything in her mouth.",
    ).text;

    expect(text).toMatch(/lie her on her side/);
  });
});

describe("arrows typed as bullets", () => {
  it("reads each arrowed line as its own medicine", () => {
    const text = draft(
      "Diagnosis: tonsillitis.\nMedicines to give at home:\n-> Phenoxymethylpenicillin 250 mg/5 mL: 5 mL four times a day for 10 days - NEW\n-> Paracetamol 120 mg/5 mL: 5 mL every 6 h if in pain - continue",
    ).text;

    const medicines = section(text, "Your medicines");
    expect(medicines.find((l) => /Phenoxymethylpenicillin/.test(l))).not.toMatch(/Paracetamol|>/);
  });
});
