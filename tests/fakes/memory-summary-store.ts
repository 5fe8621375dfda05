import type { ChatMessage } from "#contracts/summaries";
import { isLive } from "#core/records/retention";
import type {
  JobStateStore,
  SummaryPage,
  SummaryPageRequest,
  SummaryRecord,
  SummaryStore,
} from "#core/summaries/ports";

/**
 * SummaryStore and JobStateStore in memory, with the DynamoDB adapters' conditions (updates need the record; the job's
 * outcome writes need it still processing within its deadline). Records are copied in and out, like a real store.
 */
export class MemorySummaryStore implements SummaryStore, JobStateStore {
  records = new Map<string, SummaryRecord>();
  /** Every patch written, in order, for tests that look at what the job did. */
  writes: Array<Partial<SummaryRecord>> = [];

  private key = (sub: string, id: string) => `${sub}/${id}`;

  put(sub: string, record: SummaryRecord): void {
    this.records.set(this.key(sub, record.id), structuredClone(record));
  }
  read(sub: string, id: string): SummaryRecord | undefined {
    const record = this.records.get(this.key(sub, id));
    return record && structuredClone(record);
  }

  async createSummary(sub: string, record: SummaryRecord) {
    this.put(sub, record);
  }
  async getSummary(sub: string, id: string, nowMs: number) {
    const record = this.read(sub, id);
    return record && isLive(record, nowMs) ? record : undefined;
  }
  async updateSummary(sub: string, id: string, patch: Partial<SummaryRecord>) {
    const record = this.records.get(this.key(sub, id));
    if (!record) throw new Error("ConditionalCheckFailedException");
    this.writes.push(structuredClone(patch));
    Object.assign(record, structuredClone(patch));
  }
  /** Newest first, after the page's `after` id, like the DynamoDB adapter (which returns projections). */
  liveNewestFirst(sub: string, nowMs: number): SummaryRecord[] {
    return [...this.records.entries()]
      .filter(([k, r]) => k.startsWith(`${sub}/`) && isLive(r, nowMs))
      .map(([, r]) => structuredClone(r))
      .sort((a, b) => b.id.localeCompare(a.id));
  }
  async listSummaries(sub: string, nowMs: number, page: SummaryPageRequest): Promise<SummaryPage> {
    const rest = this.liveNewestFirst(sub, nowMs).filter((r) => !page.after || r.id < page.after);
    const items = rest.slice(0, page.limit);
    return { items, after: rest.length > page.limit ? items[items.length - 1].id : undefined };
  }
  async deleteSummary(sub: string, id: string) {
    const record = this.read(sub, id);
    this.records.delete(this.key(sub, id));
    return record;
  }
  async appendChat(sub: string, id: string, messages: ChatMessage[]) {
    const record = this.records.get(this.key(sub, id));
    if (!record) throw new Error("ConditionalCheckFailedException");
    record.chatHistory = [...(record.chatHistory ?? []), ...messages];
    return record.chatHistory;
  }

  async finishIfProcessing(sub: string, id: string, patch: Partial<SummaryRecord>, nowMs: number) {
    const record = this.records.get(this.key(sub, id));
    if (record?.status !== "processing") return false;
    if (record.deadlineAt !== undefined && record.deadlineAt <= nowMs) return false;
    await this.updateSummary(sub, id, patch);
    return true;
  }
  async failIfProcessing(sub: string, id: string, message: string) {
    const record = this.records.get(this.key(sub, id));
    if (record?.status !== "processing") return false;
    await this.updateSummary(sub, id, { status: "failed", error: message });
    return true;
  }
}

/** A record as startSummary writes it, for tests that start from one. */
export function processingRecord(overrides: Partial<SummaryRecord> = {}): SummaryRecord {
  const createdAt = overrides.createdAt ?? "2026-11-21T10:00:00.000Z";
  return {
    id: "01SUMMARY",
    patientName: "Unknown Patient",
    originalFilename: "note.txt",
    files: [{ key: "incoming/user-1/u1/note.txt", name: "note.txt", contentType: "text/plain" }],
    instructions: "",
    status: "processing",
    stage: "reading",
    error: null,
    summaryContent: null,
    engine: null,
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: 8,
    wordCount: null,
    glossaryHits: 0,
    flags: [],
    notices: [],
    patientEmail: null,
    sentAt: null,
    createdAt,
    deadlineAt: Date.parse(createdAt) + 360_000,
    chatHistory: [],
    ...overrides,
  };
}
