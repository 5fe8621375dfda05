import { randomUUID } from "node:crypto";
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { NOT_PATIENT_DATA, routeAudit } from "#core/audit/route-actions";
import { type RouteSpec, routes } from "#lambdas/routes";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, feedbackLinkIn, followUpsAtOnce, patientPost, portalLinkIn, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";
import { tableClient } from "../support/table";
import { reviewedSummary } from "../support/translated-summaries";

const stack = inject("stack");
const db = tableClient(stack.dynamodbUrl);

/** Public routes that read or change a patient's record write their event in core code once the link is verified. */
const PATIENT_ROUTES = ["OpenPortal", "PortalChat", "AskCareTeam", "SubmitFeedback"];
/** Public routes with no patient data: a link's validity and the practitioner's name, site statistics, enquiries. */
const PUBLIC_WITHOUT_PATIENT_DATA = ["CheckFeedbackSession", "PublicStats", "SubmitContact"];

const TRANSCRIPTION_PATIENT = "Zebulon Quarterfield";
const TRANSCRIPTION_FILE = "zebulon-ankle-visit.webm";
const TRANSCRIPTION_TEXT = "Zebulon should rest the sprained ankle and take ibuprofen 400 mg with food.";
const CHAT_QUESTION = "Can I still drink grapefruit juice with my atorvastatin?";
const CARE_TEAM_QUESTION = "May I go back to playing the euphonium next Thursday?";
const FEEDBACK_COMMENT = "Dr Patel explained the stent very kindly to my daughter Lucia.";

async function trailOf(sub: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": keys.auditEventsOf(sub).pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function historyOf(sub: string, type: string, id: string) {
  const page = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": keys.auditRecordEventsOf(sub, type, id).pk },
    }),
  );
  return page.Items ?? [];
}

/** A finished transcription written as the notes job leaves it, with a name, file and text of its own to look for. */
async function finishedTranscription(sub: string): Promise<string> {
  const id = ulid().toLowerCase();
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        ...keys.transcription(sub, id),
        entity: "transcription",
        id,
        patientName: TRANSCRIPTION_PATIENT,
        originalFilename: TRANSCRIPTION_FILE,
        audioDuration: 300,
        job: "done",
        stage: "done",
        error: null,
        hasTranscript: false,
        hasNotes: false,
        hasPatientSummary: true,
        patientSummary: TRANSCRIPTION_TEXT,
        patientSummarySentAt: null,
        createdAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + 3 * 86400,
        deadlineAt: now + 3600_000,
      },
    }),
  );
  return id;
}

/** Every route of the table that reads or changes patient data, with a path to a real record; deletes last. */
function auditedRoutes(): Array<{ route: RouteSpec; action: string; recordType: string }> {
  const found = routes.flatMap((route) => {
    const audit = route.auth === "user" ? routeAudit(route.method, route.path) : null;
    return audit ? [{ route, action: audit.action, recordType: audit.recordType }] : [];
  });
  return found.sort((a, b) => Number(a.route.method === "DELETE") - Number(b.route.method === "DELETE"));
}

describe("the audit trail, generated from the route table (issue 24)", () => {
  let clinician: Clinician;
  let summaryId: string;
  let transcriptionId: string;
  let patientEmail: string;
  let summaryText: string;

  beforeAll(async () => {
    clinician = await newClinician(stack, "audit");
    await clinician.call("GET", "/me");
    await followUpsAtOnce(clinician);
    const summary = await reviewedSummary(clinician);
    summaryId = summary.id;
    summaryText = String(summary.summaryContent ?? "");
    transcriptionId = await finishedTranscription(clinician.sub);
    // The patient's side of the journey: the summary sent, opened, asked about, rated.
    patientEmail = emailFor("audit-patient");
    const sent = await clinician.call("POST", `/summaries/${summaryId}/send`, sendBody(patientEmail, randomUUID()));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await mailFor(stack.sesUrl, patientEmail);
    const link = portalLinkIn(mail);
    expect((await patientPost(stack.apiUrl, "/portal/summary", link)).status).toBe(200);
    expect((await patientPost(stack.apiUrl, "/portal/chat", { ...link, message: CHAT_QUESTION })).status).toBe(200);
    const asked = await patientPost(stack.apiUrl, "/portal/questions", { ...link, question: CARE_TEAM_QUESTION });
    expect(asked.status).toBe(200);
    const { session } = feedbackLinkIn(await mailFor(stack.sesUrl, patientEmail));
    const rated = await patientPost(stack.apiUrl, "/feedback", {
      session,
      overallRating: 9,
      comment: FEEDBACK_COMMENT,
    });
    expect(rated.status).toBe(201);
  }, 120_000);

  it("places every public route: the patient's own write events, the others touch no patient data", () => {
    const publicIds = routes.filter((r) => r.auth === "public").map((r) => r.id);
    expect(publicIds.sort()).toEqual([...PATIENT_ROUTES, ...PUBLIC_WITHOUT_PATIENT_DATA].sort());
  });

  it("records the patient's visit, questions and feedback under the summary, as the patient link", async () => {
    const history = await historyOf(clinician.sub, "summary", summaryId);
    const patient = history.filter((e) => (e.actor as { kind: string }).kind === "patient-link");
    expect(patient.map((e) => e.action).sort()).toEqual([
      "care-team-question",
      "feedback",
      "patient-chat",
      "portal-opened",
    ]);
  });

  it("writes an event for every user route that reads or changes patient data, refusals included", async () => {
    const ids: Record<string, string> = { summary: summaryId, transcription: transcriptionId };
    const cases = auditedRoutes();
    expect(cases.length).toBeGreaterThan(25);
    for (const { route, action, recordType } of cases) {
      const before = new Set((await trailOf(clinician.sub)).map((e) => e.id));
      const path = route.path.replace("{id}", ids[recordType]);
      const { status } = await clinician.call(route.method, path, route.method === "GET" ? undefined : {});
      const added = (await trailOf(clinician.sub)).filter((e) => !before.has(e.id));
      expect(added, `${route.id} (${status}) wrote ${added.length} events`).toHaveLength(1);
      expect(added[0], route.id).toMatchObject({
        action,
        recordType,
        status,
        actor: { kind: "clinician", sub: clinician.sub },
      });
      if (route.path.includes("{id}")) expect(added[0].recordId, route.id).toBe(ids[recordType]);
    }
  }, 240_000);

  it("writes nothing for the routes without patient data", async () => {
    const before = (await trailOf(clinician.sub)).length;
    for (const key of ["GET /me", "GET /templates", "GET /summaries/{id}/history"]) {
      if (!Object.hasOwn(NOT_PATIENT_DATA, key)) continue;
      const [method, path] = key.split(" ");
      await clinician.call(method, path.replace("{id}", summaryId));
    }
    expect((await trailOf(clinician.sub)).length).toBe(before);
  });

  it("keeps a deleted record's history, and stores no patient's name, address, file name or text in any event", async () => {
    const trail = await trailOf(clinician.sub);
    const history = await historyOf(clinician.sub, "summary", summaryId);
    expect(history.map((e) => e.action)).toContain("delete");
    // The scan looks at something: the whole journey's events, and the summary's own sentences among the words sought.
    expect(trail.length).toBeGreaterThan(30);
    expect(summaryText.length).toBeGreaterThan(200);
    const stored = JSON.stringify([
      ...trail,
      ...history,
      ...(await historyOf(clinician.sub, "transcription", transcriptionId)),
    ]);
    const forbidden = [
      "Maria Gonzalez",
      "Gonzalez",
      patientEmail,
      clinician.email,
      "note.txt",
      "myocardial",
      "Clopidogrel",
      TRANSCRIPTION_PATIENT,
      "Quarterfield",
      TRANSCRIPTION_FILE,
      "ibuprofen",
      CHAT_QUESTION,
      "grapefruit",
      CARE_TEAM_QUESTION,
      "euphonium",
      FEEDBACK_COMMENT,
      "Lucia",
      "198.18.",
      "127.0.0.1",
      ...summaryText
        .split(/[.\n]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 20),
    ];
    for (const text of forbidden) expect(stored.includes(text), `found "${text}"`).toBe(false);
  });
});
