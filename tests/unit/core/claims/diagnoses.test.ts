import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

describe("diagnoses", () => {
  it("flags a condition the source does not have", () => {
    const flags = check(
      "Diagnosis: obesity class I. BMI 32.",
      "Obesity class I (heart failure that does not limit your activity).",
    );

    expect(flags).toMatchObject([
      {
        kind: "diagnosis",
        verdict: "unsupported",
        value: "heart failure",
        reason: "The source never mentions heart failure.",
      },
    ]);
  });

  it("reads a US note's ureteral stone as the kidney stone the summary names", () => {
    const flags = check("ASSESSMENT: Right ureteral stone (4 mm), uncomplicated.", "You have a kidney stone.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'a medicine that helps blood clot' as clotting, not as a blood clot the patient has", () => {
    const source = "Bleeding settled after a pack soaked in tranexamic acid.";

    expect(briefly(check(source, "We used a pad soaked in a medicine that helps blood clot."))).toEqual([]);
  });

  it("still flags a blood clot the summary says the patient has", () => {
    const source = "Bleeding settled after a pack soaked in tranexamic acid.";

    expect(briefly(check(source, "You also have a blood clot in your leg."))).toContain(
      "unsupported diagnosis: blood clot",
    );
  });

  it("reads a condition's plain words as the condition", () => {
    expect(
      check(
        "PMH: HTN, T2DM, CKD 3.",
        "You have high blood pressure (hypertension), type 2 diabetes and kidney disease.",
      ),
    ).toEqual([]);
  });

  it("reads British and American spellings as one condition", () => {
    expect(
      check("Impression: gastro-oesophageal reflux disease.", "Gastroesophageal reflux disease (acid reflux)."),
    ).toEqual([]);
  });

  it("does not read a risk or a sign as a diagnosis", () => {
    const summary = "This lowers your risk of stroke. Chest pain can be a sign of a heart attack.";

    expect(check("Start atorvastatin 20 mg at night.", summary, "clinician")).toEqual([]);
  });

  it("does not take a condition's number for a fact of its own", () => {
    expect(briefly(check("Known T2DM.", "You have type 2 diabetes."))).toEqual([]);
  });

  it("tells type 1 diabetes from type 2", () => {
    expect(briefly(check("Type 2 diabetes.", "You have type 1 diabetes."))).toEqual([
      "unsupported diagnosis: type 1 diabetes",
    ]);
  });
});

describe("cancers and kidney failure by their letters' names (decision 472)", () => {
  const source = "Diagnosis: Adenocarcinoma of the sigmoid colon, stage IIIB, resected 14/04/2025.";

  it("keeps 'bowel cancer' for an adenocarcinoma of the sigmoid colon", () => {
    expect(briefly(check(source, "## Why you were seen\n- You had bowel cancer."))).toEqual([]);
  });

  it("flags 'lung cancer' where the letter has bowel cancer", () => {
    expect(
      briefly(check("Known bowel cancer, resected in 2024.", "## Why you were seen\n- You had lung cancer.")),
    ).toEqual(["unsupported diagnosis: lung cancer"]);
  });

  it("keeps 'kidney failure' for a patient on haemodialysis", () => {
    const dialysis = "Satellite Haemodialysis review. Dry weight 81.5 kg.";

    expect(briefly(check(dialysis, "## Why you were seen\n- You have kidney failure."))).toEqual([]);
  });
});
