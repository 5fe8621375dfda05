import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { s3Files } from "../adapters/files/uploads";
import { followUpScheduler } from "../adapters/scheduler/follow-ups";
import { systemAudit } from "../adapters/store/audit";
import { deleteItems } from "../adapters/store/derived";
import { type Key, ownerOfKey } from "../adapters/store/keys";
import { derivedOfRemovedRecord, filesOfRemovedRecord } from "../adapters/store/removed-records";
import type { AuditEntry, RecordAudit } from "../core/audit/writer";
import type { FollowUpScheduler } from "../core/delivery/ports";
import { log, logsRequestId } from "../core/shared/log";
import { hasWaitingFollowUp } from "../core/summaries/summaries";

export const createHandler =
  (
    files: Pick<typeof s3Files, "deleteObjects">,
    items: { deleteItems(keys: Key[]): Promise<void> },
    followUps: Pick<FollowUpScheduler, "cancel"> = followUpScheduler,
    audit: () => RecordAudit | undefined = () => undefined,
    now: () => number = Date.now,
  ) =>
  /**
   * On the table's stream: when a record goes (deleted, or expired by TTL), its files and everything derived from
   * it (link, feedback session and comments, send records) go too.
   */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    const fileKeys: string[] = [];
    const itemKeys: Key[] = [];
    const waiting: Array<{ sub: string; summaryId: string }> = [];
    const expired: AuditEntry[] = [];
    for (const record of event.Records) {
      if (record.eventName !== "REMOVE") continue;
      const image = record.dynamodb?.OldImage;
      const old = image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
      const retention = retentionRemovalOf(record, old, now());
      if (retention) expired.push(retention);
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
    // The record's audit trail stays (its own partition and TTL); its deletion by retention is the trail's last entry.
    const writer = expired.length > 0 ? audit() : undefined;
    for (const entry of expired) {
      // A record whose id the audit guard refuses must not hold up the deletion of everything else in the batch.
      await writer?.(entry).catch((error: Error) => {
        if (error?.name !== "AuditContentRefused") throw error;
        log("error", "audit refused", { job: "record-removed", error: error.name });
      });
    }
    if (fileKeys.length + itemKeys.length > 0) {
      log("info", "job", { job: "record-removed", filesDeleted: fileKeys.length, itemsDeleted: itemKeys.length });
    }
  };

/**
 * A summary or transcription removed by its retention: DynamoDB's TTL names itself as the remover in AWS; the local
 * reaper cannot, so an old image already past its expiry counts too. A clinician's delete is audited by its route.
 */
function retentionRemovalOf(
  record: DynamoDBStreamEvent["Records"][number],
  old: Record<string, unknown> | undefined,
  nowMs: number,
): AuditEntry | undefined {
  if (old?.entity !== "summary" && old?.entity !== "transcription") return undefined;
  const owner = ownerOfKey(old.pk);
  const id = old.id;
  if (!owner || typeof id !== "string") return undefined;
  const byTtl =
    (record as { userIdentity?: { principalId?: string } }).userIdentity?.principalId === "dynamodb.amazonaws.com";
  const pastExpiry = typeof old.expiresAt === "number" && old.expiresAt * 1000 <= nowMs;
  if (!byTtl && !pastExpiry) return undefined;
  return { owner, action: "expired", recordType: old.entity, recordId: id };
}

export const handler = logsRequestId(
  createHandler(s3Files, { deleteItems }, followUpScheduler, () => systemAudit("record-removed")),
);
