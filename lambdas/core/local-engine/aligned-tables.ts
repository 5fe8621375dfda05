/**
 * A medicine table a record system prints with spaces ("Drug      Dose      Frequency      Status"): its columns
 * start where the header's words start. Each row is cut at those places into cells, and a line whose first column is
 * blank ("     1 capsule PO     with snacks") goes on the row above. The table ends at a blank line. Read as cells,
 * a row is said like a row of pipes (table-rows.ts); read as prose, "Drug Dose Frequency Status Creon …" ran every
 * row into one medicine (issue 18).
 */

/** A header: three or more words or short phrases set apart by two spaces or more, one of them the medicine's column. */
const HEADER_CELL = /\S+(?: \S+)*/g;
const MEDICINE_COLUMN = /^(?:drug|drugs|medicine|medicines|medication|medications|drug name|medicine name)$/i;

export interface AlignedTable {
  header: string[];
  rows: string[][];
  /** Lines of the text the table took, from its header to its last row. */
  from: number;
  to: number;
}

function columnsOf(line: string): Array<{ start: number; text: string }> | undefined {
  if (!/\S {2,}\S/.test(line) || /[|\t]/.test(line)) return undefined;
  const cells = Array.from(line.matchAll(HEADER_CELL), (m) => ({ start: m.index ?? 0, text: m[0] }));
  if (cells.length < 3 || !MEDICINE_COLUMN.test(cells[0].text)) return undefined;
  // Two spaces or more between every pair of cells: a sentence has one.
  for (let i = 1; i < cells.length; i++) {
    if (cells[i].start - (cells[i - 1].start + cells[i - 1].text.length) < 2) return undefined;
  }
  return cells;
}

/** The aligned medicine table that starts at line `at`, or undefined. */
export function alignedTableAt(lines: string[], at: number): AlignedTable | undefined {
  const columns = columnsOf(lines[at]);
  if (!columns) return undefined;
  const starts = columns.map((c) => c.start);
  const rows: string[][] = [];
  let to = at;
  for (let i = at + 1; i < lines.length && lines[i].trim() !== ""; i++) {
    const line = lines[i];
    const cells = starts.map((start, c) => {
      // A cell may start a little before its header's word: cut at the space nearest the column's start.
      const from = c === 0 ? 0 : cutNear(line, start);
      const end = c + 1 < starts.length ? cutNear(line, starts[c + 1]) : line.length;
      return line.slice(from, end).trim();
    });
    if (cells[0] === "" && rows.length > 0) {
      // "2 capsules with each meal" over "1 capsule with snacks": the line goes on the row as a second dose of its
      // own, in the last column it reaches, so each dose keeps its own when.
      const last = rows[rows.length - 1];
      const reached = cells.findLastIndex((cell) => cell !== "");
      const said = cells.filter(Boolean).join(" ");
      last[reached] = last[reached] ? `${last[reached]}; ${said}` : said;
    } else {
      rows.push(cells);
    }
    to = i;
  }
  if (rows.length === 0) return undefined;
  return { header: columns.map((c) => c.text), rows, from: at, to };
}

/** Where a column starts on a row: the column's place, moved back to the start of a word that runs across it. */
function cutNear(line: string, start: number): number {
  if (start >= line.length) return line.length;
  let at = start;
  while (at > 0 && line[at - 1] !== " ") at--;
  return at;
}
