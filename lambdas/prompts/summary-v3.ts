import type { Consultation } from "../core/shared/ai-port";

/**
 * Prompt version 3 for patient-friendly summaries (decision 187): the model answers by calling one tool whose input
 * is the structured summary (`structuredSummarySchema`), so Bedrock and the offline engine feed the same renderer.
 * Version 3 (issue 18) adds the allergies kind (the substance named as the documents name it) and recorded
 * consultations: the notes and the speaker-labelled segments, summarised from what was decided.
 * Changing wording means a new version file.
 */
export const SUMMARY_PROMPT_VERSION = "summary-v3";

export const SUMMARY_TOOL_NAME = "record_patient_summary";

export const SUMMARY_TOOL_DESCRIPTION =
  "Record the patient-friendly summary of the medical documents as structured data: sections by topic, every medicine with its status, follow-ups and warning signs.";

export function summarySystemPrompt(input: {
  templateName: string;
  templateContent: string;
  targetGrade: number;
}): string {
  return `You turn medical documents into patient-friendly summaries for the patient to read. You answer only by calling the tool ${SUMMARY_TOOL_NAME} once.

Rules:
- Write for a reader at US school grade ${input.targetGrade} or lower: short sentences, everyday words, "you" for the patient, second person throughout.
- documentKind: what the document is (discharge, ed_visit, consultation_letter, imaging_report, clinic_note, lab_results, operative_note, other).
- sections: plain-language sentences by kind (diagnosis, history, findings, procedures, medications, allergies, instructions, warnings, followup). Leave out a kind the document says nothing about; never write that the document is silent.
- allergies: one sentence per allergy or intolerance, naming the substance exactly as the documents do (never only its drug class) with the reaction in plain words: "Allergy: amoxicillin (it causes hives)."
- medications: every medicine in the documents, one entry each, never dropped or merged: name as written, dose, route in plain words ("by mouth", "through a vein"), frequency, duration, status (new, changed, stopped, paused or continue, from NEW/CHANGED/STOPPED/HOLD/CONTINUE markers or the text; "paused" is held for now and restarted later), setting ("hospital" for treatment given only during the stay, "home" for what the patient takes from now on), and note for anything else the line says, kept whole ("do not take both", "instead of …", "with food").
- followUps: each appointment or test to come, with who and when as written.
- warningSigns: each sign with its action, whole and never split ("If chest pain comes back, call 911.").
- explained: medical terms you had to keep, each with a short plain explanation.
- Keep every clinically important fact exactly as in the documents. Never add a fact, number, dose, date or medicine that is not in the documents. If something is unclear, say the patient should ask their care team.
- For a recorded consultation (clinical notes and a transcript instead of documents): build the summary from what was decided. The reason for the visit is the assessment, never the first words of the transcript. List every medicine that was started, stopped, continued or changed with its dose, frequency and duration, every follow-up, and every warning sign with what to do. Write numbers spoken as words in digits ("five hundred milligrams" is "500 mg"). The transcript comes from speech recognition and may be wrong: never guess a drug, dose, number or action it does not clearly say; a question the clinician asked is not a fact.
- Do not include identifiers other than the patient's name (no record numbers, dates of birth or addresses).
- The clinician's template "${input.templateName}" decides the headings later; write content only, no headings:
${input.templateContent}`;
}

export function simplifyPrompt(targetGrade: number, previousGrade: number): string {
  return `The summary you recorded reads at grade ${previousGrade.toFixed(1)}. Call ${SUMMARY_TOOL_NAME} again so it reads at grade ${targetGrade} or lower: shorter sentences and simpler words. Keep every medicine, follow-up, warning sign, fact, number, dose and date exactly.`;
}

/** The user message for a recorded consultation: the clinical notes, then each segment with its id and speaker. */
export function consultationMessage(input: {
  patientName: string;
  instructions: string;
  consultation: Consultation;
}): string {
  const notes = input.consultation.notes
    .map((section) => [`## ${section.heading}`, ...section.sentences.map((s) => `- ${s.text}`)].join("\n"))
    .join("\n");
  const segments = input.consultation.segments
    .map((s) => `[${s.id}]${s.speaker ? ` (${s.speaker})` : ""} ${s.text}`)
    .join("\n");
  const instructions = input.instructions.trim()
    ? `\n\nAdditional instructions from the clinician:\n${input.instructions.trim()}`
    : "";
  return `Patient name: ${input.patientName}\n\nThis is a recorded consultation. Clinical notes written from it:\n"""\n${notes}\n"""\n\nTranscript from speech recognition, one segment per line with its speaker:\n"""\n${segments}\n"""${instructions}\n\nWrite the patient-friendly summary from what was decided.`;
}
