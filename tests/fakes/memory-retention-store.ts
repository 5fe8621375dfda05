import type { RetainedRecord, RetentionJob, RetentionJobStore } from "#core/account/retention-job";
import { expiresAtFor } from "#core/records/retention";

export interface StoredRecord {
  sk: string;
  createdAt: string;
  expiresAt?: number;
  retentionJobId?: string;
}

/**
 * The retention job's store in memory, with the DynamoDB adapter's rules: records in key order, an expired record is
 * never re-stamped, a record stamped by a later job is left, and progress is saved only by the current job.
 * `failAfterPages` makes stamping throw once that many pages were stamped (a crash mid-job).
 */
export class MemoryRetentionStore implements RetentionJobStore {
  records: StoredRecord[] = [];
  jobs = new Map<string, RetentionJob>();
  pagesStamped = 0;
  failAfterPages = Number.POSITIVE_INFINITY;

  async getJob(sub: string) {
    const job = this.jobs.get(sub);
    return job ? { ...job } : undefined;
  }
  async countRecords(_sub: string, stop: () => Promise<boolean>) {
    return (await stop()) ? undefined : this.records.length;
  }
  async recordsAfter(_sub: string, cursor: string | null, limit: number): Promise<RetainedRecord[]> {
    return [...this.records]
      .sort((a, b) => a.sk.localeCompare(b.sk))
      .filter((r) => cursor === null || r.sk > cursor)
      .slice(0, limit)
      .map(({ sk, createdAt }) => ({ sk, createdAt }));
  }
  async stampRecords(_sub: string, job: RetentionJob, page: RetainedRecord[], nowMs: number) {
    if (this.pagesStamped >= this.failAfterPages) throw new Error("DynamoDB is unavailable");
    for (const { sk } of page) {
      const record = this.records.find((r) => r.sk === sk);
      if (!record) continue;
      if (record.expiresAt !== undefined && record.expiresAt <= Math.floor(nowMs / 1000)) continue;
      if (record.retentionJobId && record.retentionJobId > job.jobId) continue;
      record.expiresAt = expiresAtFor(Date.parse(record.createdAt), job);
      record.retentionJobId = job.jobId;
    }
    this.pagesStamped++;
  }
  async saveProgress(sub: string, jobId: string, progress: Partial<RetentionJob>) {
    const job = this.jobs.get(sub);
    if (job?.jobId !== jobId) return false;
    Object.assign(job, progress);
    return true;
  }
}
