import type { DeliveryStore } from "#core/delivery/ports";
import { getFeedbackSession, putFeedbackSession, submitFeedback } from "./feedback-sessions";
import { claimFollowUp, putFollowUpSession, recordFollowUp, releaseFollowUp } from "./follow-up-claims";
import { getPortalLink, markPatientChatted, putPortalLink, revokePortalLink } from "./portal-links";
import { publicStats } from "./public-stats";
import {
  claimSend,
  markClaimStep,
  markEmailed,
  recordDelivery,
  releaseClaim,
  renewClaim,
  summaryOfRequestKey,
} from "./send-claims";

/** The DynamoDB delivery store: one module an entity (send claims, portal links, feedback, follow-ups, stats). */
export const dynamoDeliveryStore: DeliveryStore = {
  claimFollowUp,
  putFollowUpSession,
  recordFollowUp,
  releaseFollowUp,
  claimSend,
  renewClaim,
  markEmailed,
  markClaimStep,
  releaseClaim,
  putPortalLink,
  putFeedbackSession,
  getPortalLink,
  revokePortalLink,
  getFeedbackSession,
  summaryOfRequestKey,
  recordDelivery,
  markPatientChatted,
  submitFeedback,
  publicStats,
};
