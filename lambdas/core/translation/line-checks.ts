import type { ClaimKind, ReviewFlag } from "#contracts/review-flags";
import type { Pair } from "./align";
import { fold, type LanguageWords, languageWords, type TimeUnit } from "./language-words";
import type { Line } from "./layout";
import { medicinesOf, originalWords, sameName, timesNamed, vocabularyName, wordsOf } from "./names";

/**
 * The translation against its English, line by line (issue 23), beside the back-translation's claim check: what a
 * round trip can hide because the engine makes the same mistake both ways, or repairs it on the way back ("No tome"
 * back as "Do not take" whether or not the patient's text says "no"). Each English line and its translated line
 * (align.ts) must have the same numbers, the same medicine names, the same time units after a number and the same
 * polarity (both negative or both not), and no English line may be left without its translation. Read only for a
 * language with words in language-words.ts; others rely on the back-translation (decision 376).
 */
export interface LineFlag {
  flag: ReviewFlag;
  /** The pair (row) it belongs to. */
  pair: number;
}

interface Context {
  english: Line[];
  translated: Line[];
  /** The heading each English line stands under, lower case. */
  sections: string[];
  medicines: Map<number, string[]>;
  words: LanguageWords;
  en: LanguageWords;
}

const quote = (line: Line) => `${line.marker}${line.text}`.trim().slice(0, 300);

const WARNING_SECTION = /help|warning|urgent|emergenc|worr|danger|seek|when to|call/;
const FOLLOWUP_SECTION = /follow|appointment|next|review|check-up|see you/;
const ALLERGY = /\ballerg/i;

/** What a line is about, for the flag's kind: a medicine on it, else its section. */
function kindOf(ctx: Context, i: number, fallback: ClaimKind): ClaimKind {
  const text = ctx.english[i].text;
  if (ALLERGY.test(text)) return "allergy";
  if ((ctx.medicines.get(i) ?? []).length > 0) return "medication";
  if (WARNING_SECTION.test(ctx.sections[i])) return "warning";
  if (FOLLOWUP_SECTION.test(ctx.sections[i])) return "followup";
  return fallback;
}

/** A phrase as whole words. */
const wordPattern = (phrase: string) => new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})`, "gu");

interface NumberToken {
  value: string;
  /** Written in digits, which an engine keeps as digits. */
  digits: boolean;
  /** Written in digits, or a number word that is not also an everyday word. */
  strong: boolean;
  index: number;
}

/** The numbers of a line, in digits or words of the language (or English, which an engine may leave as it is). */
function numbersOf(
  text: string,
  words: LanguageWords,
  en: LanguageWords,
): { numbers: NumberToken[]; tokens: string[] } {
  let folded = fold(text);
  for (const phrase of words.notNumbers) folded = folded.replace(wordPattern(phrase), " ");
  const tokens = folded.match(/\d+(?:[.,]\d+)*|\p{L}[\p{L}']*/gu) ?? [];
  const numbers: NumberToken[] = [];
  tokens.forEach((token, index) => {
    const add = (value: number | string, strong: boolean) =>
      numbers.push({ value: String(value), digits: false, strong, index });
    if (/^\d/.test(token)) numbers.push({ value: token.replace(/,/g, "."), digits: true, strong: true, index });
    else if (token in words.numbers) add(words.numbers[token], true);
    else if (token in words.weakNumbers) add(words.weakNumbers[token], false);
    // An engine may leave a number word as it is; not a short one, which may be a word of the language ("ten").
    else if (words !== en && token.length > 3 && token in en.numbers) add(en.numbers[token], true);
  });
  return { numbers, tokens };
}

const count = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

const DOSE_UNITS = "mg|g|mcg|µg|ml|mmol|iu|units?|unidades|unitats|micrograms?|microgramos?|kg|litres?|litros?";
const DOSE_AFTER = new RegExp(`^\\d+(?:[.,]\\d+)?\\s*(?:${DOSE_UNITS})(?!\\p{L})`, "iu");

/** "500 mg", "2 weeks", "38°C": the number with its unit, as the line writes it. */
function numberPhrase(ctx: Context, text: string, value: string): string {
  const body = value.replace(".", "[.,]");
  const m = text.match(new RegExp(`(?<![\\d.,])${body}(?![.,]?\\d)(?:\\s*(?:[%°]\\w*|\\p{L}+))?`, "iu"));
  if (!m) return value;
  const unit = fold(m[0].replace(/^[\d.,]+\s*/, ""));
  const isUnit =
    unit === "" ||
    /^[%°]/.test(unit) ||
    new RegExp(`^(?:${DOSE_UNITS})$`, "i").test(unit) ||
    unit in ctx.words.timeUnits ||
    unit in ctx.en.timeUnits;
  return isUnit ? m[0] : (m[0].match(/^[\d.,]+/)?.[0] ?? value);
}

function numberFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const english = numbersOf(e.text, ctx.en, ctx.en).numbers;
  const translated = numbersOf(t.text, ctx.words, ctx.en).numbers;
  // A number in digits is matched by one in digits or a number word, never by an article ("una" for "1 g"); a
  // number in words ("once a day") also by the article the language says it with ("una vez al día").
  const strong = count(translated.filter((n) => n.strong).map((n) => n.value));
  const weak = count(translated.filter((n) => !n.strong).map((n) => n.value));
  const missing: string[] = [];
  for (const n of [...english.filter((x) => x.digits), ...english.filter((x) => x.strong && !x.digits)]) {
    const pool = strong.get(n.value) ? strong : !n.digits && weak.get(n.value) ? weak : undefined;
    if (pool) pool.set(n.value, (pool.get(n.value) ?? 0) - 1);
    else missing.push(n.value);
  }
  const allowed = count(english.map((n) => n.value));
  const extra: string[] = [];
  for (const [value, n] of count(translated.filter((x) => x.strong).map((x) => x.value)))
    for (let k = allowed.get(value) ?? 0; k < n; k++) extra.push(value);
  if (missing.length === 0 && extra.length === 0) return [];
  const kindFor = (phrase: string): ClaimKind =>
    DOSE_AFTER.test(phrase) ? "dose" : kindOf(ctx, i, "number") === "followup" ? "followup" : "number";
  const evidence = [{ quote: quote(e) }];
  if (missing.length === 1 && extra.length === 1) {
    const said = numberPhrase(ctx, e.text, missing[0]);
    const now = numberPhrase(ctx, t.text, extra[0]);
    return [
      {
        kind: kindFor(said),
        value: now,
        verdict: "contradicted",
        reason: `The English says ${said}; the translation says ${now}.`,
        evidence,
      },
    ];
  }
  return [
    ...missing.map((value): ReviewFlag => {
      const said = numberPhrase(ctx, e.text, value);
      return {
        kind: kindFor(said),
        value: said,
        verdict: "omitted",
        reason: `The English says ${said}; this line of the translation does not have ${value}.`,
        evidence,
      };
    }),
    ...extra.map((value): ReviewFlag => {
      const now = numberPhrase(ctx, t.text, value);
      return {
        kind: kindFor(now),
        value: now,
        verdict: "unsupported",
        reason: `The translation says ${now}; its English line has no ${value}.`,
        evidence,
      };
    }),
  ];
}

/** Each number followed by a time unit ("2 weeks", "48 horas"), with that unit. */
function timesOf(text: string, words: LanguageWords, en: LanguageWords): Array<{ value: string; unit: TimeUnit }> {
  const { numbers, tokens } = numbersOf(text, words, en);
  return numbers.flatMap((n) => {
    if (!n.strong) return [];
    const unit = words.timeUnits[tokens[n.index + 1] ?? ""];
    return unit ? [{ value: n.value, unit }] : [];
  });
}

function timeFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const english = timesOf(e.text, ctx.en, ctx.en);
  const translated = timesOf(t.text, ctx.words, ctx.en);
  const flags: ReviewFlag[] = [];
  for (const time of english) {
    if (translated.some((x) => x.value === time.value && x.unit === time.unit)) continue;
    const other = translated.find((x) => x.value === time.value);
    if (!other) continue; // A number gone is the number check's flag.
    const now = numberPhrase(ctx, t.text, other.value);
    flags.push({
      kind: kindOf(ctx, i, "number") === "followup" ? "followup" : "number",
      value: now,
      verdict: "contradicted",
      reason: `The English says ${numberPhrase(ctx, e.text, time.value)}; the translation says ${now} (${other.unit}s, not ${time.unit}s).`,
      evidence: [{ quote: quote(e) }],
    });
  }
  return flags;
}

function medicineFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const translatedWords = wordsOf(t.text);
  const englishWords = wordsOf(e.text).filter((w) => w.length >= 4);
  const flags: ReviewFlag[] = [];
  const names = ctx.medicines.get(i) ?? [];
  const reported = new Set<string>();
  for (const name of names) {
    // Named as often as the English names it: a swap of one of two mentions is a swap.
    const english = names.filter((n) => wordsOf(n)[0] === wordsOf(name)[0]).length;
    const there = timesNamed(name, translatedWords);
    if (there === undefined || there >= english || reported.has(fold(name))) continue;
    reported.add(fold(name));
    flags.push({
      kind: "medication",
      value: name,
      verdict: "omitted",
      reason: `The English names ${name}; its line in the translation does not. Check the medicine's name.`,
      evidence: [{ quote: quote(e) }],
    });
  }
  const original = originalWords(t.text);
  translatedWords.forEach((word, k) => {
    if (englishWords.some((w) => sameName(w, word))) return;
    if (!vocabularyName(word)) return;
    const as = original[k] ?? word;
    flags.push({
      kind: "medication",
      value: as,
      verdict: "unsupported",
      reason: `The translation names ${as}, which its English line does not. Check the medicine's name.`,
      evidence: [{ quote: quote(e) }],
    });
  });
  return flags;
}

/**
 * How many clauses of a line are negative: a clause with a negator, or with a concord word and no negator before it
 * ("Nunca tome", "ninguna hemorragia"). Clauses end at punctuation and at the language's clause words.
 */
export function negations(text: string, words: LanguageWords): number {
  let folded = fold(text);
  for (const phrase of words.notNegative) folded = folded.replace(wordPattern(phrase), " ");
  let total = 0;
  for (const sentence of folded.split(/[.,;:!?()]/)) {
    const tokens = sentence.match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
    let negative = false;
    tokens.forEach((word, k) => {
      if (words.clauseBreaks.includes(word)) {
        if (negative) total++;
        negative = false;
      } else if (words.negators.includes(word)) negative = true;
      else if (words.concord.includes(word)) {
        const noun = words.nounAfter[word];
        if (!(noun && (noun.includes(tokens[k - 1] ?? "") || k === tokens.length - 1))) negative = true;
      }
    });
    if (negative) total++;
  }
  return total;
}

function negationFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const english = negations(e.text, ctx.en);
  const translated = negations(t.text, ctx.words);
  // As many negative clauses; "ever" may come out as the language's "never" word ("el peor que nunca ha tenido").
  const ever = wordsOf(e.text).filter((w) => ctx.en.saidNegative.includes(w)).length;
  if (translated >= english && translated <= english + ever) return [];
  const reason =
    english > 0 && translated === 0
      ? "The English says not to (or says no); this line of the translation has no negative. Check it does not tell the patient the opposite."
      : english === 0
        ? "This line of the translation is negative; its English line is not. Check it does not forbid what the English asks."
        : translated < english
          ? "This line of the translation has fewer negatives than its English line. Check it does not tell the patient to do what the English forbids."
          : "This line of the translation has more negatives than its English line. Check it still says what the English says.";
  return [
    {
      kind: kindOf(ctx, i, "limit"),
      value: t.text.trim().slice(0, 300),
      verdict: "contradicted",
      reason,
      evidence: [{ quote: quote(e) }],
    },
  ];
}

/** An English line without its translation, or a translated line without its English (`near`: the English before it). */
function unpairedFlag(ctx: Context, pair: Pair, near: number | undefined): ReviewFlag | undefined {
  if (pair.english !== undefined) {
    const e = ctx.english[pair.english];
    if (e.text.trim() === "") return undefined;
    // The line as written, marker and all: not the claim checker's flag for a sign the round trip lost on a line
    // still there, so an acceptance of that one does not carry over to the line being gone.
    return {
      kind: kindOf(ctx, pair.english, "limit"),
      value: quote(e),
      verdict: "omitted",
      reason: "This line of the English has no line in the translation: the patient would not read it.",
      evidence: [{ quote: quote(e) }],
    };
  }
  if (pair.translated === undefined) return undefined;
  const t = ctx.translated[pair.translated];
  if (t.text.trim() === "") return undefined;
  return {
    kind: near === undefined ? "limit" : kindOf(ctx, near, "limit"),
    value: quote(t),
    verdict: "unsupported",
    reason: "This line of the translation has no line in the English. Check what it tells the patient.",
  };
}

function sectionsOf(english: Line[]): string[] {
  let section = "";
  return english.map((line) => {
    if (line.marker.trim().startsWith("#")) section = line.text.toLowerCase();
    return section;
  });
}

/** The flags of the line-by-line check, each with the pair (row) it belongs to; none for a language without words. */
export function checkLines(english: Line[], translated: Line[], pairs: Pair[], language: string): LineFlag[] {
  const words = languageWords(language);
  const en = languageWords("en");
  if (!words || !en) return [];
  const medicines = new Map<number, string[]>();
  for (const m of medicinesOf(english.map((l) => `${l.marker}${l.text}`).join("\n"))) {
    medicines.set(m.line, [...(medicines.get(m.line) ?? []), m.name]);
  }
  const ctx: Context = { english, translated, sections: sectionsOf(english), medicines, words, en };
  const found: LineFlag[] = [];
  let near: number | undefined;
  for (const [at, pair] of pairs.entries()) {
    const add = (flag: ReviewFlag | undefined) => {
      if (flag) found.push({ flag, pair: at });
    };
    const { english: i, translated: j } = pair;
    if (i !== undefined) near = i;
    if (i === undefined || j === undefined) {
      add(unpairedFlag(ctx, pair, near));
      continue;
    }
    // A line emptied or filled in place is a line dropped or added.
    const emptied = ctx.translated[j].text.trim() === "";
    if (emptied !== (ctx.english[i].text.trim() === "")) {
      add(unpairedFlag(ctx, emptied ? { english: i } : { translated: j }, near));
      continue;
    }
    for (const flag of [
      ...numberFlags(ctx, i, j),
      ...timeFlags(ctx, i, j),
      ...medicineFlags(ctx, i, j),
      ...negationFlags(ctx, i, j),
    ])
      add(flag);
  }
  return found;
}
