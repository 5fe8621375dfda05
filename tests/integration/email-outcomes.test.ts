import { randomUUID } from "node:crypto";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { SAME_BOUNCED_ADDRESS } from "#contracts/delivery";
import { JOB_SECRET_HEADER } from "../../infra/local/gateway";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, readySummary, sendBody } from "../support/delivery";
import { type InjectedOutcome, injectEmailOutcome, sesEvent, summaryEmailTo } from "../support/email-outcomes";
import { mailFor } from "../support/mailbox";
import { tableClient } from "../support/table";

const stack = inject("stack");
const target = stack;
const db = tableClient(stack.dynamodbUrl);
const SUMMARY_SUBJECT = "Your visit summary is ready";

async function sentSummary(clinician: Clinician, patient: string) {
  const summary = await readySummary(clinician);
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));
  expect(sent.status).toBe(200);
  return summary.id as string;
}

/** The outcome the summary shows once the injected event has been handled (the bus answers before it runs). */
async function outcomeAfter(clinician: Clinician, id: string, expected: string | null, path = "summaries") {
  const until = Date.now() + 10_000;
  for (;;) {
    const { body } = await clinician.call("GET", `/${path}/${id}`);
    const view = body.summary ?? body.transcription;
    if (view.emailOutcome === expected || Date.now() > until) return view.emailOutcome;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Puts an event on the local bus as it is, for events the injector would not make (stale, forged). */
async function putOnBus(event: unknown) {
  const response = await fetch(stack.bus.url, {
    method: "POST",
    headers: { "content-type": "application/json", [JOB_SECRET_HEADER]: stack.bus.secret },
    body: JSON.stringify(event),
  });
  expect(response.status).toBe(202);
}

/** Gives the handler time to run on an event that must change nothing. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe("email outcomes reported by SES", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "email-outcomes");
  });

  it.each<[InjectedOutcome, string]>([
    ["delivered", "delivered"],
    ["bounced", "bounced"],
    ["complained", "complained"],
  ])("records a %s event on the summary it was sent for", async (outcome, recorded) => {
    const patient = emailFor(outcome);
    const id = await sentSummary(clinician, patient);

    await injectEmailOutcome(target, patient, outcome);

    expect(await outcomeAfter(clinician, id, recorded)).toBe(recorded);
  });

  it("ignores a transient bounce, which SES retries", async () => {
    const patient = emailFor("soft");
    const id = await sentSummary(clinician, patient);

    await injectEmailOutcome(target, patient, "soft-bounced");
    await settle();

    expect(await outcomeAfter(clinician, id, null)).toBeNull();
  });

  it("keeps a bounce when a late 'delivered' arrives after it", async () => {
    const patient = emailFor("late");
    const id = await sentSummary(clinician, patient);
    await injectEmailOutcome(target, patient, "bounced");
    await outcomeAfter(clinician, id, "bounced");

    await injectEmailOutcome(target, patient, "delivered");
    await settle();

    expect(await outcomeAfter(clinician, id, "bounced")).toBe("bounced");
  });

  it("moves from delivered to marked as spam", async () => {
    const patient = emailFor("spam");
    const id = await sentSummary(clinician, patient);
    await injectEmailOutcome(target, patient, "delivered");
    await outcomeAfter(clinician, id, "delivered");

    await injectEmailOutcome(target, patient, "complained");

    expect(await outcomeAfter(clinician, id, "complained")).toBe("complained");
  });

  it("never records an outcome on another clinician's summary named in forged tags", async () => {
    const patient = emailFor("forged");
    const id = await sentSummary(clinician, patient);
    const other = await newClinician(stack, "email-outcomes-other");
    const email = await summaryEmailTo(stack.sesUrl, patient);
    const forged = sesEvent(email, { owner: [other.sub], summary: [id] }, "bounced");

    await putOnBus(forged);
    await settle();

    expect(await outcomeAfter(clinician, id, null)).toBeNull();
    expect((await other.call("GET", `/summaries/${id}`)).status).toBe(404);
  });
});

describe("a corrected address after a bounce", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "corrected-address");
  });

  async function bouncedSummary(label: string) {
    const patient = emailFor(label);
    const id = await sentSummary(clinician, patient);
    await injectEmailOutcome(target, patient, "bounced");
    expect(await outcomeAfter(clinician, id, "bounced")).toBe("bounced");
    return { id, patient };
  }

  it("sends the summary again to the corrected address with a new key, and the outcome starts over", async () => {
    const { id } = await bouncedSummary("typo");
    const corrected = emailFor("corrected");

    const resent = await clinician.call("POST", `/summaries/${id}/send`, sendBody(corrected, randomUUID()));

    expect(resent.status).toBe(200);
    expect(resent.body.patientEmail).toBe(corrected);
    expect((await mailFor(stack.sesUrl, corrected)).map((m) => m.subject)).toContain(SUMMARY_SUBJECT);
    const { body } = await clinician.call("GET", `/summaries/${id}`);
    expect(body.summary).toMatchObject({ patientEmail: corrected, emailOutcome: null });
  });

  it("refuses the address that bounced with the reason, and changes nothing", async () => {
    const { id, patient } = await bouncedSummary("same");

    const again = await clinician.call("POST", `/summaries/${id}/send`, sendBody(patient.toUpperCase(), randomUUID()));

    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(SAME_BOUNCED_ADDRESS);
    expect(await mailFor(stack.sesUrl, patient)).toHaveLength(1);
    expect((await clinician.call("GET", `/summaries/${id}`)).body.summary.emailOutcome).toBe("bounced");
  });

  it("refuses a second address for a summary that did not bounce (409), as before", async () => {
    const patient = emailFor("fine");
    const id = await sentSummary(clinician, patient);
    await injectEmailOutcome(target, patient, "delivered");
    await outcomeAfter(clinician, id, "delivered");

    const other = await clinician.call("POST", `/summaries/${id}/send`, sendBody(emailFor("second"), randomUUID()));

    expect(other.status).toBe(409);
  });

  it("ignores the old email's late events once the address was corrected", async () => {
    const { id, patient } = await bouncedSummary("stale");
    const corrected = emailFor("fresh");
    expect((await clinician.call("POST", `/summaries/${id}/send`, sendBody(corrected, randomUUID()))).status).toBe(200);

    const oldEmail = await summaryEmailTo(stack.sesUrl, patient);
    const late = sesEvent(oldEmail, { owner: [clinician.sub], summary: [id] }, "complained");
    await putOnBus(late);
    await settle();

    expect((await clinician.call("GET", `/summaries/${id}`)).body.summary.emailOutcome).toBeNull();
  });

  it("counts the patient once although the summary went out twice", async () => {
    const before = await totals(clinician);
    const { id } = await bouncedSummary("count");
    const afterFirst = await totals(clinician);

    await clinician.call("POST", `/summaries/${id}/send`, sendBody(emailFor("count-fixed"), randomUUID()));

    expect(afterFirst - before).toBe(1);
    expect(await totals(clinician)).toBe(afterFirst);
  });
});

async function totals(clinician: Clinician): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.userTotals(clinician.sub) }));
  return Number(Item?.delivered ?? 0);
}

describe("follow-ups and transcriptions", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "outcome-follow-ups");
  });

  it("does not send the feedback request to an address that bounced", async () => {
    const patient = emailFor("no-follow-up");
    const id = await sentSummary(clinician, patient);
    await injectEmailOutcome(target, patient, "bounced");
    await outcomeAfter(clinician, id, "bounced");

    const { handler } = await import("#lambdas/jobs/send-follow-up");
    const outcome = await handler({ sub: clinician.sub, summaryId: id });

    expect(outcome).toEqual({ outcome: "skipped" });
    expect((await mailFor(stack.sesUrl, patient)).map((m) => m.subject)).toEqual([SUMMARY_SUBJECT]);
  });

  it("shows a transcription's summary email outcome on the transcription, and resends it to a corrected address", async () => {
    const id = await readyTranscription(clinician);
    const patient = emailFor("tx-bounce");
    expect((await clinician.call("POST", `/transcriptions/${id}/send`, sendBody(patient, randomUUID()))).status).toBe(
      200,
    );

    await injectEmailOutcome(target, patient, "bounced");
    expect(await outcomeAfter(clinician, id, "bounced", "transcriptions")).toBe("bounced");
    const corrected = emailFor("tx-fixed");
    const resent = await clinician.call("POST", `/transcriptions/${id}/send`, sendBody(corrected, randomUUID()));

    expect(resent.status).toBe(200);
    const { body } = await clinician.call("GET", `/transcriptions/${id}`);
    expect(body.transcription).toMatchObject({ patientEmail: corrected, emailOutcome: null });
    expect(await mailFor(stack.sesUrl, corrected)).toHaveLength(1);
  });
});

/** A finished transcription with a patient summary and nothing to check, as the notes job leaves one. */
async function readyTranscription(clinician: Clinician): Promise<string> {
  const now = Date.now();
  const id = ulid(now).toLowerCase();
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        ...keys.transcription(clinician.sub, id),
        entity: "transcription",
        id,
        patientName: "Iris Moreau",
        originalFilename: "consultation.webm",
        audioKey: `transcriptions/${clinician.sub}/${id}/audio.webm`,
        audioUploaded: true,
        speechEngine: "local",
        job: "done",
        stage: "done",
        error: null,
        patientSummary: "## Your visit\nYou have a cough. Take amoxicillin 500 mg three times a day for 5 days.",
        targetGrade: 8,
        flags: [],
        files: [],
        summaryId: null,
        patientSummarySentAt: null,
        createdAt: new Date(now).toISOString(),
        deadlineAt: now + 3600_000,
      },
    }),
  );
  return id;
}
