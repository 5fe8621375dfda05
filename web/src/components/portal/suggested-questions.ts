import { summaryLine } from "#contracts/summary-sentences";

/**
 * What the summary lets the chat offer to ask (issue 25, part 4), read from the English summary the clinician
 * checked: a medicine its medicines list marks "New:", a follow-up section with something in it, and what to watch
 * for. A suggestion whose subject the summary does not have is not offered.
 */
export interface SuggestionSubjects {
  newMedicine?: string;
  appointment: boolean;
  warnings: boolean;
}

const NEW_MEDICINE = /^(?:\*\*)?New(?:\*\*)?:\s*(?:\*\*)?(.*)$/i;
const FOLLOW_UP = /follow|appointment|check-?up|next steps?|review|see (?:you|your)/i;
const WARNINGS =
  /when to (?:get|seek|call)|warning|get help|seek (?:care|help)|emergency|red flag|danger|call us|precaution/i;
const INLINE_FOLLOW_UP = /^(?:follow-?up|next appointment)s?:\s*\S/i;

/** The medicine's name: the words before its dose, a bracket or a comma ("Metoprolol succinate 25 mg" → both words). */
function medicineName(rest: string): string | undefined {
  const words: string[] = [];
  for (const word of rest.replace(/\*\*/g, "").trim().split(/\s+/)) {
    const clean = word.replace(/[,;:]$/, "");
    if (!/^[A-Za-z][A-Za-z-]*$/.test(clean) || words.length === 3) break;
    words.push(clean);
    if (clean !== word) break;
  }
  return words.length > 0 ? words.join(" ") : undefined;
}

export function suggestionSubjects(summary: string): SuggestionSubjects {
  const subjects: SuggestionSubjects = { appointment: false, warnings: false };
  let heading = "";
  for (const raw of summary.split("\n")) {
    const { kind, text } = summaryLine(raw);
    if (kind === "blank") continue;
    if (kind === "heading") {
      heading = text;
      continue;
    }
    const isNew = text.match(NEW_MEDICINE);
    if (isNew && !subjects.newMedicine) subjects.newMedicine = medicineName(isNew[1]);
    if ((heading && FOLLOW_UP.test(heading) && !WARNINGS.test(heading)) || INLINE_FOLLOW_UP.test(text)) {
      subjects.appointment = true;
    }
    if (heading && WARNINGS.test(heading)) subjects.warnings = true;
  }
  return subjects;
}
