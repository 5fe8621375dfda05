import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { MISSING_REQUIRED } from "#contracts/contact-options";
import { OPERATOR_EMAIL, SENDER_EMAIL } from "../../infra/local/stack";
import { tableClient } from "../support/table";

const stack = inject("stack");
const db = tableClient(stack.dynamodbUrl);
const DAY = 86_400;

function enquiry(overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8);
  return {
    firstName: "Dana",
    lastName: `Rivera-${marker}`,
    email: `dana.${marker}@clinic.example`,
    phone: "+1 555 0100",
    companyName: "Harbor Family Practice",
    jobTitle: "Practice manager",
    country: "us",
    reason: "demo",
    message: `We are 6 clinicians and would like a demo. <b>ref ${marker}</b>`,
    consentContact: true,
    consentPrivacy: true,
    ...overrides,
  };
}

/** Each test posts from its own address, so the route's per-address limit of one test never touches another. */
async function postContact(body: unknown, ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const response = await fetch(`${stack.apiUrl}/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

interface CapturedEmail {
  subject: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

async function mailMentioning(marker: string): Promise<CapturedEmail[]> {
  const store = (await fetch(`${stack.sesUrl}/store`).then((r) => r.json())) as { emails: CapturedEmail[] };
  return store.emails.filter((e) => e.subject.includes(marker));
}

describe("POST /contact", () => {
  it("stores the enquiry with a 90-day expiry and answers 201 with its reference", async () => {
    const body = enquiry();
    const before = Math.floor(Date.now() / 1000);

    const result = await postContact(body);

    expect(result.status).toBe(201);
    const { Item } = await db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.contactEnquiry(result.body.id) }),
    );
    expect(Item).toMatchObject({
      entity: "contactEnquiry",
      email: body.email,
      companyName: "Harbor Family Practice",
      reason: "demo",
      consentContact: true,
      consentPrivacy: true,
    });
    expect(Item?.expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY);
    expect(Item?.expiresAt).toBeLessThanOrEqual(before + 90 * DAY + 60);
    expect(Item?.emailedAt).toEqual(expect.any(String));
  });

  it("emails the operator address, not the no-reply sender, with Reply-To the enquirer", async () => {
    const body = enquiry();

    await postContact(body);

    const [mail] = await mailMentioning(body.lastName);
    expect(mail.destination.to).toEqual([OPERATOR_EMAIL]);
    expect(OPERATOR_EMAIL).not.toBe(SENDER_EMAIL);
    expect(mail.from).toContain(SENDER_EMAIL);
    expect(mail.replyTo).toEqual([body.email]);
  });

  it("emails the operator every field, with the visitor's text escaped", async () => {
    const body = enquiry();

    await postContact(body);

    const mail = await mailMentioning(body.lastName);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`New enquiry (Request a demo) from Dana ${body.lastName}, Harbor Family Practice`);
    expect(mail[0].body.text).toContain(`Email: ${body.email}`);
    expect(mail[0].body.text).toContain("Phone: +1 555 0100");
    expect(mail[0].body.text).toContain("Country: United States");
    expect(mail[0].body.html).toContain("&lt;b&gt;ref");
    expect(mail[0].body.html).not.toContain("<b>ref");
  });

  it("refuses an enquiry without both consents with the spec's text and emails nobody", async () => {
    const body = enquiry({ consentPrivacy: false });

    const result = await postContact(body);

    expect(result.status).toBe(422);
    expect(result.body.error.message).toBe(MISSING_REQUIRED);
    expect(result.body.error.fields).toHaveProperty("consentPrivacy");
    expect(await mailMentioning(body.lastName)).toHaveLength(0);
  });

  it("refuses an enquiry without a company name", async () => {
    const result = await postContact(enquiry({ companyName: "   " }));

    expect(result.status).toBe(422);
    expect(result.body.error.fields).toHaveProperty("companyName", MISSING_REQUIRED);
  });

  it("refuses a reason that is not one of the form's options", async () => {
    const result = await postContact(enquiry({ reason: "lottery" }));

    expect(result.status).toBe(422);
    expect(result.body.error.fields).toHaveProperty("reason");
  });

  it("limits one address to 5 enquiries a minute", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postContact(enquiry(), ip)).status);

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
