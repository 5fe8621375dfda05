import { isLive } from "../records/retention";

/**
 * The dashboard's recent records at constant cost (issue 22, decision 451): the table's stream keeps the newest list
 * rows of each kind in one item beside the counters (jobs/dashboard-counts.ts), so the dashboard reads them in the
 * same batch as its counters instead of querying each family. This file is the rule for keeping them.
 */

/** The dashboard shows 3; more are kept so an expired or deleted row leaves enough behind it. */
export const RECENT_KEPT = 10;

/** One list row, as the list routes project it (id, status fields, createdAt, expiresAt, ...). */
export type RecentRow = { id: string; createdAt: string; expiresAt?: number } & Record<string, unknown>;

/**
 * What one record's change does to its kind's kept rows (newest id first): the new rows, `undefined` when nothing
 * changes, or "refill" when a kept row went away and only a read of the table knows which record takes its place.
 * `after` is the record's list row now, undefined once it is gone; a row no longer live counts as gone.
 */
export function recentAfter(
  rows: RecentRow[],
  id: string,
  after: RecentRow | undefined,
  nowMs: number,
): RecentRow[] | "refill" | undefined {
  const index = rows.findIndex((row) => row.id === id);
  if (!after || !isLive(after, nowMs)) return index >= 0 ? "refill" : undefined;
  if (index >= 0) {
    if (sameRow(rows[index], after)) return undefined;
    return rows.map((row, i) => (i === index ? after : row));
  }
  // Ids sort by creation (ULIDs), as the list query's sort keys do: a row older than a full set's oldest stays out.
  const full = rows.length >= RECENT_KEPT;
  if (full && after.id < rows[rows.length - 1].id) return undefined;
  return [...rows, after].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, RECENT_KEPT);
}

export function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The kept rows the dashboard may show at `nowMs`: live and inside the retention cutoff, newest first. Undefined when
 * they cannot answer alone: the set is full and expired rows TTL has not removed yet leave fewer than `wanted`, so an
 * older live record may belong in their place (the caller queries instead). Rows the retention cutoff hides need no
 * query: every record older than them is hidden too.
 */
export function visibleRecent<T extends { createdAt: string; expiresAt?: number }>(
  rows: T[],
  wanted: number,
  nowMs: number,
  cutoffMs: number,
): T[] | undefined {
  const live = rows.filter((row) => isLive(row, nowMs));
  const shown = live.filter((row) => Date.parse(row.createdAt) >= cutoffMs);
  if (shown.length < wanted && live.length < rows.length && rows.length >= RECENT_KEPT) return undefined;
  return shown.slice(0, wanted);
}
