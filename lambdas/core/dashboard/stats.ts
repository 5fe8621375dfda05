/** Dashboard home statistics (spec section 9, decisions 9 and 10), as pure functions of counters and records. */

/** (this month's summaries and transcriptions − last month's summaries) ÷ last month's summaries, rounded. */
export function activityTrend(thisMonthActivity: number, lastMonthSummaries: number): string {
  if (lastMonthSummaries === 0) return thisMonthActivity > 0 ? "+100%" : "0%";
  const percent = Math.round(((thisMonthActivity - lastMonthSummaries) / lastMonthSummaries) * 100);
  return `${percent >= 0 ? "+" : ""}${percent}%`;
}

/**
 * Mean overall rating on its own 10-point scale, one decimal, as 'x/10'. The spec doubles the mean, which only fits a
 * 5-point scale; overall satisfaction is asked on 10 points, so the mean is shown as is (docs/decisions.md).
 */
export function satisfaction(ratings: { sum: number; count: number }): {
  value: string;
  label: string;
  score: number | null;
} {
  if (ratings.count === 0) return { value: "N/A", label: "No data", score: null };
  const score = Math.round((ratings.sum / ratings.count) * 10) / 10;
  const label = score >= 9 ? "+Excellent" : score >= 8 ? "+Good" : score >= 6 ? "Fair" : "Needs improvement";
  return { value: `${score.toFixed(1)}/10`, label, score };
}

/** Decision 9: the share of delivered summaries whose patient used the chat. */
export function chatboxRate(delivered: number, chatted: number): string {
  if (delivered === 0) return "N/A";
  return `${Math.round((Math.min(chatted, delivered) / delivered) * 100)}%`;
}

/** 'Unsent Drafts' counts summaries of the last 3 days. */
export const UNSENT_WINDOW_MS = 3 * 24 * 3600 * 1000;

export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function previousMonthKey(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
  return monthKey(d);
}
