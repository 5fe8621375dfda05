import { type RetentionSettings, retentionCutoffMs } from "../account/retention-job";
import { derivedStatus, type StatusFields } from "../transcriptions/status";
import { UNSENT_WINDOW_MS } from "./stats";

/**
 * 'Unsent Drafts' at constant cost (issue 22): the table's stream keeps a count of unsent drafts per clinician and
 * creation hour (jobs/dashboard-counts.ts), and the dashboard adds up the hours inside the window. Only the hour the
 * window starts in is read record by record, so its edge stays exact to the millisecond.
 */

const HOUR_MS = 3600 * 1000;

/** The counter bucket of a creation time: its UTC hour, 'YYYY-MM-DDTHH'. */
export const hourOf = (iso: string): string => iso.slice(0, 13);

const hourStartMs = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/**
 * The creation hour a stored record counts in as an unsent draft, or undefined when it does not count: a finished
 * summary (status ready) or a processed transcription, not sent, not a sample. None of these depends on the time of
 * reading (a deadline only turns unfinished work into failed), so a write's image decides it once and for all.
 */
export function unsentHourOf(image: Record<string, unknown> | undefined): string | undefined {
  if (!image || image.sample || typeof image.createdAt !== "string") return undefined;
  if (image.entity === "summary") {
    return image.status === "ready" && !image.sentAt ? hourOf(image.createdAt) : undefined;
  }
  if (image.entity === "transcription") {
    const processed = derivedStatus(image as unknown as StatusFields) === "processed";
    return processed && !image.patientSummarySentAt ? hourOf(image.createdAt) : undefined;
  }
  return undefined;
}

/** An hour's count is read while the 3-day window covers it; one day more lets late stream records land. */
export const COUNTED_HOURS_MS = UNSENT_WINDOW_MS + 24 * HOUR_MS;

/**
 * What one write at `nowMs` changes in the hourly counts: -1 for the hour it left, +1 for the hour it joined. Hours
 * no window will read again are left alone (an old draft sent, records written by an import).
 */
export function unsentDeltas(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
): Array<{ hour: string; delta: 1 | -1 }> {
  const was = unsentHourOf(before);
  const is = unsentHourOf(after);
  if (was === is) return [];
  const oldest = hourOf(new Date(nowMs - COUNTED_HOURS_MS).toISOString());
  return [...(was ? [{ hour: was, delta: -1 as const }] : []), ...(is ? [{ hour: is, delta: 1 as const }] : [])].filter(
    (d) => d.hour >= oldest,
  );
}

export interface RetentionNow extends RetentionSettings {
  /** Records created before this are gone whatever the setting says now (core/account/retention-job.ts). */
  floorMs?: number;
}

/**
 * Which reads give the unsent drafts at `nowMs`: records created from `startMs` count (the later of the 3-day window
 * and the retention period, since an expired record is not shown even before TTL removes it). The hour `startMs`
 * falls in is read record by record (`edge`, to `edge.toMs` exclusive); the whole hours after it, up to the current
 * one, come from the counters (`hours`, inclusive), or none when the window starts in the current hour.
 */
export function unsentReads(
  nowMs: number,
  retention: RetentionNow,
): { edge: { fromMs: number; toMs: number }; hours?: { from: string; to: string } } {
  const cutoffMs = retentionCutoffMs(retention, { floorMs: retention.floorMs ?? 0 }, nowMs);
  const startMs = Math.max(nowMs - UNSENT_WINDOW_MS, cutoffMs);
  const edgeEnd = hourStartMs(startMs) + HOUR_MS;
  if (edgeEnd > nowMs) return { edge: { fromMs: startMs, toMs: nowMs + 1 } };
  return {
    edge: { fromMs: startMs, toMs: edgeEnd },
    hours: { from: hourOf(new Date(edgeEnd).toISOString()), to: hourOf(new Date(nowMs).toISOString()) },
  };
}
