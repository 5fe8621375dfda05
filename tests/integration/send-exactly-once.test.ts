import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { tableFollowUps } from "#adapters/local/follow-ups";
import { sesMail } from "#adapters/mail/ses";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { ulidIds } from "#adapters/system";
import { SEND_LEASE_MS } from "#core/delivery/claims";
import { type DeliveryDeps, sendSummary } from "#core/delivery/send-summary";
import { resetConfigForTests } from "#lambdas/config";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, followUpsAtOnce, patientPost, portalLinkIn, readySummary, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";

const stack = inject("stack");

const openPortal = async (link: { summaryId: string; token: string }) =>
  (await patientPost(stack.apiUrl, "/portal/summary", link)).status;

describe("sending through the API under concurrency", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "concurrent-send");
    await followUpsAtOnce(clinician);
  });

  it("answers 20 parallel requests with the same key with one outcome and sends one email pair", async () => {
    const summary = await readySummary(clinician);
    const patient = emailFor("same-key");
    const body = sendBody(patient, randomUUID());

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => clinician.call("POST", `/summaries/${summary.id}/send`, body)),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body.sentAt)).size).toBe(1);
    const mail = await mailFor(stack.sesUrl, patient);
    expect(mail.map((m) => m.subject).sort()).toEqual(["How was your visit summary?", "Your visit summary is ready"]);
    expect(await openPortal(portalLinkIn(mail))).toBe(200);
  });

  it("sends once when 20 parallel requests carry different keys, and answers the others 409", async () => {
    const summary = await readySummary(clinician);
    const patient = emailFor("other-keys");

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID())),
      ),
    );

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const mail = await mailFor(stack.sesUrl, patient);
    expect(mail).toHaveLength(2);
    expect(await openPortal(portalLinkIn(mail))).toBe(200);
  });

  it("emails exactly one of five addresses sent in parallel, the one the record shows", async () => {
    const summary = await readySummary(clinician);
    const patients = Array.from({ length: 5 }, (_, i) => emailFor(`five-${i}`));

    await Promise.all(
      patients.map((p) => clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(p, randomUUID()))),
    );

    const emailed = [];
    for (const p of patients) if ((await mailFor(stack.sesUrl, p)).length > 0) emailed.push(p);
    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);
    expect(emailed).toEqual([body.summary.patientEmail]);
  });

  it("refuses a key already used for another summary with 422, and that summary can still be sent", async () => {
    const first = await readySummary(clinician);
    const second = await readySummary(clinician);
    const key = randomUUID();
    await clinician.call("POST", `/summaries/${first.id}/send`, sendBody(emailFor("first"), key));
    const patient = emailFor("second");

    const reused = await clinician.call("POST", `/summaries/${second.id}/send`, sendBody(patient, key));
    const fresh = await clinician.call("POST", `/summaries/${second.id}/send`, sendBody(patient, randomUUID()));

    expect(reused.status).toBe(422);
    expect(fresh.status).toBe(200);
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(2);
  });

  it("lets a send and a delete race without a 500 and without emailing a dead link", async () => {
    const outcomes: Array<[number, number, number]> = [];
    for (let i = 0; i < 4; i++) {
      const summary = await readySummary(clinician);
      const patient = emailFor(`race-${i}`);

      const [sent, deleted] = await Promise.all([
        clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID())),
        clinician.call("DELETE", `/summaries/${summary.id}`),
      ]);

      const mail = await mailFor(stack.sesUrl, patient);
      outcomes.push([sent.status, deleted.status, mail.length]);
      // A patient who got an email has a working link unless the summary was deleted after the send finished.
      if (mail.length > 0 && deleted.status !== 204) expect(await openPortal(portalLinkIn(mail))).toBe(200);
    }

    for (const [send, del, mails] of outcomes) {
      expect([
        [200, 409, 2],
        [200, 204, 2],
        [404, 204, 0],
      ]).toContainEqual([send, del, mails]);
    }
  });
});

describe("a send interrupted after its claim", () => {
  let clinician: Clinician;
  let now = Date.now();
  const clock = { now: () => new Date(now) };

  beforeAll(async () => {
    Object.assign(process.env, {
      TABLE_NAME: stack.tableName,
      DYNAMODB_ENDPOINT: stack.dynamodbUrl,
      SES_ENDPOINT: stack.sesUrl,
      SENDER_EMAIL: "no-reply@clinic.example",
      AWS_REGION: "us-east-1",
    });
    resetConfigForTests();
    clinician = await newClinician(stack, "interrupted-send");
    await followUpsAtOnce(clinician);
  });

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    summaries: dynamoSummaryStore,
    delivery: dynamoDeliveryStore,
    mail: sesMail,
    clock,
    ids: ulidIds,
    profiles: dynamoAccountStore,
    webOrigin: "http://localhost:5173",
    followUps: tableFollowUps,
    sleep: async () => undefined,
    ...overrides,
  });

  it("is finished by a retry with the same key, with the same link, when the store failed after the email", async () => {
    const summary = await readySummary(clinician);
    const patient = emailFor("store-fault");
    const request = { patientEmail: patient, followUp: true, idempotencyKey: randomUUID() };
    const failing = {
      ...dynamoDeliveryStore,
      markEmailed: async () => {
        throw new Error("DynamoDB is unavailable");
      },
      renewClaim: async () => false,
    };

    await expect(sendSummary(deps({ delivery: failing }), clinician.sub, summary.id, request)).rejects.toThrow(
      "DynamoDB is unavailable",
    );
    now += SEND_LEASE_MS + 1000;
    const retried = await sendSummary(deps(), clinician.sub, summary.id, request);

    expect(retried.patientEmail).toBe(patient);
    const mail = (await mailFor(stack.sesUrl, patient)).filter((m) => m.subject === "Your visit summary is ready");
    expect(mail).toHaveLength(2);
    expect(portalLinkIn([mail[0]])).toEqual(portalLinkIn([mail[1]]));
    expect(await openPortal(portalLinkIn(mail))).toBe(200);
    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);
    expect(body.summary.deliveryStatus).toBe("delivered");
  });

  it("gives the summary back when the summary email fails, so a retry sends it once", async () => {
    const summary = await readySummary(clinician);
    const patient = emailFor("mail-fault");
    const request = { patientEmail: patient, followUp: false, idempotencyKey: randomUUID() };
    const down = { sendEmail: async () => Promise.reject(new Error("Email service unavailable")) };

    await expect(sendSummary(deps({ mail: down }), clinician.sub, summary.id, request)).rejects.toThrow(
      "Email service unavailable",
    );
    const afterFailure = await clinician.call("GET", `/summaries/${summary.id}`);
    const retried = await sendSummary(deps(), clinician.sub, summary.id, request);

    expect(afterFailure.body.summary.deliveryStatus).toBe("draft");
    expect(retried.summaryEmailSent).toBe(true);
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(1);
  });

  it("counts the send when only the follow-up fails, and says the follow-up was not sent", async () => {
    const summary = await readySummary(clinician);
    const patient = emailFor("follow-up-fault");
    let calls = 0;
    const flaky = {
      sendEmail: async (to: string, email: { subject: string; html: string; text: string }) => {
        if (++calls === 2) throw new Error("Email service unavailable");
        return sesMail.sendEmail(to, email);
      },
    };

    const result = await sendSummary(deps({ mail: flaky }), clinician.sub, summary.id, {
      patientEmail: patient,
      followUp: true,
      idempotencyKey: randomUUID(),
    });

    expect(result).toMatchObject({ summaryEmailSent: true, followUpRequested: true, followUpSent: false });
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(1);
  });
});
