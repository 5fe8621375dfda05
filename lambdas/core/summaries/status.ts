import type { SummaryRecord } from "./ports";

/** Spec section 4: 'draft' while sent_at is empty, 'delivered' once set; the result badge reads accordingly. */
export function deliveryStatus(sentAt: string | null | undefined): "draft" | "delivered" {
  return sentAt ? "delivered" : "draft";
}

export function deliveryBadge(sentAt: string | null | undefined): "Ready to Send" | "Delivered" {
  return sentAt ? "Delivered" : "Ready to Send";
}

/** The summary job's Lambda timeout; the route table reads it from here so the two cannot drift. */
export const SUMMARIZE_TIMEOUT_SECONDS = 300;
/** Time for the async invoke to start and for the job to record its own failure after the timeout. */
export const DEADLINE_MARGIN_SECONDS = 60;

export const TIMED_OUT = "Generation timed out. Please try again.";
export const GENERATION_FAILED = "Failed to generate summary. Please try again.";

/** When a job started at `createdMs` must have ended, in epoch milliseconds. */
export function deadlineFor(createdMs: number): number {
  return createdMs + (SUMMARIZE_TIMEOUT_SECONDS + DEADLINE_MARGIN_SECONDS) * 1000;
}

/**
 * How long an AI job may wait in line in its queue (decision 366): the queue keeps a message this long (infra reads
 * it), and the busiest hour drains well within it when the concurrency is sized to the Bedrock quota (docs/scale.md).
 */
export const JOB_QUEUE_WAIT_SECONDS = 4 * 60 * 60;

/**
 * The deadline of a record whose job waits in line (stage 'queued'): the time it may wait, then the job's own
 * budget. The job replaces it with deadlineFor(now) when it leaves the line, so the budget counts from then.
 */
export function queuedDeadlineFor(queuedMs: number): number {
  return deadlineFor(queuedMs + JOB_QUEUE_WAIT_SECONDS * 1000);
}

/** Records written before deadlines existed get one from their creation time. */
function deadlineOf(record: Pick<SummaryRecord, "deadlineAt" | "createdAt">): number {
  return record.deadlineAt ?? deadlineFor(Date.parse(record.createdAt));
}

export function isPastDeadline(record: Pick<SummaryRecord, "deadlineAt" | "createdAt">, nowMs: number): boolean {
  return nowMs > deadlineOf(record);
}

/**
 * The record as every read must report it: a job still 'processing' past its deadline has died (crashed process,
 * lost store, killed container) and is shown failed, so no screen waits for ever. Reads only; the job, the
 * on-failure handler and the job's own time budget write the failure down.
 */
export function withDeadline<T extends Pick<SummaryRecord, "status" | "error" | "deadlineAt" | "createdAt">>(
  record: T,
  nowMs: number,
): T {
  if (record.status !== "processing" || !isPastDeadline(record, nowMs)) return record;
  return { ...record, status: "failed", error: TIMED_OUT };
}
