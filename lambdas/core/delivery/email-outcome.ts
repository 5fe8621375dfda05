import type { EmailOutcome } from "#contracts/delivery";
import type { RecordAudit } from "../audit/writer";

/**
 * The fields read of an SES event published through the configuration set to EventBridge (detail-type "Email
 * Delivered", "Email Bounced" or "Email Complaint Received"; the detail is SES's event record). Every one may be
 * missing: the event comes from outside the product.
 */
export interface SesEvent {
  detail?: {
    eventType?: unknown;
    mail?: { messageId?: unknown; timestamp?: unknown; tags?: Record<string, unknown> };
    bounce?: { bounceType?: unknown; timestamp?: unknown };
    complaint?: { timestamp?: unknown };
    delivery?: { timestamp?: unknown };
  };
}

/** One outcome for one summary email, with the send it belongs to (from the tags the email was sent with). */
export interface OutcomeReport {
  owner: string;
  summaryId: string;
  transcriptionId?: string;
  messageId: string;
  outcome: EmailOutcome;
  at: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** SES publishes each tag as a list of values; only a plain id is believed. */
function tag(tags: Record<string, unknown> | undefined, name: string): string | undefined {
  const values = tags?.[name];
  const value = Array.isArray(values) ? values[0] : undefined;
  return typeof value === "string" && ID.test(value) ? value : undefined;
}

function timestampOf(...candidates: unknown[]): string {
  const found = candidates.find((c) => typeof c === "string" && !Number.isNaN(Date.parse(c)));
  return typeof found === "string" ? new Date(found).toISOString() : new Date(0).toISOString();
}

/**
 * What an SES event says about a summary email, or undefined when it says nothing the clinician acts on: an email
 * without the send's tags (contact form, follow-ups), or a transient bounce, which SES retries and may still deliver
 * (decision 355).
 */
export function reportOf(event: SesEvent): OutcomeReport | undefined {
  const detail = event?.detail;
  const mail = detail?.mail;
  const owner = tag(mail?.tags, "owner");
  const summaryId = tag(mail?.tags, "summary");
  const messageId = typeof mail?.messageId === "string" && mail.messageId.length <= 256 ? mail.messageId : undefined;
  if (!detail || !owner || !summaryId || !messageId) return undefined;
  const outcome = outcomeOf(detail);
  if (!outcome) return undefined;
  const at = timestampOf(
    detail?.delivery?.timestamp,
    detail?.bounce?.timestamp,
    detail?.complaint?.timestamp,
    mail?.timestamp,
  );
  return { owner, summaryId, transcriptionId: tag(mail?.tags, "transcription"), messageId, outcome, at };
}

function outcomeOf(detail: NonNullable<SesEvent["detail"]>): EmailOutcome | undefined {
  switch (detail.eventType) {
    case "Delivery":
      return "delivered";
    case "Bounce":
      return detail.bounce?.bounceType === "Permanent" ? "bounced" : undefined;
    case "Complaint":
      return "complained";
    default:
      return undefined;
  }
}

/** Where outcomes are recorded (adapters/store/email-outcomes.ts). */
export interface EmailOutcomeStore {
  /**
   * Records the outcome on the summary, only if its current send emailed this message and the outcome moves
   * forward (nothing, then delivered, then bounced or marked as spam). False when it does not apply.
   */
  recordOnSummary(report: OutcomeReport): Promise<boolean>;
  /** Copies it to the transcription the summary was sent from, under the same forward-only rule. */
  recordOnTranscription(report: OutcomeReport & { transcriptionId: string }): Promise<boolean>;
}

/**
 * Records what SES reported for a patient's summary email (issue 22, part 4). Redelivered, reordered or stale events
 * change nothing: an event for an earlier send's message (the address was corrected since) or one that would move
 * the outcome back (a late "delivered" after a bounce) is ignored.
 */
export async function recordEmailOutcome(
  store: EmailOutcomeStore,
  event: SesEvent,
  audit?: RecordAudit,
): Promise<"recorded" | "ignored" | "not-applicable"> {
  const report = reportOf(event);
  if (!report) return "not-applicable";
  if (!(await store.recordOnSummary(report))) return "ignored";
  // Audited once the outcome moves forward: SES's redelivered event is "ignored" above and writes no second event.
  const action = report.outcome;
  await audit?.({ owner: report.owner, action, recordType: "summary", recordId: report.summaryId });
  if (report.transcriptionId) {
    await store.recordOnTranscription({ ...report, transcriptionId: report.transcriptionId });
    await audit?.({ owner: report.owner, action, recordType: "transcription", recordId: report.transcriptionId });
  }
  return "recorded";
}
