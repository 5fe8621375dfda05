import type { RetentionProgress, Settings } from "#contracts/settings";

/**
 * A retention change is applied to the records a clinician already has by a background job (issue 22): the request
 * that changes it returns at once, and the job pages through the records, re-stamping their expiry. Reads honour the
 * new setting from the moment it is saved (`retentionCutoffMs`), so nothing past it is shown while the job runs.
 */

export type RetentionSettings = Pick<Settings, "retentionHours" | "autoDeleteEnabled">;

export interface RetentionJob extends RetentionSettings {
  /** A ULID: a later change has a greater id, and the records remember the last job that stamped them. */
  jobId: string;
  state: "applying" | "done" | "failed";
  /** How many records the job found to apply to; null until it has counted them. */
  total: number | null;
  done: number;
  /** The sort key of the last record applied to; null before the first page. */
  cursor: string | null;
  /**
   * Records created before this time are gone whatever the setting says now: they passed an earlier, shorter
   * retention. Lengthening the period never brings them back.
   */
  floorMs: number;
  startedAt: string;
}

/** What Settings shows of the job: "Applying to 2,400 records…" while it runs. */
export type { RetentionProgress };

const HOUR_MS = 3600 * 1000;

/** The period in milliseconds, or undefined when nothing is deleted automatically. */
const periodMs = (settings: RetentionSettings) =>
  settings.autoDeleteEnabled && settings.retentionHours !== null ? settings.retentionHours * HOUR_MS : undefined;

/** The job for a change from `before` to `after` at `nowMs`, with the floor the earlier setting leaves. */
export function newRetentionJob(
  jobId: string,
  before: RetentionSettings,
  after: RetentionSettings,
  previous: Pick<RetentionJob, "floorMs"> | undefined,
  now: Date,
): RetentionJob {
  const earlier = periodMs(before);
  const floorMs = Math.max(previous?.floorMs ?? 0, earlier === undefined ? 0 : now.getTime() - earlier);
  return {
    jobId,
    retentionHours: after.retentionHours,
    autoDeleteEnabled: after.autoDeleteEnabled,
    state: "applying",
    total: null,
    done: 0,
    cursor: null,
    floorMs,
    startedAt: now.toISOString(),
  };
}

/**
 * Records created before this time are not shown at `nowMs`: past the retention period in force, or past an earlier
 * one (the floor). Reads apply it to every record, whether or not the job has re-stamped it yet.
 */
export function retentionCutoffMs(
  settings: RetentionSettings,
  job: Pick<RetentionJob, "floorMs"> | undefined,
  nowMs: number,
): number {
  const period = periodMs(settings);
  return Math.max(job?.floorMs ?? 0, period === undefined ? 0 : nowMs - period);
}

export const progressOf = (job: RetentionJob | undefined): RetentionProgress | null =>
  job ? { state: job.state, done: job.done, total: job.total } : null;

/** A record as the job pages through it. */
export interface RetainedRecord {
  sk: string;
  createdAt: string;
}

/** What the job needs of persistence (adapters/store/retention.ts). */
export interface RetentionJobStore {
  getJob(sub: string): Promise<RetentionJob | undefined>;
  /**
   * How many retained records (summaries, transcriptions) the clinician has; undefined when `stop` said to stop
   * (asked between pages, so a replaced job does not count a large practice's records to the end).
   */
  countRecords(sub: string, stop: () => Promise<boolean>): Promise<number | undefined>;
  /** The next retained records after `cursor` (a sort key), in key order; fewer than `limit` at the end. */
  recordsAfter(sub: string, cursor: string | null, limit: number): Promise<RetainedRecord[]>;
  /**
   * Stamps each record (and what derives from it) with its expiry under `job`'s setting, unless it has expired
   * already or a later job stamped it. Missing records are skipped.
   */
  stampRecords(sub: string, job: RetentionJob, records: RetainedRecord[], nowMs: number): Promise<void>;
  /** Saves progress; false when a later change has replaced this job (it must stop). */
  saveProgress(
    sub: string,
    jobId: string,
    progress: Partial<Pick<RetentionJob, "total" | "done" | "cursor" | "state">>,
  ): Promise<boolean>;
}

const PAGE = 100;

/**
 * Runs (or resumes) job `jobId` to the end. Idempotent: each record's expiry is computed from its creation time, so a
 * page applied twice (a retry after a failure between stamping and saving progress) gives the same stamps.
 * Returns what it did, or 'superseded' when a later change replaced it.
 */
export async function applyRetention(
  store: RetentionJobStore,
  sub: string,
  jobId: string,
  clock: { now(): Date },
): Promise<"done" | "superseded"> {
  const job = await store.getJob(sub);
  if (!job || job.jobId !== jobId) return "superseded";
  if (job.state !== "applying") return "done";
  let { total, done, cursor } = job;
  if (total === null) {
    const replaced = async () => (await store.getJob(sub))?.jobId !== jobId;
    const counted = await store.countRecords(sub, replaced);
    if (counted === undefined || !(await store.saveProgress(sub, jobId, { total: counted }))) return "superseded";
    total = counted;
  }
  for (;;) {
    const page = await store.recordsAfter(sub, cursor, PAGE);
    if (page.length > 0) {
      await store.stampRecords(sub, job, page, clock.now().getTime());
      done += page.length;
      cursor = page[page.length - 1].sk;
    }
    const finished = page.length < PAGE;
    // Records created while the job runs come with the new setting already; they may push done past the count.
    total = Math.max(total, done);
    const progress = { total, done, cursor, ...(finished ? { state: "done" as const } : {}) };
    if (!(await store.saveProgress(sub, jobId, progress))) return "superseded";
    if (finished) return "done";
  }
}
