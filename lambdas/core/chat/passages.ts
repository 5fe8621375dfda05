import { splitSentences } from "../shared/sentences";
import { kindOfHeading, type Passage, type PassageKind } from "./words";

/** A text cut into passages a chat answer can quote: list items, and sentences with those that continue them. */

/** Sentences that only make sense with the one before: a limit, a condition, or a pronoun pointing back. */
const CONTINUES =
  /^(?:do not (?:take|use|exceed|have) more|don't (?:take|use) more|no more than|not more than|never (?:take|use) more|maximum|max\b|up to \d|if (?:it|this|that|the (?:pain|symptoms?|swelling|fever|bleeding)|symptoms?|they|you still|there is no)|otherwise|then\b|this (?:is|will|may|should|medicine|tablet)|it (?:is|will|may|can|should)|these|they (?:will|may|should)|stop (?:it|taking it)|unless|but\b)/i;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
/** A document's own heading: "DISCHARGE MEDICATIONS:", "Return precautions:", or a short capitalised line. */
const DOCUMENT_HEADING = /^([A-Z][A-Za-z0-9 /&(),'-]{2,60}):\s*$|^([A-Z][A-Z0-9 /&(),'-]{2,60})$/;
/** "Follow-up: Cardiology clinic in 2 weeks." — a label that names a known topic, then its text. */
const INLINE_HEADING = /^([A-Z][A-Za-z /&-]{2,40}):\s+(\S.*)$/;
const BULLET = /^\s*(?:[-*•·]|\d+[.)])\s+/;
/** Greetings and filler say nothing a question could be answered with. */
const NOT_AN_ANSWER =
  /^(?:hello|hi|dear|best wishes|kind regards|yours)\b|did not write anything|does not say anything|nothing (?:was )?written/i;

/** Passages of a text, each under the heading it sits in. One pass over the lines. */
export function passagesOf(text: string, from: Passage["from"]): Passage[] {
  const passages: Passage[] = [];
  let heading = "";
  let kind: PassageKind = "other";
  let paragraph: string[] = [];
  let paragraphLines: number[] = [];
  const add = (unit: string, lines: number[]) => {
    const previous = passages[passages.length - 1];
    if (previous && previous.heading === heading && CONTINUES.test(unit)) {
      previous.text = `${previous.text} ${unit}`;
      previous.lines = [...new Set([...previous.lines, ...lines])];
    } else passages.push({ text: unit, heading, kind, from, lines });
  };
  const flush = () => {
    if (paragraph.length === 0) return;
    // A sentence of a paragraph is known to be on one of its lines (a wrapped line continues the paragraph).
    for (const sentence of splitSentences(paragraph.join(" "), { beforeCapitalOnly: true }))
      add(sentence, paragraphLines);
    paragraph = [];
    paragraphLines = [];
  };
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    const markdown = line.match(MARKDOWN_HEADING);
    const labelled = from === "document" ? line.match(DOCUMENT_HEADING) : null;
    if (markdown || labelled) {
      flush();
      heading = (markdown?.[1] ?? labelled?.[1] ?? labelled?.[2] ?? "").replace(/[*_]/g, "").trim();
      kind = kindOfHeading(heading);
      continue;
    }
    if (!line) {
      flush();
      continue;
    }
    const inline = line.match(INLINE_HEADING);
    if (inline && kindOfHeading(inline[1]) !== "other") {
      flush();
      heading = inline[1];
      kind = kindOfHeading(heading);
      // The label stays in the text: "Echocardiogram: ejection fraction 45%" says what the number is.
      paragraph.push(line.replace(/\*\*/g, ""));
      paragraphLines.push(index);
      continue;
    }
    if (BULLET.test(line)) {
      flush();
      // A list item is one instruction, whatever its sentences.
      add(line.replace(BULLET, "").replace(/\*\*/g, "").trim(), [index]);
      continue;
    }
    // A wrapped line (PDF text) continues the paragraph; a new capitalised line after a full stop starts one.
    const last = paragraph[paragraph.length - 1];
    if (last && /[.!?:]$/.test(last) && from === "summary") flush();
    paragraph.push(line.replace(/\*\*/g, ""));
    paragraphLines.push(index);
  }
  flush();
  return passages.filter((p) => /[A-Za-z]/.test(p.text) && !NOT_AN_ANSWER.test(p.text));
}
