/** Prompt version 1 for clinical notes from a transcript. Changing wording means a new version file. */
export const CLINICAL_NOTES_PROMPT_VERSION = "clinical-notes-v1";

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
- Answer only by calling the ${NOTES_TOOL_NAME} tool.

Template "${input.templateName}":
${input.templateContent}`;
}

export function transcriptMessage(input: {
  patientName: string;
  segments: Array<{ id: string; speaker: string | null; text: string }>;
}): string {
  const lines = input.segments.map((s) => `[${s.id}]${s.speaker ? ` (${s.speaker})` : ""} ${s.text}`);
  return `Patient name: ${input.patientName}\n\nTranscript, one segment per line:\n"""\n${lines.join("\n")}\n"""\n\nWrite the clinical notes.`;
}
