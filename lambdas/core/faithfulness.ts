import type { FaithfulnessFlag } from "../contracts/summaries";
import medicationData from "../data/medications.json";

/**
 * Every number, dose, date and medication name in a draft must appear in the source text. Anything that does not
 * is flagged to the clinician (never to the patient): the engine may have misread or invented it.
 */
const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const DATE_PATTERNS = [
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g,
  new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b`, "gi"),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\.?(?:,? \\d{4})?\\b`, "gi"),
];
const DOSE = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|mL|units?|iu|IU|mmol|%|puffs?|tablets?|drops?)\b/g;
const NUMBER = /\b\d+(?:[.,]\d+)?\b/g;

/** Compare facts without caring about spacing, case or thousands separators ("81mg" = "81 MG"). */
function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/,(?=\d{3}\b)/g, "")
    .replace(/units?$/, "unit");
}

/** A match must not be part of a longer number: "5mg" is not found inside "25mg", nor "4" inside "45". */
function found(source: string, value: string): boolean {
  const needle = normalise(value);
  for (let at = source.indexOf(needle); at !== -1; at = source.indexOf(needle, at + 1)) {
    const before = source[at - 1] ?? "";
    const after = source[at + needle.length] ?? "";
    const startsWithDigit = /\d/.test(needle[0]);
    const endsWithDigit = /\d/.test(needle[needle.length - 1]);
    if (startsWithDigit && /[\d.]/.test(before)) continue;
    if (endsWithDigit && /\d/.test(after)) continue;
    return true;
  }
  return false;
}

export function checkFaithfulness(summary: string, sourceText: string): FaithfulnessFlag[] {
  const source = normalise(sourceText);
  const flags: FaithfulnessFlag[] = [];
  const seen = new Set<string>();
  const add = (kind: FaithfulnessFlag["kind"], value: string) => {
    const key = `${kind}:${normalise(value)}`;
    if (seen.has(key) || found(source, value)) return;
    seen.add(key);
    flags.push({ kind, value: value.trim() });
  };

  let rest = summary;
  for (const pattern of DATE_PATTERNS) {
    for (const match of summary.match(pattern) ?? []) add("date", match);
    rest = rest.replace(pattern, " ");
  }
  for (const match of rest.match(DOSE) ?? []) add("dose", match);
  // Bare numbers: the ones left once dates and doses are taken out. List markers ("1.") are not facts.
  const bare = rest.replace(DOSE, " ").replace(/^\s*\d+[.)]\s/gm, " ");
  for (const match of bare.match(NUMBER) ?? []) add("number", match);
  for (const word of summary.match(/[A-Za-z][A-Za-z-]+/g) ?? []) {
    if (MEDICATIONS.has(word.toLowerCase())) add("medication", word);
  }
  return flags;
}
