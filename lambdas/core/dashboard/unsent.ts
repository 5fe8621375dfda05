import { type RetentionSettings, retentionCutoffMs } from "../account/retention-job";
import { derivedStatus, type StatusFields } from "../transcriptions/status";
import { UNSENT_WINDOW_MS } from "./stats";

/**
 * 'Unsent Drafts' at constant cost (issue 22): the table's stream keeps, per clinician and UTC creation day, the
 * creation time of each unsent draft (jobs/dashboard-counts.ts), and the dashboard counts those inside the window.
 * Keeping times rather than counts is what makes the window's edge exact to the millisecond without reading any
 * record: the four day items come in the same batch read as the other counters.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The item a creation time is kept in: its UTC day, 'YYYY-MM-DD'. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** One unsent draft as the day item keeps it: the record's sort key names it, its creation time is the value. */
export interface DraftEntry {
  day: string;
  name: string;
  createdMs: number;
}

/**
 * The entry a stored record keeps while it is an unsent draft, or undefined when it is not one: a finished summary
 * (status ready) or a processed transcription, not sent, not a sample. None of these depends on the time of reading
 * (a deadline only turns unfinished work into failed), so a write's image decides it once and for all.
 */
export function draftOf(image: Record<string, unknown> | undefined): DraftEntry | undefined {
  if (!image || image.sample || typeof image.createdAt !== "string" || typeof image.sk !== "string") return undefined;
  const createdMs = Date.parse(image.createdAt);
  if (Number.isNaN(createdMs)) return undefined;
  const entry = { day: dayOf(image.createdAt), name: image.sk, createdMs };
  if (image.entity === "summary") return image.status === "ready" && !image.sentAt ? entry : undefined;
  if (image.entity === "transcription") {
    const processed = derivedStatus(image as unknown as StatusFields) === "processed";
    return processed && !image.patientSummarySentAt ? entry : undefined;
  }
  return undefined;
}

/** A day's entries are read while the 3-day window covers it; one day more lets late stream records land. */
export const COUNTED_DAYS_MS = UNSENT_WINDOW_MS + DAY_MS;

/** One change to a day item: keep `name` with its creation time, or (`createdMs` null) let it go. */
export interface DraftChange {
  day: string;
  name: string;
  createdMs: number | null;
}

/**
 * What one write at `nowMs` changes in the day items: the entry it dropped and the one it added. Days no window will
 * read again are left alone (an old draft sent, records written by an import).
 */
export function draftChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
): DraftChange[] {
  const was = draftOf(before);
  const is = draftOf(after);
  const same = was && is && was.day === is.day && was.name === is.name;
  if (same && was.createdMs === is.createdMs) return [];
  const oldest = dayOf(new Date(nowMs - COUNTED_DAYS_MS).toISOString());
  const changes: DraftChange[] = [
    // The same entry rewritten is one change: a transaction may not touch one item twice.
    ...(was && !same ? [{ day: was.day, name: was.name, createdMs: null }] : []),
    ...(is ? [{ day: is.day, name: is.name, createdMs: is.createdMs }] : []),
  ];
  return changes.filter((c) => c.day >= oldest);
}

/** The days whose items hold every draft the window at `nowMs` may count (four for 3 days), oldest first. */
export function draftDays(nowMs: number): string[] {
  const count = Math.ceil(UNSENT_WINDOW_MS / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => dayOf(new Date(nowMs - (count - 1 - i) * DAY_MS).toISOString()));
}

export interface RetentionNow extends RetentionSettings {
  /** Records created before this are gone whatever the setting says now (core/account/retention-job.ts). */
  floorMs?: number;
}

/**
 * The unsent drafts at `nowMs`: those created from the later of the window's start and the retention cutoff, since
 * an expired record is not shown even before TTL removes it.
 */
export function unsentCount(createdTimes: number[], nowMs: number, retention: RetentionNow): number {
  const cutoffMs = retentionCutoffMs(retention, { floorMs: retention.floorMs ?? 0 }, nowMs);
  const startMs = Math.max(nowMs - UNSENT_WINDOW_MS, cutoffMs);
  return createdTimes.filter((ms) => ms >= startMs).length;
}
