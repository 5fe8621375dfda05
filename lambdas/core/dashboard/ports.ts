import type { OpenQuestionsEntry } from "../care-team/dashboard";
import type { SummaryListRecord } from "../summaries/ports";
import type { TranscriptionListRecord } from "../transcriptions/ports";
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
  /** When each unsent draft of the days asked for was created (core/dashboard/unsent.ts). */
  draftsCreatedMs: number[];
  /** Summaries with patient questions waiting for a reply (core/care-team/dashboard.ts). */
  openQuestions: Array<OpenQuestionsEntry & { id: string }>;
  /**
   * The newest list rows of each kind, newest first, as the table's stream keeps them (core/dashboard/recent.ts);
   * undefined until the stream has written them.
   */
  recent?: { summaries: SummaryListRecord[]; transcriptions: TranscriptionListRecord[] };
}

/**
 * What the dashboard reads, one batch of items whatever the clinician holds (adapters/store/dashboard.ts): counters
 * kept on write, and the unsent drafts' creation times and the newest records' list rows kept by the stream.
 */
export interface DashboardStore {
  /** The month counters, the totals, the retention setting, the drafts of `days` and the recent rows, in one read. */
  counters(sub: string, months: string[], days: string[]): Promise<DashboardCounters>;
}
