import { s3Audio, uploadsBucket } from "../adapters/files/audio";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { systemClock } from "../adapters/system";
import { type OrphanDeps, removeObjectsWithoutRecord } from "../core/records/orphan-objects";
import { log, logsRequestId } from "../core/shared/log";

/** The fields read of S3's "Object Created" EventBridge event; every one may be missing. */
interface ObjectCreatedEvent {
  detail?: { bucket?: { name?: unknown }; object?: { key?: unknown } };
}

/** S3 writes keys in events URL-encoded, with '+' for a space. */
const decodeKey = (key: string) => decodeURIComponent(key.replace(/\+/g, " "));

export const createHandler =
  (deps: () => OrphanDeps, bucket: () => string = uploadsBucket) =>
  /**
   * The uploads bucket's "Object Created" event (S3 to EventBridge in AWS; the local stack's object watcher
   * locally): an object written under `transcriptions/` for a record that no longer exists is removed at once, so a
   * late presigned POST or an upload that finished during a delete leaves no patient audio behind.
   */
  async (event: ObjectCreatedEvent): Promise<void> => {
    const name = event?.detail?.bucket?.name;
    const key = event?.detail?.object?.key;
    if (name !== bucket() || typeof key !== "string") return;
    let decoded: string;
    try {
      decoded = decodeKey(key);
    } catch {
      decoded = key;
    }
    const removed = await removeObjectsWithoutRecord(deps(), [decoded]);
    if (removed > 0) log("warn", "job", { job: "object-created", outcome: "removed-without-record", removed });
  };

export const handler = logsRequestId(
  createHandler(() => ({
    transcriptions: dynamoTranscriptionStore,
    files: s3Audio,
    clock: systemClock,
  })),
);
