import { describe, expect, it } from "vitest";
import { sendSummaryRequestSchema } from "#contracts/delivery";
import { uploadRequestSchema } from "#contracts/summaries";
import { createTemplateRequestSchema } from "#contracts/templates";

const unprintable = [
  ["a line break", "Cardio\nletter"],
  ["a NUL", "Cardio\u0000letter"],
  ["a right-to-left override", "Cardio\u202Eputter"],
  ["a zero-width space", "Cardio\u200Bletter"],
  ["a zero-width no-break space", "Cardio\uFEFFletter"],
  ["a lone high surrogate", "Cardio\uD83Dletter"],
  ["a lone low surrogate", "Cardio\uDC00"],
];

describe("one-line fields", () => {
  it.each(unprintable)("refuse a template name with %s", (_, name) => {
    const parsed = createTemplateRequestSchema.safeParse({ name, content: "## Section" });

    expect(parsed.error?.issues[0]?.message).toBe(
      "Template names cannot contain control or text-direction characters.",
    );
  });

  it.each(unprintable)("refuse a file name with %s", (_, name) => {
    expect(uploadRequestSchema.safeParse({ files: [{ name: `${name}.pdf`, size: 10 }] }).success).toBe(false);
  });

  it("refuses a patient address with a right-to-left override", () => {
    const parsed = sendSummaryRequestSchema.safeParse({
      patientEmail: "jane\u202E@example.com",
      idempotencyKey: "7b0f7c7e-8a53-4a4f-9d0a-3c0b8f1d2e4a",
    });

    expect(parsed.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });

  it("refuses a patient address with a lone surrogate", () => {
    const parsed = sendSummaryRequestSchema.safeParse({
      patientEmail: "jane\uD800@example.com",
      idempotencyKey: "7b0f7c7e-8a53-4a4f-9d0a-3c0b8f1d2e4a",
    });

    expect(parsed.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });

  it("accepts names in any script, with accents and emoji", () => {
    expect(createTemplateRequestSchema.safeParse({ name: "Résumé – 心臓 🫀", content: "x" }).success).toBe(true);
  });
});
