/**
 * A summary's sentences with stable numbers (issue 25, part 5): the server says which of them a chat answer relies
 * on, the portal draws each as an element it can scroll to and highlight, and "Listen" reads them one by one. Both
 * sides split with this one pure function, so a number means the same sentence in the API and on the page. It reads
 * the summaries' light Markdown line by line as `SummaryText` draws it (a `##` heading, a `- ` item, a paragraph),
 * so offsets are in the text the page shows.
 */

export type SummaryLineKind = "heading" | "item" | "paragraph" | "blank";

export interface SummaryLine {
  kind: SummaryLineKind;
  /** The line as the page shows it: without its Markdown marker (and a paragraph without `**`). */
  text: string;
}

export interface SummarySentence {
  /** 0-based, in reading order: the number the chat's `sources` name. */
  index: number;
  /** The line of the summary it is on (0-based, counting every line of the text, blank ones too). */
  line: number;
  kind: Exclude<SummaryLineKind, "blank">;
  /** The heading it is under (0-based among the headings); -1 before the first heading. */
  section: number;
  /** Where it is in its line's shown text. */
  start: number;
  end: number;
  text: string;
}

const HEADING = /^#{1,3}\s+(.+)/;

/** A line as the page draws it (`SummaryText`): the one place that reads the summaries' Markdown markers. */
export function summaryLine(raw: string): SummaryLine {
  const line = raw.trim();
  if (!line) return { kind: "blank", text: "" };
  if (line.startsWith("- ") || line.startsWith("* ")) return { kind: "item", text: line.slice(2) };
  const heading = line.match(HEADING);
  if (heading) return { kind: "heading", text: heading[1] };
  return { kind: "paragraph", text: line.replace(/\*\*/g, "") };
}

/**
 * Abbreviations whose dot ends no sentence (the same list the engine's splitter keeps, core/shared/sentences.ts).
 */
export const ABBREVIATION =
  /\b(?:Dr|Mr|Mrs|Ms|Prof|St|No|vs|etc|approx|e\.g|i\.e|tab|tabs|caps|b\.i\.d|t\.i\.d|q\.i\.d|q\.d|p\.o|q\.h\.s)\./gi;

/**
 * Where a sentence ends, in any of the patient languages (a translated summary is read aloud too): . ! ? and their
 * full-width, Devanagari/Bengali/Gurmukhi (।), Arabic (؟) and Urdu (۔) forms, followed by space (or directly by the
 * next sentence after a full-width stop), unless a lower-case Latin letter follows ("b.d. for 7 days" goes on).
 */
const SENTENCE_END = /[.!?।؟۔]+["'”’)]*\s+(?![\sa-z])|[。！？]+["'”’)]*\s*/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The sentences of one line's shown text, as offsets. */
function sentencesIn(text: string): Array<{ start: number; end: number }> {
  // Abbreviations' dots are masked by another character of the same length, so offsets stay the text's own.
  const masked = text.replace(ABBREVIATION, (m) => m.replace(/\./g, "\u0001"));
  const pieces: Array<{ start: number; end: number }> = [];
  let from = 0;
  const push = (start: number, end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (HAS_WORD.test(trimmed)) pieces.push({ start: start + lead, end: start + lead + trimmed.length });
  };
  for (const match of masked.matchAll(SENTENCE_END)) {
    const stop = match.index + match[0].trimEnd().length;
    // "1. Take …": a numbered line's number is no sentence of its own.
    if (from === 0 && /^\s*\d{1,2}[.)]$/.test(text.slice(0, stop))) continue;
    push(from, stop);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return pieces;
}

/** Every sentence of a summary, headings included, numbered in reading order. */
export function summarySentences(text: string): SummarySentence[] {
  const sentences: SummarySentence[] = [];
  let section = -1;
  text.split("\n").forEach((raw, line) => {
    const shown = summaryLine(raw);
    if (shown.kind === "blank") return;
    if (shown.kind === "heading") section++;
    for (const { start, end } of sentencesIn(shown.text)) {
      sentences.push({
        index: sentences.length,
        line,
        kind: shown.kind,
        section,
        start,
        end,
        text: shown.text.slice(start, end),
      });
    }
  });
  return sentences;
}

/** The DOM id of a sentence on the patient's page (a source link's target). */
export const sentenceId = (index: number) => `summary-sentence-${index}`;
