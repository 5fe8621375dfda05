import { describe, expect, it } from "vitest";
import { rewriteWithGlossary } from "#core/local-engine/glossary";
import { plainWords } from "#core/local-engine/rewrite";
import { draftSummary } from "#core/local-engine/summarize";
import explanations from "#data/term-explanations.json";

/**
 * Issue 18, part 3: an explanation that names a condition applies only where that condition is the context, so the
 * glossary never gives the patient a diagnosis the document does not make.
 */
const draft = (sourceText: string) =>
  draftSummary({ sourceText, template: "", patientName: "Kevin Marsh", maxWords: 18 }).text;

describe("explanations chosen by context", () => {
  it("does not explain 'obesity class I' as heart failure", () => {
    const text = draft("CLINIC NOTE\nDiagnosis: Type 2 diabetes. Obesity class I (BMI 32).");

    expect(text).not.toMatch(/heart failure/i);
    expect(text).toContain("class I");
  });

  it("does not explain another scale's class as heart failure either", () => {
    const { text } = plainWords("Mallampati class II airway; ASA class 3.", "");

    expect(text).not.toMatch(/heart failure/i);
  });

  it("still says a heart failure class plainly where heart failure is the subject", () => {
    expect(plainWords("Heart failure, class II symptoms.", "").text).toMatch(/breathless with heavy activity/);
  });

  it.each([
    ["PE: unremarkable apart from mild ankle swelling.", /clot/i],
    ["No CVA tenderness on either side.", /stroke/i],
    ["Malignant hypertension was treated in 2019.", /cancer/i],
    ["A ureteric stent was placed.", /artery/i],
    ["Fine needle aspiration of the thyroid nodule was benign.", /lungs/i],
    ["Vesicoureteric reflux was seen on the scan.", /acid/i],
    ["Anorexia nervosa, in recovery.", /loss of appetite/i],
    ["Peripheral vision was full.", /arms and legs/i],
  ])("names no condition the sentence does not make: %j", (source, invented) => {
    expect(rewriteWithGlossary(source).text).not.toMatch(invented);
    expect(rewriteWithGlossary(source, { explain: true }).text).not.toMatch(invented);
  });

  it("still explains an abbreviation for a condition when the sentence is about it", () => {
    expect(rewriteWithGlossary("CT pulmonary angiogram ruled out a PE.").text).toContain("blood clot in the lung");
  });

  it("gives no kept term a meaning that names a body fluid or an illness it may not be about", () => {
    // "urine albumin-to-creatinine ratio": creatinine is measured in urine too; consolidation is not always infection.
    const meanings = [...explanations.explained, ...explanations.kept].filter((e) =>
      ["creatinine", "consolidation"].includes(e.term),
    );

    for (const { meaning } of meanings) expect(meaning).not.toMatch(/blood|infection/);
  });
});
