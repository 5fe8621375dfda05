import type { SummaryListRecord } from "../summaries/ports";

export interface MonthActivity {
  summaries: number;
  transcriptions: number;
}

export interface DashboardCounters {
  months: Record<string, MonthActivity>;
  delivered: number;
  chatted: number;
}

/** What the dashboard reads: counters kept on write, and the recent summaries by a key range (adapters/store/dashboard.ts). */
export interface DashboardStore {
  /** The month counters and the delivery totals in one read. */
  counters(sub: string, months: string[]): Promise<DashboardCounters>;
  /** The live summaries created since `sinceMs`, newest first, as list projections. */
  summariesSince(sub: string, nowMs: number, sinceMs: number): Promise<SummaryListRecord[]>;
  /** Overall ratings (1-10) of the clinician's patients' feedback; answered ones only. */
  overallRatings(sub: string): Promise<number[]>;
}
