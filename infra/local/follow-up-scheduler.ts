import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { FOLLOW_UP_INDEX } from "#adapters/local/follow-ups";
import { LOCAL_CREDENTIALS } from "./bootstrap";
import { describeError } from "./describe-error";

export type FollowUpHandler = (event: { sub: string; summaryId: string }) => Promise<unknown>;

/** Like Scheduler's retry policy in AWS: a few more attempts, spaced out, then the follow-up is given up. */
const MAX_ATTEMPTS = 4;
const RETRY_AFTER_MS = 30_000;

interface WaitingFollowUp {
  pk: string;
  sk: string;
  sub: string;
  summaryId: string;
  dueAt: string;
  attempts?: number;
}

/**
 * EventBridge Scheduler, locally (decision 201): follow-ups wait as table items (so a restart of the stack keeps
 * them); every `everyMs` this finds the due ones on the index, in due order, and runs the same send-follow-up
 * handler as AWS. A run that throws (an outage) is tried again later; the handler itself ignores a follow-up whose
 * summary is gone or already asked. Returns a function that stops it.
 */
export function startFollowUpScheduler(
  endpoint: string,
  tableName: string,
  handler: () => Promise<FollowUpHandler>,
  options: { everyMs?: number; log?: (line: string) => void; now?: () => number } = {},
): () => void {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
  );
  const now = options.now ?? Date.now;
  let running = false;
  let stopped = false;
  // One line when the table stops answering and one when it answers again, not one a second (issue 19).
  let failing = false;

  const due = async (): Promise<WaitingFollowUp[]> => {
    const gsi1 = FOLLOW_UP_INDEX;
    const { Items } = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: gsi1.name,
        KeyConditionExpression: "#pk = :pk AND #sk <= :now",
        ExpressionAttributeNames: { "#pk": gsi1.partitionKey, "#sk": gsi1.sortKey },
        ExpressionAttributeValues: { ":pk": "FOLLOWUP#DUE", ":now": new Date(now()).toISOString() },
        Limit: 25,
      }),
    );
    return (Items ?? []) as WaitingFollowUp[];
  };

  const fire = async (item: WaitingFollowUp) => {
    const key = { pk: item.pk, sk: item.sk };
    try {
      await (await handler())({ sub: item.sub, summaryId: item.summaryId });
      await client.send(new DeleteCommand({ TableName: tableName, Key: key }));
    } catch (error) {
      const attempts = (item.attempts ?? 0) + 1;
      options.log?.(`follow-up scheduler: attempt ${attempts} failed (${describeError(error)})`);
      if (attempts >= MAX_ATTEMPTS) {
        await client.send(new DeleteCommand({ TableName: tableName, Key: key }));
        return;
      }
      const later = new Date(now() + RETRY_AFTER_MS).toISOString();
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: "SET attempts = :attempts, dueAt = :later, #sk = :later",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: { "#sk": FOLLOW_UP_INDEX.sortKey },
          ExpressionAttributeValues: { ":attempts": attempts, ":later": later },
        }),
      );
    }
  };

  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const items = await due();
      if (failing) options.log?.("follow-up scheduler: the table answers again");
      failing = false;
      for (const item of items) {
        if (stopped) break;
        await fire(item).catch(() => undefined);
      }
    } catch (error) {
      if (!failing) options.log?.(`follow-up scheduler: ${describeError(error)}; retrying quietly until it answers`);
      failing = true;
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.everyMs ?? 2000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
