import type { TranscriptionListRecord, TranscriptionRecord, TranscriptionStore } from "#core/transcriptions/ports";
import type { JobState } from "#core/transcriptions/status";

/** The transcription store in memory, with the DynamoDB adapter's conditions (a fake, not a mock). */
export class MemoryTranscriptionStore implements TranscriptionStore {
  readonly items = new Map<string, TranscriptionRecord>();
  private key = (sub: string, id: string) => `${sub}/${id}`;

  read(sub: string, id: string): TranscriptionRecord | undefined {
    return this.items.get(this.key(sub, id));
  }
  async createTranscription(sub: string, record: TranscriptionRecord) {
    this.items.set(this.key(sub, record.id), structuredClone(record));
  }
  async getTranscription(sub: string, id: string, nowMs: number) {
    const record = this.read(sub, id);
    if (!record || (record.expiresAt !== undefined && record.expiresAt <= Math.floor(nowMs / 1000))) return undefined;
    return structuredClone(record);
  }
  async updateTranscription(sub: string, id: string, patch: Partial<TranscriptionRecord>) {
    const record = this.read(sub, id);
    if (!record) return false;
    Object.assign(record, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
    return true;
  }
  async transition(
    sub: string,
    id: string,
    from: JobState[],
    patch: Partial<TranscriptionRecord>,
    options: { run?: string; nowMs?: number; jobName?: string } = {},
  ) {
    const record = this.read(sub, id);
    if (!record || !from.includes(record.job)) return false;
    if (options.run !== undefined && record.notesRun !== options.run) return false;
    if (options.jobName !== undefined && record.jobName !== options.jobName) return false;
    if (options.nowMs !== undefined && record.deadlineAt !== undefined && record.deadlineAt <= options.nowMs) {
      return false;
    }
    return this.updateTranscription(sub, id, patch);
  }
  async reviewSummary(sub: string, id: string, expected: number, patch: Partial<TranscriptionRecord>) {
    const record = this.read(sub, id);
    if (!record || !["done", "failed"].includes(record.job) || record.patientSummarySentAt) return false;
    if ((record.summaryRevision ?? 0) !== expected) return false;
    return this.updateTranscription(sub, id, { ...patch, summaryRevision: expected + 1 });
  }
  async correctTranscript(sub: string, id: string, expected: number, patch: Partial<TranscriptionRecord>) {
    const record = this.read(sub, id);
    if (!record || !["done", "failed"].includes(record.job)) return false;
    if ((record.transcriptRevision ?? 0) !== expected) return false;
    return this.updateTranscription(sub, id, { ...patch, transcriptRevision: expected + 1 });
  }
  async addFiles(sub: string, id: string, files: TranscriptionRecord["files"]) {
    const record = this.read(sub, id);
    if (record) record.files = [...(record.files ?? []), ...files];
  }
  private newestFirst(sub: string, nowMs: number): TranscriptionListRecord[] {
    return [...this.items.entries()]
      .filter(([k]) => k.startsWith(`${sub}/`))
      .map(([, r]) => r)
      .filter((r) => r.expiresAt === undefined || r.expiresAt > Math.floor(nowMs / 1000))
      .sort((a, b) => b.id.localeCompare(a.id));
  }
  async listTranscriptions(sub: string, nowMs: number, page: { limit: number; after?: string }) {
    const all = this.newestFirst(sub, nowMs).filter((r) => page.after === undefined || r.id < page.after);
    const items = all.slice(0, page.limit);
    return { items, after: all.length > page.limit ? items[items.length - 1].id : undefined };
  }
  async deleteTranscription(sub: string, id: string) {
    const record = this.read(sub, id);
    this.items.delete(this.key(sub, id));
    return record;
  }
  async claimSendSummary(sub: string, id: string, summaryId: string, expected: string | null) {
    const record = this.read(sub, id);
    if (!record || (record.summaryId ?? null) !== expected) return false;
    record.summaryId = summaryId;
    return true;
  }
}

/** S3 JSON documents in memory. */
export function memoryDocuments() {
  const objects = new Map<string, unknown>();
  return {
    objects,
    readJson: async (key: string) => {
      if (!objects.has(key)) throw new Error(`no object ${key}`);
      return structuredClone(objects.get(key));
    },
    writeJson: async (key: string, value: unknown) => {
      objects.set(key, structuredClone(value));
    },
  };
}
