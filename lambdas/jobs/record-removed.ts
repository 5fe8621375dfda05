import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { s3Files } from "../adapters/files/uploads";
import { followUpScheduler } from "../adapters/scheduler/follow-ups";
import { deleteItems } from "../adapters/store/derived";
import { type Key, ownerOfKey } from "../adapters/store/keys";
import { derivedOfRemovedRecord, filesOfRemovedRecord } from "../adapters/store/removed-records";
import type { FollowUpScheduler } from "../core/delivery/ports";
import { log, logsRequestId } from "../core/shared/log";
import { hasWaitingFollowUp } from "../core/summaries/summaries";

export const createHandler =
  (
    files: Pick<typeof s3Files, "deleteObjects">,
    items: { deleteItems(keys: Key[]): Promise<void> },
    followUps: Pick<FollowUpScheduler, "cancel"> = followUpScheduler,
  ) =>
  /**
   * On the table's stream: when a record goes (deleted, or expired by TTL), its files and everything derived from
   * it (link, feedback session and comments, send records) go too.
   */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    const fileKeys: string[] = [];
    const itemKeys: Key[] = [];
    const waiting: Array<{ sub: string; summaryId: string }> = [];
    for (const record of event.Records) {
      if (record.eventName !== "REMOVE") continue;
      const image = record.dynamodb?.OldImage;
      const old = image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
      fileKeys.push(...filesOfRemovedRecord(old));
      itemKeys.push(...derivedOfRemovedRecord(old));
      // An expired summary's feedback request must not fire (the schedule would only find nothing, but it is data).
      const owner = ownerOfKey(old?.pk);
      if (old?.entity === "summary" && owner && hasWaitingFollowUp(old)) {
        waiting.push({ sub: owner, summaryId: String(old.id) });
      }
    }
    for (const job of waiting) await followUps.cancel(job);
    if (itemKeys.length > 0) await items.deleteItems(itemKeys);
    if (fileKeys.length > 0) await files.deleteObjects(fileKeys);
    if (fileKeys.length + itemKeys.length > 0) {
      log("info", "job", { job: "record-removed", filesDeleted: fileKeys.length, itemsDeleted: itemKeys.length });
    }
  };

export const handler = logsRequestId(createHandler(s3Files, { deleteItems }));
