import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { PublicStats, SendSummaryResult } from "../../contracts/delivery";
import type { CleanFeedback } from "../../core/feedback";
import { isLive } from "../../core/retention";
import { addToCounters, db, tableName } from "./client";
import { keys } from "./keys";

export interface PortalLink {
  summaryId: string;
  ownerSub: string;
  tokenHash: string;
  expiresAt?: number;
}

export interface FeedbackSession {
  summaryId: string;
  ownerSub: string;
  used: boolean;
  expiresAt?: number;
}

export class FeedbackAlreadySent extends Error {}

/** A new link replaces the old one: only the newest token opens the summary. */
async function putPortalLink(link: PortalLink): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.portalLink(link.summaryId), entity: "portalLink", ...link },
    }),
  );
}

async function getPortalLink(summaryId: string, nowMs: number): Promise<PortalLink | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.portalLink(summaryId) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  return Item as PortalLink;
}

async function revokePortalLink(summaryId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.portalLink(summaryId) }));
}

async function putFeedbackSession(sessionHash: string, session: Omit<FeedbackSession, "used">): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.feedbackSession(sessionHash), entity: "feedbackSession", used: false, ...session },
    }),
  );
}

async function getFeedbackSession(sessionHash: string, nowMs: number): Promise<FeedbackSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.feedbackSession(sessionHash) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  return Item as FeedbackSession;
}

async function getSendResult(sub: string, idempotencyKey: string): Promise<SendSummaryResult | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.sendRequest(sub, idempotencyKey) }),
  );
  return Item?.result as SendSummaryResult | undefined;
}

/**
 * Records a delivery in one transaction: the summary's sent state, the request's outcome (idempotency) and the
 * counters (the clinician's deliveries, patients reached overall).
 */
async function recordDelivery(
  sub: string,
  summaryId: string,
  idempotencyKey: string,
  result: SendSummaryResult,
  expiresAt: number | undefined,
): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.summary(sub, summaryId),
            UpdateExpression: "SET sentAt = :sentAt, patientEmail = :email, followUpSent = :followUp",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeValues: {
              ":sentAt": result.sentAt,
              ":email": result.patientEmail,
              ":followUp": result.followUpSent,
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.sendRequest(sub, idempotencyKey), entity: "sendRequest", result, expiresAt },
          },
        },
        addToCounters(keys.userTotals(sub), "userTotals", { delivered: 1 }),
        addToCounters(keys.globalCounters(), "globalCounters", { patientsImpacted: 1 }),
      ],
    }),
  );
}

/** The first patient chat on a summary counts once towards the clinician's chatbox interaction rate. */
async function markPatientChatted(ownerSub: string, summaryId: string): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(ownerSub, summaryId),
              UpdateExpression: "SET patientChatted = :yes",
              ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(patientChatted)",
              ExpressionAttributeValues: { ":yes": true },
            },
          },
          addToCounters(keys.userTotals(ownerSub), "userTotals", { chatted: 1 }),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}

export interface StoredFeedback extends CleanFeedback {
  id: string;
  createdAt: string;
}

/** Uses the session once and stores the feedback under the clinician who sent the summary, with the counters. */
async function submitFeedback(sessionHash: string, ownerSub: string, feedback: StoredFeedback): Promise<void> {
  const rated = feedback.overallRating !== null;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.feedbackSession(sessionHash),
              UpdateExpression: "SET used = :yes, usedAt = :at",
              ConditionExpression: "attribute_exists(pk) AND used = :no",
              ExpressionAttributeValues: { ":yes": true, ":no": false, ":at": feedback.createdAt },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.feedback(ownerSub, feedback.id), entity: "feedback", ...feedback },
            },
          },
          addToCounters(
            keys.globalCounters(),
            "globalCounters",
            rated ? { feedbackCount: 1, ratingSum: feedback.overallRating ?? 0, ratingCount: 1 } : { feedbackCount: 1 },
          ),
        ],
      }),
    );
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === "ConditionalCheckFailed"
    ) {
      throw new FeedbackAlreadySent();
    }
    throw error;
  }
}

async function publicStats(): Promise<PublicStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.globalCounters() }));
  const ratingCount = Number(Item?.ratingCount ?? 0);
  return {
    totalSummaries: Number(Item?.totalSummaries ?? 0),
    patientsImpacted: Number(Item?.patientsImpacted ?? 0),
    averageRating: ratingCount > 0 ? Math.round((Number(Item?.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
    providers: Number(Item?.providers ?? 0),
  };
}

export const dynamoDeliveryStore = {
  putPortalLink,
  getPortalLink,
  revokePortalLink,
  putFeedbackSession,
  getFeedbackSession,
  getSendResult,
  recordDelivery,
  markPatientChatted,
  submitFeedback,
  publicStats,
};
export type DeliveryStore = typeof dynamoDeliveryStore;
