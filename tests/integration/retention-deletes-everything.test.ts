import { randomUUID } from "node:crypto";
import { GetCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { hashToken } from "#core/delivery/link-tokens";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { type Clinician, newClinician } from "../support/clinicians";
import {
  emailFor,
  feedbackLinkIn,
  followUpsAtOnce,
  patientPost,
  portalLinkIn,
  readySummary,
  sendBody,
} from "../support/delivery";
import { mailFor } from "../support/mailbox";
import { expireNow, tableClient } from "../support/table";

const stack = inject("stack");
const db = tableClient(stack.dynamodbUrl);

const publicCall = async (path: string, body: unknown) => (await patientPost(stack.apiUrl, path, body)).status;

/** Every item of the table whose keys or attributes mention any of `needles`, as "entity pk sk". */
async function itemsMentioning(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item, (_, v) => (v instanceof Set ? [...v] : v));
      if (needles.some((n) => text.includes(n))) found.push(`${item.entity} ${item.pk} ${item.sk}`);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found.sort();
}

/**
 * The audit trail keeps the record's id for six years (decision 405): it is left out of "nothing names the summary",
 * and held to naming nothing else (no address, send key, session or comment).
 */
const outsideTrail = (lines: string[]) => lines.filter((line) => !line.startsWith("audit "));
const inTrail = (lines: string[]) => lines.filter((line) => line.startsWith("audit "));

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A summary sent to a patient who opened it, chatted and left a comment: everything a summary can grow. */
async function deliveredWithFeedback(clinician: Clinician) {
  const summary = await readySummary(clinician);
  const patient = emailFor("retention");
  const key = randomUUID();
  await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, key));
  const mail = await mailFor(stack.sesUrl, patient);
  const portal = portalLinkIn(mail);
  const feedback = feedbackLinkIn(mail);
  await publicCall("/portal/chat", { ...portal, message: "How much aspirin?" });
  const comment = `Very clear, thank you (${randomUUID().slice(0, 8)})`;
  const status = await publicCall("/feedback", { ...feedback, overallRating: 8, comment });
  if (status !== 201) throw new Error(`feedback answered ${status}`);
  return { summary, needles: [summary.id, patient, key, hashToken(feedback.session), comment] };
}

describe("retention deletes everything about a patient", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "retention-all");
    await followUpsAtOnce(clinician);
  });

  it("lists the summary, its link, feedback session, feedback, send record and dashboard row before anything is deleted", async () => {
    const { needles } = await deliveredWithFeedback(clinician);
    // The stream's draft counter lets go of a sent summary a moment later (more stream records since the audit trail).
    await eventually(async () => outsideTrail(await itemsMentioning(needles)).length === 6);

    const entities = outsideTrail(await itemsMentioning(needles)).map((line) => line.split(" ")[0]);

    expect(entities.sort()).toEqual([
      "feedback",
      "feedbackSession",
      "portalLink",
      "recentRecords",
      "sendRequest",
      "summary",
    ]);
  });

  it("leaves nothing that names the summary or the patient after a delete", async () => {
    const { summary, needles } = await deliveredWithFeedback(clinician);

    const deleted = await clinician.call("DELETE", `/summaries/${summary.id}`);

    expect(deleted.status).toBe(204);
    await eventually(async () => outsideTrail(await itemsMentioning(needles)).length === 0);
    expect(outsideTrail(await itemsMentioning(needles))).toEqual([]);
    expect(inTrail(await itemsMentioning(needles)).length).toBeGreaterThan(0);
    expect(await itemsMentioning(needles.slice(1))).toEqual([]);
  });

  it("leaves nothing that names the summary or the patient after retention expires it", async () => {
    const { summary, needles } = await deliveredWithFeedback(clinician);

    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, summary.id));
    await reapExpired(stack.dynamodbUrl, stack.tableName);
    await eventually(async () => outsideTrail(await itemsMentioning(needles)).length === 0);

    expect(outsideTrail(await itemsMentioning(needles))).toEqual([]);
    expect(await itemsMentioning(needles.slice(1))).toEqual([]);
    // The record's History ends with its deletion by retention, by the system.
    const history = await db.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": keys.auditRecordEventsOf(clinician.sub, "summary", summary.id).pk },
      }),
    );
    expect(history.Items?.at(-1)).toMatchObject({ action: "expired", actor: { kind: "system" } });
  });

  it("keeps the clinician's ratings only as counters once the summaries are gone", async () => {
    const fresh = await newClinician(stack, "rating-counters");
    await followUpsAtOnce(fresh);
    const { summary } = await deliveredWithFeedback(fresh);

    await fresh.call("DELETE", `/summaries/${summary.id}`);

    const totals = await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.userTotals(fresh.sub) }));
    expect(totals.Item).toMatchObject({ ratingSum: 8, ratingCount: 1, feedbackCount: 1 });
  });
});

describe("feedback after the summary is gone", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "late-feedback");
    await followUpsAtOnce(clinician);
  });

  async function sentSummary() {
    const summary = await readySummary(clinician);
    const patient = emailFor("late");
    await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));
    return { summary, feedback: feedbackLinkIn(await mailFor(stack.sesUrl, patient)) };
  }

  const globalFeedbackCount = async () =>
    Number(
      (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.globalCounters() }))).Item?.feedbackCount ??
        0,
    );

  it("is refused with the invalid-link text when the summary was deleted, and does not count", async () => {
    const { summary, feedback } = await sentSummary();
    await clinician.call("DELETE", `/summaries/${summary.id}`);
    const before = await globalFeedbackCount();

    const status = await publicCall("/feedback", { ...feedback, overallRating: 2 });

    expect(status).toBe(404);
    expect(await globalFeedbackCount()).toBe(before);
  });

  it("is refused when the summary expired, even before the reaper removed it", async () => {
    const { summary, feedback } = await sentSummary();
    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, summary.id));

    const status = await publicCall("/feedback", { ...feedback, overallRating: 2 });

    expect(status).toBe(404);
  });
});
