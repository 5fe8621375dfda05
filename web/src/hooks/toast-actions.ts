/**
 * Which action a toast reports on, from its spec text (section 8's catalogue). Toasts of one action share one place
 * on screen, so a later outcome replaces an earlier one: 'Download Started' takes the place of 'Download Error',
 * never sits beside it. The texts are matched here, in one table, so no caller has to name its action; a text not
 * listed is an outcome of its own and stacks as before.
 */
const ACTIONS: Record<string, readonly string[]> = {
  "audio-download": ["Download Error", "Download Started"],
  "audio-load": ["Audio Load Error"],
  "sign-in": ["Authentication Error"],
  "email-send": [
    "Email Required",
    "Invalid Email",
    "Failed to Send Email",
    "Email Sent Successfully",
    "User not authenticated to perform this action.",
  ],
  "follow-up-send": ["Follow-up Email Sent", "Follow-up Email Failed"],
  "summary-generate": ["Generation Failed", "No files uploaded", "Invalid response from AI service"],
  "summary-regenerate": ["Regeneration Failed", "New Version Ready"],
  "summary-delete": ["Failed to delete summary", "Summary Deleted"],
  "transcription-delete": ["Failed to delete transcription", "Transcription Deleted"],
  "summaries-load": ["Failed to load summaries"],
  "transcriptions-load": ["Failed to load transcriptions"],
  "transcription-form": ["Patient Name Required", "Invalid File", "Recording Error", "Processing Error"],
  "settings-load": ["Failed to load settings. Please try again."],
  "settings-save": ["Failed to save settings. Please try again.", "Settings Saved"],
  "template-confirm": [
    "Failed to confirm template selection. Please try again.",
    "Failed to confirm clinical template selection. Please try again.",
    "Template Confirmed",
    "Clinical Notes Template Confirmed",
  ],
  "template-save": [
    "Invalid Input",
    "Template Limit Reached",
    "A template with this name already exists",
    "Failed to save template. Please try again.",
    "Template Saved",
    "Clinical Template Saved",
  ],
  "template-delete": ["Failed to delete template. Please try again.", "Template Deleted"],
  "profile-save": ["Profile Saved", "Failed to save profile."],
  "contact-send": ["Missing Required Fields", "Failed to Send Message", "Message Sent"],
  "feedback-send": ["Cannot Submit Feedback", "Feedback Already Received", "Submission Failed"],
};

const ACTION_OF_TEXT = new Map(
  Object.entries(ACTIONS).flatMap(([action, texts]) => texts.map((text) => [text, action] as const)),
);

/**
 * The action a toast belongs to: by its title, else by its description (the generic 'Error' title says nothing, its
 * text does). Undefined for a toast of no listed action.
 */
export function toastAction(title: string, description?: string): string | undefined {
  return ACTION_OF_TEXT.get(title) ?? (description === undefined ? undefined : ACTION_OF_TEXT.get(description));
}
