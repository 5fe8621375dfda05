import type { Profile } from "#contracts/settings";
import { preparedBy } from "../account/account";
import { senderName } from "./emails";

/**
 * What sending a summary and sending a scheduled follow-up share: the lease of their claim, the links they email,
 * and who the email is from.
 */

/** How long a send holds the summary; longer than the send function's timeout, so a live send is never taken over. */
export const SEND_LEASE_MS = 60_000;
/** Feedback links stay usable for 30 days after sending, or until the summary expires if that is sooner. */
const FEEDBACK_DAYS = 30;

/** Epoch seconds after which a feedback link sent at `nowMs` no longer accepts feedback. */
export const feedbackValidUntil = (nowMs: number) => Math.floor(nowMs / 1000) + FEEDBACK_DAYS * 86400;

/**
 * A translated summary's links name its language (`?lang=es`; in the feedback fragment, `&lang=es`), so the page
 * speaks it from its first paint, even to say that a link is invalid (issue 23, part 2). English links are as before.
 */
const languageQuery = (language?: string | null) => (language ? `?lang=${encodeURIComponent(language)}` : "");

export const portalUrl = (webOrigin: string, summaryId: string, token: string, language?: string | null) =>
  `${webOrigin}/patient-portal/${encodeURIComponent(summaryId)}${languageQuery(language)}#${token}`;

/** The session rides in the fragment, like the portal token: it never reaches a server log. */
export const feedbackUrl = (webOrigin: string, session: string, summaryId: string, language?: string | null) =>
  `${webOrigin}/feedback#session=${encodeURIComponent(session)}&summary=${encodeURIComponent(summaryId)}${language ? `&lang=${encodeURIComponent(language)}` : ""}`;

/** The names patients see on an email: the clinician, and the sender (the practice, or the clinician, via us). */
export function senderOf(profile: Profile | undefined) {
  return { preparedBy: preparedBy(profile), fromName: senderName(preparedBy(profile), profile?.practiceName) };
}
