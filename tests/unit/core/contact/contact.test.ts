import { describe, expect, it } from "vitest";
import { contactRequestSchema } from "#contracts/contact";
import { MISSING_REQUIRED } from "#contracts/contact-options";
import { type ContactStore, ENQUIRY_NOT_SENT, type Enquiry, submitEnquiry } from "#core/contact/contact";
import { UpstreamFailed } from "#core/shared/errors";
import { fixedClock, sequentialIds } from "#tests/fakes/memory-account-store";

const valid = {
  firstName: "Dana",
  lastName: "Rivera",
  email: "dana@clinic.example",
  companyName: "Harbor Family Practice",
  consentContact: true,
  consentPrivacy: true,
} as const;

class MemoryContactStore implements ContactStore {
  readonly items = new Map<string, Enquiry & { emailedAt?: string }>();
  async save(enquiry: Enquiry) {
    this.items.set(enquiry.id, { ...enquiry });
  }
  async markEmailed(id: string, at: string) {
    const item = this.items.get(id);
    if (item) item.emailedAt = at;
  }
}

describe("contact request contract", () => {
  it("accepts the five required fields and both consents alone", () => {
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["firstName", "lastName", "email", "companyName"])("answers the spec's text when %s is blank", (field) => {
    const parsed = contactRequestSchema.safeParse({ ...valid, [field]: " " });

    expect(parsed.error?.issues[0]?.message).toBe(MISSING_REQUIRED);
  });

  it.each(["consentContact", "consentPrivacy"])("answers the spec's text when %s is not given", (field) => {
    const parsed = contactRequestSchema.safeParse({ ...valid, [field]: false });

    expect(parsed.error?.issues[0]?.message).toBe(MISSING_REQUIRED);
  });

  it("refuses a name carrying a line break (it goes into the email subject)", () => {
    expect(contactRequestSchema.safeParse({ ...valid, lastName: "Rivera\r\nBcc: x@example.com" }).success).toBe(false);
  });

  it("refuses fields the form does not have", () => {
    expect(contactRequestSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe("submitEnquiry", () => {
  const clock = fixedClock("2026-03-02T10:00:00.000Z");

  it("keeps the enquiry for 90 days and marks it emailed once the operator's email went out", async () => {
    const store = new MemoryContactStore();
    const sent: string[] = [];

    const enquiry = await submitEnquiry(
      {
        store,
        clock,
        ids: sequentialIds(),
        operatorEmail: "ops@clinic.example",
        mail: {
          sendEmail: async (to) => {
            sent.push(to);
            return "m-1";
          },
        },
      },
      valid,
    );

    expect(sent).toEqual(["ops@clinic.example"]);
    expect(enquiry.expiresAt).toBe(Date.parse("2026-05-31T10:00:00.000Z") / 1000);
    expect(store.items.get(enquiry.id)?.emailedAt).toBe("2026-03-02T10:00:00.000Z");
  });

  it("keeps the stored enquiry but tells the visitor to retry when the mail service fails", async () => {
    const store = new MemoryContactStore();
    const failingMail = {
      sendEmail: async () => {
        throw new Error("SES throttled");
      },
    };

    const attempt = submitEnquiry(
      { store, clock, ids: sequentialIds(), operatorEmail: "ops@clinic.example", mail: failingMail },
      valid,
    );

    await expect(attempt).rejects.toThrow(new UpstreamFailed(ENQUIRY_NOT_SENT));
    const [stored] = [...store.items.values()];
    expect(stored.companyName).toBe("Harbor Family Practice");
    expect(stored.emailedAt).toBeUndefined();
  });
});
