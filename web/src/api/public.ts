import type { PortalQuestions } from "#contracts/care-team";
import type { ContactRequest, ContactResponse } from "#contracts/contact";
import type { FeedbackRequest, PortalChatReply, PortalSummary, PublicStats } from "#contracts/delivery";
import { loadConfig } from "../config";
import { request } from "./http";

/** The calls public pages and patients make (no sign-in): the client's part those pages load on their own. */
export const publicApi = {
  openPortal: (summaryId: string, token: string) =>
    request<PortalSummary>("POST", "/portal/summary", { summaryId, token }, false),
  portalChat: (summaryId: string, token: string, message: string) =>
    request<PortalChatReply>("POST", "/portal/chat", { summaryId, token, message }, false),
  /** Issue 25: a question the summary cannot answer, sent to the care team (the list comes with the summary). */
  askCareTeam: (summaryId: string, token: string, question: string) =>
    request<PortalQuestions>("POST", "/portal/questions", { summaryId, token, question }, false),
  submitFeedback: (input: FeedbackRequest) => request<{ received: true }>("POST", "/feedback", input, false),
  checkFeedbackSession: (session: string) =>
    request<{ open: true; preparedBy: string | null }>("POST", "/feedback/session", { session }, false),
  publicStats: () => request<PublicStats>("GET", "/public/stats", undefined, false),
  submitContact: (input: ContactRequest) => request<ContactResponse>("POST", "/contact", input, false),
};

interface EarlyPortal {
  summaryId: string;
  token: string;
  answer: Promise<PortalSummary>;
  summary?: PortalSummary;
}

/** Started by boot.ts and not yet taken; `null` once the page has asked, so nothing starts after it. */
let earlyPortal: EarlyPortal | null | undefined;

const sameLink = (early: EarlyPortal | null | undefined, summaryId: string, token: string) =>
  early?.summaryId === summaryId && early.token === token;

/**
 * The portal's summary, asked for by boot.ts as soon as the runtime config is here: the call runs while the app's code
 * downloads, not once the page has rendered.
 */
export function openPortalEarly(summaryId: string, token: string): void {
  if (earlyPortal !== undefined) return;
  const answer = loadConfig().then(() => publicApi.openPortal(summaryId, token));
  const early: EarlyPortal = { summaryId, token, answer };
  // The page reports a failure when it takes the answer; until then a rejection is not unhandled.
  answer
    .then((summary) => {
      early.summary = summary;
    })
    .catch(() => undefined);
  earlyPortal = early;
}

/** The early call's summary if it has already arrived for this link, so the page's first render can show it. */
export function portalSummaryArrived(summaryId: string, token: string): PortalSummary | null {
  return (sameLink(earlyPortal, summaryId, token) && earlyPortal?.summary) || null;
}

/**
 * The portal's summary for this link: the early call's answer, taken once (a later visit to the page asks again, so
 * it never shows an old answer), or a call of its own.
 */
export function openPortal(summaryId: string, token: string): Promise<PortalSummary> {
  const early = earlyPortal;
  earlyPortal = null;
  return early && sameLink(early, summaryId, token) ? early.answer : publicApi.openPortal(summaryId, token);
}
