import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { FeedbackSession, StoredFeedback } from "#core/delivery/ports";
import { isLive } from "#core/records/retention";
import { FeedbackAlreadySent, SummaryGone } from "#core/shared/store-errors";
import { addToCounters, db, tableName } from "../client";
import { conditionalWrite } from "../conditional";
import { derivedKey, keys } from "../keys";
import { LIVE, putUnderClaim } from "./claim";

/** The feedback session of a send whose follow-up goes with the summary email, only while the send holds its claim. */
export async function putFeedbackSession(
  sub: string,
  key: string,
  sessionHash: string,
  session: Omit<FeedbackSession, "used">,
): Promise<void> {
  await putUnderClaim(sub, session.summaryId, key, {
    ...keys.feedbackSession(sessionHash),
    entity: "feedbackSession",
    used: false,
    ...session,
  });
}

export async function getFeedbackSession(sessionHash: string, nowMs: number): Promise<FeedbackSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.feedbackSession(sessionHash) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  const session = Item as FeedbackSession;
  if (session.validUntil !== undefined && session.validUntil * 1000 <= nowMs) return undefined;
  return session;
}

/**
 * Uses the session once and stores the feedback under the clinician who sent the summary, only while the summary
 * is live; the feedback is listed on the summary so it goes with it. Ratings also go to counters, which hold no
 * patient data and outlive the summary.
 */
export async function submitFeedback(
  sessionHash: string,
  session: Pick<FeedbackSession, "ownerSub" | "summaryId" | "expiresAt">,
  feedback: StoredFeedback,
  nowMs: number,
): Promise<void> {
  const rated = feedback.overallRating !== null;
  const ratings: Record<string, number> = rated ? { ratingSum: feedback.overallRating ?? 0, ratingCount: 1 } : {};
  const feedbackKey = keys.feedback(session.ownerSub, feedback.id);
  await conditionalWrite(
    db().send(
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
            Update: {
              TableName: tableName(),
              Key: keys.summary(session.ownerSub, session.summaryId),
              UpdateExpression: "ADD derivedKeys :derived",
              ConditionExpression: `attribute_exists(pk) AND ${LIVE}`,
              ExpressionAttributeValues: {
                ":derived": new Set([derivedKey(feedbackKey)]),
                ":nowSec": Math.floor(nowMs / 1000),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...feedbackKey, entity: "feedback", ...feedback, expiresAt: session.expiresAt },
            },
          },
          addToCounters(keys.userTotals(session.ownerSub), "userTotals", { feedbackCount: 1, ...ratings }),
          addToCounters(keys.globalCounters(), "globalCounters", { feedbackCount: 1, ...ratings }),
        ],
      }),
    ),
    FeedbackAlreadySent,
    SummaryGone,
  );
}
