import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Bundle, Patient, Practitioner } from "@medplum/fhirtypes";
import { ulid } from "ulid";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { SOAP_NOTES, sentTranslatedSummary, transcriptionRecord } from "../fixtures/fhir/records";
import { type Clinician, newClinician } from "../support/clinicians";
import { validateR4 } from "../support/fhir-validator";
import { tableClient } from "../support/table";

const stack = inject("stack");

/** The answer as the browser gets it: status, headers and the body parsed. */
async function download(clinician: Clinician, path: string) {
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: { authorization: `Bearer ${clinician.token}` } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

const put = (item: Record<string, unknown>) =>
  tableClient(stack.dynamodbUrl).send(new PutCommand({ TableName: stack.tableName, Item: item }));
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

describe("FHIR export through the local stack", () => {
  let clinician: Clinician;
  let other: Clinician;
  let summaryId: string;
  let transcriptionId: string;

  beforeAll(async () => {
    clinician = await newClinician(stack, "exporter");
    other = await newClinician(stack, "onlooker");
    const named = await clinician.call("PUT", "/profile", { displayName: "Dr. Ines Marlow" });
    expect(named.status).toBe(200);
    // Records as the jobs leave them (a sent, translated summary; a consultation with SOAP notes in S3).
    summaryId = ulid().toLowerCase();
    const summary = sentTranslatedSummary({ id: summaryId, expiresAt: inAMonth() });
    await put({ ...keys.summary(clinician.sub, summaryId), entity: "summary", ...summary });
    transcriptionId = ulid().toLowerCase();
    const notesKey = `transcriptions/${clinician.sub}/${transcriptionId}/notes.json`;
    const stored = await fetch(`${stack.s3Url}/${stack.bucket}/${notesKey}`, {
      method: "PUT",
      body: JSON.stringify({ version: 1, ...SOAP_NOTES }),
    });
    expect(stored.ok).toBe(true);
    const transcription = transcriptionRecord({
      id: transcriptionId,
      notesKey,
      audioKey: `transcriptions/${clinician.sub}/${transcriptionId}/audio.webm`,
      transcriptKey: undefined,
      createdAt: new Date().toISOString(),
      deadlineAt: Date.now() + 3_600_000,
      expiresAt: inAMonth(),
    });
    await put({ ...keys.transcription(clinician.sub, transcriptionId), entity: "transcription", ...transcription });
  });

  it("answers a summary's bundle as application/fhir+json, saved as summary-<id>.json", async () => {
    const answer = await download(clinician, `/summaries/${summaryId}/fhir`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/fhir+json");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="summary-${summaryId}.json"`);
    expect(answer.body).toMatchObject({ resourceType: "Bundle", type: "collection" });
  });

  it("answers a transcription's bundle, saved as transcription-<id>.json", async () => {
    const answer = await download(clinician, `/transcriptions/${transcriptionId}/fhir`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/fhir+json");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="transcription-${transcriptionId}.json"`,
    );
    expect((answer.body as Bundle).entry?.map((e) => e.resource?.resourceType)).toContain("Composition");
  });

  it("exports bundles that are valid FHIR R4", async () => {
    const bundles = await Promise.all([
      download(clinician, `/summaries/${summaryId}/fhir`),
      download(clinician, `/transcriptions/${transcriptionId}/fhir`),
    ]);

    for (const { body } of bundles) expect(() => validateR4(body)).not.toThrow();
  });

  it("carries no email and no patient data beyond the name that was entered", async () => {
    const answers = await Promise.all([
      download(clinician, `/summaries/${summaryId}/fhir`),
      download(clinician, `/transcriptions/${transcriptionId}/fhir`),
    ]);

    for (const { text, body } of answers) {
      expect(text).not.toMatch(/@/);
      expect(text).not.toContain(clinician.sub);
      const patients = (body as Bundle).entry?.filter((e) => e.resource?.resourceType === "Patient");
      expect(patients?.map((e) => Object.keys(e.resource as Patient).sort())).toEqual([["name", "resourceType"]]);
    }
  });

  it("includes the record's History as AuditEvents, the clinician's open and export among them", async () => {
    await clinician.call("GET", `/transcriptions/${transcriptionId}`);
    await download(clinician, `/transcriptions/${transcriptionId}/fhir`);

    const { body, text } = await download(clinician, `/transcriptions/${transcriptionId}/fhir`);

    const events = (body as Bundle).entry?.flatMap((e) =>
      e.resource?.resourceType === "AuditEvent" ? [e.resource] : [],
    );
    expect(events?.map((e) => e.entity?.[0]?.description)).toEqual(
      expect.arrayContaining(["transcription open", "transcription export"]),
    );
    expect(() => validateR4(body)).not.toThrow();
    expect(text).not.toContain(clinician.sub);
  });

  it("names the clinician from the profile", async () => {
    const { body } = await download(clinician, `/summaries/${summaryId}/fhir`);
    const practitioner = (body as Bundle).entry?.find((e) => e.resource?.resourceType === "Practitioner")
      ?.resource as Practitioner;

    expect(practitioner.name?.[0]?.text).toBe("Dr. Ines Marlow");
  });

  it("answers 404 to another clinician on both export routes", async () => {
    const attempts = await Promise.all([
      download(other, `/summaries/${summaryId}/fhir`),
      download(other, `/transcriptions/${transcriptionId}/fhir`),
    ]);

    expect(attempts.map((a) => a.status)).toEqual([404, 404]);
    expect(attempts.map((a) => a.headers.get("content-type"))).toEqual(["application/json", "application/json"]);
  });

  it("answers 404 to a malformed id", async () => {
    const attempts = await Promise.all([
      download(clinician, "/summaries/not-an-id/fhir"),
      download(clinician, "/transcriptions/..%2F..%2Fsecrets/fhir"),
    ]);

    expect(attempts.map((a) => a.status)).toEqual([404, 404]);
  });

  it("answers 401 without a sign-in", async () => {
    const answer = await fetch(`${stack.apiUrl}/summaries/${summaryId}/fhir`);

    expect(answer.status).toBe(401);
  });
});
