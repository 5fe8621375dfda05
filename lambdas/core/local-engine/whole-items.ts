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
    .map((i) => warningOf(shortSentences(writer.line(i.text, { whole: true }), Math.max(maxWords, WARNING_WORDS))));
}

function followUpOf(plain: string): FollowUp {
  const who = plain.match(WHO);
  return { who: (who?.[1] ?? who?.[2])?.trim(), when: plain.match(WHEN)?.[0]?.trim(), text: plain };
}

function warningOf(plain: string): WarningSign {
  return { text: plain, action: plain.match(ACTION)?.[0]?.trim() };
}
