/**
 * A generated text split at its Markdown headings ("## Your medicines"), so the editor can offer one field per
 * section. Joining the parts of an unchanged text gives back exactly that text; an edited section is written back
 * with its heading and one blank line before the next heading.
 */
export interface Section {
  /** The heading's words ("Your medicines"); null for what comes before the first heading. */
  heading: string | null;
  /** The heading line as written ("## Your medicines"), null before the first heading. */
  headingLine: string | null;
  /** The section's text without surrounding blank lines: what the clinician edits. */
  body: string;
  /** The section exactly as it stands in the text, heading line included. */
  raw: string;
}

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t]*$/;

export function splitSections(text: string): Section[] {
  const lines = text.split("\n");
  const starts: number[] = [];
  let offset = 0;
  const offsets: number[] = [];
  for (const [i, line] of lines.entries()) {
    offsets.push(offset);
    if (HEADING.test(line)) starts.push(i);
    offset += line.length + 1;
  }
  if (starts[0] !== 0) starts.unshift(0);
  return starts
    .map((startLine, i) => {
      const from = offsets[startLine];
      const to = i + 1 < starts.length ? offsets[starts[i + 1]] : text.length;
      const raw = text.slice(from, to);
      const match = lines[startLine].match(HEADING);
      const bodyText = match ? raw.slice(lines[startLine].length + 1) : raw;
      return {
        heading: match ? match[2] : null,
        headingLine: match ? lines[startLine] : null,
        body: bodyText.replace(/^\s*\n/, "").trimEnd(),
        raw,
      };
    })
    .filter((section) => section.heading !== null || section.raw.length > 0);
}

/** The text again, with `bodies[i]` (when given) replacing section i's text. */
export function joinSections(sections: readonly Section[], bodies: ReadonlyArray<string | undefined> = []): string {
  return sections
    .map((section, i) => {
      const body = bodies[i];
      if (body === undefined || body.trim() === section.body.trim()) return section.raw;
      const last = i === sections.length - 1;
      const text = body.replace(/\s+$/, "");
      const head = section.headingLine === null ? "" : `${section.headingLine}\n`;
      return `${head}${text}${last ? "\n" : "\n\n"}`;
    })
    .join("");
}
