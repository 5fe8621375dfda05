import { randomUUID } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { dueOnIndex } from "#adapters/local/follow-ups";
import { keys } from "#adapters/store/keys";
import { resetConfigForTests } from "#lambdas/config";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import { startFollowUpScheduler } from "../../infra/local/follow-up-scheduler";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, feedbackLinkIn, patientPost, readySummary, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";

const stack = inject("stack");
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
);
const FOLLOW_UP_SUBJECT = "How was your visit summary?";
const HOUR = 3600_000;

async function sendReady(clinician: Clinician, patient: string) {
  const summary = await readySummary(clinician);
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));
  expect(sent.status).toBe(200);
  return { id: summary.id as string, result: sent.body };
}

const scheduleItem = async (clinician: Clinician, summaryId: string) =>
  (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.followUpSchedule(clinician.sub, summaryId) })))
    .Item;

/** The short delay: the waiting follow-up is made due in a second, as if its day had passed. */
async function dueInASecond(clinician: Clinician, summaryId: string) {
  const soon = new Date(Date.now() + 1000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: keys.followUpSchedule(clinician.sub, summaryId),
      UpdateExpression: "SET dueAt = :soon, gsi1sk = :soon",
      ExpressionAttributeValues: { ":soon": soon },
    }),
  );
}

async function waitForMail(patient: string, count: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = await mailFor(stack.sesUrl, patient);
    if (mail.length >= count || Date.now() > until) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("scheduled feedback requests (local scheduler)", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "follow-up-schedule");
  });

  it("emails only the summary at first and schedules the feedback request a day later by default", async () => {
    const patient = emailFor("later");
    const { id, result } = await sendReady(clinician, patient);

    const due = Date.parse(result.followUpDueAt);
    expect(due - Date.parse(result.sentAt)).toBe(24 * HOUR);
    expect(result).toMatchObject({ followUpRequested: true, followUpSent: false });
    expect((await mailFor(stack.sesUrl, patient)).map((m) => m.subject)).toEqual(["Your visit summary is ready"]);
    expect(await scheduleItem(clinician, id)).toMatchObject({
      dueAt: result.followUpDueAt,
      gsi1sk: result.followUpDueAt,
    });
    const detail = await clinician.call("GET", `/summaries/${id}`);
    expect(detail.body.summary).toMatchObject({ followUpDueAt: result.followUpDueAt, followUpSent: false });
  });

  it("sends the request once when it falls due, with a working feedback link, and the detail says sent", async () => {
    const patient = emailFor("due");
    const { id } = await sendReady(clinician, patient);

    await dueInASecond(clinician, id);
    const mail = await waitForMail(patient, 2);

    expect(mail.map((m) => m.subject).sort()).toEqual([FOLLOW_UP_SUBJECT, "Your visit summary is ready"]);
    const check = await patientPost(stack.apiUrl, "/feedback/session", { session: feedbackLinkIn(mail).session });
    expect(check.status).toBe(200);
    const detail = (await clinician.call("GET", `/summaries/${id}`)).body.summary;
    expect(detail.followUpSent).toBe(true);
    expect(Date.parse(detail.followUpSentAt)).toBeGreaterThan(Date.parse(detail.sentAt));
    expect(await scheduleItem(clinician, id)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(2);
  });

  it("cancels the waiting request when the summary is deleted, so it is never sent", async () => {
    const patient = emailFor("deleted");
    const { id } = await sendReady(clinician, patient);
    expect(await scheduleItem(clinician, id)).toBeDefined();

    expect((await clinician.call("DELETE", `/summaries/${id}`)).status).toBe(204);

    expect(await scheduleItem(clinician, id)).toBeUndefined();
    // Even a schedule that fired anyway (AWS deletes it, but a late event is possible) finds nothing to send.
    resetConfigForTests();
    Object.assign(process.env, {
      TABLE_NAME: stack.tableName,
      DYNAMODB_ENDPOINT: stack.dynamodbUrl,
      SES_ENDPOINT: stack.sesUrl,
      SENDER_EMAIL: "no-reply@clinic.example",
      WEB_ORIGIN: "http://localhost:5173",
    });
    const { handler } = await import("#lambdas/jobs/send-follow-up");
    expect(await handler({ sub: clinician.sub, summaryId: id })).toEqual({ outcome: "skipped" });
    expect((await mailFor(stack.sesUrl, patient)).map((m) => m.subject)).toEqual(["Your visit summary is ready"]);
  });

  it("sends at once when the clinician chose 'immediately'", async () => {
    const other = await newClinician(stack, "follow-up-now");
    expect((await other.call("PUT", "/settings", { followUpDelay: "immediately" })).status).toBe(200);
    const patient = emailFor("now");

    const { id, result } = await sendReady(other, patient);

    expect(result).toMatchObject({ followUpSent: true, followUpDueAt: null });
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(2);
    expect(await scheduleItem(other, id)).toBeUndefined();
  });

  it("waits three days when the clinician chose so and the summary is kept longer", async () => {
    const other = await newClinician(stack, "follow-up-3d");
    await other.call("PUT", "/settings", { followUpDelay: "3d", retentionHours: 168 });

    const { result } = await sendReady(other, emailFor("three-days"));

    expect(Date.parse(result.followUpDueAt) - Date.parse(result.sentAt)).toBe(72 * HOUR);
  });

  it("asks an hour before the summary is deleted when its retention ends before the chosen time", async () => {
    const other = await newClinician(stack, "follow-up-3d-default-retention");
    await other.call("PUT", "/settings", { followUpDelay: "3d" });

    const { id, result } = await sendReady(other, emailFor("before-expiry"));

    const { expiresAt } = (await other.call("GET", `/summaries/${id}`)).body.summary;
    expect(Date.parse(expiresAt) - Date.parse(result.followUpDueAt)).toBe(HOUR);
  });

  it("sends at once when the summary would be deleted before the chosen time (feedback needs a live summary)", async () => {
    const other = await newClinician(stack, "follow-up-short-retention");
    await other.call("PUT", "/settings", { retentionHours: 1 });
    const patient = emailFor("short-retention");

    const { result } = await sendReady(other, patient);

    expect(result).toMatchObject({ followUpSent: true, followUpDueAt: null });
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(2);
  });

  it("keeps waiting requests in the table, so a scheduler started later (after a restart) still sends them", async () => {
    const sub = `restart-${randomUUID().slice(0, 8)}`;
    const summaryId = "01jz0000000000000000000000";
    // Due only for the later scheduler's clock, so the stack's own scheduler leaves it alone.
    const dueAt = new Date(Date.now() + 5 * HOUR).toISOString();
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...keys.followUpSchedule(sub, summaryId),
          ...dueOnIndex(dueAt),
          entity: "followUpSchedule",
          sub,
          summaryId,
          dueAt,
        },
      }),
    );
    const fired: string[] = [];

    const stop = startFollowUpScheduler(
      stack.dynamodbUrl,
      stack.tableName,
      async () => async (job) => {
        if (job.sub === sub) fired.push(job.summaryId);
      },
      { everyMs: 100, now: () => Date.now() + 10 * HOUR },
    );
    try {
      await expect.poll(() => fired, { timeout: 5000 }).toEqual([summaryId]);
    } finally {
      stop();
    }
  });
});
