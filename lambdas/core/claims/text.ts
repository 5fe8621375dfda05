import { DECORATED_HEADING } from "../shared/decorated-heading";
import { type Quantity, quantities } from "./numbers";
import { digitsForWords, type Rewritten } from "./spoken-numbers";
import { lowerBound, type Tokens, tokenize } from "./tokens";

/**
 * A text as the checker reads it, summary or source alike: numbers in digits, lines with the heading they stand
 * under ("## Your medicines", "DISCHARGE MEDICATIONS:", "Plan: ..."), a medicine line's label ("New:", "Stop
 * taking:"), sentences, and words. Read once, in one pass per layer.
 */

export interface Line {
  start: number;
  end: number;
  /** Where the words start, after a list marker and a label. */
  body: number;
  /** The heading this line stands under, lower case ("" before any). */
  section: string;
  isHeading: boolean;
  /** A list item ("- ", "1. "). */
  item: boolean;
  /** A medicine label at its start ("new", "stop taking", "in hospital only"), lower case. */
  label?: string;
  labelStart?: number;
}

export interface Span {
  start: number;
  end: number;
}

export interface Doc {
  /** The text as written. */
  original: string;
  /** The text with numbers in digits; every offset below is into it. */
  text: string;
  rewritten: Rewritten;
  lines: Line[];
  sentences: Span[];
  tokens: Tokens;
}

/**
 * "- ", "◦ ", "~ ", "> ", "1. ", "b) ", "(c) ", "iv. ": a bullet of any shape a word processor or a typist uses, or a
 * list's number, letter or roman numeral; "+ NEW:", "^ INCREASED:",
 * "= NO CHANGE:": a changes list's sign before its status.
 */
const LIST_MARKER =
  /^[ \t]*(?:[-*•–◦▪‣⁃○●■□➢►·~>]|[+^=](?=[ \t]+[A-Z]{2,}[A-Z ]*:)|\d{1,2}[.)]|\(?[a-h]\)|[a-h]\.(?=[ \t]+[A-Z])|\(?(?:i{1,3}|iv|vi{0,3}|ix|x)[.)])[ \t]+/;
export const MEDICINE_LABEL =
  /^(new|changed?|stop(?:ped)?(?: taking)?|keep taking|continue[sd]?|cont|no change|unchanged|start(?:ed)?|discontinued|d\/c|increased?|reduced?|decreased?|hold|held|paused?|in hospital only(?: \([^)]*\))?|hospital only|given in hospital)\s*:\s*/i;
const MARKDOWN_HEADING = /^#{1,6}[ \t]+(.+?)[ \t#]*$/;
/** "Plan:", "Discharge medications:", and a SOAP note's one-letter "S:", "P:". */
const LABEL = /^([A-Za-z][A-Za-z /&()'’-]{0,48}?)\s*:\s*/;
const NOT_A_HEADING = new Set([
  "i",
  "you",
  "your",
  "we",
  "he",
  "she",
  "they",
  "it",
  "this",
  "that",
  "is",
  "are",
  "was",
  "makes",
]);

function headingOf(line: string): { section: string; rest: number } | undefined {
  const markdown = line.match(MARKDOWN_HEADING) ?? line.match(DECORATED_HEADING);
  if (markdown) return { section: markdown[1].toLowerCase(), rest: line.length };
  const label = line.match(LABEL);
  // "Plan:", "Discharge medications:"; not a sentence with a colon ("Codeine makes you vomit: do not take it").
  // A note in brackets does not count ("ED meds (given here only - not for home use):").
  const words = label
    ? label[1]
        .replace(/\s*\([^()]*\)\s*$/, "")
        .trim()
        .toLowerCase()
        .split(/\s+/)
    : [];
  if (label && words.length <= 6 && !words.some((w) => NOT_A_HEADING.has(w))) {
    return { section: label[1].toLowerCase(), rest: label[0].length };
  }
  const trimmed = line.trim();
  const caps =
    trimmed.length >= 3 &&
    trimmed.length <= 60 &&
    trimmed === trimmed.toUpperCase() &&
    /[A-Z]{3}/.test(trimmed) &&
    !/[.!?]$/.test(trimmed) &&
    !/\d/.test(trimmed);
  if (caps) return { section: trimmed.toLowerCase(), rest: line.length };
  // "Allergies", "Sick day rules", "Follow-up" on a line of their own, as letters set headings without a colon, and
  // with a note in brackets ("Sick day rules (reviewed with the diabetes nurse)").
  const title = trimmed.replace(/\s*\([^()]{1,80}\)$/, "");
  // "ERYTHROMYCIN - severe vomiting (1998)", "Piroxicam -- facial swelling" are entries with their reactions, not titles.
  const titled =
    /^[A-Z][A-Za-z'’&/-]*(?: [A-Za-z'’&/-]+){0,3}$/.test(title) &&
    !/\s[-–]{1,2}\s/.test(title) &&
    !NOT_A_HEADING.has(title.toLowerCase().split(" ")[0]);
  if (titled && title.length <= 40) return { section: title.toLowerCase(), rest: line.length };
  return undefined;
}

/**
 * "management / plan", "return / safety net": a short line in lower case, after a blank line and with text under it,
 * is a heading as much as one in capitals.
 */
function plainHeading(
  text: string,
  start: number,
  end: number,
  content: string,
): { section: string; rest: number } | undefined {
  const trimmed = content.trim();
  // "When to call / where to go": a title in sentence case that says when to get help.
  const helpTitle = /^(?:when|where) to [a-z]+(?:\s*\/\s*(?:when|where) to [a-z]+)?$/i.test(trimmed);
  if (trimmed.length > 40 || !(helpTitle || /^[a-z][a-z&'’-]*(?:\s*\/?\s*[a-z&'’-]+){0,3}$/.test(trimmed)))
    return undefined;
  const blankBefore = start === 0 || /\n[ \t]*\n$/.test(text.slice(Math.max(0, start - 40), start));
  const textUnder = /^\n[ \t]*\S/.test(text.slice(end, end + 10));
  return blankBefore && textUnder ? { section: trimmed.toLowerCase(), rest: content.length } : undefined;
}

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  /** A heading on a line of its own holds until the next; "Plan: start ..." holds for its paragraph only. */
  let block = "";
  let section = "";
  let start = 0;
  /** The block's heading was followed by a list, and a blank line has ended it. */
  let listed = false;
  let listEnded = false;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    const marker = raw.match(LIST_MARKER);
    let body = start + (marker ? marker[0].length : 0);
    // "  D/C:  clotrimazole cream" under a plan: an indented entry's label is read as a list's.
    const indent = marker ? 0 : (/^[ \t]+/.exec(raw)?.[0].length ?? 0);
    if (indent > 0 && MEDICINE_LABEL.test(raw.slice(indent))) body += indent;
    const content = text.slice(body, end);
    if (!content.trim()) {
      section = block;
      listEnded = listed;
    } else if (marker) listed = true;
    const medicine = content.match(MEDICINE_LABEL);
    // "Red flags discussed:" and its list, a blank line, then "Discharged from community physiotherapy. Follow-up:
    // …": a paragraph of prose after a heading's list is no longer under that heading.
    if (listEnded && content.trim() && !marker && !medicine && !headingOf(content)) {
      block = "";
      section = "";
    }
    if (content.trim()) listEnded = false;
    let isHeading = false;
    let label: string | undefined;
    let labelStart: number | undefined;
    if (medicine) {
      label = medicine[1].toLowerCase().replace(/\s*\(.*$/, "");
      labelStart = body;
      body += medicine[0].length;
    } else if (!marker) {
      const heading = headingOf(content) ?? plainHeading(text, start, end, content);
      if (heading) {
        section = heading.section;
        isHeading = heading.rest >= content.trimEnd().length;
        if (isHeading) {
          block = section;
          listed = false;
        }
        body += heading.rest;
      }
    }
    lines.push({ start, end, body: Math.min(body, end), section, isHeading, item: Boolean(marker), label, labelStart });
    if (end === text.length) break;
    start = end + 1;
  }
  return lines;
}

/** Titles and short forms whose full stop ends no sentence. */
const NO_END = /(?:^|[^A-Za-z])(?:dr|mr|mrs|ms|prof|st|vs|approx|no|e\.g|i\.e|etc)$/i;

/**
 * A line wrapped in the middle of a sentence (a letter's paragraph, a PDF's page) goes on in the next line: no
 * sentence end before the break, and the next line starts in lower case or with a number.
 */
function continues(text: string, line: Line, next: Line | undefined): boolean {
  if (!next || line.isHeading || next.isHeading || next.item || next.label || next.body !== next.start) return false;
  const last = text.slice(Math.max(line.body, line.end - 2), line.end).trimEnd();
  return last !== "" && !/[.!?:;]$/.test(last) && /^[a-z0-9(]/.test(text.slice(next.start, next.start + 1));
}

const blankLine = (text: string, line: Line | undefined) =>
  line !== undefined && !text.slice(line.start, line.end).trim();
const JOINING_END =
  /(?:,|\b(?:if|or|and|but|the|a|an|to|with|that|of|for|in|on|at|by|from|when|who|which|because|than|as|your|his|her|their))$/i;

/**
 * OCR of a scanned page puts a blank line after every printed line: a sentence goes on across one only when it was
 * plainly cut ("call 111 if" / "Oscar is still feverish after 48 hours", "a rash that" / "does not fade").
 */
function bridgesBlank(text: string, line: Line, next: Line | undefined, after: Line | undefined): boolean {
  if (!blankLine(text, next) || !after || line.isHeading || after.isHeading || after.item || after.label) return false;
  if (after.body !== after.start) return false;
  const last = text.slice(line.body, line.end).trimEnd();
  if (last === "" || /[.!?:;]$/.test(last)) return false;
  return /^[a-z]/.test(text.slice(after.start, after.start + 1)) || JOINING_END.test(last);
}

function readSentences(text: string, lines: Line[]): Span[] {
  const sentences: Span[] = [];
  let start = -1;
  let bridging = false;
  lines.forEach((line, index) => {
    if (line.isHeading) return;
    if (bridging && blankLine(text, line)) return;
    bridging = false;
    if (start === -1) start = line.body;
    for (let i = line.body; i < line.end; i++) {
      const c = text[i];
      const endsHere =
        c === ";" ||
        ((c === "." || c === "!" || c === "?") &&
          /\s/.test(text[i + 1] ?? " ") &&
          !(c === "." && NO_END.test(text.slice(Math.max(line.body, i - 8), i))));
      if (!endsHere) continue;
      if (i + 1 > start) sentences.push({ start, end: i + 1 });
      start = i + 1;
    }
    if (continues(text, line, lines[index + 1])) return;
    if (bridgesBlank(text, line, lines[index + 1], lines[index + 2])) {
      bridging = true;
      return;
    }
    if (line.end > start && text.slice(start, line.end).trim()) sentences.push({ start, end: line.end });
    start = -1;
  });
  return sentences;
}

export function readText(original: string): Doc {
  const rewritten = digitsForWords(original);
  const text = rewritten.text;
  const lines = readLines(text);
  return { original, text, rewritten, lines, sentences: readSentences(text, lines), tokens: tokenize(text) };
}

const starts = new WeakMap<Span[], number[]>();

/** The line or sentence that holds a place (binary search; the last one starting at or before it). */
export function spanAt<T extends Span>(spans: T[], at: number): T | undefined {
  let index = starts.get(spans);
  if (!index) {
    index = spans.map((s) => s.start);
    starts.set(spans, index);
  }
  const i = lowerBound(index, at + 1) - 1;
  const span = spans[i];
  return span && at < Math.max(span.end, span.start + 1) ? span : undefined;
}

/** The original words of a place of the rewritten text, as the reader sees them. */
export function originalSlice(doc: Doc, start: number, end: number): Span & { text: string } {
  const from = doc.rewritten.originalStart(start);
  const to = doc.rewritten.originalEnd(end);
  return { text: doc.original.slice(from, to), start: from, end: to };
}

const amounts = new WeakMap<Doc, Quantity[]>();
/** UK numbers as letters print them: "01632 960 861", "0800 952 1181", "07700 900417". */
export const PHONE_NUMBER = /(?<![\d.])0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d|\.\d)/g;

/** The amounts that start in [from, to), from one reading of the whole text. */
export function amountsIn(doc: Doc, from = 0, to = doc.text.length): Quantity[] {
  let all = amounts.get(doc);
  if (!all) {
    const phones = [...doc.text.matchAll(PHONE_NUMBER)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
    // A telephone number ("01632 960 861") is where to call, not three amounts.
    all = quantities(doc.text).filter((q) => !phones.some(([a, b]) => a <= q.start && q.end <= b));
    amounts.set(doc, all);
  }
  if (from <= 0 && to >= doc.text.length) return all;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid].start < from) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < all.length && all[end].start < to) end++;
  return all.slice(lo, end);
}
