import type { ContactRequest, ContactResponse } from "../../../lambdas/contracts/contact";
import type { FeedbackRequest, PortalSummary, PublicStats } from "../../../lambdas/contracts/delivery";
import { request } from "./http";

/** The calls public pages and patients make (no sign-in): the client's part those pages load on their own. */
export const publicApi = {
  openPortal: (summaryId: string, token: string) =>
    request<PortalSummary>("POST", "/portal/summary", { summaryId, token }, false),
  portalChat: (summaryId: string, token: string, message: string) =>
    request<{ reply: string }>("POST", "/portal/chat", { summaryId, token, message }, false),
  submitFeedback: (input: FeedbackRequest) => request<{ received: true }>("POST", "/feedback", input, false),
  checkFeedbackSession: (session: string) =>
    request<{ open: true; preparedBy: string | null }>("POST", "/feedback/session", { session }, false),
  publicStats: () => request<PublicStats>("GET", "/public/stats", undefined, false),
  submitContact: (input: ContactRequest) => request<ContactResponse>("POST", "/contact", input, false),
};
