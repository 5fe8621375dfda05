import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ClaimLost } from "#core/shared/store-errors";
import { db, tableName } from "../client";
import { conditionalWrite } from "../conditional";
import { keys } from "../keys";

/** The summary's attribute that holds a send in progress (SendClaim), as an expression name. */
export const SEND = "#send";
/** The summary has not expired (TTL may not have removed it yet). */
export const LIVE = "(attribute_not_exists(expiresAt) OR expiresAt > :nowSec)";

const claimCheck = (sub: string, summaryId: string, key: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.summary(sub, summaryId),
    ConditionExpression: `${SEND}.#key = :key`,
    ExpressionAttributeNames: { "#send": "send", "#key": "key" },
    ExpressionAttributeValues: { ":key": key },
  },
});

/** Writes an item only while the summary still holds this claim, so a deleted summary gets no new link. */
export async function putUnderClaim(sub: string, summaryId: string, key: string, item: Record<string, unknown>) {
  await conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [claimCheck(sub, summaryId, key), { Put: { TableName: tableName(), Item: item } }],
      }),
    ),
    ClaimLost,
  );
}
