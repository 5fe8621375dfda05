import { flagSpans } from "#contracts/flag-spans";
import type { ClaimKind } from "#contracts/review-flags";
import { splitSections } from "#contracts/summary-sections";

/**
 * Where a flagged claim stands in a generated text, by line and by section: what "Remove" deletes and where "Edit"
 * opens the editor. Found with the same matching the highlights and the server use (flag-spans), so the line the
 * clinician sees highlighted is the line that goes.
 */

const HEADING = /^#{1,3}[ \t]+\S/;
const isHeading = (line: string) => HEADING.test(line.trim());

/**
 * The lines holding the claim, or null when "Remove" cannot take it away: not in the text at all, or in a heading
 * (a heading is not a fact to delete; that one is for the editor).
 */
export function claimLines(text: string, claim: string): number[] | null {
  const lines = text.split("\n");
  const holding = lines.flatMap((line, i) => (flagSpans(line, claim).length > 0 ? [i] : []));
  if (holding.length === 0 || holding.some((i) => isHeading(lines[i]))) return null;
  return holding;
}

/**
 * The text without those lines. A heading whose section had words and now has none goes with them (the patient
 * should not read an empty "Stop taking"), and the blank lines left behind close up.
 */
export function withoutLines(text: string, remove: readonly number[]): string {
  const lines = text.split("\n");
  const gone = new Set(remove);
  const headings = lines.flatMap((line, i) => (isHeading(line) ? [i] : []));
  for (const [n, at] of headings.entries()) {
    const end = headings[n + 1] ?? lines.length;
    const body = lines.slice(at + 1, end).map((line, k) => ({ line, i: at + 1 + k }));
    const had = body.some((b) => b.line.trim() !== "");
    const left = body.some((b) => b.line.trim() !== "" && !gone.has(b.i));
    if (had && !left) gone.add(at);
  }
  const kept = lines.filter((_, i) => !gone.has(i));
  const closed = kept.filter((line, i) => line.trim() !== "" || (i > 0 && kept[i - 1].trim() !== ""));
  while (closed.length > 0 && closed[0].trim() === "") closed.shift();
  return closed.join("\n");
}

/** The text with every line holding the claim removed, or null when Remove cannot do it (see claimLines). */
export function removeClaim(text: string, claim: string): string | null {
  const lines = claimLines(text, claim);
  if (!lines) return null;
  const next = withoutLines(text, lines);
  return next.trim() === "" ? null : next;
}

/** Where an item of each kind belongs in a summary, by its heading: where "Edit" opens for a missing item. */
const HEADING_HINTS: Partial<Record<ClaimKind, RegExp>> = {
  medication: /medic|tablet|taking|prescri/i,
  dose: /medic|tablet|taking/i,
  allergy: /allerg/i,
  warning: /help|warning|urgent|emergenc|worse|call/i,
  followup: /next|follow|appointment|see you/i,
  limit: /home|yourself|diet|limit|daily|living/i,
  test: /test|result|check/i,
  diagnosis: /why|diagnos|condition|problem|found/i,
};

/** The editor section to open and, when the claim stands in it, the characters of its body to select. */
export interface EditorTarget {
  section: number;
  select?: { start: number; end: number };
}

/**
 * Where the editor opens for a flag: at the claim in its section's text; for a missing item (or a claim no longer
 * found) at the end of the section where such an item belongs, else the first.
 */
export function editorTarget(text: string, flag: { kind: ClaimKind; value: string; omitted: boolean }): EditorTarget {
  const sections = splitSections(text);
  if (!flag.omitted) {
    for (const [i, section] of sections.entries()) {
      const span = flagSpans(section.body, flag.value)[0];
      if (span) return { section: i, select: span };
    }
    const inHeading = sections.findIndex((s) => s.heading !== null && flagSpans(s.heading, flag.value).length > 0);
    if (inHeading >= 0) return { section: inHeading };
  }
  const hint = HEADING_HINTS[flag.kind];
  const hinted = hint ? sections.findIndex((s) => s.heading !== null && hint.test(s.heading)) : -1;
  const section = Math.max(0, hinted);
  const end = sections[section]?.body.length ?? 0;
  return { section, select: { start: end, end } };
}
