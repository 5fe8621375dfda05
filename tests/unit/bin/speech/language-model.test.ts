import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourcesHash } from "#bin/build-speech-model";
import { buildLanguageModel, probability, toArpa } from "#bin/speech/arpa";
import { generateCorpus, toCorpusForm } from "#bin/speech/corpus";
import { DEV, HELD_OUT } from "#bin/speech/dictations";
import medications from "#data/medications.json";

const SENTENCES = ["start amlodipine five milligrams", "start ramipril five milligrams", "stop amlodipine", "review"];

describe("ARPA language model builder", () => {
  it("gives every context a distribution that sums to one, seen or not", () => {
    const model = buildLanguageModel(SENTENCES);

    for (const context of [["<s>"], ["start"], ["start", "amlodipine"], ["five", "milligrams"], ["never", "seen"]]) {
      const total = model.vocabulary.reduce((sum, w) => sum + probability(model, context, w), 0);
      expect(total).toBeCloseTo(1, 6);
    }
  });

  it("still sums to one when rare trigrams are pruned", () => {
    const model = buildLanguageModel(SENTENCES, { minTopCount: 2 });

    const total = model.vocabulary.reduce((sum, w) => sum + probability(model, ["start", "ramipril"], w), 0);

    expect(total).toBeCloseTo(1, 6);
  });

  it("prefers what the corpus says after a word", () => {
    const model = buildLanguageModel(SENTENCES);

    expect(probability(model, ["five"], "milligrams")).toBeGreaterThan(probability(model, ["five"], "review"));
  });

  it("writes an ARPA header whose counts match its sections", () => {
    const arpa = toArpa(buildLanguageModel(SENTENCES));

    for (const n of [1, 2, 3]) {
      const declared = Number(new RegExp(`ngram ${n}=(\\d+)`).exec(arpa)?.[1]);
      const section = arpa.split(`\\${n}-grams:\n`)[1].split("\n\n")[0].trim().split("\n");
      expect(section).toHaveLength(declared);
    }
    expect(arpa).toMatch(/^-99\t<s>\t-?\d/m);
  });

  it("writes identical bytes for the same sentences", () => {
    expect(toArpa(buildLanguageModel(SENTENCES))).toBe(toArpa(buildLanguageModel([...SENTENCES])));
  });
});

describe("clinical dictation corpus", () => {
  const corpus = generateCorpus(20_000);

  it("is the same for the same seed", () => {
    expect(generateCorpus(500)).toEqual(corpus.slice(0, 500));
  });

  it("never contains a sentence of the held-out or tuning dictations", () => {
    const lines = new Set(generateCorpus());
    const evaluation = [...HELD_OUT, ...DEV].flatMap((d) => d.sentences.map(toCorpusForm));

    expect(evaluation.filter((s) => lines.has(s))).toEqual([]);
  });

  it("mentions every medication in the lexicon", () => {
    const words = new Set(generateCorpus().join(" ").split(" "));

    expect(medications.names.filter((n) => !words.has(n))).toEqual([]);
  });

  it("says doses and vital signs in words", () => {
    expect(corpus.some((s) => /milligrams/.test(s))).toBe(true);
    expect(corpus.some((s) => /over (\w+ )+?(and )?\w+/.test(s) && s.includes("blood pressure"))).toBe(true);
    expect(corpus.every((s) => !/\d/.test(s))).toBe(true);
  });

  it("says usual readings more often than extreme ones, so the model can tell eighteen from eighty", () => {
    const count = (pattern: RegExp) => corpus.filter((s) => pattern.test(s)).length;

    expect(count(/hundred (and )?eighteen over/)).toBeGreaterThan(2 * count(/hundred (and )?eighty over/));
    expect(count(/saturations (are )?ninety six percent/)).toBeGreaterThan(
      2 * count(/saturations (are )?eighty six percent/),
    );
  });

  it("still says abnormal readings", () => {
    expect(corpus.some((s) => /pressure (\w+ )*two hundred (and )?\w+ over/.test(s))).toBe(true);
    expect(corpus.some((s) => /temperature (is |was )?forty/.test(s))).toBe(true);
  });
});

describe("committed speech model", () => {
  const dir = "lambdas/data/speech";
  const manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, "utf8"));

  it("was built from the current generator and lexicon (else run: npx tsx bin/build-speech-model.ts)", () => {
    expect(manifest.sourcesSha256).toBe(sourcesHash());
  });

  it("has a pronunciation for every word of the language model", () => {
    const arpa = readFileSync(`${dir}/clinical-dictation.lm`, "utf8");
    const unigrams = arpa.split("\\1-grams:\n")[1].split("\n\n")[0].trim().split("\n");
    const words = unigrams.map((l) => l.split("\t")[1]).filter((w) => w !== "<s>" && w !== "</s>");
    const dictionary = new Set(
      readFileSync(`${dir}/clinical-dictation.dic`, "utf8")
        .split("\n")
        .map((l) => l.split(" ")[0].replace(/\(\d+\)$/, "")),
    );

    expect(words.filter((w) => !dictionary.has(w))).toEqual([]);
  });

  it("reads common words the British way too, next to the stock American pronunciation", () => {
    const lines = readFileSync(`${dir}/clinical-dictation.dic`, "utf8").split("\n");

    expect(lines).toContain("over OW V ER");
    expect(lines).toContain("over(2) OW V AH");
  });

  it("is small enough to keep in the repository", () => {
    const bytes = Object.values(manifest.files as Record<string, { bytes: number }>).reduce((s, f) => s + f.bytes, 0);

    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });
});
