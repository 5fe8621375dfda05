/** What the dashboard home shows (GET /dashboard): the API's answer and the web's view of it. */

export interface DashboardView {
  /**
   * Patient questions to the care team waiting for a reply (issue 25, part 3): how many in all, and the summaries
   * they were asked about, most recent first (at most 5).
   */
  questions: {
    open: number;
    summaries: Array<{ id: string; patientName: string; count: number; askedAt: string; when: string }>;
  };
  stats: {
    summariesThisMonth: number;
    activityThisMonth: number;
    activityTrend: string;
    unsentDrafts: number;
    satisfaction: { value: string; label: string };
    chatboxRate: string;
    delivered: number;
  };
  /**
   * The 3 latest of summaries and transcriptions together. A summary's status is 'draft' or 'delivered'
   * (or processing/failed); a transcription's is the spec's simpler dashboard rule: 'draft' until its clinical notes
   * exist, then 'processed' (or 'failed' with no notes).
   */
  recent: Array<{
    kind: "summary" | "transcription";
    id: string;
    patientName: string;
    originalFilename: string;
    createdAt: string;
    when: string;
    status: RecentStatus;
    /** Flags still to check before it can be sent (0 once sent). */
    openFlags: number;
    /** A sample record (shown with a "Sample" badge). */
    sample?: boolean;
  }>;
}

/** A recent item's state: a failed generation is shown as failed, never as a draft (decision 202). */
export type RecentStatus = "delivered" | "draft" | "processing" | "failed" | "processed";
