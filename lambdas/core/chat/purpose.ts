import { passagesOf } from "./passages";
import { GENERIC, holds, kindsAsked, MAX_MATCHED_PASSAGES, medicationsIn, type Passage, termsOf } from "./words";

/** Questions about what a medicine is for, and the passages that say so. */

/** "What is furosemide for?", "Why am I taking bisoprolol?", "What does salbutamol do?": the thing asked about. */
const PURPOSE_QUESTIONS = [
  /\bwhat(?:'s| is| are)\s+(.+?)\s+(?:for|used for|meant for|supposed to do)\s*\??\s*$/i,
  /\bwhy\s+(?:am|do|should|have|was|did|must|will)\s+i\s+(?:been\s+)?(?:taking|take|on|given|started on|prescribed|needing|need|using|use)\s+(.+?)\s*\??\s*$/i,
  /\bwhat does\s+(.+?)\s+do\s*\??\s*$/i,
  /\bwhat is the (?:point|purpose|reason) (?:of|for)\s+(.+?)\s*\??\s*$/i,
];
const DETERMINER = /^(?:my|the|this|these|that|those|your|a|an)\s+/i;
/** A thing a patient takes, when the question names no medicine of the list: "the blue inhaler", "my water tablet". */
const TAKEN = /\b(?:inhaler|tablets?|pills?|medicines?|medications?|injections?|cream|drops|spray|patch(?:es)?)\b/i;

/** What a purpose question asks about, said as the patient would read it ("furosemide", "your water tablet"). */
export function purposeAsked(question: string): string | undefined {
  for (const pattern of PURPOSE_QUESTIONS) {
    const subject = question.trim().match(pattern)?.[1]?.trim();
    if (!subject) continue;
    if (medicationsIn(subject).size === 0 && kindsAsked(subject).length === 0 && !TAKEN.test(subject)) return undefined;
    return subject.replace(/^my\s+/i, "your ").replace(DETERMINER, (m) => (/^your\s/i.test(m) ? m : ""));
  }
  return undefined;
}

/** "to reduce your risk of stroke", "as needed for fever or pain" — never "to 20 mg", "for 12 months" or "asked your GP to". */
const PURPOSE_TO =
  /(?<!\b(?:up|going|need|needs|have|has|want|wants|try|how|able|listen|go|come|back|due|increase|increased|reduce|reduced|change|changed|switch|switched|asked \w+(?: \w+)?|told \w+|used)\s)\bto\s+(?!be\b|take\b|\d)[a-z]/i;
const PURPOSE_FOR =
  /\b(?:for|against)\s+(?!\d|up to\b|another\b|more\b|the next\b|now\b|life\b|you\b|a (?:week|month|day|few|year)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|long)\b)[a-z]/i;
const PURPOSE_SAID =
  /\b(?:helps?|used to|works by|protects?|prevents?)\b|\b(?:a|an) (?:water tablet|water pill|blood thinner|antibiotic|painkiller|steroid|diuretic|statin)\b/i;
const PURPOSE_BRACKET =
  /\(([^()]*\b(?:medicine|tablet|pill|thinner|antibiotic|kills|reliever|preventer|painkiller|steroid|water|opens|calms|lowers|protects)\b[^()]*)\)/i;

/** Where a passage says what the thing it names is for: after its name in the same sentence, or said of it. */
function saysPurpose(text: string, at: number): boolean {
  const lead = text.match(/^(?:[A-Z][a-z]+(?: taking)?:\s*)?(?:for|to)\s+[a-z][^,]*,/i);
  if (lead && (lead.index ?? 0) + lead[0].length <= at) return true;
  const rest = text.slice(at);
  const sentence = rest.split(/(?<=[.!?])\s+/)[0] ?? rest;
  return (
    PURPOSE_TO.test(sentence) || PURPOSE_FOR.test(sentence) || PURPOSE_SAID.test(text) || PURPOSE_BRACKET.test(text)
  );
}

export interface PurposeContext {
  /** What was asked about, as the patient would read it. */
  subject: string;
  /** Passages that say what it is for, summary first; empty when neither text says so. */
  passages: Passage[];
  /** The summary names it at all. */
  mentioned: boolean;
}

/** Where in a passage the subject is named: one of its medicines, a drug of a kind it names, or its own words. */
function mentionOf(text: string, subject: string): number {
  const lower = text.toLowerCase();
  for (const name of medicationsIn(subject)) {
    const at = lower.indexOf(name);
    if (at >= 0) return at;
  }
  for (const drug of kindsAsked(subject)) {
    const m = drug.exec(text);
    if (m) return m.index;
  }
  const words = termsOf(subject).filter((t) => !GENERIC.has(t));
  if (words.length === 0) return -1;
  const held = new Set(termsOf(text));
  return words.every((w) => holds(held, w)) ? 0 : -1;
}

/**
 * For a question about what a medicine is for (issue 18: "What is furosemide for?" was answered with its dose): the
 * passages of the summary, else of the document, that say what it is for. Undefined when the question is not one.
 */
export function purposeContext(
  summary: string,
  source: string | undefined,
  question: string,
): PurposeContext | undefined {
  const subject = purposeAsked(question);
  if (!subject) return undefined;
  const find = (text: string, from: Passage["from"]) =>
    passagesOf(text, from)
      .map((p) => ({ p, at: mentionOf(p.text, subject) }))
      .filter(({ at }) => at >= 0);
  const inSummary = find(summary, "summary");
  const said = inSummary.filter(({ p, at }) => saysPurpose(p.text, at)).map(({ p }) => p);
  if (said.length > 0 || !source)
    return { subject, passages: said.slice(0, MAX_MATCHED_PASSAGES), mentioned: inSummary.length > 0 };
  const inDocument = find(source, "document")
    .filter(({ p, at }) => saysPurpose(p.text, at))
    .map(({ p }) => p);
  return { subject, passages: inDocument.slice(0, MAX_MATCHED_PASSAGES), mentioned: inSummary.length > 0 };
}
