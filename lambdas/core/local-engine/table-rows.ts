import { alignedTableAt } from "./aligned-tables";

/**
 * A table of medicines typed with pipes ("Medicine | Before admission | On discharge | Reason"), as pharmacy and
 * discharge letters set them, or printed with tabs by a record system ("Drug→Dose→Qty→Directions"): each row becomes one line a reader would write, ending in a full stop so no row runs
 * into the next. The header goes; a column of what was taken before is said as "(was …)" after what to take now, so
 * the dose and how often read from the line are today's (issue 18: a held-out reconciliation's rows ran together and
 * "WITHHELD" ramipril sat on one line with naproxen).
 */

const CELL_SPLIT = /\s*\|\s*/;
/** Two cells at least, with or without pipes at the ends. */
const ROW = /^\|?[^|\n]*\|[^|\n]*\|/;
/** A record system's print, its columns split by tabs: three cells at least. */
const TAB_ROW = /^[^\t\n]+\t+[^\t\n]*\t+[^\t\n]*/;
/** A column of how much was supplied ("14 tablets", "8 patches"): not a dose. */
const SUPPLY = /^(?:qty|quantity|supply|supplied|pack(?: size)?|amount supplied)$/i;
const RULE = /^[\s|:+-]+$/;
/** A column of what the patient took before. */
const BEFORE = /\b(?:before|previous|pre-?admission|old|on admission|usual)\b/i;
/** A column of why or what else: said after a dash. */
const NOTE = /\b(?:reason|comments?|notes?|why|action|status|reactions?)\b/i;

/** A status written in capitals in a cell, bracketed or not. */
const STATUS_MARK =
  /(?<!\b(?:then|THEN)\s*)\s*\(?\b(NEW|STOPPED|STOP|WITHHELD|WITHHOLD|HOLD|REDUCED?|INCREASED?|UNCHANGED|CHANGED|CONTINUED?)\b\)?/;

const HOSPITAL_ONLY = /\b(?:inpatient|in[- ]hospital|hospital|ward) only\b/i;

const cellsOf = (line: string) =>
  line.includes("|")
    ? line
        .trim()
        .replace(/^\|/, "")
        .replace(/\|$/, "")
        .split(CELL_SPLIT)
        .map((c) => c.trim())
    : line
        .trim()
        .split(/\t+/)
        .map((c) => c.trim());

const blank = (cell: string | undefined) => cell === undefined || cell === "" || /^[-–—]+$/.test(cell);

function rowLine(header: string[], cells: string[]): string {
  let was = "";
  const main: string[] = [];
  const notes: string[] = [];
  cells.forEach((cell, i) => {
    if (blank(cell)) return;
    const title = header[i] ?? "";
    if (i > 0 && SUPPLY.test(title.trim())) return;
    // "APPLY ONE PATCH TWICE A WEEK": a record's directions in capitals read as words, not as shouting or marks.
    if (i > 0 && /^(?:[A-Z0-9/.-]+\s+){2,}[A-Z0-9/.-]+$/.test(cell)) cell = cell.toLowerCase();
    if (i > 0 && BEFORE.test(title)) was = cell;
    else if (i > 0 && NOTE.test(title)) notes.push(cell);
    else main.push(cell);
  });
  // "300 mg bd (REDUCED)": the mark goes last, where the medicine reader takes a list's marks from.
  let mark = "";
  const now = main
    .join(" ")
    .replace(STATUS_MARK, (_m, word: string) => {
      mark = word;
      return "";
    })
    .replace(/\s{2,}/g, " ")
    .trim();
  // "Enoxaparin | - | inpatient only | 40 mg sc od": given in hospital, said as the engine reads hospital treatment.
  // "Chlordiazepoxide | - | STOPPED (ward only)": a note may say it too.
  if (HOSPITAL_ONLY.test(now) || notes.some((n) => HOSPITAL_ONLY.test(n))) {
    const name = now
      .replace(HOSPITAL_ONLY, "")
      .replace(/\(\s*\)/g, "")
      .trim();
    return `${name} was given in hospital only.`;
  }
  const before = was && !now.toLowerCase().includes(was.toLowerCase()) ? ` (was ${was})` : "";
  const line = [`${now}${before}`, ...notes, ...(mark ? [mark] : [])].join(" - ").replace(/[.;,\s]+$/, "");
  return `${line}.`;
}

/** The text with each table of pipes or tabs turned into one line per row. */
export function tableRowsAsLines(text: string): string {
  if (!text.includes("|") && !text.includes("\t") && !text.includes("   ")) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  let header: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const aligned = line.includes("  ") ? alignedTableAt(lines, i) : undefined;
    if (aligned) {
      titleAbove(out);
      for (const row of aligned.rows) out.push(rowLine(aligned.header, row));
      i = aligned.to;
      header = undefined;
      continue;
    }
    if (!ROW.test(line.trim()) && !TAB_ROW.test(line.trim())) {
      header = undefined;
      out.push(line);
      continue;
    }
    if (RULE.test(line)) continue;
    const cells = cellsOf(line);
    if (!header) {
      header = cells;
      titleAbove(out);
      continue;
    }
    out.push(rowLine(header, cells));
  }
  return out.join("\n");
}

/**
 * "Medication plan" on the line over a table is the table's title: given a colon, it stays a heading and is never
 * joined to the first row as if a sentence had wrapped ("Stop taking: Medication plan Oxybutynin …").
 */
function titleAbove(out: string[]): void {
  const last = out.length - 1;
  if (last < 0) return;
  const title = out[last].trim();
  if (title && !/[.:;!?,]$/.test(title) && title.split(/\s+/).length <= 5) out[last] = `${title}:`;
}
