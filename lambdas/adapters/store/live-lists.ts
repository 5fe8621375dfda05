import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { isLive } from "#core/records/retention";
import { db, tableName } from "./client";
import { ownerOfKey } from "./keys";
import { retentionCutoff } from "./retention";

/**
 * The list read of a clinician's records (summaries, transcriptions): a cursor page, newest first, as projections,
 * without the expired items TTL has not removed yet.
 */

/** A ProjectionExpression with every name aliased (several of these are DynamoDB reserved words). */
export function projectionOf(fields: readonly string[]) {
  return {
    ProjectionExpression: fields.map((_, i) => `#p${i}`).join(", "),
    names: Object.fromEntries(fields.map((field, i) => [`#p${i}`, field])) as Record<string, string>,
  };
}

/** Expired items TTL has not removed yet are skipped; a page full of them costs at most this many more queries. */
const MAX_QUERIES_PER_PAGE = 4;

const liveItems = <T>(items: Record<string, unknown>[] | undefined, nowMs: number, cutoffMs = 0): T[] =>
  (items ?? []).filter(
    (item) =>
      isLive(item as { expiresAt?: number }, nowMs) &&
      (cutoffMs === 0 || Date.parse(String(item.createdAt)) >= cutoffMs),
  ) as T[];

/**
 * One page of a record family (`pk`, items under `skPrefix`), after the record at `startKey` when given. The cursor
 * is only an id the caller turns into a key in its own partition, so no cursor can reach another clinician's items.
 * Records the clinician's retention setting hides are skipped (read beside the first query), even before the
 * retention job has re-stamped them.
 */
export async function livePage<T extends { id: string }>(
  family: { pk: string; skPrefix: string },
  fields: readonly string[],
  nowMs: number,
  page: { limit: number; cutoffByCaller?: boolean; consistent?: boolean },
  after: Record<string, unknown> | undefined,
): Promise<{ items: T[]; after?: string }> {
  const { pk, skPrefix } = family;
  const { ProjectionExpression, names } = projectionOf(fields);
  const owner = ownerOfKey(pk);
  const cutoff = owner && !page.cutoffByCaller ? retentionCutoff(owner, nowMs) : Promise.resolve(0);
  // Awaited after the first query; a failure there must not leave this one rejected and unheard.
  cutoff.catch(() => undefined);
  const items: T[] = [];
  let startKey = after;
  for (let queries = 0; queries < MAX_QUERIES_PER_PAGE; queries++) {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": pk, ":prefix": skPrefix },
        ExpressionAttributeNames: names,
        ProjectionExpression,
        ScanIndexForward: false,
        ConsistentRead: page.consistent,
        // One more than the page needs, so a full page knows whether another follows.
        Limit: page.limit - items.length + 1,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...liveItems<T>(result.Items, nowMs, await cutoff));
    startKey = result.LastEvaluatedKey;
    if (items.length > page.limit) return { items: items.slice(0, page.limit), after: items[page.limit - 1].id };
    if (!startKey) return { items };
  }
  return { items, after: String(startKey?.sk).slice(skPrefix.length) };
}
