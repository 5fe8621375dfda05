// Abbreviations whose dots do not end a sentence.
const PROTECTED = /\b(Dr|Mr|Mrs|Ms|St|vs|e\.g|i\.e|approx|b\.i\.d|t\.i\.d|q\.i\.d|q\.d|p\.o|q\.h\.s|No)\./gi;

/** Splits text into sentences: at . ! ? followed by space or end, and at line breaks. */
export function splitSentences(text: string): string[] {
  const guarded = text.replace(PROTECTED, (m) => m.replace(/\./g, "\uE001"));
  return guarded
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) =>
      s
        .replace(/\uE001/g, ".")
        .replace(/^[\s•*\-–]+/, "")
        .trim(),
    )
    .filter((s) => /[A-Za-z0-9]/.test(s));
}

export function wordCount(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? []).length;
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function endSentence(s: string): string {
  const trimmed = s.trim().replace(/[,;:\s]+$/, "");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Breaks a long sentence into shorter ones at clause boundaries; `maxWords` is the length it aims for.
 * Facts stay: only joining words and punctuation change.
 */
export function shorten(sentence: string, maxWords: number): string[] {
  if (wordCount(sentence) <= maxWords) return [endSentence(sentence)];
  const parts = sentence
    .replace(/\s*;\s*/g, "|")
    .replace(/,\s+which\s+/gi, "|This ")
    .replace(/,\s+as (?=(?:these|this|it|they|taking)\b)/gi, "|")
    .replace(/,\s+(?:and|but|so)\s+/gi, "|")
    .replace(/\s+as well as\s+/gi, "|Also ")
    .replace(/,\s+(?=(?:then|after|before|because|although|while)\b)/gi, "|")
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const cut = wordCount(part) > maxWords ? clauseCut(part) : undefined;
    if (cut !== undefined) {
      out.push(endSentence(capitalise(part.slice(0, cut))), endSentence(capitalise(part.slice(cut + 1).trim())));
    } else {
      out.push(endSentence(capitalise(part)));
    }
  }
  return out;
}

const WORD = /[A-Za-z0-9][A-Za-z0-9'’-]*/g;
/** A comma followed by at most three words and then a comma, "and" or "or": an item of a list ("a, b, or c"). */
const LIST_ITEM_AFTER = /\s*(?:\S+\s+){0,2}\S+\s*(?:,|\band\b|\bor\b)/y;

/**
 * The comma nearest the middle of `part` where it can be cut into two sentences of at least five words, never inside
 * a list ("a, b, or c") and never before the rest of an either-or list. One pass over the commas: word counts come
 * from word positions found once, and the list checks look only at the words right after each comma.
 */
function clauseCut(part: string): number | undefined {
  const wordStarts = Array.from(part.matchAll(WORD), (m) => m.index ?? 0);
  // "if A, B, or C": no cut before the last ", or" keeps the rest of an either-or list with its condition.
  let lastEitherOr = -1;
  for (const m of part.matchAll(/,\s+or\b/g)) lastEitherOr = m.index ?? 0;
  const middle = part.length / 2;
  let best: number | undefined;
  let wordsBefore = 0;
  for (const m of part.matchAll(/,(?!\s+(?:or|and)\b)/g)) {
    const i = m.index ?? 0;
    while (wordsBefore < wordStarts.length && wordStarts[wordsBefore] < i) wordsBefore++;
    if (wordsBefore < 5 || wordStarts.length - wordsBefore < 5) continue;
    if (lastEitherOr > i) continue;
    LIST_ITEM_AFTER.lastIndex = i + 1;
    if (LIST_ITEM_AFTER.test(part)) continue;
    if (best === undefined || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best;
}

/** Speaks to the patient: "The patient was" becomes "You were", "his/her" becomes "your". */
export function toSecondPerson(sentence: string): string {
  return sentence
    .replace(/\b(?:the )?patient's\b/gi, "your")
    .replace(/\b(?:The|the) patient\b|\bPatient\b(?! [Nn]ame)|^(?:He|She)\b/g, "You")
    .replace(/\b(?:his|her)\b(?= [a-z])/g, "your")
    .replace(/\bYou was\b/g, "You were")
    .replace(/\bYou is\b/g, "You are")
    .replace(/\bYou has\b/g, "You have")
    .replace(/\bYou does\b/g, "You do")
    .replace(/\b(?:you|You) (?:is|was) being\b/g, (m) => m.replace(/is|was/, "were"));
}
