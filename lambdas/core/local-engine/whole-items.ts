import { allergyLines } from "./allergies";
import type { ReadDocument } from "./document";
import type { PlainWriter } from "./plain-line";
import { shortSentences } from "./sentences";
import type { FollowUp, WarningSign } from "./structure";

/**
 * Allergies, follow-ups and warning signs: each is one item, kept whole and never budgeted. A long follow-up or
 * warning is said in short sentences, its condition and its action still together in the one item.
 */

/** A warning is cut into sentences only where it runs longer than this; it stays one item either way. */
const WARNING_WORDS = 14;

const WHO =
  /\b(?:with|by)\s+(Dr\.?\s+[A-Z][A-Za-z'-]+|the [a-z ]+?(?:clinic|nurse|team|surgery))\b|^([A-Z][A-Za-z ]*?(?:clinic|nurse|team|GP|review))\b/;
const WHEN =
  /\b(?:in \d+(?: to \d+)? (?:days?|weeks?|months?)|within \d+ (?:days?|weeks?)|on day \d+|(?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2})?(?:,? \d{4})?|\d{1,2}\/\d{1,2}\/\d{2,4})\b/;

const ACTION =
  /\b(?:call \d{3}|call (?:the|your|us)[^,.;]*|go to (?:the )?(?:nearest )?(?:emergency|A&E)[^,.;]*|come back[^,.;]*|contact [^,.;]*|see a doctor the same day|seek urgent medical help)/i;

/** Every allergy: the substance to avoid as the document names it, once. */
export function allergiesOf(doc: ReadDocument, writer: PlainWriter): string[] {
  return [
    ...new Set(
      doc.items
        .filter((i) => i.topic === "allergies")
        .flatMap((i) => allergyLines(i.text, (text) => writer.line(text, { whole: true }))),
    ),
  ];
}

export function followUpsOf(doc: ReadDocument, writer: PlainWriter, maxWords: number): FollowUp[] {
  return doc.items
    .filter((i) => i.topic === "followup")
    .map((i) => followUpOf(shortSentences(writer.line(i.text, { whole: true }), maxWords)));
}

export function warningSignsOf(doc: ReadDocument, writer: PlainWriter, maxWords: number): WarningSign[] {
  return doc.items
    .filter((i) => i.topic === "warnings")
    .map((i) =>
      warningOf(shortSentences(writer.line(signsInWords(i.text), { whole: true }), Math.max(maxWords, WARNING_WORDS))),
    );
}

/**
 * "I have advised that she tell us …", "We have asked you to call 999 if …": the letter's report of its advice, said
 * as the advice itself ("Tell us …", "Call 999 if …").
 */
const REPORTED_ADVICE =
  /^(?:I|We)\s+(?:have\s+|had\s+|also\s+)*(?:advised|asked|told|reminded|encouraged)\s+(?:(?:you|him|her|them|[A-Z][a-z]+)\s+)?(?:that\s+(?:you|he|she|they)\s+(?:should\s+)?|to\s+)?(?=(?:tell|contact|call|phone|ring|see|seek|go|come|return|stop|get|attend|take)\b)(\w)/;

/**
 * A safety-net's shorthand said in words (issue 18): "Calf swelling -> same-day GP" (an arrow before what to do is a
 * colon), "hot/painful" (a slash between two signs is "or"), "unable to pass urine" ("cannot"), "if not improving"
 * ("if you are not getting better"), "fever persists" ("does not go away"), "blood in the urine" ("your urine"). Only in a warning:
 * elsewhere an arrow may be a switch of medicine and a slash a dose.
 */
export function signsInWords(text: string): string {
  return (
    text
      .replace(REPORTED_ADVICE, (_m, verb: string) => verb.toUpperCase())
      .replace(/\s*(?:-+>|→|=>)\s*(?=[A-Za-z])/g, ": ")
      .replace(/\b([a-z]{3,})\/([a-z]{3,})\b/g, "$1 or $2")
      .replace(/\b(?:is|are|am) unable to\b/g, "cannot")
      // "if not improving", "fever persists", "bleeding that continues", "blood in the urine": said as everyday words.
      .replace(/\bif not (?=[a-z]+ing\b)/gi, (m) => `${m.slice(0, 3)}you are not `)
      .replace(/\bimproving\b/g, "getting better")
      .replace(/\b(does not|do not|doesn't|don't|fails? to) improve\b/g, "$1 get better")
      .replace(/\bpersists for\b/g, "lasts")
      .replace(/\bpersists\b/g, "does not go away")
      .replace(/\bcontinues\b(?! to)/g, "goes on")
      .replace(/\bworsens\b/g, "gets worse")
      .replace(/\bin the (urine|stools?|poo|wee|pee|sick|vomit|phlegm|sputum)\b/g, "in your $1")
      .replace(
        /(^|[,;:]\s*|\b(?:or|and)\s+)([Uu])nable to\b/g,
        (_m, lead: string, u: string) => `${lead}${u === "U" ? "C" : "c"}annot`,
      )
  );
}

function followUpOf(plain: string): FollowUp {
  const who = plain.match(WHO);
  return { who: (who?.[1] ?? who?.[2])?.trim(), when: plain.match(WHEN)?.[0]?.trim(), text: plain };
}

function warningOf(plain: string): WarningSign {
  return { text: plain, action: plain.match(ACTION)?.[0]?.trim() };
}
