import type { SummaryRecord } from "../summaries/ports";

export interface SourceFiles {
  readObject(key: string): Promise<Buffer>;
}

/** The document text chat may also answer from; a missing or unreadable file leaves the summary alone. */
export async function sourceTextOf(
  files: SourceFiles | undefined,
  record: Pick<SummaryRecord, "sourceKey">,
): Promise<string | undefined> {
  if (!files || !record.sourceKey) return undefined;
  return files
    .readObject(record.sourceKey)
    .then((bytes) => bytes.toString("utf8"))
    .catch(() => undefined);
}
