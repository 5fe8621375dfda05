import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { PortalLink } from "#core/delivery/ports";
import { isLive } from "#core/records/retention";
import { addToCounters, db, tableName } from "../client";
import { deleteItems } from "../derived";
import { keys } from "../keys";
import { putUnderClaim } from "./claim";

/** The patient's link (the claim's token hash); the same claim always writes the same link. */
export async function putPortalLink(sub: string, key: string, link: PortalLink): Promise<void> {
  await putUnderClaim(sub, link.summaryId, key, {
    ...keys.portalLink(link.summaryId),
    entity: "portalLink",
    ...link,
  });
}

export async function getPortalLink(summaryId: string, nowMs: number): Promise<PortalLink | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.portalLink(summaryId) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  return Item as PortalLink;
}

/** Used by deletes: the link stops working before the summary goes. */
export async function revokePortalLink(summaryId: string): Promise<void> {
  await deleteItems([keys.portalLink(summaryId)]);
}

/** The first patient chat on a summary counts once towards the clinician's chatbox interaction rate. */
export async function markPatientChatted(ownerSub: string, summaryId: string): Promise<void> {
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
    // Any cancellation (the condition, or a concurrent first chat) leaves the count as it is: it is best effort.
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}
