import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { s3Files } from "../adapters/files/uploads";
import { filesOfRemovedRecord } from "../core/removed-records";
import { log } from "../http/log";

export const createHandler =
  (files: Pick<typeof s3Files, "deleteObjects">) =>
  /** On the table's stream: when a record goes (deleted, or expired by TTL), its files go too. */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    const keys: string[] = [];
    for (const record of event.Records) {
      if (record.eventName !== "REMOVE") continue;
      const image = record.dynamodb?.OldImage;
      keys.push(...filesOfRemovedRecord(image ? unmarshall(image as Record<string, AttributeValue>) : undefined));
    }
    if (keys.length === 0) return;
    await files.deleteObjects(keys);
    log("info", "job", { job: "record-removed", filesDeleted: keys.length });
  };

export const handler = createHandler(s3Files);
