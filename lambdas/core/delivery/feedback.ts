import type { FeedbackRequest } from "#contracts/delivery";
import { InvalidInput } from "../shared/errors";

export const NO_ANSWER = "Please answer at least one question or provide written feedback.";

export interface CleanFeedback {
  summaryId: string | null;
  usedChatbox: "yes" | "no" | null;
  chatboxRating: number | null;
  clarityRating: number | null;
  usefulnessRating: number | null;
  accuracyRating: number | null;
  overallRating: number | null;
  comment: string | null;
}

/**
 * Spec sections 4 and 5: 'null' as summary means none; the chatbox rating counts only when the chatbox was used;
 * comments are trimmed; at least one answer or a comment is required.
 */
export function cleanFeedback(request: FeedbackRequest): CleanFeedback {
  const summary = request.summary?.trim();
  const usedChatbox = request.usedChatbox ?? null;
  const comment = request.comment?.trim() || null;
  const clean: CleanFeedback = {
    summaryId: summary && summary !== "null" ? summary : null,
    usedChatbox,
    chatboxRating: usedChatbox === "yes" ? (request.chatboxRating ?? null) : null,
    clarityRating: request.clarityRating ?? null,
    usefulnessRating: request.usefulnessRating ?? null,
    accuracyRating: request.accuracyRating ?? null,
    overallRating: request.overallRating ?? null,
    comment,
  };
  const answered =
    clean.usedChatbox !== null ||
    [clean.chatboxRating, clean.clarityRating, clean.usefulnessRating, clean.accuracyRating, clean.overallRating].some(
      (v) => v !== null,
    ) ||
    clean.comment !== null;
  if (!answered) throw new InvalidInput(NO_ANSWER);
  return clean;
}
