import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildLanguageModel, type LanguageModel, parseArpa, probability, toArpa } from "#bin/speech/arpa";
import { mergeDictionaries } from "#bin/speech/merge-dictionary";
import { mixLanguageModels } from "#bin/speech/mix-lm";
import { readTrieLanguageModel, trieUnigrams } from "#bin/speech/trie-lm";

const log = (p: number) => Math.log10(p).toFixed(6);

// Two hand-made bigram models with correct backoff weights: A knows a and b, B knows a and c.
const MODEL_A = `\\data\\
ngram 1=4
ngram 2=2

\\1-grams:
${log(0.5)}\t</s>
-99\t<s>\t${log(0.4 / 0.75)}
${log(0.25)}\ta\t${log(0.6 / 0.75)}
${log(0.25)}\tb

\\2-grams:
${log(0.6)}\t<s> a
${log(0.4)}\ta b

\\end\\
`;
const MODEL_B = `\\data\\
ngram 1=4
ngram 2=2

\\1-grams:
${log(0.4)}\t</s>
-99\t<s>\t${log(0.5 / 0.6)}
${log(0.2)}\ta\t${log(0.3 / 0.6)}
${log(0.4)}\tc

\\2-grams:
${log(0.5)}\t<s> c
${log(0.7)}\ta c

\\end\\
`;

const sumOver = (model: LanguageModel, context: string[]) =>
  model.vocabulary.reduce((sum, w) => sum + probability(model, context, w), 0);

describe("interpolating two backoff language models", () => {
  const mixed = mixLanguageModels(parseArpa(MODEL_A), parseArpa(MODEL_B), { lambda: 0.5 });

  it("gives each explicit n-gram the weighted sum of both models' probabilities, a word unknown to one model counting zero there", () => {
    expect(probability(mixed, [], "a")).toBeCloseTo(0.5 * 0.25 + 0.5 * 0.2, 6);
    expect(probability(mixed, [], "c")).toBeCloseTo(0.5 * 0.4, 6);
    // B backs off from <s> to its unigram a: 0.5/0.6 × 0.2
    expect(probability(mixed, ["<s>"], "a")).toBeCloseTo(0.5 * 0.6 + 0.5 * (0.5 / 0.6) * 0.2, 6);
    expect(probability(mixed, ["<s>"], "c")).toBeCloseTo(0.5 * 0.5, 6);
    expect(probability(mixed, ["a"], "b")).toBeCloseTo(0.5 * 0.4, 6);
  });

  it("recomputes each context's backoff weight from the mixed model's own lower order", () => {
    const explicitAfterStart = 0.5 * 0.6 + 0.5 * (0.5 / 0.6) * 0.2 + 0.25;
    const lowerAfterStart = 0.225 + 0.2; // mixed unigrams of a and c
    expect(mixed.backoffs[0].get("<s>")).toBeCloseTo((1 - explicitAfterStart) / (1 - lowerAfterStart), 6);
    // after a: b 0.2 and c 0.35 explicit; their mixed unigrams 0.125 and 0.2
    expect(mixed.backoffs[0].get("a")).toBeCloseTo((1 - 0.55) / (1 - 0.325), 6);
    expect(probability(mixed, ["a"], "</s>")).toBeCloseTo(((1 - 0.55) / (1 - 0.325)) * 0.45, 6);
  });

  it("makes every context's distribution sum to one", () => {
    for (const context of [[], ["<s>"], ["a"], ["b"], ["c"]]) expect(sumOver(mixed, context)).toBeCloseTo(1, 6);
  });

  it("still sums to one for trigram models, and when a model's vocabulary is cut", () => {
    const general = buildLanguageModel([
      "how long until i see you again",
      "i see you next week",
      "what can i do for you",
      "how are you",
    ]);
    const clinical = buildLanguageModel([
      "start amlodipine five milligrams",
      "see you in two weeks",
      "review in a week",
    ]);
    for (const keep of [undefined, (w: string) => w !== "again" && w !== "what"]) {
      const model = mixLanguageModels(general, clinical, { lambda: 0.3, keep });
      for (const context of [
        ["<s>"],
        ["i", "see"],
        ["see", "you"],
        ["you", "in"],
        ["five", "milligrams"],
        ["x", "y"],
      ]) {
        expect(sumOver(model, context)).toBeCloseTo(1, 6);
      }
      expect(model.vocabulary).toContain("amlodipine");
      expect(model.vocabulary.includes("again")).toBe(keep === undefined);
    }
  });

  it("survives an ARPA round trip", () => {
    const again = parseArpa(toArpa(mixed));

    expect(probability(again, ["a"], "</s>")).toBeCloseTo(probability(mixed, ["a"], "</s>"), 5);
  });
});

describe("reading pocketsphinx's binary trie model", () => {
  const dir = mkdtempSync(join(tmpdir(), "clearnote-trie-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads back what sphinx_lm_convert wrote from an ARPA model", () => {
    const model = buildLanguageModel([
      "start amlodipine five milligrams",
      "start ramipril five milligrams daily",
      "stop amlodipine",
      "review in two weeks",
    ]);
    writeFileSync(join(dir, "small.arpa"), toArpa(model));
    const convert = spawnSync("sphinx_lm_convert", ["-i", join(dir, "small.arpa"), "-o", join(dir, "small.lm.bin")]);
    expect(convert.status).toBe(0);

    const read = readTrieLanguageModel(readFileSync(join(dir, "small.lm.bin")));

    expect(read.vocabulary).toEqual(model.vocabulary);
    for (let n = 1; n <= 3; n++) {
      expect([...read.probs[n - 1].keys()].sort()).toEqual([...model.probs[n - 1].keys()].sort());
      for (const [ngram, p] of model.probs[n - 1]) expect(read.probs[n - 1].get(ngram)).toBeCloseTo(p, 4);
    }
    for (const context of [["<s>"], ["start", "ramipril"], ["five", "milligrams"]]) {
      expect(probability(read, context, "daily")).toBeCloseTo(probability(model, context, "daily"), 4);
    }
  });

  it("reads the unigrams of Debian's general English model, which sum to one", () => {
    const unigrams = trieUnigrams(readFileSync("/usr/share/pocketsphinx/model/en-us/en-us.lm.bin"));

    expect(unigrams.size).toBeGreaterThan(70_000);
    expect(Math.log10(unigrams.get("the") ?? 0)).toBeGreaterThan(-2);
    expect([...unigrams.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
  });
});

describe("merging pronunciation dictionaries", () => {
  const clinical = new Map([
    ["amlodipine", ["AE M L OW D IH P IY N"]],
    ["over", ["OW V ER", "OW V AH"]],
  ]);
  const stock = new Map([
    ["over", ["OW V ER"]],
    ["you", ["Y UW"]],
    ["again", ["AH G EH N", "AH G EY N"]],
  ]);

  it("takes clinical pronunciations for clinical words, the stock ones for the rest, numbering variants", () => {
    const { text } = mergeDictionaries(["you", "over", "amlodipine", "again", "</s>"], clinical, stock);

    expect(text).toBe(
      [
        "again AH G EH N",
        "again(2) AH G EY N",
        "amlodipine AE M L OW D IH P IY N",
        "over OW V ER",
        "over(2) OW V AH",
        "you Y UW",
        "",
      ].join("\n"),
    );
  });

  it("reports words neither dictionary can pronounce instead of writing them", () => {
    const { text, missing } = mergeDictionaries(["you", "zzyzx"], clinical, stock);

    expect(missing).toEqual(["zzyzx"]);
    expect(text).toBe("you Y UW\n");
  });
});
