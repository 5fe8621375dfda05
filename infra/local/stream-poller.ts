import { DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from "@aws-sdk/client-dynamodb-streams";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { LOCAL_CREDENTIALS } from "./bootstrap";

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<void>;

/** A batch whose handler fails is given again this many times in all, then dropped with a line on stderr. */
const MAX_ATTEMPTS = 3;

/**
 * Lambda's DynamoDB event source, locally: reads the table's stream from DynamoDB Local and hands each batch
 * to the same handler the stack deploys. Starts at the stream's end, like a new event source mapping.
 */
export async function startStreamPoller(
  endpoint: string,
  tableName: string,
  handler: () => Promise<StreamHandler>,
  everyMs = 500,
): Promise<() => void> {
  const config = { endpoint, region: "us-east-1", credentials: LOCAL_CREDENTIALS };
  const table = await new DynamoDBClient(config).send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(config);
  const iterators = new Map<string, string | undefined>();
  const attempts = new Map<string, number>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // One line when the stream stops answering and one when it answers again, not one every poll (issue 19).
  let failing = false;

  const refreshShards = async (first: boolean) => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: first ? "LATEST" : "TRIM_HORIZON",
        }),
      );
      iterators.set(shard.ShardId, ShardIterator);
    }
  };

  const poll = async () => {
    try {
      await refreshShards(false);
      for (const [shardId, iterator] of iterators) {
        if (!iterator) continue;
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        if (page.Records?.length) {
          try {
            await (await handler())({ Records: page.Records } as unknown as DynamoDBStreamEvent);
          } catch (error) {
            // Like the event source mapping's retries: the same records again, a bounded number of times.
            const tries = (attempts.get(shardId) ?? 0) + 1;
            attempts.set(shardId, tries);
            if (tries < MAX_ATTEMPTS) throw error;
            console.error(`[stream] ${page.Records.length} records given up after ${tries} attempts`);
          }
        }
        attempts.delete(shardId);
        iterators.set(shardId, page.NextShardIterator);
      }
      if (failing) console.error("[stream] reading the table's stream again");
      failing = false;
    } catch (error) {
      if (!failing) {
        console.error(
          `[stream] ${(error as Error).name}: ${(error as Error).message}; retrying quietly until it answers`,
        );
      }
      failing = true;
    } finally {
      if (!stopped) timer = setTimeout(poll, everyMs);
    }
  };

  await refreshShards(true);
  timer = setTimeout(poll, everyMs);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
