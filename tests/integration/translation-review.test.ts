import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { flagKey } from "#contracts/review-flags";
import {
  interpreterCheckRequired,
  LANGUAGE_NOT_OFFERED,
  TRANSLATE_AFTER_REVIEW,
  TRANSLATION_CHANGED,
  TRANSLATION_OUTDATED,
} from "#contracts/translation";
import { addressHash } from "#core/patient-language/patient-language";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, readySummary, sendBody } from "../support/delivery";
import { tableClient } from "../support/table";

const stack = inject("stack");
const db = tableClient(stack.dynamodbUrl);

/** A ready summary with every English flag accepted: the English is final. */
async function reviewedSummary(clinician: Clinician) {
  const summary = await readySummary(clinician);
  const open = summary.flags.filter((f: { resolution?: unknown }) => !f.resolution);
  if (open.length === 0) return summary;
  const { body } = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
    revision: summary.revision ?? 1,
    flags: open.map(flagKey),
    reason: "Checked against the letter.",
  });
  return body.summary;
}

async function spanishSummary(clinician: Clinician) {
  const summary = await reviewedSummary(clinician);
  const { body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
    language: "es",
    revision: summary.revision ?? 1,
  });
  return body.summary;
}

const stored = async (sub: string, id: string) =>
  (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.summary(sub, id) }))).Item;

describe("the interpreter check on a translation (POST /summaries/{id}/translation/interpreter)", () => {
  let clinician: Clinician;
  let other: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "interpreter");
    other = await newClinician(stack, "stranger");
  });

  it("records who confirmed it and when, on the translation", async () => {
    const summary = await spanishSummary(clinician);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: true,
    });

    expect(status).toBe(200);
    expect(body.summary.translation.interpreterCheck).toMatchObject({ by: expect.any(String), at: expect.any(String) });
    expect((await stored(clinician.sub, summary.id))?.translation.interpreterCheck).toEqual(
      body.summary.translation.interpreterCheck,
    );
  });

  it("is another clinician's summary to nobody else: 404, and nothing changes", async () => {
    const summary = await spanishSummary(clinician);

    const { status } = await other.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: true,
    });

    expect(status).toBe(404);
    expect((await stored(clinician.sub, summary.id))?.translation.interpreterCheck).toBeUndefined();
  });

  it("refuses a request without the box ticked with the contract's words, and changes nothing", async () => {
    const summary = await spanishSummary(clinician);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: false,
    });

    expect(status).toBe(422);
    expect(JSON.stringify(body.error)).toContain("Please tick the box to confirm the interpreter check.");
    expect((await stored(clinician.sub, summary.id))?.translation.updatedAt).toBe(summary.translation.updatedAt);
  });

  it("refuses a confirmation given on a translation another window changed since (409)", async () => {
    const summary = await spanishSummary(clinician);
    const first = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: true,
    });
    expect(first.status).toBe(200);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: true,
    });

    expect(status).toBe(409);
    expect(body.error.message).toBe(TRANSLATION_CHANGED);
  });

  it("is required before a translation into a weaker language is sent (422), and lets it go once given", async () => {
    const summary = await spanishSummary(clinician);
    // Offline there is no Vietnamese pair: the translation is written as Amazon Translate would have left it.
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.summary(clinician.sub, summary.id),
        UpdateExpression: "SET #t.#language = :vi, #t.#flags = :none",
        ExpressionAttributeNames: { "#t": "translation", "#language": "language", "#flags": "flags" },
        ExpressionAttributeValues: { ":vi": "vi", ":none": [] },
      }),
    );
    const patient = emailFor("vietnamese");

    const refused = await clinician.call(
      "POST",
      `/summaries/${summary.id}/send`,
      sendBody(patient, crypto.randomUUID()),
    );
    const confirmed = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
      revision: summary.revision ?? 1,
      updatedAt: summary.translation.updatedAt,
      confirmed: true,
    });
    const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, crypto.randomUUID()));

    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(interpreterCheckRequired("Vietnamese"));
    expect(confirmed.body.summary.translation.interpreterNote).toContain("qualified interpreter");
    expect(sent.status).toBe(200);
  });
});

describe("a transcription's patient summary in the patient's language (POST /transcriptions/{id}/translation)", () => {
  let clinician: Clinician;
  let other: Clinician;
  const SUMMARY =
    "**What happens next**\nTake amoxicillin 500 mg three times a day for 5 days.\nCome back in 2 weeks if the cough is not better.";

  beforeAll(async () => {
    clinician = await newClinician(stack, "dictating");
    other = await newClinician(stack, "elsewhere");
  });

  async function processedTranscription(patientSummary = SUMMARY, flags: unknown[] = []) {
    const id = ulid().toLowerCase();
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...keys.transcription(clinician.sub, id),
          entity: "transcription",
          id,
          patientName: "Daniel Brooks",
          originalFilename: "consultation.webm",
          audioDuration: 120,
          job: "done",
          stage: "done",
          error: null,
          hasTranscript: true,
          hasNotes: true,
          hasPatientSummary: true,
          patientSummary,
          flags,
          patientSummarySentAt: null,
          summaryId: null,
          aiEngine: "local",
          speechEngine: "local",
          sourceGrade: 7.5,
          summaryGrade: 5.2,
          targetGrade: 8,
          createdAt: new Date().toISOString(),
          deadlineAt: Date.now() + 3600_000,
        },
      }),
    );
    return id;
  }

  it("makes the summaries row it is sent as, and translates it with each line side by side", async () => {
    const id = await processedTranscription();

    const { status, body } = await clinician.call("POST", `/transcriptions/${id}/translation`, { language: "es" });

    expect(status).toBe(200);
    expect(body.summary.summaryContent).toBe(SUMMARY);
    expect(body.summary.translation).toMatchObject({ language: "es", outdated: false });
    expect(body.summary.translation.rows).toHaveLength(3);
    const transcription = await clinician.call("GET", `/transcriptions/${id}`);
    expect(transcription.body.transcription.translationRowId).toBe(body.summary.id);
  });

  it("is nobody else's to translate: 404", async () => {
    const id = await processedTranscription();

    const { status } = await other.call("POST", `/transcriptions/${id}/translation`, { language: "es" });

    expect(status).toBe(404);
  });

  it("refuses a language that is not offered, and makes no row", async () => {
    const id = await processedTranscription();

    const { status, body } = await clinician.call("POST", `/transcriptions/${id}/translation`, { language: "xx" });

    expect(status).toBe(422);
    expect(body.error.message).toBe(LANGUAGE_NOT_OFFERED);
  });

  it("translates only once the transcription's own flags are resolved, and makes no row before", async () => {
    const id = await processedTranscription(SUMMARY, [
      { kind: "medication", value: "amoxicillin", verdict: "unsupported" },
    ]);

    const { status, body } = await clinician.call("POST", `/transcriptions/${id}/translation`, { language: "es" });
    const transcription = await clinician.call("GET", `/transcriptions/${id}`);

    expect(status).toBe(409);
    expect(body.error.message).toBe(TRANSLATE_AFTER_REVIEW);
    expect(transcription.body.transcription.translationRowId).toBeNull();
  });

  it("refuses to send the translation once the summary was edited after it, until translated again", async () => {
    const id = await processedTranscription();
    await clinician.call("POST", `/transcriptions/${id}/translation`, { language: "es" });
    // The clinician's edit, as the review leaves it (this seeded record has no transcript for the route to check).
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.transcription(clinician.sub, id),
        UpdateExpression: "SET patientSummary = :text",
        ExpressionAttributeValues: { ":text": `${SUMMARY}\nDrink plenty of water.` },
      }),
    );
    const patient = emailFor("dictated");

    const refused = await clinician.call("POST", `/transcriptions/${id}/send`, {
      patientEmail: patient,
      idempotencyKey: crypto.randomUUID(),
    });
    const again = await clinician.call("POST", `/transcriptions/${id}/translation`, { language: "es" });
    const open = again.body.summary.translation.flags.filter((f: { resolution?: unknown }) => !f.resolution);
    if (open.length > 0) {
      await clinician.call("POST", `/summaries/${again.body.summary.id}/translation/flags/confirm`, {
        revision: again.body.summary.revision,
        updatedAt: again.body.summary.translation.updatedAt,
        flags: open.map(flagKey),
        reason: "Read with the patient.",
      });
    }
    const sent = await clinician.call("POST", `/transcriptions/${id}/send`, {
      patientEmail: patient,
      idempotencyKey: crypto.randomUUID(),
    });

    expect(refused.body.error?.message).toBe(TRANSLATION_OUTDATED);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TRANSLATION_OUTDATED);
    expect(again.body.summary.translation.rows.at(-1).english).toBe("Drink plenty of water.");
    expect(sent.status).toBe(200);
  });
});

describe("the language remembered for a patient (POST /patient-language/lookup, PUT /patient-language)", () => {
  let clinician: Clinician;
  let other: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "remembering");
    other = await newClinician(stack, "forgetting");
  });

  it("answers the language chosen for the address, however it is written", async () => {
    const patient = emailFor("lucia");
    await clinician.call("PUT", "/patient-language", { email: patient, language: "es" });

    const { status, body } = await clinician.call("POST", "/patient-language/lookup", { email: patient.toUpperCase() });

    expect(status).toBe(200);
    expect(body).toEqual({ language: "es" });
  });

  it("keeps the address itself nowhere in the table", async () => {
    const patient = emailFor("private");
    await clinician.call("PUT", "/patient-language", { email: patient, language: "ca" });

    const items = await db.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": `USER#${clinician.sub}`, ":prefix": "PATIENTLANG#" },
      }),
    );

    expect(JSON.stringify(items.Items)).not.toContain(patient.split("@")[0]);
    expect(items.Items?.map((i) => i.sk)).toContain(`PATIENTLANG#${addressHash(clinician.sub, patient)}`);
  });

  it("is one clinician's: another clinician finds nothing for the same address", async () => {
    const patient = emailFor("shared");
    await clinician.call("PUT", "/patient-language", { email: patient, language: "es" });

    const { body } = await other.call("POST", "/patient-language/lookup", { email: patient });

    expect(body).toEqual({ language: null });
  });

  it("refuses a language that is not offered with the spec's words, and keeps the one remembered", async () => {
    const patient = emailFor("refused");
    await clinician.call("PUT", "/patient-language", { email: patient, language: "es" });

    const { status, body } = await clinician.call("PUT", "/patient-language", { email: patient, language: "xx" });
    const after = await clinician.call("POST", "/patient-language/lookup", { email: patient });

    expect(status).toBe(422);
    expect(body.error.message).toBe(LANGUAGE_NOT_OFFERED);
    expect(after.body).toEqual({ language: "es" });
  });

  it("refuses an address that is not one, with the spec's words", async () => {
    const { status, body } = await clinician.call("PUT", "/patient-language", {
      email: "not-an-address",
      language: "es",
    });

    expect(status).toBe(422);
    expect(JSON.stringify(body.error)).toContain("Please enter a valid email address.");
  });

  it("never lets an older write undo a newer choice (the write is guarded by time)", async () => {
    const patient = emailFor("raced");
    // A choice stored as made after this request (another window's, whose request arrived first).
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...keys.patientLanguage(clinician.sub, addressHash(clinician.sub, patient)),
          entity: "patient-language",
          language: "ca",
          updatedAt: new Date(Date.now() + 60_000).toISOString(),
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );

    const { status, body } = await clinician.call("PUT", "/patient-language", { email: patient, language: "es" });
    const after = await clinician.call("POST", "/patient-language/lookup", { email: patient });

    expect(status).toBe(200);
    expect(body).toEqual({ language: "ca" });
    expect(after.body).toEqual({ language: "ca" });
  });
});
