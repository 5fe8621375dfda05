import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CASE_SETS, caseIds, lineOf, loadCase, type TranslationFact } from "../../fixtures/translation/answer-key";
import { drugWord, mutantsOf, otherDose, otherNumber } from "../../fixtures/translation/mutate";
import { caught, type FlagLike, factsPreserved, flagIdentity } from "../../fixtures/translation/score";
import { importsOf, repoRoot } from "../../support/imports-of";

/** The translation evaluation's scorer and mutation generator (issue 23), on texts written here. */
const flag = (kind: string, value: string, more: Partial<FlagLike> = {}): FlagLike => ({ kind, value, ...more });

describe("the translation evaluation's caught rule", () => {
  it("counts one more unresolved flag as caught", () => {
    expect(caught([], [flag("dose", "50 mg", { verdict: "contradicted" })])).toBe(true);
  });

  it("does not count the same flags as caught", () => {
    const before = [flag("warning", "Chest pain", { verdict: "omitted" })];
    expect(caught(before, [flag("warning", "chest  pain", { verdict: "omitted" })])).toBe(false);
    expect(caught([], [])).toBe(false);
  });

  it("counts a flag of a new kind, verdict or value as caught even when the count is the same", () => {
    const before = [flag("dose", "500 mg", { verdict: "unsupported" })];
    expect(caught(before, [flag("dose", "500 mg", { verdict: "contradicted" })])).toBe(true);
    expect(caught(before, [flag("number", "500 mg", { verdict: "unsupported" })])).toBe(true);
    expect(caught(before, [flag("dose", "50 mg", { verdict: "unsupported" })])).toBe(true);
  });

  it("ignores resolved flags on both sides", () => {
    const resolved = flag("dose", "50 mg", { verdict: "contradicted", resolution: { action: "accepted" } });
    expect(caught([], [resolved])).toBe(false);
    expect(caught([resolved], [flag("dose", "50 mg", { verdict: "contradicted" })])).toBe(true);
  });

  it("reads a flag's identity from kind, verdict and value only", () => {
    expect(flagIdentity(flag("dose", " 5 MG ", { verdict: "contradicted" }))).toBe("dose|contradicted|5 mg");
  });
});

describe("the translation evaluation's facts preserved", () => {
  const english = "## Medicines\n- Take naproxen 500 mg twice a day.\n- Do not drive.\n- See your GP in 2 weeks.";
  const facts: TranslationFact[] = [
    { kind: "medicine", line: "naproxen", drug: "naproxen", dose: "500 mg" },
    { kind: "instruction", line: "drive", negative: true },
    { kind: "followup", line: "GP", number: "2", unit: "weeks" },
  ];

  it("finds each fact on its own line of the back-translation", () => {
    const back =
      "## Medicines\n- It takes naproxen 500mg twice a day.\n- It does not drive.\n- See your GP at 2 weeks.";
    expect(factsPreserved(facts, english, back).map((f) => f.preserved)).toEqual([true, true, true]);
  });

  it("loses a changed dose, a lost negation, another time and a fact on the wrong line", () => {
    const back = "## Medicines\n- It takes naproxen 50 mg twice a day.\n- It drives.\n- See your GP in 3 weeks.";
    const results = factsPreserved(facts, english, back);
    expect(results.map((f) => f.preserved)).toEqual([false, false, false]);
    expect(results[0].missing).toEqual(["500 mg"]);
    const moved =
      "## Medicines naproxen 500 mg\n- It takes twice a day.\n- It does not drive.\n- See your GP in 2 weeks.";
    expect(factsPreserved(facts, english, moved)[0].preserved).toBe(false);
  });

  it("takes any of a drug's hand-written names", () => {
    const f: TranslationFact[] = [
      { kind: "medicine", line: "naproxen", drug: "paracetamol|acetaminophen", dose: "1 g" },
    ];
    expect(factsPreserved(f, english, "x\n- Acetaminophen 1 g four times a day.")[0].preserved).toBe(true);
    expect(factsPreserved(f, english, "x\n- Ibuprofen 1 g four times a day.")[0].preserved).toBe(false);
  });

  it("does not read 5 mg in 25 mg", () => {
    const f: TranslationFact[] = [{ kind: "medicine", line: "naproxen", drug: "naproxen", dose: "5 mg" }];
    expect(factsPreserved(f, english.replace("500", "5"), "x\n- naproxen 25 mg")[0].preserved).toBe(false);
  });
});

describe("the translation mutants", () => {
  const english = [
    "## Your medicines",
    "- Take amoxicillin 500 mg three times a day.",
    "- Do not drive for 24 hours.",
    "- Rest at home.",
    "- Call 999 if you have chest pain.",
    "- See your GP in 2 weeks.",
  ].join("\n");
  const spanish = [
    "## Vuestras medicinas",
    "- Tomar amoxicilina 500 mg tres veces al día.",
    "- No conduzca durante 24 horas.",
    "- Descanse en casa.",
    "- Llame al 999 si tiene dolor de pecho.",
    "- Vea a su médico en 2 semanas.",
  ].join("\n");
  const facts: TranslationFact[] = [
    { kind: "medicine", line: "amoxicillin", drug: "amoxicillin", dose: "500 mg" },
    { kind: "limit", line: "drive", number: "24", negative: true },
    { kind: "instruction", line: "Rest at home", negative: false },
    { kind: "warning", line: "chest pain", terms: ["chest", "pain"] },
    { kind: "followup", line: "GP", number: "2", unit: "weeks" },
  ];
  const changed = (text: string) => text.split("\n").filter((l) => !spanish.split("\n").includes(l));

  it("makes each operator's mutant on the translated line of its fact", () => {
    const { mutants, skipped } = mutantsOf(facts, english, spanish, "es");
    const by = Object.fromEntries(mutants.map((m) => [m.kind, changed(m.text)]));

    expect(skipped).toEqual([]);
    expect(by["dose change"]).toEqual(["- Tomar amoxicilina 50 mg tres veces al día."]);
    expect(by["drug swap"]).toEqual(["- Tomar warfarina 500 mg tres veces al día."]);
    expect(by["number change"]).toEqual(["- No conduzca durante 34 horas."]);
    expect(by["negation remove"]).toEqual(["- conduzca durante 24 horas."]);
    expect(by["negation insert"]).toEqual(["- No descanse en casa."]);
    expect(by["follow-up time change"]).toEqual(["- Vea a su médico en 4 semanas."]);
    const dropped = mutants.find((m) => m.kind === "warning-line drop");
    expect(dropped?.text.split("\n")).toHaveLength(5);
    expect(dropped?.text).not.toContain("pecho");
  });

  it("skips, and counts, a mutant whose pattern is not in the translation", () => {
    const reworded = spanish.replace("500 mg", "quinientos mg").replace("2 semanas", "dos semanas");
    const { skipped } = mutantsOf(facts, english, reworded, "es");
    expect(skipped.map((s) => s.kind).sort()).toEqual(["dose change", "follow-up time change"]);
  });

  it("changes a dose in the line's words, not the number of a numbered list's marker", () => {
    const numbered = spanish.replace("- Tomar amoxicilina 500 mg", "1. Amoxicilina 1 g");
    const dose: TranslationFact[] = [{ kind: "medicine", line: "amoxicillin", drug: "amoxicillin", dose: "1 g" }];

    const mutant = mutantsOf(dose, english.replace("- Take", "1. Take"), numbered, "es").mutants.find(
      (m) => m.kind === "dose change",
    );

    expect(mutant && changed(mutant.text)).toEqual(["1. Amoxicilina 10 g tres veces al día."]);
  });

  it("removes Catalan's negators and changes values so a reader acts differently", () => {
    const ca = spanish.replace("- No conduzca durante 24 horas.", "- No conduïu mai durant 24 hores.");
    const removed = mutantsOf(facts, english, ca, "ca").mutants.find((m) => m.kind === "negation remove");
    expect(removed && changed(removed.text)).toEqual(["- conduïu durant 24 hores."]);
    expect([otherDose(500), otherDose(5), otherDose(1.25), otherNumber(1), otherNumber(2), otherNumber(38)]).toEqual([
      50, 50, 12.5, 3, 4, 48,
    ]);
    const week: TranslationFact[] = [{ kind: "followup", line: "GP", number: "1", unit: "week" }];
    const inWeek = mutantsOf(week, english, spanish.replace("2 semanas", "1 setmana"), "ca").mutants;
    expect(inWeek.map((m) => changed(m.text))).toEqual([["- Vea a su médico en 3 setmana."]]);
    expect(drugWord("Tomar Amoxicilina ahora", "amoxicillin")).toBe("Amoxicilina");
    expect(drugWord("Tomar algo ahora", "amoxicillin")).toBeUndefined();
  });
});

describe("the translation evaluation's cases and independence", () => {
  it.each(Object.entries(CASE_SETS))(
    "has in set %s at least 12 hand-written cases whose every fact names one line of its summary",
    (_, dir) => {
      const ids = caseIds(dir);
      expect(ids.length).toBeGreaterThanOrEqual(12);
      for (const id of ids) {
        const c = loadCase(id, dir);
        for (const fact of c.facts)
          expect(c.english.toLowerCase(), `${id}: ${fact.line}`).toContain(fact.line.toLowerCase());
      }
    },
  );

  it("holds each held-out fact to the first line its words name, with the fact's number on that line", () => {
    const dir = CASE_SETS.heldout;
    for (const id of caseIds(dir)) {
      const c = loadCase(id, dir);
      expect(c.facts.length, id).toBeGreaterThanOrEqual(6);
      expect(c.facts.length, id).toBeLessThanOrEqual(12);
      for (const fact of c.facts) {
        const line = c.english.split("\n")[lineOf(c.english, fact.line)];
        const value = "number" in fact ? fact.number : "dose" in fact ? fact.dose : undefined;
        if (value) expect(line, `${id}: ${fact.line}`).toContain(value);
      }
    }
  });

  it("shares no summary and no line of 40 characters or more between the held-out set and the development set", () => {
    const lines = (dir: string) =>
      caseIds(dir).flatMap((id) =>
        loadCase(id, dir)
          .english.split("\n")
          .map((l) => l.trim().toLowerCase())
          .filter((l) => l.length >= 40),
      );
    const development = new Set(lines(CASE_SETS.cases));

    expect(caseIds(CASE_SETS.heldout).filter((id) => caseIds(CASE_SETS.cases).includes(id))).toEqual([]);
    expect(lines(CASE_SETS.heldout).filter((l) => development.has(l))).toEqual([]);
  });

  it("keeps the held-out set to summaries and keys (no code that could reach the product)", () => {
    const files = readdirSync(CASE_SETS.heldout);
    expect(files.filter((f) => !/\.(?:summary\.md|key\.json)$/.test(f))).toEqual([]);
    for (const f of files.filter((f) => f.endsWith(".key.json")))
      expect(readFileSync(join(CASE_SETS.heldout, f), "utf8"), f).not.toMatch(/lambdas\//);
  });

  it("lets no scorer, key reader or mutation generator reach lambdas/ (only product.ts does)", () => {
    const dir = resolve(repoRoot, "tests/fixtures/translation");
    const lambdas = resolve(repoRoot, "lambdas");
    const reaches = (file: string, seen = new Set<string>()): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      if (file.startsWith(lambdas) || file.endsWith("translation/product.ts")) return [file];
      return importsOf(file).flatMap((i) => {
        const target = i.path === undefined ? undefined : `${resolve(repoRoot, i.path)}.ts`;
        return target && existsSync(target) ? reaches(target, seen) : target ? [target] : [];
      });
    };
    const scorers = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && f !== "product.ts")
      .map((f) => join(dir, f));
    expect(scorers.length).toBeGreaterThanOrEqual(3);
    for (const file of scorers) expect(reaches(file), file).toEqual([]);
  });
});
