import type { SummaryListRecord } from "../summaries/ports";
import type { RetentionNow } from "./unsent";

export interface MonthActivity {
  summaries: number;
  transcriptions: number;
}

export interface DashboardCounters {
  months: Record<string, MonthActivity>;
  delivered: number;
  chatted: number;
  /** Overall ratings (1-10) of the clinician's patients' feedback, as a running sum and count. */
  ratings: { sum: number; count: number };
  /** The clinician's retention setting: what has expired is not counted, even before TTL removes it. */
  retention: RetentionNow;
}

/**
 * What the dashboard reads, a bounded number of items whatever the clinician holds (adapters/store/dashboard.ts):
 * counters kept on write, hourly unsent-draft counts kept by the table's stream, and one hour's summaries.
 */
export interface DashboardStore {
  /** The month counters, the delivery and rating totals and the retention setting, in one read. */
  counters(sub: string, months: string[]): Promise<DashboardCounters>;
  /** The sum of the hourly unsent-draft counts from one UTC hour ('YYYY-MM-DDTHH') to another, both included. */
  unsentInHours(sub: string, fromHour: string, toHour: string): Promise<number>;
  /** The live summaries whose ids fall between two times, newest first, as list projections. */
  summariesBetween(sub: string, nowMs: number, fromMs: number, toMs: number): Promise<SummaryListRecord[]>;
}
