import { draftSummary } from "#core/local-engine/summarize";
import presets from "#data/template-presets.json";

/** Issue 10's reproduced failures of the offline engine are specified against these drafts. */
export const DISCHARGE_TEMPLATE = presets.presets.find((p) => p.id === "discharge_summary")?.content ?? "";

export const draft = (sourceText: string, patientName = "Sam Reed", template = DISCHARGE_TEMPLATE) =>
  draftSummary({ sourceText, template, patientName, maxWords: 18 });

/** The lines under one `## ` heading of a summary. */
export function section(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const at = lines.indexOf(`## ${heading}`);
  if (at < 0) return [];
  const end = lines.findIndex((l, i) => i > at && l.startsWith("## "));
  return lines.slice(at + 1, end < 0 ? undefined : end).filter(Boolean);
}

/** An emergency visit note with a medicine, an instruction, follow-ups and a warning, each under its own label. */
export const ED_VISIT = `EMERGENCY DEPARTMENT VISIT NOTE
Patient: Sam Reed
Chief Complaint: Chest pain.
Assessment: Chest pain from acid reflux.
Discharge medications: Start omeprazole 20 mg by mouth once daily before breakfast for 4 weeks.
Instructions: Avoid large meals late in the evening.
Follow-up: An exercise stress test has been booked for May 6 at 9:30 am. See your GP in 1 week.
Return if: chest pain lasts more than 15 minutes - call 911.`;
