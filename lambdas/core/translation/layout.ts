/**
 * A summary's light Markdown, line by line (contracts/summary-sections.ts writes it): the marker a line starts with
 * ("## ", "- ", "1. ") stays as it is and only the words after it are translated, so the translation keeps the
 * layout the patient's page renders.
 */
export interface Line {
  marker: string;
  text: string;
}

const MARKER = /^(\s*(?:#{1,6}\s+|[-*•]\s+|\d{1,2}[.)]\s+)?)(.*)$/;

export function linesOf(text: string): Line[] {
  return text.split("\n").map((line) => {
    const [, marker = "", rest = ""] = line.match(MARKER) ?? [];
    return { marker, text: rest };
  });
}

export const joinLines = (lines: Line[]) => lines.map((l) => `${l.marker}${l.text}`).join("\n");
