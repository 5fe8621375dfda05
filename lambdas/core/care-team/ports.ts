import type { CareTeamQuestionView } from "#contracts/care-team";

/** A question as stored, in the summary's question thread (one item per summary). */
export interface StoredQuestion {
  id: string;
  text: string;
  askedAt: string;
  reply?: string;
  repliedAt?: string;
}

/** A question as the patient and the clinician see it. */
export const viewOf = (q: StoredQuestion): CareTeamQuestionView => ({
  id: q.id,
  question: q.text,
  askedAt: q.askedAt,
  reply: q.reply ?? null,
  repliedAt: q.repliedAt ?? null,
});

/** A summary's questions to its care team, with the day's count that the daily limit is a condition on. */
export interface QuestionThread {
  summaryId: string;
  questions: StoredQuestion[];
  /** The UTC day ('YYYY-MM-DD') `dayCount` counts. */
  day: string;
  dayCount: number;
}

/** What a new question is written with: the thread as it was read decides which condition guards the write. */
export interface NewQuestion {
  summaryId: string;
  question: StoredQuestion;
  today: string;
  /** The thread as read (absent: none yet); a concurrent question makes the write's condition fail. */
  read: QuestionThread | undefined;
  /** The summary's expiry: the thread goes with it. */
  expiresAt?: number;
  maxPerDay: number;
  maxInAll: number;
}

export type AddOutcome = "added" | "changed" | "summary-gone";

export interface CareTeamStore {
  /** The summary's thread, or undefined when none was asked yet (or it has expired). */
  getThread(sub: string, summaryId: string, nowMs: number): Promise<QuestionThread | undefined>;
  /**
   * Appends the question and counts it on the summary (open questions, the thread listed as derived from it), in one
   * transaction guarded by the read: "changed" when the thread changed since (re-read and decide again).
   */
  addQuestion(sub: string, input: NewQuestion): Promise<AddOutcome>;
  /**
   * Stores the reply to the question at `index`, on condition it is still that question and unanswered, and counts
   * one open question less on the summary. False when the condition failed.
   */
  replyTo(
    sub: string,
    summaryId: string,
    index: number,
    questionId: string,
    reply: { text: string; at: string },
  ): Promise<boolean>;
}

/** Sends one email (SES; the emulator locally); answers SES's message id. */
export interface CareTeamMail {
  sendEmail(to: string, email: { subject: string; html: string; text: string; fromName?: string }): Promise<string>;
}
