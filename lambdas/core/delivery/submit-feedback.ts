import type { FeedbackRequest } from "#contracts/delivery";
import type { Clock, IdSource } from "../account/account";
import { preparedBy } from "../account/account";
import type { AccountStore } from "../account/ports";
import type { RecordAudit } from "../audit/writer";
import { Conflict, NotFound } from "../shared/errors";
import { FeedbackAlreadySent, SummaryGone } from "../shared/store-errors";
import type { SummaryStore } from "../summaries/ports";
import { cleanFeedback } from "./feedback";
import { hashToken, looksLikeToken } from "./link-tokens";
import type { DeliveryStore } from "./ports";

export const FEEDBACK_LINK_INVALID = "This feedback link appears to be invalid. Please check the link from your email.";
export const FEEDBACK_ALREADY_SENT = "Thank you! Feedback for this summary has already been received.";

export async function submitFeedback(
  deps: { delivery: DeliveryStore; clock: Clock; ids: IdSource; audit?: RecordAudit },
  request: FeedbackRequest,
): Promise<void> {
  const clean = cleanFeedback(request);
  const now = deps.clock.now();
  if (!looksLikeToken(request.session)) throw new NotFound(FEEDBACK_LINK_INVALID);
  const sessionHash = hashToken(request.session);
  const session = await deps.delivery.getFeedbackSession(sessionHash, now.getTime());
  if (!session) throw new NotFound(FEEDBACK_LINK_INVALID);
  if (session.used) throw new Conflict(FEEDBACK_ALREADY_SENT);
  // The session decides which summary this is about; a summary parameter that disagrees is ignored.
  try {
    await deps.delivery.submitFeedback(
      sessionHash,
      session,
      { id: deps.ids.next(), ...clean, summaryId: session.summaryId, createdAt: now.toISOString() },
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof FeedbackAlreadySent) throw new Conflict(FEEDBACK_ALREADY_SENT);
    // The summary was deleted or expired: its feedback link went with it.
    if (error instanceof SummaryGone) throw new NotFound(FEEDBACK_LINK_INVALID);
    throw error;
  }
  await deps.audit?.({
    owner: session.ownerSub,
    action: "feedback",
    recordType: "summary",
    recordId: session.summaryId,
    status: 201,
  });
}

/**
 * Whether a feedback link can still be used, so the page says so before the patient answers anything: 404 for an
 * unknown, expired or orphaned link (its summary is gone), 409 once used.
 */
export async function checkFeedbackSession(
  deps: {
    delivery: Pick<DeliveryStore, "getFeedbackSession">;
    summaries: Pick<SummaryStore, "getSummary">;
    profiles: Pick<AccountStore, "getProfile">;
    clock: Clock;
  },
  session: string,
): Promise<{ open: true; preparedBy: string | null }> {
  if (!looksLikeToken(session)) throw new NotFound(FEEDBACK_LINK_INVALID);
  const now = deps.clock.now().getTime();
  const found = await deps.delivery.getFeedbackSession(hashToken(session), now);
  if (!found) throw new NotFound(FEEDBACK_LINK_INVALID);
  if (found.used) throw new Conflict(FEEDBACK_ALREADY_SENT);
  if (!(await deps.summaries.getSummary(found.ownerSub, found.summaryId, now)))
    throw new NotFound(FEEDBACK_LINK_INVALID);
  return { open: true, preparedBy: preparedBy(await deps.profiles.getProfile(found.ownerSub)) };
}
