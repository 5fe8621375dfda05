/**
 * A medicine typed as a form, one field a line, under a status in capitals (issue 18, ninth held-out batch):
 *
 *     CHANGED (dose lowered)
 *       Medication: Glipizide
 *       Dose: 5 mg by mouth (was 10 mg twice daily)
 *       How often: once daily with breakfast
 *       Instructions: skip the dose if you are not eating.
 *
 * Each entry becomes the one line a medicine list would hold, its status where list marks stand ("Glipizide 5 mg by
 * mouth … once daily with breakfast - CHANGED (dose lowered). Skip the dose if you are not eating."). Read field by
 * field, the summary listed "Dose: 5 mg" and "How often: …" as medicines of their own and lost every status.
 */

const NAME_FIELD = /^(?:medication|medicine|drug|drug name|name of medicine)\s*:\s*(\S.*)$/i;
/** What makes up the line itself, in the order written: dose, route, how often, how long. */
const MAIN_FIELD =
  /^(?:dose|strength|amount|route|how to take|how often|frequency|freq|when|timing|duration|how long|course)\s*:\s*(\S.*)$/i;
/** What is said after it, as sentences of their own. */
const NOTE_FIELD =
  /^(?:instructions?|special instructions|directions|comments?|notes?|reason|indication|purpose|what it is for|why)\s*:\s*(\S.*)$/i;
/** "NEW", "CHANGED (dose lowered)", "STOPPED:": a status alone on its line. */
const STATUS_LINE =
  /^((?:DOSE )?(?:NEW|START(?:ED)?|CHANGED?|CONTINUED?|UNCHANGED|STOP(?:PED)?|HELD|WITHHELD|INCREASED?|REDUCED|DECREASED|RESTART(?:ED)?)(?: [A-Z]+){0,2})(?:\s*\(([^()]*)\))?\s*:?$/;

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[;,\s]+$/, "");
  const capital = trimmed ? trimmed[0].toUpperCase() + trimmed.slice(1) : trimmed;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** One entry's line: its first sentence carries the status, what else it says follows. */
function entryLine(main: string[], notes: string[], status: string | undefined): string {
  const text = main
    .join(" ")
    .replace(/\s{2,}/g, " ")
    .trim();
  const end = text.search(/[.!?]\s+(?=[A-Z])/);
  const [first, rest] =
    end < 0 ? [text.replace(/[.;,\s]+$/, ""), ""] : [text.slice(0, end), text.slice(end + 1).trim()];
  const marked = status ? `${first} - ${status}` : first;
  return [sentence(marked), ...(rest ? [sentence(rest)] : []), ...notes.map(sentence)].join(" ");
}

/** The text with each medicine typed as a form turned into one line, its status line folded into it. */
export function formEntriesAsLines(text: string): string {
  if (!/^\s*(?:medication|medicine|drug|drug name|name of medicine)\s*:/im.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  let status: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const heading = STATUS_LINE.exec(line);
    if (heading && NAME_FIELD.test(lines[i + 1]?.trim() ?? "")) {
      // "DOSE REDUCED" is read by its status word, as a list's mark is.
      const word = heading[1].replace(/^DOSE /, "");
      status = heading[2] ? `${word} (${heading[2]})` : word;
      continue;
    }
    const name = NAME_FIELD.exec(line);
    const fields: string[] = [];
    for (let j = i + 1; name && j < lines.length; j++) {
      const next = lines[j].trim();
      if (!MAIN_FIELD.test(next) && !NOTE_FIELD.test(next)) break;
      fields.push(next);
    }
    // "Medication: aspirin 75 mg" alone is a labelled line; under a status it is that status's entry.
    if (!name || (fields.length === 0 && status === undefined)) {
      // A line of its own between entries ends the status it stood under.
      if (!name && line !== "") status = undefined;
      out.push(lines[i]);
      continue;
    }
    const main = [name[1]];
    const notes: string[] = [];
    for (const field of fields) {
      const value = MAIN_FIELD.exec(field);
      if (value) main.push(value[1]);
      else notes.push(NOTE_FIELD.exec(field)?.[1] ?? "");
    }
    out.push(entryLine(main, notes, status));
    i += fields.length;
  }
  return out.join("\n");
}
