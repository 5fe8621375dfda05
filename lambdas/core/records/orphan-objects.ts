import type { Clock } from "../account/account";
import { recordOfObjectKey, TRANSCRIPTIONS_PREFIX } from "../transcriptions/documents";
import type { AudioFiles, TranscriptionStore } from "../transcriptions/ports";

export interface OrphanDeps {
  transcriptions: Pick<TranscriptionStore, "getTranscription">;
  files: Pick<AudioFiles, "deleteObjects">;
  clock: Clock;
}

/**
 * Patient audio must not outlive its record (docs/architecture.md, "Deletion follows the record"; decision 279). The
 * record is written before its upload form is handed out, so an object under `transcriptions/` whose record is gone
 * (deleted, expired, or never a record's) was written after the record went: a still-valid form used late, or an upload
 * that finished while the clinician deleted. Such objects are removed; objects of live records stay. Returns how many
 * were removed.
 */
export async function removeObjectsWithoutRecord(deps: OrphanDeps, keys: string[]): Promise<number> {
  const nowMs = deps.clock.now().getTime();
  const byRecord = new Map<string, string[]>();
  const orphans: string[] = [];
  for (const key of keys) {
    if (!key.startsWith(TRANSCRIPTIONS_PREFIX)) continue;
    const owner = recordOfObjectKey(key);
    if (!owner) {
      orphans.push(key);
      continue;
    }
    const id = `${owner.sub}/${owner.id}`;
    byRecord.set(id, [...(byRecord.get(id) ?? []), key]);
  }
  for (const [id, recordKeys] of byRecord) {
    const [sub, recordId] = id.split("/");
    if (!(await deps.transcriptions.getTranscription(sub, recordId, nowMs))) orphans.push(...recordKeys);
  }
  for (let i = 0; i < orphans.length; i += 1000) await deps.files.deleteObjects(orphans.slice(i, i + 1000));
  return orphans.length;
}
