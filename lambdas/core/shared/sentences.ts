/**
 * The one sentence splitter: the offline engine cuts documents into sentences with it, the patient chat cuts a
 * summary or document into passages it can quote. One list of abbreviations whose dots do not end a sentence, shared
 * with the splitter that numbers a summary's sentences for the patient's page (contracts/summary-sentences.ts).
 */
import { ABBREVIATION } from "#contracts/summary-sentences";

/** Stands in for an abbreviation's dots while the text is split. */
const KEPT_DOT = "\uE001";

/**
 * A name's initial ("Signed: K. Donnelly-Ruiz", "Dr C. Abiodun-Reyes", "Mrs J. Pike"): its dot ends no sentence. Only
 * after a title, another initial, a sentence's or line's start or a colon, comma or bracket, so "vitamin D. Take it daily"
 * still ends.
 */
const INITIAL =
  /(?<=(?:^|[:(,]\s*|[.!?]\s+|\b(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)[.\uE001]?\s+|\b[A-Z]\.\s?))[A-Z]\.(?=\s?(?:[A-Z][a-z]|[A-Z]\.))/gm;

/**
 * An organism's genus cut to its initial ("C. diff", "E. coli", "H. pylori"): its dot ends no sentence. The species
 * are listed, since notes also start sentences in lower case after "vitamin D.".
 */
const GENUS =
  /\b[A-Z]\.(?=\s(?:[Dd]iff|difficile|coli|pylori|aureus|pneumoniae|influenzae|faecalis|faecium|aeruginosa|epidermidis|pyogenes|agalactiae|mirabilis|albicans|trachomatis|gonorrhoeae|jirovecii|falciparum|vivax|burgdorferi|monocytogenes|typhi|jejuni|fragilis|catarrhalis|meningitidis|cloacae|baumannii|perfringens|acnes|vaginalis|pallidum)\b)/g;

const ANY_SENTENCE_END = /(?<=[.!?])\s+|\n+/;
const END_BEFORE_CAPITAL = /(?<=[.!?])\s+(?=["'(]?[A-Z0-9])|\n+/;

export interface SplitOptions {
  /**
   * End a sentence only where the next one starts with a capital or a digit (after an opening quote or bracket). The
   * chat quotes a passage to the patient as it stands: cutting "Apply the cream b.d. for 7 days" at a dot the list does
   * not know would answer with half an instruction, while a missed cut only makes a passage longer. The engine splits
   * at every end: its documents start sentences in lower case ("Urate 0.52. eGFR 52", "Donepezil? - No") and it sorts
   * each by topic.
   */
  beforeCapitalOnly?: boolean;
}

/**
 * Splits text into sentences: at . ! ? followed by white space, and at line breaks; never at an abbreviation's dot nor
 * inside a decimal. A list mark before a sentence goes; a piece without a letter or digit is not a sentence.
 */
export function splitSentences(text: string, options: SplitOptions = {}): string[] {
  const guarded = text
    .replace(ABBREVIATION, (m) => m.replace(/\./g, KEPT_DOT))
    .replace(INITIAL, (m) => m.replace(".", KEPT_DOT))
    .replace(GENUS, (m) => m.replace(".", KEPT_DOT));
  return guarded
    .split(options.beforeCapitalOnly ? END_BEFORE_CAPITAL : ANY_SENTENCE_END)
    .map((s) =>
      s
        .replaceAll(KEPT_DOT, ".")
        .replace(/^[\s•*\-–]+/, "")
        .trim(),
    )
    .filter((s) => /[A-Za-z0-9]/.test(s));
}
