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
  return keys;
}
