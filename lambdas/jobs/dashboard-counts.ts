import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { countUnsentChange } from "../adapters/store/dashboard";
import { ownerOfKey } from "../adapters/store/keys";
import { unsentDeltas } from "../core/dashboard/unsent";
import { log, logsRequestId } from "../core/shared/log";

type CountChange = typeof countUnsentChange;

const imageOf = (image: unknown) =>
  image ? (unmarshall(image as Record<string, AttributeValue>) as Record<string, unknown>) : undefined;

export const createHandler =
  (count: CountChange, now: () => number = Date.now) =>
  /**
   * On the table's stream: keeps the dashboard's hourly unsent-draft counts (core/dashboard/unsent.ts) from each
   * record's old and new image, so every way a record becomes or stops being an unsent draft (finished, sent,
   * regenerated, deleted, expired) is counted in one place. Records are applied in stream order, each once.
   */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    let counted = 0;
    let repeated = 0;
    for (const record of event.Records) {
      const before = imageOf(record.dynamodb?.OldImage);
      const after = imageOf(record.dynamodb?.NewImage);
      const owner = ownerOfKey((after ?? before)?.pk);
      const nowMs = now();
      const deltas = unsentDeltas(before, after, nowMs);
      if (!owner || deltas.length === 0 || !record.eventID) continue;
      if (await count(owner, record.eventID, deltas, nowMs)) counted++;
      else repeated++;
    }
    if (counted + repeated > 0) log("info", "job", { job: "dashboard-counts", counted, repeated });
  };

export const handler = logsRequestId(createHandler(countUnsentChange));
