import { describe, expect, it } from "vitest";
import { align, factFound, wordErrorRate } from "#bin/speech/evaluate";
import { ipaToCmu } from "#bin/speech/ipa-to-cmu";
import { integerToWords, numberToWords, spokenNumbersToDigits } from "#bin/speech/spoken-numbers";

describe("spoken numbers", () => {
  it("says numbers as a British clinician does, or without 'and'", () => {
    expect(integerToWords(142, { and: true })).toBe("one hundred and forty two");
    expect(integerToWords(142)).toBe("one hundred forty two");
    expect(integerToWords(1000)).toBe("one thousand");
    expect(numberToWords("2.5")).toBe("two point five");
  });

  it("turns runs of number words back into digits", () => {
    const tokens = "bp one hundred and sixty two over ninety four temp thirty eight point two".split(" ");

    expect(spokenNumbersToDigits(tokens)).toEqual(["bp", "162", "over", "94", "temp", "38.2"]);
  });

  it("keeps numbers said back to back apart", () => {
    expect(spokenNumbersToDigits(["five", "two"])).toEqual(["5", "2"]);
    expect(spokenNumbersToDigits(["seventy", "eighty"])).toEqual(["70", "80"]);
  });
});

describe("word error rate", () => {
  it("counts substitutions, deletions and insertions against the reference length", () => {
    expect(wordErrorRate("start amlodipine five milligrams", "stop amlodipine milligrams daily")).toBeCloseTo(3 / 4);
  });

  it("ignores case and punctuation", () => {
    expect(wordErrorRate("Review in two weeks.", "review in two weeks")).toBe(0);
  });

  it("marks which recognised words were right", () => {
    expect(align(["a", "b", "c"], ["a", "x", "c"]).hypothesisCorrect).toEqual([true, false, true]);
  });
});

describe("critical facts", () => {
  const fact = { kind: "medication" as const, said: "amlodipine five milligrams once daily" };

  it("is found with a few words in between", () => {
    expect(factFound(fact, "amlodipine to five milligrams taken once daily")).toBe(true);
  });

  it("compares numbers by value, whether written in digits or words", () => {
    expect(factFound({ kind: "vital", said: "one hundred and forty two over eighty" }, "BP 142 over 80")).toBe(true);
  });

  it("is missed when a dose is one digit off", () => {
    expect(factFound(fact, "amlodipine nine milligrams once daily")).toBe(false);
  });

  it("is missed when its words are scattered across the dictation", () => {
    expect(
      factFound(fact, "amlodipine was stopped last year and we will see in five weeks milligrams once daily"),
    ).toBe(false);
  });
});

describe("IPA to CMU phones", () => {
  it("maps espeak-ng's American reading of a drug name", () => {
    expect(ipaToCmu("ˈæmlədˌɪpaɪn").join(" ")).toBe("AE M L AH D IH P AY N");
  });

  it("keeps r-coloured vowels one phone", () => {
    expect(ipaToCmu("sˈɜːtɹəlˌaɪn").join(" ")).toBe("S ER T R AH L AY N");
    expect(ipaToCmu("mˈɛtfoːɹmˌɪn").join(" ")).toBe("M EH T F AO R M IH N");
  });

  it("maps British vowels to their nearest American phone", () => {
    expect(ipaToCmu("baɪsˈɒpɹəlˌɒl").join(" ")).toBe("B AY S AA P R AH L AA L");
  });

  it("writes a doubled consonant once", () => {
    expect(ipaToCmu("fjˈʊɹɹoʊsmˌaɪd").join(" ")).toBe("F Y UH R OW S M AY D");
  });

  it("refuses a symbol it has no phone for", () => {
    expect(() => ipaToCmu("ʘ")).toThrow(/No CMU phone/);
  });
});
