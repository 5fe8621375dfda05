import { describe, expect, it } from "vitest";
import { documentIds, loadDocument } from "../../fixtures/safety/answer-key";
import { MUTATION_KINDS, type MutationInput, mutate } from "../../fixtures/safety/mutate";

/** The mutation generator (issue 18): what each kind of mutant changes, and where it says it changed it. */
const summary = [
  "## Why you were seen",
  "- You have atrial fibrillation.",
  "- Your heart beats unevenly.",
  "",
  "## Your medicines",
  "- New: Apixaban 5 mg twice a day.",
  "- Keep taking: Bisoprolol 2.5 mg once a day.",
  "- Stop taking: Aspirin.",
  "- Allergy: amoxicillin gave you hives.",
  "",
  "## Looking after yourself at home",
  "- Keep active.",
  "",
  "## When to get help",
  "- You have black stools: call 111.",
  "",
  "## Your follow-up appointments",
  "- Heart clinic in 3 months.",
].join("\n");

const key: MutationInput = {
  medications: [
    {
      drug: "apixaban",
      action: "new",
      dose: "5",
      unit: "mg",
      frequency: "twice a day",
      line: "- New: Apixaban 5 mg twice a day.",
    },
    {
      drug: "bisoprolol",
      action: "continue",
      dose: "2.5",
      unit: "mg",
      frequency: "once a day",
      line: "- Keep taking: Bisoprolol 2.5 mg once a day.",
    },
    { drug: "aspirin", action: "stop", line: "- Stop taking: Aspirin." },
  ],
  allergies: [{ substance: "amoxicillin", line: "- Allergy: amoxicillin gave you hives." }],
  warnings: [{ sign: "black stools", action: "111", line: "- You have black stools: call 111." }],
  followups: [{ when: "3 months", who: "heart clinic", line: "- Heart clinic in 3 months." }],
  diagnoses: ["atrial fibrillation"],
};
const source =
  "Atrial fibrillation. Start apixaban 5 mg bd. Continue bisoprolol 2.5 mg od. Stop aspirin. Review 3 months.";
const mutants = mutate("doc", summary, key, source);
const of = (kind: string) => mutants.filter((m) => m.kind === kind);

describe("the mutation generator", () => {
  it("reverses start and stop on the medicine's line", () => {
    const [apixaban, aspirin] = of("start-stop");

    expect(apixaban.span).toBe("- Stop taking: Apixaban 5 mg twice a day.");
    expect(aspirin.span).toBe("- New: Aspirin.");
    expect(apixaban.text).toContain(apixaban.span);
    expect(apixaban.text).not.toContain(key.medications[0].line);
    expect(apixaban.needles).toEqual(["apixaban"]);
  });

  it("doubles a dose and names the new dose for the scorer", () => {
    const [apixaban] = of("dose");

    expect(apixaban.span).toBe("- New: Apixaban 10 mg twice a day.");
    expect(apixaban.needles).toEqual(["apixaban", "10"]);
  });

  it("changes the unit, the frequency and the drug of a medicine", () => {
    expect(of("unit")[0].span).toBe("- New: Apixaban 5 mcg twice a day.");
    expect(of("frequency")[0].span).toBe("- New: Apixaban 5 mg three times a day.");
    expect(of("other-drug")[0].span).toMatch(/^- New: (?!Apixaban)[A-Z][a-z]+ 5 mg twice a day\.$/);
  });

  it("moves a medicine that continues to the end of the list as one to stop", () => {
    const [moved] = of("moved-to-stop");
    const lines = moved.text.split("\n");

    expect(moved.span).toBe("- Stop taking: Bisoprolol 2.5 mg once a day.");
    expect(lines.indexOf(moved.span ?? "")).toBe(lines.indexOf("- Allergy: amoxicillin gave you hives.") + 1);
  });

  it("drops a warning sign and the allergy, recording the dropped line", () => {
    const [warning] = of("warning-dropped");
    const [allergy] = of("allergy-dropped");

    expect(warning.dropped).toBe("- You have black stools: call 111.");
    expect(warning.text).not.toContain("black stools");
    expect(warning.needles).toEqual(["black", "stools"]);
    expect(allergy.text).not.toContain("amoxicillin");
    expect(allergy.needles).toEqual(["amoxicillin"]);
  });

  it("adds diagnoses and numbers the source does not have", () => {
    const added = [...of("diagnosis-added"), ...of("number-added")];

    expect(added).toHaveLength(4);
    for (const m of added) {
      for (const needle of m.needles) expect(source.toLowerCase()).not.toMatch(new RegExp(`\\b${needle}\\b`));
    }
  });

  it("changes the follow-up time", () => {
    expect(of("followup-time")[0].span).toBe("- Heart clinic in 6 months.");
  });

  it("gives the same mutants for the same input", () => {
    expect(mutate("doc", summary, key, source)).toEqual(mutants);
  });

  it("makes at least 500 mutants of all 11 kinds from the documents' correct summaries", () => {
    const all = documentIds().flatMap((id) => {
      const doc = loadDocument(id);
      return mutate(id, doc.correct, doc.key, doc.writtenText);
    });

    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(new Set(all.map((m) => m.kind))).toEqual(new Set(MUTATION_KINDS));
  });
});
