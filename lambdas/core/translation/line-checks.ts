import type { ClaimKind, ReviewFlag } from "#contracts/review-flags";
import type { Pair } from "./align";
import { fold, type LanguageWords, languageWords, type TimeUnit } from "./language-words";
import type { Line } from "./layout";
import { medicinesOf, nameIn, sameName, vocabularyName, wordsOf } from "./names";

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
  /** Written in digits, or a number word that is not also an everyday word. */
  strong: boolean;
  index: number;
}

/** The numbers of a line, in digits or words of the language (or English, which an engine may leave as it is). */
function numbersOf(text: string, words: LanguageWords, en: LanguageWords): { numbers: NumberToken[]; tokens: string[] } {
  let folded = fold(text);
  for (const phrase of words.notNumbers) folded = folded.replace(wordPattern(phrase), " ");
  const tokens = folded.match(/\d+(?:[.,]\d+)*|\p{L}[\p{L}']*/gu) ?? [];
  const numbers: NumberToken[] = [];
  tokens.forEach((token, index) => {
    if (/^\d/.test(token)) numbers.push({ value: token.replace(/,/g, "."), strong: true, index });
    else if (token in words.numbers) numbers.push({ value: String(words.numbers[token]), strong: true, index });
    else if (token in words.weakNumbers) numbers.push({ value: String(words.weakNumbers[token]), strong: false, index });
    else if (words !== en && token in en.numbers && !(token in en.timeUnits))
      numbers.push({ value: String(en.numbers[token]), strong: true, index });
  });
  return { numbers, tokens };
}

const count = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

/** "500 mg", "2 weeks": the number with the word after it, as the line writes it. */
function numberPhrase(text: string, value: string): string {
  const body = value.replace(".", "[.,]");
  const m = text.match(new RegExp(`(?<![\\d.,])${body}(?![.,]?\\d)(?:\\s*(?:[%°]\\w*|[\\p{L}]+))?`, "iu"));
  return m ? m[0] : value;
}

const DOSE_AFTER = /^\d+(?:[.,]\d+)?\s*(?:mg|g|mcg|µg|ml|mmol|iu|units?|unidades|unitats|micrograms?|microgramos?)\b/i;

function numberFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const english = numbersOf(e.text, ctx.en, ctx.en).numbers;
  const translated = numbersOf(t.text, ctx.words, ctx.en).numbers;
  const have = count(translated.map((n) => n.value));
  const strongHave = count(translated.filter((n) => n.strong).map((n) => n.value));
  const need = count(english.filter((n) => n.strong).map((n) => n.value));
  const allowed = count(english.map((n) => n.value));
  const missing: string[] = [];
  for (const [value, n] of need) for (let k = (have.get(value) ?? 0); k < n; k++) missing.push(value);
  const extra: string[] = [];
  for (const [value, n] of strongHave) for (let k = allowed.get(value) ?? 0; k < n; k++) extra.push(value);
  if (missing.length === 0 && extra.length === 0) return [];
  const kindFor = (phrase: string) => (DOSE_AFTER.test(phrase) ? "dose" : kindOf(ctx, i, "number") === "medication" ? "dose" : "number");
  const evidence = [{ quote: quote(e) }];
  if (missing.length === 1 && extra.length === 1) {
    const said = numberPhrase(e.text, missing[0]);
    const now = numberPhrase(t.text, extra[0]);
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
      const said = numberPhrase(e.text, value);
      return {
        kind: kindFor(said),
        value: said,
        verdict: "omitted",
        reason: `The English says ${said}; this line of the translation does not have ${value}.`,
        evidence,
      };
    }),
    ...extra.map((value): ReviewFlag => {
      const now = numberPhrase(t.text, value);
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
    const now = numberPhrase(t.text, other.value);
    flags.push({
      kind: kindOf(ctx, i, "number") === "followup" ? "followup" : "number",
      value: now,
      verdict: "contradicted",
      reason: `The English says ${numberPhrase(e.text, time.value)}; the translation says ${now} (${other.unit}s, not ${time.unit}s).`,
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
  for (const name of ctx.medicines.get(i) ?? []) {
    if (nameIn(name, translatedWords)) continue;
    flags.push({
      kind: "medication",
      value: name,
      verdict: "omitted",
      reason: `The English names ${name}; its line in the translation does not. Check the medicine's name.`,
      evidence: [{ quote: quote(e) }],
    });
  }
  const original = t.text.match(/\p{L}[\p{L}'-]*/gu) ?? [];
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

/** How many times a line says "not": each negator, and each concord word with no negator before it in its sentence. */
export function negations(text: string, words: LanguageWords): number {
  let folded = fold(text);
  for (const phrase of words.notNegative) folded = folded.replace(wordPattern(phrase), " ");
  let total = 0;
  for (const sentence of folded.split(/[.;:!?]/)) {
    const tokens = sentence.match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
    let negated = false;
    tokens.forEach((word, k) => {
      if (words.negators.includes(word)) {
        total++;
        negated = true;
      } else if (words.concord.includes(word) && !negated) {
        if ((words.nounAfter[word] ?? []).includes(tokens[k - 1] ?? "")) return;
        total++;
        negated = true;
      }
    });
  }
  return total;
}

function negationFlags(ctx: Context, i: number, j: number): ReviewFlag[] {
  const e = ctx.english[i];
  const t = ctx.translated[j];
  const english = negations(e.text, ctx.en);
  const translated = negations(t.text, ctx.words);
  if (english > 0 === translated > 0 && translated <= english) return [];
  const reason =
    english > 0 && translated === 0
      ? "The English says not to (or says no); this line of the translation has no negative. Check it does not tell the patient the opposite."
      : english === 0
        ? "This line of the translation is negative; its English line is not. Check it does not forbid what the English asks."
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

/** An English line without its translation, or a translated line without its English. */
function unpairedFlag(ctx: Context, pair: Pair): ReviewFlag | undefined {
  if (pair.english !== undefined) {
    const e = ctx.english[pair.english];
    if (e.text.trim() === "") return undefined;
    return {
      kind: kindOf(ctx, pair.english, "limit"),
      value: e.text.trim().slice(0, 300),
      verdict: "omitted",
      reason: "This line of the English has no line in the translation: the patient would not read it.",
      evidence: [{ quote: quote(e) }],
    };
  }
  if (pair.translated !== undefined) {
    const t = ctx.translated[pair.translated];
    if (t.text.trim() === "") return undefined;
    return {
      kind: "number",
      value: t.text.trim().slice(0, 300),
      verdict: "unsupported",
      reason: "This line of the translation has no line in the English. Check what it tells the patient.",
    };
  }
  return undefined;
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
  pairs.forEach((pair, at) => {
    const add = (flags: ReviewFlag[]) => {
      for (const flag of flags) found.push({ flag, pair: at });
    };
    const { english: i, translated: j } = pair;
    if (i === undefined || j === undefined) {
      const flag = unpairedFlag(ctx, pair);
      if (flag) add([flag]);
      return;
    }
    // A line emptied or filled in place is a line dropped or added.
    const emptied = ctx.translated[j].text.trim() === "";
    if (emptied !== (ctx.english[i].text.trim() === "")) {
      const flag = unpairedFlag(ctx, emptied ? { english: i } : { translated: j });
      if (flag) add([flag]);
      return;
    }
    add(numberFlags(ctx, i, j));
    add(timeFlags(ctx, i, j));
    add(medicineFlags(ctx, i, j));
    add(negationFlags(ctx, i, j));
  });
  return found;
}
