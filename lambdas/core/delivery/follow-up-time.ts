/** A feedback request leaves the patient at least this long to answer before the summary is deleted. */
export const FOLLOW_UP_ANSWER_MS = 3600_000;

/**
 * When the feedback request goes out: `delayHours` after the summary email, or null for "with it". Feedback needs a
 * live summary, so a request is never later than an hour before the summary expires; when even that has passed
 * (retention of an hour), it goes with the summary (decision 200).
 */
export function followUpTime(now: Date, delayHours: number, expiresAt: number | undefined): string | null {
  if (delayHours <= 0) return null;
  let due = now.getTime() + delayHours * 3600_000;
  if (expiresAt !== undefined) due = Math.min(due, expiresAt * 1000 - FOLLOW_UP_ANSWER_MS);
  return due > now.getTime() ? new Date(due).toISOString() : null;
}
