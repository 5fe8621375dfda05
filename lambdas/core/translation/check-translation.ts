import { ENGLISH } from "#contracts/languages";
import type { ReviewFlag } from "#contracts/review-flags";
import { checkClaims } from "../claims/check";
import { joinLines, type Line, linesOf } from "./layout";
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
 * sign, follow-up and number must survive the round trip, and each that does not is a flag on its line.
 */
export async function translateAndCheck(
  translator: Translator,
  english: string,
  language: string,
): Promise<CheckedTranslation> {
  const lines = linesOf(english);
  const texts = lines.map((l) => l.text);
  const translatedTexts = await translator.translate(texts, ENGLISH, language);
  const backTexts = await translator.translate(translatedTexts, language, ENGLISH);
  const translatedLines: Line[] = lines.map((l, i) => ({ marker: l.marker, text: translatedTexts[i] ?? "" }));
  const backLines: Line[] = lines.map((l, i) => ({ marker: l.marker, text: backTexts[i] ?? "" }));
  const backTranslation = joinLines(backLines);
  const flags = checkClaims({
    output: backTranslation,
    source: { kind: "document", text: english },
    audience: "patient",
  });
  const rows = lines.map((l, i) => ({
    english: `${l.marker}${l.text}`,
    translated: `${l.marker}${translatedLines[i].text}`,
    back: `${l.marker}${backLines[i].text}`,
  }));
  const owners = flags.map((flag) => rowOf(flag, rows));
  return {
    language,
    translated: joinLines(translatedLines),
    backTranslation,
    rows: rows.map((row, i) => ({ ...row, flags: owners.flatMap((owner, f) => (owner === i ? [f] : [])) })),
    flags,
  };
}
