import { versionObjectKeysOf } from "#core/review/versions";
import { derivedKeysOf, type Key, keys, ownerOfKey } from "./keys";

/** Keys of the files a removed record owned, from the record's old image (summaries and transcriptions). */
export function filesOfRemovedRecord(oldImage: Record<string, unknown> | undefined): string[] {
  if (!oldImage) return [];
  const entity = oldImage.entity;
  if (entity !== "summary" && entity !== "transcription") return [];
  const keys: string[] = [];
  const files = oldImage.files;
  if (Array.isArray(files)) {
    for (const file of files) {
      const key = (file as { key?: unknown }).key;
      if (typeof key === "string" && key) keys.push(key);
    }
  }
  if (typeof oldImage.audioKey === "string" && oldImage.audioKey) keys.push(oldImage.audioKey);
  // A corrected transcript is its own object (core/transcriptions/review.ts), not listed in `files`.
  if (typeof oldImage.transcriptKey === "string" && oldImage.transcriptKey) keys.push(oldImage.transcriptKey);
  // Earlier versions of a reviewed summary live beside its files (core/review/versions.ts).
  const owner = ownerOfKey(oldImage.pk);
  if (entity === "summary" && owner && typeof oldImage.id === "string") {
    const revision = typeof oldImage.revision === "number" ? oldImage.revision : undefined;
    keys.push(...versionObjectKeysOf(owner, { id: oldImage.id, revision }));
  }
  if (typeof oldImage.sourceKey === "string" && oldImage.sourceKey) keys.push(oldImage.sourceKey);
  return keys;
}

/** Items derived from a removed summary: its patient link always, and whatever it listed. */
export function derivedOfRemovedRecord(oldImage: Record<string, unknown> | undefined): Key[] {
  if (oldImage?.entity !== "summary") return [];
  const listed = derivedKeysOf(oldImage);
  return typeof oldImage.id === "string" ? [keys.portalLink(oldImage.id), ...listed] : listed;
}
