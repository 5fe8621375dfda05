import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { JOB_SECRET_HEADER } from "../../infra/local/gateway";
import { tableClient } from "./table";

/**
 * The event injector (issue 22, part 4): the SES emulator cannot bounce, so the tests put on the local bus the
 * EventBridge events SES publishes through the configuration set in AWS ("Email Delivered", "Email Bounced",
 * "Email Complaint Received"), shaped as SES documents them, for an email the emulator really captured.
 */
export interface InjectorTarget {
  sesUrl: string;
  dynamodbUrl: string;
  tableName: string;
  bus: { url: string; secret: string };
}

export type InjectedOutcome = "delivered" | "bounced" | "soft-bounced" | "complained";

interface CapturedEmail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
}

const DETAIL_TYPE: Record<InjectedOutcome, string> = {
  delivered: "Email Delivered",
  bounced: "Email Bounced",
  "soft-bounced": "Email Bounced",
  complained: "Email Complaint Received",
};

/** The latest summary email the emulator captured for an address (its message id is what SES reports on). */
export async function summaryEmailTo(sesUrl: string, address: string): Promise<CapturedEmail> {
  const store = (await fetch(`${sesUrl}/store`).then((r) => r.json())) as { emails: CapturedEmail[] };
  const found = store.emails.filter(
    (e) => e.destination.to.includes(address) && e.subject === "Your visit summary is ready",
  );
  const latest = found.at(-1);
  if (!latest) throw new Error(`No summary email to ${address} was captured`);
  return latest;
}

/**
 * The tags the product sent the email with (ses.ts puts owner, summary and transcription on it). The emulator does not
 * keep tags, so they are read back from the record that names the message.
 */
async function tagsOf(target: InjectorTarget, messageId: string): Promise<Record<string, string[]>> {
  const db = tableClient(target.dynamodbUrl);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: target.tableName,
        FilterExpression: "sentMessageId = :id",
        ExpressionAttributeValues: { ":id": messageId },
        ExclusiveStartKey: start,
      }),
    );
    const item = page.Items?.[0];
    if (item) {
      const tags: Record<string, string[]> = {
        owner: [String(item.pk).slice("USER#".length)],
        summary: [String(item.sk).slice("SUMMARY#".length)],
      };
      if (typeof item.transcriptionId === "string") tags.transcription = [item.transcriptionId];
      return tags;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  throw new Error(`No summary records message ${messageId}`);
}

/** SES's event for one email and outcome, as EventBridge delivers it (source aws.ses). */
export function sesEvent(
  email: CapturedEmail,
  tags: Record<string, string[]>,
  outcome: InjectedOutcome,
  at = new Date(),
) {
  const timestamp = at.toISOString();
  const recipient = email.destination.to[0] ?? "";
  const detail: Record<string, unknown> = {
    eventType: { delivered: "Delivery", bounced: "Bounce", "soft-bounced": "Bounce", complained: "Complaint" }[outcome],
    mail: {
      timestamp,
      messageId: email.messageId,
      destination: email.destination.to,
      tags: { "ses:configuration-set": ["clearnote-local"], ...tags },
    },
  };
  if (outcome === "delivered") detail.delivery = { timestamp, recipients: [recipient], smtpResponse: "250 ok" };
  if (outcome === "bounced" || outcome === "soft-bounced") {
    detail.bounce = {
      bounceType: outcome === "bounced" ? "Permanent" : "Transient",
      bounceSubType: outcome === "bounced" ? "General" : "MailboxFull",
      bouncedRecipients: [{ emailAddress: recipient, action: "failed", status: "5.1.1" }],
      timestamp,
    };
  }
  if (outcome === "complained") {
    detail.complaint = {
      complainedRecipients: [{ emailAddress: recipient }],
      timestamp,
      complaintFeedbackType: "abuse",
    };
  }
  return {
    version: "0",
    id: crypto.randomUUID(),
    "detail-type": DETAIL_TYPE[outcome],
    source: "aws.ses",
    account: "000000000000",
    time: timestamp,
    region: "us-east-1",
    resources: [],
    detail,
  };
}

/** Puts SES's outcome for the latest summary email to `address` on the local bus (answered 202; handled after). */
export async function injectEmailOutcome(
  target: InjectorTarget,
  address: string,
  outcome: InjectedOutcome,
): Promise<void> {
  const email = await summaryEmailTo(target.sesUrl, address);
  const event = sesEvent(email, await tagsOf(target, email.messageId), outcome);
  const response = await fetch(target.bus.url, {
    method: "POST",
    headers: { "content-type": "application/json", [JOB_SECRET_HEADER]: target.bus.secret },
    body: JSON.stringify(event),
  });
  if (response.status !== 202) throw new Error(`The local bus answered ${response.status}`);
}
