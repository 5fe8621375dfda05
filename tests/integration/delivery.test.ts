import { randomUUID } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { summarySentences } from "#contracts/summary-sentences";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { followUpsAtOnce } from "../support/delivery";
import { linkIn, mailFor } from "../support/mailbox";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
);
const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";

async function publicCall(path: string, body: unknown, ip = "203.0.113.1") {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function readySummary(clinician: Clinician) {
  const files = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
  const { body } = await clinician.call("POST", "/summaries", { files });
  return waitForSummary(clinician, body.summary.id);
}

function portalParts(link: string) {
  const [, summaryId, token] = link.match(/\/patient-portal\/([^#]+)#(.+)$/) ?? [];
  return { summaryId, token };
}

describe("patient delivery, end to end", () => {
  let clinician: Clinician;
  let summaryId: string;
  const patient = `patient-${randomUUID().slice(0, 8)}@example.com`;
  const sendKey = randomUUID();
  let portal: { summaryId: string; token: string };
  let feedback: { session: string; summary: string };
  let statsBefore: { totalSummaries: number; patientsImpacted: number };

  beforeAll(async () => {
    statsBefore = (await fetch(`${stack.apiUrl}/public/stats`).then((r) => r.json())) as typeof statsBefore;
    clinician = await newClinician(stack, "delivery");
    await followUpsAtOnce(clinician);
    // The first dashboard visit creates the profile, which counts the clinician as a provider.
    await clinician.call("GET", "/me");
    summaryId = (await readySummary(clinician)).id;
  });

  it("sends the summary email and the follow-up in one request and marks the summary delivered", async () => {
    const sent = await clinician.call("POST", `/summaries/${summaryId}/send`, {
      patientEmail: patient,
      followUp: true,
      idempotencyKey: sendKey,
    });

    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ patientEmail: patient, summaryEmailSent: true, followUpSent: true });
    const { body } = await clinician.call("GET", `/summaries/${summaryId}`);
    expect(body.summary).toMatchObject({ deliveryStatus: "delivered", patientEmail: patient });
  });

  it("emails a link to the portal and one to feedback, without the summary text", async () => {
    const mail = await mailFor(stack.sesUrl, patient);

    expect(mail.map((m) => m.subject).sort()).toEqual(["How was your visit summary?", "Your visit summary is ready"]);
    const summaryMail = mail.find((m) => m.subject === "Your visit summary is ready");
    const followUp = mail.find((m) => m.subject === "How was your visit summary?");
    if (!summaryMail || !followUp) throw new Error("missing email");
    expect(summaryMail.body.html).toContain("Hello Maria Gonzalez,");
    expect(summaryMail.body.text).not.toContain("Aspirin");
    portal = portalParts(linkIn(summaryMail, /http\S+\/patient-portal\/\S+/));
    const feedbackUrl = new URL(linkIn(followUp, /http\S+\/feedback#\S+/));
    const fragment = new URLSearchParams(feedbackUrl.hash.slice(1));
    feedback = { session: fragment.get("session") ?? "", summary: fragment.get("summary") ?? "" };
    expect(portal.summaryId).toBe(summaryId);
    expect(feedback.summary).toBe(summaryId);
  });

  it("does not email twice when the same send request is retried", async () => {
    const before = (await mailFor(stack.sesUrl, patient)).length;

    const retry = await clinician.call("POST", `/summaries/${summaryId}/send`, {
      patientEmail: patient,
      followUp: true,
      idempotencyKey: sendKey,
    });

    expect(retry.status).toBe(200);
    expect((await mailFor(stack.sesUrl, patient)).length).toBe(before);
  });

  it("opens the summary in the portal with the emailed token, without flags or the clinician's chat", async () => {
    const opened = await publicCall("/portal/summary", portal);

    expect(opened.status).toBe(200);
    expect(Object.keys(opened.body).sort()).toEqual([
      "chat_history",
      "created_at",
      "emergency_number",
      "id",
      "patient_name",
      "practice_phone",
      "prepared_by",
      "summary_content",
    ]);
    expect(opened.body.patient_name).toBe("Maria Gonzalez");
    expect(opened.body.summary_content).toContain("Aspirin 81 mg");
  });

  it("answers the patient's chat from the summary and saves no history", async () => {
    const chat = await publicCall("/portal/chat", { ...portal, message: "How much aspirin?" });
    const blank = await publicCall("/portal/chat", { ...portal, message: "  " });

    expect(chat.status).toBe(200);
    expect(chat.body.reply).toContain("81 mg");
    expect(blank.status).toBe(422);
    expect((await clinician.call("GET", `/summaries/${summaryId}`)).body.summary.chatHistory).toEqual([]);
  });

  it("names the sentences of the sent summary that the patient's chat answer quotes (issue 25)", async () => {
    const opened = await publicCall("/portal/summary", portal, "203.0.113.7");
    const chat = await publicCall("/portal/chat", { ...portal, message: "How much aspirin?" }, "203.0.113.7");

    const sentences = summarySentences(opened.body.summary_content);
    expect(chat.body.sources.length).toBeGreaterThan(0);
    for (const index of chat.body.sources) expect(chat.body.reply).toContain(sentences[index].text);
  });

  it("says a fresh feedback link is open before anything is answered", async () => {
    const check = await publicCall("/feedback/session", { session: feedback.session });

    expect([check.status, check.body]).toEqual([200, { open: true, preparedBy: null }]);
  });

  it("accepts feedback once per session", async () => {
    const first = await publicCall("/feedback", {
      ...feedback,
      usedChatbox: "yes",
      chatboxRating: 5,
      overallRating: 9,
      comment: " Clear ",
    });
    const replay = await publicCall("/feedback", { ...feedback, overallRating: 1 });

    expect(first.status).toBe(201);
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe("Thank you! Feedback for this summary has already been received.");
  });

  it("feeds the clinician's satisfaction and chatbox cards and the public counters", async () => {
    const dashboard = await clinician.call("GET", "/dashboard");
    const stats = await fetch(`${stack.apiUrl}/public/stats`).then((r) => r.json());

    expect(dashboard.body.stats).toMatchObject({
      satisfaction: { value: "9.0/10", label: "+Excellent" },
      chatboxRate: "100%",
      delivered: 1,
    });
    expect(stats.totalSummaries).toBeGreaterThan(statsBefore.totalSummaries);
    expect(stats.patientsImpacted).toBe(statsBefore.patientsImpacted + 1);
    expect(stats.averageRating).not.toBeNull();
    expect(stats.providers).toBeGreaterThanOrEqual(1);
  });

  it("says a used feedback link was used, before the patient answers anything", async () => {
    const check = await publicCall("/feedback/session", { session: feedback.session });

    expect([check.status, check.body.error.message]).toEqual([
      409,
      "Thank you! Feedback for this summary has already been received.",
    ]);
  });

  it("refuses a feedback session that was never issued with the spec's text", async () => {
    const unknown = await publicCall("/feedback", { session: "A".repeat(43), overallRating: 5 });

    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      "This feedback link appears to be invalid. Please check the link from your email.",
    );
  });
});

describe("portal links fail the same way whatever is wrong", () => {
  let clinician: Clinician;
  const links: Record<string, { summaryId: string; token: string }> = {};

  beforeAll(async () => {
    clinician = await newClinician(stack, "portal-security");
    await followUpsAtOnce(clinician);
    for (const name of ["a", "b", "expired", "deleted"]) {
      const summary = await readySummary(clinician);
      const patient = `${name}-${randomUUID().slice(0, 6)}@example.com`;
      await clinician.call("POST", `/summaries/${summary.id}/send`, {
        patientEmail: patient,
        followUp: false,
        idempotencyKey: randomUUID(),
      });
      const [mail] = await mailFor(stack.sesUrl, patient);
      links[name] = portalParts(linkIn(mail, /http\S+\/patient-portal\/\S+/));
    }
  });

  it.each([
    ["a wrong token", () => ({ summaryId: links.a.summaryId, token: "B".repeat(43) })],
    ["another summary's token", () => ({ summaryId: links.a.summaryId, token: links.b.token })],
    ["a malformed token", () => ({ summaryId: links.a.summaryId, token: "not-a-token" })],
    ["an unknown summary", () => ({ summaryId: "01unknown", token: links.a.token })],
  ])("refuses %s with the generic message", async (_, link) => {
    const response = await publicCall("/portal/summary", link());

    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(PORTAL_ERROR);
  });

  it("refuses an expired link", async () => {
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.portalLink(links.expired.summaryId),
        UpdateExpression: "SET expiresAt = :past",
        ExpressionAttributeValues: { ":past": Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    const response = await publicCall("/portal/summary", links.expired);

    expect([response.status, response.body.error.message]).toEqual([404, PORTAL_ERROR]);
  });

  it("refuses the link of a deleted summary", async () => {
    await clinician.call("DELETE", `/summaries/${links.deleted.summaryId}`);

    const response = await publicCall("/portal/summary", links.deleted);

    expect([response.status, response.body.error.message]).toEqual([404, PORTAL_ERROR]);
  });

  it("rate-limits portal requests from one address", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await publicCall("/portal/summary", links.a, ip)).status);

    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("escaping", () => {
  it("shows a hostile patient name as text in the email", async () => {
    const clinician = await newClinician(stack, "escaping");
    await followUpsAtOnce(clinician);
    const summary = await readySummary(clinician);
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.summary(clinician.sub, summary.id),
        UpdateExpression: "SET patientName = :name",
        ExpressionAttributeValues: { ":name": "<img src=x onerror=alert(1)>" },
      }),
    );
    const patient = `xss-${randomUUID().slice(0, 6)}@example.com`;

    await clinician.call("POST", `/summaries/${summary.id}/send`, {
      patientEmail: patient,
      followUp: false,
      idempotencyKey: randomUUID(),
    });

    const [mail] = await mailFor(stack.sesUrl, patient);
    expect(mail.body.html).toContain("Hello &lt;img src=x onerror=alert(1)&gt;,");
    expect(mail.body.html).not.toContain("<img src=x");
  });

  it("refuses an invalid patient address with the spec's text and sends nothing", async () => {
    const clinician = await newClinician(stack, "bad-address");
    await followUpsAtOnce(clinician);
    const summary = await readySummary(clinician);

    const response = await clinician.call("POST", `/summaries/${summary.id}/send`, {
      patientEmail: "not an email",
      followUp: true,
      idempotencyKey: randomUUID(),
    });

    expect([response.status, response.body.error.message]).toEqual([422, "Please enter a valid email address."]);
    expect((await clinician.call("GET", `/summaries/${summary.id}`)).body.summary.sentAt).toBeNull();
  });
});

describe("link lifetime follows the summary's retention", () => {
  it("re-stamps the patient link when the clinician changes retention", async () => {
    const { GetCommand } = await import("@aws-sdk/lib-dynamodb");
    const clinician = await newClinician(stack, "link-retention");
    await followUpsAtOnce(clinician);
    const summary = await readySummary(clinician);
    await clinician.call("POST", `/summaries/${summary.id}/send`, {
      patientEmail: `keep-${randomUUID().slice(0, 6)}@example.com`,
      followUp: false,
      idempotencyKey: randomUUID(),
    });

    await clinician.call("PUT", "/settings", { retentionHours: 720 });

    // The retention job applies the change in the background (core/account/retention-job.ts).
    const linkHours = async () => {
      const link = await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.portalLink(summary.id) }));
      return Math.round((link.Item?.expiresAt * 1000 - Date.parse(summary.createdAt)) / 3_600_000);
    };
    await expect.poll(linkHours, { timeout: 20_000, interval: 200 }).toBe(720);
  });
});
