import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { resetConfigForTests } from "#lambdas/config";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import { seedDemoSamples } from "../../infra/local/demo-samples";
import { type Clinician, callApi, newClinician } from "../support/clinicians";
import { eventually } from "../support/eventually";

const stack = inject("stack");
// The start-up seeding runs in the `npm start` process, with the handlers' environment: here, this process.
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: stack.dynamodbUrl,
  S3_ENDPOINT: stack.s3Url,
  TABLE_NAME: stack.tableName,
  UPLOADS_BUCKET: stack.bucket,
});
resetConfigForTests();
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
);

interface Row {
  id: string;
  status: string;
  sample?: boolean;
  deliveryStatus?: string;
  patientSummaryStatus?: string;
}

async function lists(clinician: Clinician) {
  const summaries = await clinician.call("GET", "/summaries");
  const transcriptions = await clinician.call("GET", "/transcriptions");
  return { summaries: summaries.body.summaries as Row[], transcriptions: transcriptions.body.transcriptions as Row[] };
}

describe("POST /samples/restore", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "samples");
  });

  it("refuses a request without a token", async () => {
    const response = await callApi(stack, undefined, "POST", "/samples/restore", { confirm: true });

    expect(response.status).toBe(401);
  });

  it("restores nothing without an explicit confirmation", async () => {
    const response = await clinician.call("POST", "/samples/restore", {});

    expect(response.status).toBe(422);
    expect(await lists(clinician)).toEqual({ summaries: [], transcriptions: [] });
  });

  it("lists sample summaries and transcriptions in each status, marked as samples", async () => {
    const response = await clinician.call("POST", "/samples/restore", { confirm: true });

    expect(response.status).toBe(200);
    const { summaries, transcriptions } = await lists(clinician);
    expect(summaries.map((s) => [s.status, s.deliveryStatus, s.sample]).sort()).toEqual([
      ["failed", "draft", true],
      ["ready", "delivered", true],
      ["ready", "draft", true],
    ]);
    expect(transcriptions.map((t) => [t.status, t.patientSummaryStatus, t.sample]).sort()).toEqual([
      ["failed", "Not Available", true],
      ["processed", "Ready to Send", true],
      ["processed", "Sent", true],
    ]);
    // The dashboard's recent rows are kept by the table's stream (decision 451), which catches up after the restore.
    const recent = [
      ["summary", "draft", true],
      ["transcription", "processed", true],
      ["summary", "delivered", true],
    ];
    const rowsOf = (body: { recent: Array<Row & { kind: string }> }) =>
      body.recent.map((r) => [r.kind, r.status, r.sample]);
    const dashboard = await eventually(
      () => clinician.call("GET", "/dashboard"),
      (d) => JSON.stringify(rowsOf(d.body)) === JSON.stringify(recent),
    );
    expect(rowsOf(dashboard.body)).toEqual(recent);
    // Examples are not work waiting: the statistics count none of them.
    expect(dashboard.body.stats).toMatchObject({ activityThisMonth: 0, unsentDrafts: 0 });
  });

  it("opens a processed sample with its transcript and clinical notes", async () => {
    const { transcriptions } = await lists(clinician);
    const processed = transcriptions.find((t) => t.patientSummaryStatus === "Ready to Send");

    const detail = await clinician.call("GET", `/transcriptions/${processed?.id}`);

    expect(detail.status).toBe(200);
    expect(detail.body.transcription.segments.length).toBeGreaterThan(0);
    expect(detail.body.transcription.clinicalNotes.sections.map((s: { heading: string }) => s.heading)).toEqual([
      "Subjective",
      "Objective",
      "Assessment",
      "Plan",
    ]);
  });

  it("replaces the samples on a second restore and never touches a real record", async () => {
    const realId = "01jd0000000000000000000abc";
    const real = keys.summary(clinician.sub, realId);
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...real,
          entity: "summary",
          id: realId,
          patientName: "Real",
          originalFilename: "note.txt",
          status: "ready",
          stage: "done",
          createdAt: "2026-11-01T09:00:00.000Z",
        },
      }),
    );
    const before = await lists(clinician);

    const response = await clinician.call("POST", "/samples/restore", { confirm: true });

    expect(response.status).toBe(200);
    expect(response.body.restored).toEqual({ summaries: 3, transcriptions: 3, removed: 6 });
    const after = await lists(clinician);
    expect(after.summaries.filter((s) => s.sample)).toHaveLength(3);
    expect(after.transcriptions).toHaveLength(3);
    expect(after.summaries.map((s) => s.id)).not.toContain(before.summaries.find((s) => s.sample)?.id);
    const { Item } = await db.send(new GetCommand({ TableName: stack.tableName, Key: real }));
    expect(Item).toMatchObject({ patientName: "Real", status: "ready" });
    expect(Item?.sample).toBeUndefined();
  });

  it("shows another clinician none of them", async () => {
    const other = await newClinician(stack, "samples-other");

    expect(await lists(other)).toEqual({ summaries: [], transcriptions: [] });
  });
});

describe("npm start seeds the demo account", () => {
  it("opens the account with samples once; a later start adds none and leaves deleted samples deleted", async () => {
    const demo = await newClinician(stack, "demo-seed");
    const cognito = { url: stack.cognitoUrl, userPoolId: stack.userPoolId };

    const first = await seedDemoSamples(cognito, demo);
    const seeded = await lists(demo);
    const deleted = seeded.summaries[0].id;
    await demo.call("DELETE", `/summaries/${deleted}`);
    const second = await seedDemoSamples(cognito, demo);

    expect([first, second]).toEqual([true, false]);
    expect(seeded.summaries.filter((s) => s.sample)).toHaveLength(3);
    expect(seeded.transcriptions.filter((t) => t.sample)).toHaveLength(3);
    const after = await lists(demo);
    expect(after.summaries.map((s) => s.id)).not.toContain(deleted);
    expect(after.summaries).toHaveLength(2);
  });
});
