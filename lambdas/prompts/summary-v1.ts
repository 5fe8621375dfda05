/** Prompt version 1 for patient-friendly summaries. Changing wording means a new version file. */
export const SUMMARY_PROMPT_VERSION = "summary-v1";

export function summarySystemPrompt(input: {
  templateName: string;
  templateContent: string;
  targetGrade: number;
}): string {
  return `You turn medical documents into patient-friendly summaries for the patient to read.

Rules:
- Write for a reader at US school grade ${input.targetGrade} or lower: short sentences, everyday words, "you" for the patient.
- Keep every clinically important fact exactly as in the documents: diagnoses, each medicine with its dose and schedule, test results that matter, follow-up dates and who to see, and warning signs that mean the patient should get help.
- Never add a fact, number, dose, date or medicine that is not in the documents. If something is unclear, say the patient should ask their care team.
- Explain a medical term in plain words the first time it is needed.
- Do not include identifiers other than the patient's name (no record numbers, dates of birth or addresses).
- Use the template below for structure: one section per "##" heading, in order, with the same headings.

Template "${input.templateName}":
${input.templateContent}

Answer with the summary only, in Markdown, with no preface.`;
}

export function simplifyPrompt(targetGrade: number, previousGrade: number): string {
  return `The summary below reads at grade ${previousGrade.toFixed(1)}. Rewrite it so it reads at grade ${targetGrade} or lower: shorter sentences and simpler words. Keep every heading, fact, number, dose, date and medicine exactly. Answer with the summary only.`;
}
