import { splitSentences } from "../shared/sentences";

export function wordCount(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? []).length;
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function endSentence(s: string): string {
  const trimmed = s.trim().replace(/[,;:\s]+$/, "");
  return /[.!?][)"”’]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What follows ", and" when it is a clause of its own: it starts with a subject or an instruction, or has a verb. */
const NEW_CLAUSE =
  /^(?:i|we|you|he|she|they|it|this|these|there|your|then|if|call|take|stop|do|don't|please|rinse|use|keep|avoid|drink|eat|tell|contact|see|bring|book|make|check|come|go|wash|apply|return|get|try|have|continue|start|increase|reduce|walk|rest)\b|\b(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|did|does)\b/i;

/**
 * Breaks a long sentence into shorter ones at clause boundaries; `maxWords` is the length it aims for.
 * Facts stay: only joining words and punctuation change.
 */
export function shorten(sentence: string, maxWords: number): string[] {
  if (wordCount(sentence) <= maxWords) return [endSentence(sentence)];
  const parts = sentence
    .replace(/\s*;\s*/g, "|")
    // ", which you have been taking for prevention" → "You have been taking it for prevention".
    .replace(
      /,\s+which\s+(you|she|he|they|we|I)\s+((?:have been |had been |are |were |was |is )?(?:taking|using|took|take|takes|taken|used|use|uses|started|stopped|needed|need))\b/gi,
      (_m, who: string, verb: string) => `|${who} ${verb} it`,
    )
    .replace(/,\s+which\s+(?=(?:are|were|have)\b)/gi, "|These ")
    .replace(/,\s+which\s+/gi, "|This ")
    .replace(/,\s+as (?=(?:these|this|it|they|taking)\b)/gi, "|")
    // ", and" starts a sentence only before a clause of its own (a subject, a verb, an instruction); ", and a yearly
    // eye check" is the rest of a list.
    .replace(/,\s+(?:and|but|so)\s+(?=([^,;]*))/gi, (m, rest: string) => (NEW_CLAUSE.test(rest) ? "|" : m))
    .replace(/,\s+but\s+/gi, "|But ")
    .replace(/,\s+and to (?=(?:call|go|seek|contact|phone|get|come|return|tell)\b)/gi, "|")
    .replace(/\s+as well as\s+/gi, "|Also ")
    .replace(/,\s+(?=(?:then|after|before|because|although|while)\b)/gi, "|")
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.flatMap((part) => cutPart(part, maxWords, 3)).map((p) => endSentence(capitalise(p)));
}

/** Each sentence of a line at most about `maxWords` long, cut at its clauses; nothing is left out. */
export function shortSentences(text: string, maxWords: number): string {
  return splitSentences(text)
    .flatMap((s) => shorten(s, maxWords))
    .join(" ");
}

/** A part still too long is cut at its middle comma, else before a joining word; each half again, a few times. */
/** "On days when you cannot eat or drink because you are unwell, do not take metformin": a condition, then what to do. */
const CONDITION_FIRST = /^(?:[^,.;]{0,40}\s)?(?:if|when|whenever|unless)\s[^,;]*,/i;

function cutPart(part: string, maxWords: number, depth: number): string[] {
  if (depth === 0 || wordCount(part) <= maxWords) return [part];
  // Cut anywhere, the condition would stand alone and what to do would read as always.
  if (CONDITION_FIRST.test(part)) return [part];
  const comma = clauseCut(part);
  if (comma !== undefined) {
    return [
      ...cutPart(part.slice(0, comma), maxWords, depth - 1),
      ...cutPart(part.slice(comma + 1).trim(), maxWords, depth - 1),
    ];
  }
  const word = wordCut(part);
  if (!word) return [part];
  return [...cutPart(word[0], maxWords, depth - 1), ...cutPart(word[1], maxWords, depth - 1)];
}

/** Joining words a sentence without commas can be cut before, and how the second sentence then begins. */
const JOINS: Array<[RegExp, string]> = [
  [/^because\b/i, "This is because"],
  [/^so that\b/i, "This is so that"],
  [
    /^to (?=(?:check|see|make sure|review|find out|look at|discuss|help|reduce|protect|prevent|slow|keep|lower|treat|ease|control)\b)/i,
    "This is to ",
  ],
  [/^and (?=(?:you|we|I|your|then|they|it|this)\b)/, ""],
  [/^but\b/i, "But"],
];

/** Words whose "to" starts their own verb, not a purpose: "unable to", "able to", "how to", "need to". */
const INFINITIVE_BEFORE =
  /\b(?:unable|able|how|need|needs|needed|want|wants|wanted|try|tries|trying|tried|going|have|has|had|used|ought|afraid|likely|unlikely)$/i;

/**
 * The joining word nearest the middle of a long sentence without a comma to cut at ("…in 6 weeks to check your peak
 * flow" → "…in 6 weeks. This is to check your peak flow."), each side at least five words. A condition ("If …",
 * "… if …") is never parted from its action.
 */
function wordCut(part: string): [string, string] | undefined {
  // "Return to the ER if …, or vomiting so that you cannot keep liquids down": after an "if" anywhere, "so that" and
  // "to" belong to the condition; cut there, a warning sign would read as a purpose (issue 18).
  if (/^(?:when|should)\b|\b(?:if|unless)\b/i.test(part)) return undefined;
  const middle = part.length / 2;
  let best: [string, string] | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const m of part.matchAll(/\s+(?=\S)/g)) {
    const at = (m.index ?? 0) + m[0].length;
    const rest = part.slice(at);
    const join = JOINS.find(([re]) => re.test(rest));
    if (!join) continue;
    const before = part.slice(0, m.index);
    if (wordCount(before) < 5 || wordCount(rest) < 6) continue;
    // "unable to keep fluids down", "need to check": the verb's own "to", not a purpose.
    if (/^to\b/i.test(rest) && INFINITIVE_BEFORE.test(before)) continue;
    const distance = Math.abs(at - middle);
    if (distance >= bestDistance) continue;
    const [re, lead] = join;
    const after = lead ? rest.replace(re, lead) : rest.replace(re, "");
    best = [before, after.replace(/\s{2,}/g, " ").trim()];
    bestDistance = distance;
  }
  return best;
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
  // "If A, B or C, call 911": the condition and its action are one sentence; a comma would part them.
  if (/^(?:if|when|unless|should)\b/i.test(part)) return undefined;
  const wordStarts = Array.from(part.matchAll(WORD), (m) => m.index ?? 0);
  // "if A, B, or C": no cut before the last ", or" keeps the rest of an either-or list with its condition.
  let lastEitherOr = -1;
  for (const m of part.matchAll(/,\s+or\b/g)) lastEitherOr = m.index ?? 0;
  const middle = part.length / 2;
  let best: number | undefined;
  let wordsBefore = 0;
  const conditions = Array.from(part.matchAll(/\b(?:if|when|whenever|unless|while|in case)\b/gi), (m) => m.index ?? 0);
  let nextCondition = 0;
  let lastCondition = -1;
  let lastComma = -1;
  // ", such as the back of the heel" is no sentence of its own: an example stays with what it is an example of.
  // "100,000 per mL": a comma inside a number parts no clause.
  for (const m of part.matchAll(/,(?!\d)(?!\s+(?:or|and|such as|including|especially|e\.g\.)(?=\s|$))/g)) {
    const i = m.index ?? 0;
    while (wordsBefore < wordStarts.length && wordStarts[wordsBefore] < i) wordsBefore++;
    // "On sick days when you are not eating, do not take gliclazide": the comma that closes a condition keeps it with
    // what to do then.
    while (nextCondition < conditions.length && conditions[nextCondition] < i)
      lastCondition = conditions[nextCondition++];
    const closesCondition = lastCondition > lastComma;
    lastComma = i;
    if (closesCondition) continue;
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
