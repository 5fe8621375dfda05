import type { ReviewStore } from "#core/review/ports";
import type { RegenerationRecord, SummaryRecord } from "#core/summaries/ports";
import type { MemorySummaryStore } from "./memory-summary-store";

/** The review writes in memory, with the DynamoDB adapter's conditions (adapters/store/review.ts). */
export class MemoryReviewStore implements ReviewStore {
  constructor(private readonly store: MemorySummaryStore) {}

  private changeable(sub: string, id: string, expectedRevision: number, nowMs: number): SummaryRecord | undefined {
    const record = this.store.read(sub, id);
    if (record?.status !== "ready" || record.sentAt) return undefined;
    if (record.send && (record.send.leaseUntil >= nowMs || record.send.emailedAt)) return undefined;
    const regeneration = record.regeneration;
    if (regeneration?.status === "processing" && regeneration.deadlineAt >= nowMs) return undefined;
    if ((record.revision ?? 1) !== expectedRevision) return undefined;
    return record;
  }

  async applyReview(sub: string, id: string, expectedRevision: number, patch: Partial<SummaryRecord>, nowMs: number) {
    const record = this.changeable(sub, id, expectedRevision, nowMs);
    if (!record) return undefined;
    const { send: _send, sentRevision: _sent, regeneration: _regen, ...kept } = record;
    const next = { ...kept, ...structuredClone(patch) } as SummaryRecord;
    this.store.put(sub, next);
    return this.store.read(sub, id);
  }

  async startRegeneration(
    sub: string,
    id: string,
    expectedRevision: number,
    regeneration: RegenerationRecord,
    nowMs: number,
  ) {
    const record = this.changeable(sub, id, expectedRevision, nowMs);
    if (!record) return undefined;
    this.store.put(sub, { ...record, regeneration: structuredClone(regeneration) });
    return this.store.read(sub, id);
  }

  async finishRegeneration(
    sub: string,
    id: string,
    regenerationId: string,
    expectedRevision: number,
    patch: Partial<SummaryRecord>,
    nowMs: number,
  ) {
    const record = this.store.read(sub, id);
    const regeneration = record?.regeneration;
    if (!record || regeneration?.id !== regenerationId || regeneration.status !== "processing") return false;
    if (regeneration.deadlineAt <= nowMs || record.sentAt || record.send) return false;
    if ((record.revision ?? 1) !== expectedRevision) return false;
    const { regeneration: _done, ...kept } = record;
    this.store.put(sub, { ...kept, ...structuredClone(patch) } as SummaryRecord);
    return true;
  }

  async failRegeneration(sub: string, id: string, regenerationId: string, message: string) {
    const record = this.store.read(sub, id);
    if (record?.regeneration?.id !== regenerationId || record.regeneration.status !== "processing") return false;
    this.store.put(sub, { ...record, regeneration: { ...record.regeneration, status: "failed", error: message } });
    return true;
  }
}

/** The bucket in memory: what the review archives and reads back. */
export class MemoryFiles {
  objects = new Map<string, string>();
  async putObject(key: string, body: string) {
    this.objects.set(key, body);
  }
  async writeObject(key: string, text: string) {
    this.objects.set(key, text);
  }
  async readObject(key: string) {
    const body = this.objects.get(key);
    if (body === undefined) throw new Error("NoSuchKey");
    return Buffer.from(body);
  }
  async deleteObjects(keys: string[]) {
    for (const key of keys) this.objects.delete(key);
  }
  async moveObject(from: string, to: string) {
    const body = this.objects.get(from) ?? "";
    this.objects.set(to, body);
    this.objects.delete(from);
  }
}
