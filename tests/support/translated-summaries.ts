import { randomUUID } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "#adapters/store/keys";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import type { Clinician } from "./clinicians";
import { readySummary, sendBody } from "./delivery";

type Flag = Pick<ReviewFlag, "value" | "kind" | "verdict"> & { resolution?: unknown };
const open = (flags: Flag[]) => flags.filter((f) => !f.resolution);

/** A ready summary of the fixture discharge note with every English flag accepted: the English is final. */
export async function reviewedSummary(clinician: Clinician) {
  const summary = await readySummary(clinician);
  if (open(summary.flags).length === 0) return summary;
  const { body } = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
    revision: summary.revision ?? 1,
    flags: open(summary.flags).map(flagKey),
    reason: "Checked against the letter.",
  });
  return body.summary;
}

/**
 * A summary translated through the API (Apertium locally) with every difference the round trip found accepted, as
 * a clinician sends it (issue 23): the answer carries the translation as the clinician's page shows it.
 */
export async function translatedSummary(clinician: Clinician, language: string) {
  const summary = await reviewedSummary(clinician);
  const revision = summary.revision ?? 1;
  const translated = await clinician.call("POST", `/summaries/${summary.id}/translation`, { language, revision });
  if (translated.status !== 200) throw new Error(`translation answered ${translated.status}`);
  const translation = translated.body.summary.translation;
  if (open(translation.flags).length === 0) return translated.body.summary;
  const confirmed = await clinician.call("POST", `/summaries/${summary.id}/translation/flags/confirm`, {
    revision,
    updatedAt: translation.updatedAt,
    flags: open(translation.flags).map(flagKey),
    reason: "Checked with a colleague who speaks the language.",
  });
  if (confirmed.status !== 200) throw new Error(`confirming the translation answered ${confirmed.status}`);
  return confirmed.body.summary;
}

/** Translates and sends to `patientEmail` (with the follow-up), and answers the summary as it was sent. */
export async function sendTranslated(clinician: Clinician, language: string, patientEmail: string) {
  const summary = await translatedSummary(clinician, language);
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patientEmail, randomUUID()));
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return summary;
}

/**
 * A translation written straight into the table, for a language no offline engine translates (Arabic: right to
 * left). The text is a fixture for layout, written for these tests; it is not a checked clinical translation.
 */
export async function storeTranslation(
  stack: { dynamodbUrl: string; tableName: string },
  clinician: Clinician,
  summary: { id: string; revision?: number },
  language: string,
  lines: Array<{ english: string; translated: string }>,
): Promise<string> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
  );
  const now = new Date().toISOString();
  await db.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: keys.summary(clinician.sub, summary.id),
      UpdateExpression: "SET #translation = :translation",
      ExpressionAttributeNames: { "#translation": "translation" },
      ExpressionAttributeValues: {
        ":translation": {
          language,
          text: lines.map((l) => l.translated).join("\n"),
          backTranslation: "",
          // Rows keep their lines' Markdown markers, as the translation check stores them.
          rows: lines.map((l) => ({ english: l.english, translated: l.translated, back: "", flags: [] })),
          flags: [],
          englishRevision: summary.revision ?? 1,
          createdAt: now,
          updatedAt: now,
          by: null,
        },
      },
    }),
  );
  return now;
}

/**
 * The clinician confirms through the API that a qualified interpreter checked the translation, as Send requires where
 * machine translation is weaker (decision 381): Arabic, for one.
 */
export async function confirmInterpreterCheck(
  clinician: Clinician,
  summary: { id: string; revision?: number },
  updatedAt: string,
) {
  const { status } = await clinician.call("POST", `/summaries/${summary.id}/translation/interpreter`, {
    revision: summary.revision ?? 1,
    updatedAt,
    confirmed: true,
  });
  if (status !== 200) throw new Error(`The interpreter check was refused: ${status}`);
}

/** A short summary in Arabic for layout checks (right to left), with a Latin drug name and numbers inside. */
export const ARABIC_LINES = [
  { english: "## Your medicines", translated: "## أدويتك" },
  { english: "- Take Aspirin 81 mg once a day.", translated: "- تناول Aspirin بجرعة 81 ملغ مرة واحدة يوميًا." },
  { english: "## When to get help", translated: "## متى تطلب المساعدة" },
  {
    english: "- Call 911 if the chest pain comes back.",
    translated: "- اتصل بالرقم 911 إذا عاد ألم الصدر.",
  },
];
