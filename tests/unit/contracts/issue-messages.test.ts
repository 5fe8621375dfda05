import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { en } from "zod/v4/locales";
import { contactRequestSchema } from "#contracts/contact";
import { feedbackRequestSchema, sendSummaryRequestSchema } from "#contracts/delivery";
import { issueMessage } from "#contracts/issue-messages";
import { confirmFlagsSchema, versionsQuerySchema } from "#contracts/review";
import { profileUpdateSchema, settingsUpdateSchema } from "#contracts/settings";
import { createSummaryRequestSchema, listSummariesQuerySchema } from "#contracts/summaries";
import { createTranscriptionRequestSchema } from "#contracts/transcriptions/create";
import { notesEditSchema } from "#contracts/transcriptions/notes";
import { publicRoute } from "#http/preset";
import { apiEvent, lambdaContext, parse } from "../../support/events";

/** What classic zod answered for the same issue: its English locale, which zod/mini does not load. */
const english = en().localeError;
const messages = (schema: z.ZodMiniType, input: unknown, error: z.core.$ZodErrorMap) =>
  schema.safeParse(input, { error }).error?.issues.map((i) => [i.path.join("."), i.message]);

const cases: Array<[string, z.ZodMiniType, unknown]> = [
  ["body not an object", sendSummaryRequestSchema, "x"],
  ["missing and wrongly typed fields", sendSummaryRequestSchema, { patientEmail: 5, followUp: "yes" }],
  [
    "too long email and a bad uuid",
    sendSummaryRequestSchema,
    { patientEmail: `${"a".repeat(250)}@b.co`, idempotencyKey: "x" },
  ],
  [
    "numbers out of range and not whole",
    feedbackRequestSchema,
    { session: "", clarityRating: 1.5, overallRating: 11, usedChatbox: "maybe" },
  ],
  ["string too long", feedbackRequestSchema, { session: "x".repeat(101), comment: "x".repeat(5001) }],
  ["array too short and too long", confirmFlagsSchema, { revision: 1, flags: Array(51).fill("") }],
  ["unrecognized keys", settingsUpdateSchema, { summaryTemplate: "x", admin: true, root: 1 }],
  ["one unrecognized key", profileUpdateSchema, { displayName: "x", admin: true }],
  ["enum and literal", settingsUpdateSchema, { followUpDelay: "1w", retentionHours: 2 }],
  ["regex and string limits", createSummaryRequestSchema, { files: [{ key: "x".repeat(501), name: "" }] }],
  ["query coercion", listSummariesQuerySchema, { limit: "ten", next: "x".repeat(201) }],
  ["query revision", versionsQuerySchema, { revision: "0" }],
  ["contact literals and enums", contactRequestSchema, { country: "xx", consentContact: "yes", phone: 5 }],
  [
    "transcription numbers",
    createTranscriptionRequestSchema,
    { patientName: "P", fileName: "a.mp3", size: -1, durationSeconds: "long" },
  ],
  ["nested arrays", notesEditSchema, { sections: [{ heading: " ", sentences: [{ text: "t", segmentIds: ["x"] }] }] }],
];

describe("issue messages (zod/mini carries no locale)", () => {
  it.each(cases)("answers classic zod's English texts: %s", (_name, schema, input) => {
    const ours = messages(schema, input, issueMessage);

    expect(ours?.length).toBeGreaterThan(0);
    expect(ours).toEqual(messages(schema, input, english));
  });

  it("keeps the schema's own message before the English default", () => {
    expect(messages(sendSummaryRequestSchema, { patientEmail: " ", idempotencyKey: "x" }, issueMessage)).toEqual([
      ["patientEmail", "Please enter the patient's email address."],
      ["patientEmail", "Please enter a valid email address."],
      ["idempotencyKey", "Invalid UUID"],
    ]);
  });

  it("puts the English text in the 422 body of a route", async () => {
    const handler = publicRoute(z.object({ name: z.string().check(z.maxLength(3)) }), async () => ({}));

    const result = parse(await handler(apiEvent("post-template.json", { body: { name: "long" } }), lambdaContext));

    expect(result.status).toBe(422);
    expect(result.body.error).toEqual({
      code: "invalid_input",
      message: "Too big: expected string to have <=3 characters",
      fields: { name: "Too big: expected string to have <=3 characters" },
    });
  });
});
