/**
 * Prompt version 2 for clinical notes from a transcript (issue 20: notes follow who said what). Changing wording means
 * a new version file.
 */
export const CLINICAL_NOTES_PROMPT_VERSION = "clinical-notes-v2";

/** The tool the model must call: its input is the notes, so the answer is structured and checked by schema. */
export const NOTES_TOOL_NAME = "record_clinical_notes";

export const notesToolSchema = {
  type: "object",
  properties: {
    sections: {
      type: "array",
      description: "One entry per template heading, in the template's order, with the same heading text.",
      items: {
        type: "object",
        properties: {
          heading: { type: "string" },
          sentences: {
            type: "array",
            items: {
              type: "object",
              properties: {
                text: { type: "string", description: "One concise clinical note sentence." },
                segmentIds: {
                  type: "array",
                  items: { type: "string" },
                  description: "Ids of the transcript segments (s1, s2, …) this sentence rests on.",
                },
              },
              required: ["text", "segmentIds"],
            },
          },
        },
        required: ["heading", "sentences"],
      },
    },
  },
  required: ["sections"],
} as const;

export function clinicalNotesSystemPrompt(input: { templateName: string; templateContent: string }): string {
  return `You write clinical notes for the treating clinician from the transcript of a consultation or dictation.

Rules:
- Use the template below: one section per "##" heading, in order, with the same heading text.
- Write concise clinical sentences in the clinician's register (abbreviations such as BP, HR, mg are fine).
- Every sentence must rest on the transcript: list in segmentIds the ids of the segments ([s1], [s2], …) it comes from. Never write a fact, number, dose or medicine that is not in those segments.
- The transcript comes from speech recognition and may contain errors. Do not correct a number, dose or drug name by guessing; write it as heard.
- Leave a section's sentences empty when the transcript says nothing for it.
- A consultation is two people talking. Each segment names its speaker and, when known, whether that is the clinician or the patient. File by who said it and what it is:
  - Subjective (complaint, history, medications the patient already takes, allergies, review of systems): what the patient reports, and the clinician's restatement of that history.
  - Objective (examination, physical examination, findings, results): findings and measurements only: examination, vital signs such as a blood pressure reading, test results. Never what the patient reports.
  - Assessment (diagnosis, impression): what the clinician concludes.
  - Plan: what the clinician decides: medicines started or changed with dose, frequency and duration, tests, referrals, safety-netting advice (when to come back or seek help) and the follow-up or review date.
  Other templates' sections take the same kinds of content by their headings.
- A question is never a finding or a fact: never write what the clinician asked as something the patient has.
- When the patient answers a yes/no question with no ("no", "not really", "none"), write a pertinent negative in the history section ("Denies fever.", "No back pain.") and list BOTH segments, the question's and the answer's, in segmentIds. A patient's yes, or an answer that only makes sense with its question, cites both too.
- Without speakers (a dictation), follow spoken headings ("subjective … objective … assessment … plan"): what is said after one belongs in that section.
- Answer only by calling the ${NOTES_TOOL_NAME} tool.

Template "${input.templateName}":
${input.templateContent}`;
}

export function transcriptMessage(input: {
  patientName: string;
  segments: Array<{ id: string; speaker: string | null; role?: "clinician" | "patient" | null; text: string }>;
}): string {
  // The shown name may be the clinician's renaming ("Dr Patel"): the role is said beside it so the rules can apply.
  const who = (s: { speaker: string | null; role?: string | null }) => {
    const parts = [s.speaker, s.role && s.role.toLowerCase() !== s.speaker?.toLowerCase() ? s.role : null].filter(
      Boolean,
    );
    return parts.length > 0 ? ` (${parts.join(", ")})` : "";
  };
  const lines = input.segments.map((s) => `[${s.id}]${who(s)} ${s.text}`);
  return `Patient name: ${input.patientName}\n\nTranscript, one segment per line:\n"""\n${lines.join("\n")}\n"""\n\nWrite the clinical notes.`;
}
