import { ENGLISH } from "#contracts/languages";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import { checkClaims } from "../claims/check";
import { alignLines } from "./align";
import { joinLines, type Line, linesOf } from "./layout";
import { checkLines } from "./line-checks";
import type { Translator } from "./ports";

/** One line of the summary, side by side: the clinician's English, the translation, and its translation back. */
export interface TranslationRow {
  english: string;
  translated: string;
  back: string;
  /** Indexes into `flags` of the divergences found on this line. */
  flags: number[];
}

export interface CheckedTranslation {
  language: string;
  translated: string;
  backTranslation: string;
  rows: TranslationRow[];
  /** Every divergence of the back-translation from the English, as claim-checker flags, unresolved. */
  flags: ReviewFlag[];
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The row a flag belongs to: its claim in the back-translation, or for an omission its quote in the English. */
function rowOf(flag: ReviewFlag, rows: Array<Omit<TranslationRow, "flags">>): number {
  const needle = fold(flag.verdict === "omitted" ? (flag.evidence?.[0]?.quote ?? flag.value) : flag.value);
  const where = flag.verdict === "omitted" ? "english" : "back";
  const exact = rows.findIndex((r) => fold(r[where]).includes(needle));
  if (exact >= 0) return exact;
  // A quote that spans lines: the line holding its first words.
  const start = needle.split(" ").slice(0, 3).join(" ");
  return rows.findIndex((r) => start !== "" && fold(r[where]).includes(start));
}

/**
 * Translates the clinician's final English summary, translates the result back to English, and runs the claim checker
 * on the back-translation against the English (issue 23): every medicine with its action and dose, allergy, warning
 * sign, follow-up and number must survive the round trip, and each that does not is a flag on its line. For the
 * languages it reads (line-checks.ts), the translation is also held to the English line by line.
 */
export async function translateAndCheck(
  translator: Translator,
  english: string,
  language: string,
): Promise<CheckedTranslation> {
  const lines = linesOf(english);
  const translatedTexts = await translator.translate(
    lines.map((l) => l.text),
    ENGLISH,
    language,
  );
  const translated = lines.map((l, i) => ({ marker: l.marker, text: translatedTexts[i] ?? "" }));
  return check(translator, lines, translated, language);
}

/**
 * The same check on a translation the clinician wrote or corrected: its lines are translated back and compared with
 * the English line for line (a line taken out, joined or added is paired by align.ts, and is itself a flag).
 */
export function recheckTranslation(
  translator: Translator,
  english: string,
  language: string,
  translatedText: string,
): Promise<CheckedTranslation> {
  return check(translator, linesOf(english), linesOf(translatedText), language);
}

async function check(
  translator: Translator,
  english: Line[],
  translated: Line[],
  language: string,
): Promise<CheckedTranslation> {
  const backTexts = await translator.translate(
    translated.map((l) => l.text),
    language,
    ENGLISH,
  );
  const back: Line[] = translated.map((l, i) => ({ marker: l.marker, text: backTexts[i] ?? "" }));
  const backTranslation = joinLines(back);
  const source = joinLines(english);
  const claimFlags = checkClaims({
    output: backTranslation,
    source: { kind: "document", text: source },
    audience: "patient",
  });
  const pairs = alignLines(english, translated);
  const shown = (line: Line | undefined) => (line ? `${line.marker}${line.text}` : "");
  const rows = pairs.map((pair) => ({
    english: shown(pair.english === undefined ? undefined : english[pair.english]),
    translated: shown(pair.translated === undefined ? undefined : translated[pair.translated]),
    back: shown(pair.translated === undefined ? undefined : back[pair.translated]),
  }));
  const claimed = claimFlags.map((flag) => ({ flag, row: rowOf(flag, rows) }));
  // The translation against the English directly, line by line: what the round trip can hide. A difference the
  // claim checker already raised on the row ("Amoxicillin 10 g" beside "10 g") is not raised twice.
  const sameAsClaim = (flag: ReviewFlag, row: number) =>
    claimed.some(
      (c) =>
        c.row === row &&
        c.flag.kind === flag.kind &&
        c.flag.verdict === flag.verdict &&
        c.flag.value.toLowerCase().includes(flag.value.toLowerCase()),
    );
  const owned = [
    ...claimed,
    ...checkLines(english, translated, pairs, language)
      .filter(({ flag, pair }) => !sameAsClaim(flag, pair))
      .map(({ flag, pair }) => ({ flag, row: pair })),
  ];
  const seen = new Set<string>();
  const kept = owned.filter(({ flag }) => {
    const key = flagKey(flag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    language,
    translated: joinLines(translated),
    backTranslation,
    rows: rows.map((row, i) => ({ ...row, flags: kept.flatMap((k, f) => (k.row === i ? [f] : [])) })),
    flags: kept.map((k) => k.flag),
  };
}
