import { describe, expect, it } from "vitest";
import { alignLines } from "#core/translation/align";
import { linesOf } from "#core/translation/layout";
import { checkLines } from "#core/translation/line-checks";

const ENGLISH = [
  "## Your medicines",
  "- Take metformin 500 mg twice a day with food.",
  "- Do not take ibuprofen.",
  "- Drink plenty of water.",
  "## When to get help",
  "- Call 999 if you have chest pain.",
  "- Call us if you faint.",
  "## Follow-up",
  "- See your doctor in 2 weeks.",
].join("\n");

const SPANISH = [
  "## Vuestras medicinas",
  "- Tome metformina 500 mg dos veces al día con comida.",
  "- No tome ibuprofeno.",
  "- Beba mucha agua.",
  "## Cuándo pedir ayuda",
  "- Llame al 999 si tiene dolor de pecho.",
  "- Llámenos si se desmaya.",
  "## Seguimiento",
  "- Vea a su médico en 2 semanas.",
].join("\n");

/** The line check of a translation against ENGLISH (or another English), lines paired as the product pairs them. */
function check(translated: string, language = "es", english = ENGLISH) {
  const e = linesOf(english);
  const t = linesOf(translated);
  return checkLines(e, t, alignLines(e, t), language);
}

const line = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`"${from}" is not in the text`);
  return text.replace(from, to);
};

describe("a translation held to its English line by line", () => {
  it("raises nothing on a faithful translation", () => {
    expect(check(SPANISH)).toEqual([]);
  });

  it("flags a dose the translation changed, on its line", () => {
    const found = check(line(SPANISH, "500 mg", "50 mg"));

    expect(found).toHaveLength(1);
    expect(found[0].pair).toBe(1);
    expect(found[0].flag).toMatchObject({ kind: "dose", verdict: "contradicted", value: "50 mg" });
    expect(found[0].flag.reason).toBe("The English says 500 mg; the translation says 50 mg.");
  });

  it("flags a number the translation left out", () => {
    const found = check(line(SPANISH, "Llame al 999 si", "Llame si"));

    expect(found.map((f) => [f.pair, f.flag.verdict, f.flag.kind, f.flag.value])).toEqual([
      [5, "omitted", "number", "999"],
    ]);
  });

  it("reads numbers in the language's words: 'dos veces' is 'twice'", () => {
    const found = check(line(SPANISH, "dos veces", "tres veces"));

    expect(found.map((f) => f.flag.value)).toEqual(["3"]);
  });

  it("takes 'una vez' for 'once' but never an article for a number in digits", () => {
    const english = "- Take 1 g once a day.";

    expect(check("- Tome 1 g una vez al día.", "es", english)).toEqual([]);
    expect(check("- Tome una g una vez al día.", "es", english).map((f) => f.flag.verdict)).toEqual(["omitted"]);
  });

  it("reads a decimal comma as the English decimal point", () => {
    expect(check("- Tome 2,5 mg.", "es", "- Take 2.5 mg.")).toEqual([]);
  });

  it("flags a medicine the translation names instead of the English one, both ways", () => {
    const found = check(line(SPANISH, "metformina", "warfarina"));

    expect(found.map((f) => [f.pair, f.flag.verdict, f.flag.kind, f.flag.value])).toEqual([
      [1, "omitted", "medication", "metformin"],
      [1, "unsupported", "medication", "warfarina"],
    ]);
  });

  it("flags a medicine the English names twice when the translation swaps one of them", () => {
    const english = "- If you get a rash in the first weeks of lamotrigine, stop lamotrigine.";

    const found = check(
      "- Si le sale un sarpullido en las primeras semanas de litio, deje la lamotrigina.",
      "es",
      english,
    );

    expect(found.map((f) => [f.flag.verdict, f.flag.value])).toEqual([["omitted", "lamotrigine"]]);
  });

  it("finds a name by the word that tells it from others, in the language's word order", () => {
    const english = "- New: Sodium bicarbonate 500 mg twice a day.";

    expect(check("- Nuevo: bicarbonato de sodio 500 mg dos veces al día.", "es", english)).toEqual([]);
  });

  it("knows a medicine's name with the language's spelling", () => {
    const english = "- Take amoxicillin, morphine and a steroid, not ibuprofen.";

    expect(check("- Tome amoxicilina, morfina y un esteroide, no ibuprofeno.", "es", english)).toEqual([]);
    expect(check("- Preneu amoxicil·lina, morfina i un esteroide, no l'ibuprofèn.", "ca", english)).toEqual([]);
  });

  it("flags an instruction whose negative the translation lost", () => {
    const found = check(line(SPANISH, "No tome ibuprofeno", "Tome ibuprofeno"));

    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pair: 2, flag: { kind: "medication", verdict: "contradicted" } });
    expect(found[0].flag.value).toBe("Tome ibuprofeno.");
  });

  it("flags a negative the translation put on a positive instruction", () => {
    const found = check(line(SPANISH, "Beba mucha agua", "No beba mucha agua"));

    expect(found.map((f) => [f.pair, f.flag.verdict, f.flag.kind])).toEqual([[3, "contradicted", "limit"]]);
  });

  it("flags a second negative the translation added to a negative line", () => {
    const english = "- Do not drive and rest for a day.";

    expect(check("- No conduzca y no descanse durante un día.", "es", english)).toHaveLength(1);
  });

  it("flags a clause whose negative the translation lost while another clause keeps one", () => {
    const english = "- Do not drive until you have had no fits for a year.";

    expect(check("- No conduzca hasta que no haya tenido ningún ataque en un año.", "es", english)).toEqual([]);
    expect(check("- Conduzca hasta que no haya tenido ningún ataque en un año.", "es", english)).toHaveLength(1);
  });

  it("reads negative concord as one negative: 'no ... ningún', 'nunca' for 'ever'", () => {
    expect(check("- No había sangre y ningún hueso roto.", "es", "- There was no blood and no broken bone.")).toEqual(
      [],
    );
    expect(check("- Es el peor dolor que nunca ha tenido.", "es", "- It is the worst pain you have ever had.")).toEqual(
      [],
    );
  });

  it("reads Catalan 'cap' as 'none' before a noun and as the head after one", () => {
    expect(
      check("- L'operació va anar bé amb cap problema.", "ca", "- The operation went well with no problems."),
    ).toEqual([]);
    expect(check("- Teniu mal de cap.", "ca", "- You have a headache.")).toEqual([]);
    expect(check("- Teniu cap mal.", "ca", "- You have a pain.").map((f) => f.flag.verdict)).toEqual(["contradicted"]);
  });

  it("flags a time the translation gives in another unit", () => {
    const found = check(line(SPANISH, "2 semanas", "2 días"));

    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pair: 8, flag: { kind: "followup", verdict: "contradicted", value: "2 días" } });
  });

  it("flags an English line the translation dropped, on its own row, and pairs the lines after it", () => {
    const translated = SPANISH.split("\n")
      .filter((l) => !l.includes("pecho"))
      .join("\n");

    const found = check(translated);

    expect(found).toHaveLength(1);
    expect(found[0].flag).toMatchObject({
      kind: "warning",
      verdict: "omitted",
      value: "- Call 999 if you have chest pain.",
    });
    expect(alignLines(linesOf(ENGLISH), linesOf(translated))[found[0].pair]).toEqual({ english: 5 });
  });

  it("flags an English line whose translated line is empty", () => {
    const found = check(line(SPANISH, "- Llámenos si se desmaya.", ""));

    expect(found.map((f) => [f.pair, f.flag.verdict, f.flag.kind])).toEqual([[6, "omitted", "warning"]]);
  });

  it("flags a translated line no English line has", () => {
    const added = "- Si olvida una comida, avise a su médico antes de la siguiente.";

    const found = check(line(SPANISH, "- Beba mucha agua.", `- Beba mucha agua.\n${added}`));

    expect(found.map((f) => [f.flag.verdict, f.flag.value])).toEqual([["unsupported", added]]);
  });

  it("leaves a language it has no words for to the back-translation", () => {
    expect(check(line(SPANISH, "500 mg", "50 mg"), "fr")).toEqual([]);
  });
});
