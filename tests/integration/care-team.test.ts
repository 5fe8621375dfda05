import { randomUUID } from "node:crypto";
import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { DAILY_LIMIT_MESSAGE, QUESTIONS_PER_DAY } from "#contracts/care-team";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, patientPost, portalLinkIn, readySummary, sendBody } from "../support/delivery";
import { eventually } from "../support/eventually";
import { mailFor } from "../support/mailbox";
import { expireNow, tableClient } from "../support/table";

/**
 * Issue 25, part 3: a question the summary cannot answer goes to the care team, through the local stack: the portal's
 * chat says the summary does not cover it, the patient sends it on, the clinician is told (without its words), sees
 * the count on the dashboard and the question beside the summary, replies once, and the patient reads the reply.
 */
const stack = inject("stack");
const db = tableClient(stack.dynamodbUrl);

/** Not in the fixture discharge note, in any words the chat's retrieval could match. */
const UNANSWERED = "Can I go scuba diving on holiday next month?";
const REPLY = "Please wait until after your check-up in two weeks; we will tell you then.";

/** A summary sent to a patient, and the patient's portal link from the email. */
async function sentSummary(clinician: Clinician) {
  const summary = await readySummary(clinician);
  const patient = emailFor("careteam");
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID(), false));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { summary, patient, link: portalLinkIn(await mailFor(stack.sesUrl, patient)) };
}

const ask = (link: { summaryId: string; token: string }, question: string) =>
  patientPost(stack.apiUrl, "/portal/questions", { ...link, question });

/** Every item of the table whose keys or attributes mention any of `needles`, as "entity sk", the audit trail aside. */
async function itemsMentioning(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item, (_, v) => (v instanceof Set ? [...v] : v));
      if (item.entity !== "audit" && needles.some((n) => text.includes(n))) found.push(`${item.entity} ${item.sk}`);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found.sort();
}

describe("a question the summary cannot answer, sent to the care team", () => {
  let clinician: Clinician;
  let sent: Awaited<ReturnType<typeof sentSummary>>;

  beforeAll(async () => {
    clinician = await newClinician(stack, "careteam");
    await clinician.call("GET", "/me");
    sent = await sentSummary(clinician);
  }, 120_000);

  it("is offered by the portal's chat when the summary does not cover the question", async () => {
    const chat = await patientPost(stack.apiUrl, "/portal/chat", { ...sent.link, message: UNANSWERED });

    expect(chat.status).toBe(200);
    expect(chat.body.notCovered).toBe(true);
  });

  it("is not offered when the summary answers the question", async () => {
    const chat = await patientPost(stack.apiUrl, "/portal/chat", { ...sent.link, message: "How much aspirin?" });

    expect(chat.body.notCovered).toBe(false);
  });

  it("goes from the patient to the clinician and the reply comes back to the patient's portal", async () => {
    const asked = await ask(sent.link, UNANSWERED);
    expect(asked.status).toBe(200);
    expect(asked.body.questions).toMatchObject([{ question: UNANSWERED, reply: null }]);
    expect(asked.body.remainingToday).toBe(QUESTIONS_PER_DAY - 1);

    // The clinician's notice says there is a question, never what it is nor whose.
    const notice = await eventually(
      () => mailFor(stack.sesUrl, clinician.email),
      (mail) => mail.length > 0,
    );
    expect(notice.map((m) => m.subject)).toEqual(["A patient sent you a question"]);
    expect(JSON.stringify(notice)).not.toContain("scuba");
    expect(JSON.stringify(notice)).not.toContain(sent.summary.patientName);
    expect(notice[0].body.text).toContain(`/dashboard/summaries/${sent.summary.id}`);

    // The dashboard counts it beside its summary (the stream keeps the index).
    const dashboard = await eventually(
      async () => (await clinician.call("GET", "/dashboard")).body,
      (body) => body.questions?.open === 1,
    );
    expect(dashboard.questions).toMatchObject({
      open: 1,
      summaries: [{ id: sent.summary.id, patientName: sent.summary.patientName, count: 1 }],
    });

    const listed = await clinician.call("GET", `/summaries/${sent.summary.id}/questions`);
    expect(listed.body).toMatchObject({ open: 1, questions: [{ question: UNANSWERED, reply: null }] });
    const questionId = listed.body.questions[0].id;

    const replied = await clinician.call("POST", `/summaries/${sent.summary.id}/questions/reply`, {
      questionId,
      reply: REPLY,
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ open: 0, questions: [{ id: questionId, reply: REPLY }] });

    // The patient is emailed that there is a reply, without its words, and reads it in the portal.
    const patientMail = await eventually(
      () => mailFor(stack.sesUrl, sent.patient),
      (mail) => mail.some((m) => m.subject === "Your care team replied to your question"),
    );
    const replyMail = patientMail.find((m) => m.subject === "Your care team replied to your question");
    expect(replyMail?.body.text).not.toContain("check-up");
    const portal = await patientPost(stack.apiUrl, "/portal/summary", sent.link);
    expect(portal.body.questions).toMatchObject([{ question: UNANSWERED, reply: REPLY }]);

    const cleared = await eventually(
      async () => (await clinician.call("GET", "/dashboard")).body,
      (body) => body.questions?.open === 0,
    );
    expect(cleared.questions).toEqual({ open: 0, summaries: [] });
  }, 60_000);

  it("marks the summary's view with the time of its last question, and leaves a summary without one unmarked", async () => {
    const other = await sentSummary(clinician);
    const before = await clinician.call("GET", `/summaries/${other.summary.id}`);

    await ask(other.link, UNANSWERED);

    const after = await clinician.call("GET", `/summaries/${other.summary.id}`);
    expect(before.body.summary.lastQuestionAt).toBeUndefined();
    expect(Date.parse(after.body.summary.lastQuestionAt)).not.toBeNaN();
  });

  it("refuses a second reply to the same question with 409, keeping the first", async () => {
    const listed = await clinician.call("GET", `/summaries/${sent.summary.id}/questions`);
    const questionId = listed.body.questions[0].id;

    const again = await clinician.call("POST", `/summaries/${sent.summary.id}/questions/reply`, {
      questionId,
      reply: "A different answer.",
    });

    expect([again.status, again.body.error.message]).toEqual([409, "This question has already been answered."]);
    const after = await clinician.call("GET", `/summaries/${sent.summary.id}/questions`);
    expect(after.body.questions[0].reply).toBe(REPLY);
  });
});

describe("who may send and read care-team questions", () => {
  let owner: Clinician;
  let other: Clinician;
  let sent: Awaited<ReturnType<typeof sentSummary>>;

  beforeAll(async () => {
    owner = await newClinician(stack, "careteam-owner");
    other = await newClinician(stack, "careteam-other");
    sent = await sentSummary(owner);
    expect((await ask(sent.link, "Is it safe to fly?")).status).toBe(200);
  }, 120_000);

  it("answers another clinician 404 for the questions and the reply, and changes nothing", async () => {
    const questions = await owner.call("GET", `/summaries/${sent.summary.id}/questions`);
    const questionId = questions.body.questions[0].id;

    const read = await other.call("GET", `/summaries/${sent.summary.id}/questions`);
    const reply = await other.call("POST", `/summaries/${sent.summary.id}/questions/reply`, {
      questionId,
      reply: "Not mine to answer.",
    });

    expect([read.status, reply.status]).toEqual([404, 404]);
    expect(JSON.stringify(read.body)).not.toContain("fly");
    const after = await owner.call("GET", `/summaries/${sent.summary.id}/questions`);
    expect(after.body.questions[0].reply).toBeNull();
  });

  it("takes a question only with the summary's own token", async () => {
    const other = await sentSummary(owner);

    const crossed = await ask({ summaryId: sent.link.summaryId, token: other.link.token }, "Can I swim?");
    const wrong = await ask({ summaryId: sent.link.summaryId, token: "A".repeat(43) }, "Can I swim?");

    expect([crossed.status, wrong.status]).toEqual([404, 404]);
    const listed = await owner.call("GET", `/summaries/${sent.summary.id}/questions`);
    expect(listed.body.questions).toHaveLength(1);
  }, 120_000);
});

describe("the daily limit", () => {
  it(`takes ${QUESTIONS_PER_DAY} questions about a summary a day, then refuses with the limit's words`, async () => {
    const clinician = await newClinician(stack, "careteam-limit");
    const { link, summary } = await sentSummary(clinician);
    for (let i = 1; i <= QUESTIONS_PER_DAY; i++) {
      expect((await ask(link, `Question number ${i}?`)).status).toBe(200);
    }

    const over = await ask(link, "One question too many?");

    expect([over.status, over.body.error.message]).toEqual([429, DAILY_LIMIT_MESSAGE]);
    const listed = await clinician.call("GET", `/summaries/${summary.id}/questions`);
    expect(listed.body.questions).toHaveLength(QUESTIONS_PER_DAY);
  }, 120_000);
});

describe("questions go with their summary", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "careteam-delete");
  });

  async function askedAbout() {
    const sent = await sentSummary(clinician);
    const question = `Can I paint the fence (${randomUUID().slice(0, 8)})?`;
    expect((await ask(sent.link, question)).status).toBe(200);
    const needles = [sent.summary.id, question];
    // The thread, and the summary listing it; the stream then adds the dashboard's index entry.
    await eventually(
      () => itemsMentioning(needles),
      (items) => items.some((i) => i.startsWith("openQuestions")),
    );
    expect((await itemsMentioning(needles)).map((line) => line.split(" ")[0])).toEqual(
      expect.arrayContaining(["careTeamQuestions", "openQuestions", "summary"]),
    );
    return { ...sent, needles };
  }

  it("are deleted when the summary is deleted, with the dashboard's count", async () => {
    const { summary, needles } = await askedAbout();

    expect((await clinician.call("DELETE", `/summaries/${summary.id}`)).status).toBe(204);

    expect(
      await eventually(
        () => itemsMentioning(needles),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
    expect((await clinician.call("GET", "/dashboard")).body.questions.open).toBe(0);
  }, 120_000);

  it("are deleted when retention expires the summary", async () => {
    const { summary, needles } = await askedAbout();

    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, summary.id));
    await reapExpired(stack.dynamodbUrl, stack.tableName);

    expect(
      await eventually(
        () => itemsMentioning(needles),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
  }, 120_000);

  it("carry the summary's expiry", async () => {
    const { summary } = await askedAbout();

    const [record, thread] = await Promise.all(
      [keys.summary(clinician.sub, summary.id), keys.careTeamQuestions(clinician.sub, summary.id)].map(async (Key) => {
        return (await db.send(new GetCommand({ TableName: stack.tableName, Key }))).Item;
      }),
    );

    expect(thread?.expiresAt).toBe(record?.expiresAt);
    expect(typeof thread?.expiresAt).toBe("number");
  }, 120_000);
});
