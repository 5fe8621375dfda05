import { beforeAll, describe, expect, inject, it } from "vitest";
import { INVALID_CURSOR } from "#core/summaries/list";
import { type Clinician, newClinician } from "../support/clinicians";
import { type SeededSummary, seedSummaries } from "../support/seed-summaries";
import { tableClient } from "../support/table";

const stack = inject("stack");
const HOUR = 3600 * 1000;

interface Row {
  id: string;
  [field: string]: unknown;
}

/** Every page of the caller's list, following `next` to the end. */
async function allPages(clinician: Clinician, limit?: number): Promise<{ pages: Row[][]; statuses: number[] }> {
  const pages: Row[][] = [];
  const statuses: number[] = [];
  let next: string | null = null;
  do {
    const query = new URLSearchParams();
    if (limit) query.set("limit", String(limit));
    if (next) query.set("next", next);
    const response = await clinician.call("GET", `/summaries?${query}`);
    statuses.push(response.status);
    pages.push(response.body.summaries);
    next = response.body.next;
  } while (next);
  return { pages, statuses };
}

describe("the summary list pages with a cursor", () => {
  let clinician: Clinician;
  let other: Clinician;
  let seeded: SeededSummary[];
  let live: SeededSummary[];

  beforeAll(async () => {
    clinician = await newClinician(stack, "pager");
    other = await newClinician(stack, "neighbour");
    seeded = await seedSummaries(tableClient(stack.dynamodbUrl), stack.tableName, clinician.sub, {
      count: 45,
      newestMs: Date.now() - HOUR,
      spacingMs: HOUR,
      sentEvery: 4,
      expiredEvery: 7,
    });
    live = seeded.filter((s) => !s.expired);
    await seedSummaries(tableClient(stack.dynamodbUrl), stack.tableName, other.sub, {
      count: 3,
      newestMs: Date.now() - HOUR,
      spacingMs: HOUR,
    });
  });

  it("answers 20 rows, newest first, with a cursor for the rest", async () => {
    const first = await clinician.call("GET", "/summaries");

    expect(first.status).toBe(200);
    expect(first.body.summaries.map((s: Row) => s.id)).toEqual(live.slice(0, 20).map((s) => s.id));
    expect(typeof first.body.next).toBe("string");
  });

  it("lists rows without the summary text, chat history, flags or files", async () => {
    const first = await clinician.call("GET", "/summaries?limit=5");

    for (const row of first.body.summaries as Row[]) {
      expect(Object.keys(row).sort()).toEqual(
        [
          "createdAt",
          "deliveryStatus",
          "expiresAt",
          "id",
          "openFlags",
          "originalFilename",
          "patientName",
          "sentAt",
          "status",
        ].sort(),
      );
    }
  });

  it("shows each row's delivery as the detail view does", async () => {
    const sent = live.find((s) => s.sent) as SeededSummary;
    const { pages } = await allPages(clinician, 100);
    const row = pages.flat().find((r) => r.id === sent.id);
    const detail = await clinician.call("GET", `/summaries/${sent.id}`);

    expect(row).toMatchObject({ sentAt: detail.body.summary.sentAt, deliveryStatus: "delivered", status: "ready" });
  });

  it("walks every live summary exactly once, skipping expired ones, and ends with no cursor", async () => {
    const { pages, statuses } = await allPages(clinician, 8);

    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(pages.flat().map((r) => r.id)).toEqual(live.map((s) => s.id));
    expect(pages.slice(0, -1).every((page) => page.length === 8)).toBe(true);
  });

  it("keeps the detail route returning the whole record", async () => {
    const detail = await clinician.call("GET", `/summaries/${live[0].id}`);

    expect(detail.body.summary.summaryContent).toContain("aspirin 81 mg");
    expect(detail.body.summary.chatHistory).toHaveLength(4);
    expect(detail.body.summary.flags).toEqual([{ kind: "dose", value: "81 mg" }]);
  });

  it.each([
    ["above 100", "limit=101"],
    ["zero", "limit=0"],
    ["not a number", "limit=twenty"],
  ])("refuses a limit %s with 422", async (_, query) => {
    const response = await clinician.call("GET", `/summaries?${query}`);

    expect(response.status).toBe(422);
    expect(response.body.error.fields).toHaveProperty("limit");
  });

  it.each([
    ["garbage", "%%%"],
    ["an edited cursor", "AAAA"],
    ["another key shape", Buffer.from(JSON.stringify({ pk: "USER#x", sk: "SUMMARY#y" })).toString("base64url")],
    ["far too long", "A".repeat(500)],
  ])("refuses %s as a cursor with 422 and the reload message", async (_, cursor) => {
    const response = await clinician.call("GET", `/summaries?next=${encodeURIComponent(cursor)}`);

    expect(response.status).toBe(422);
    if (cursor.length < 200) expect(response.body.error.message).toBe(INVALID_CURSOR);
  });

  it("never pages into another clinician's summaries with their cursor", async () => {
    const first = await clinician.call("GET", "/summaries?limit=2");

    const borrowed = await other.call("GET", `/summaries?next=${first.body.next}`);

    expect(borrowed.status).toBe(200);
    const ownIds = new Set(seeded.map((s) => s.id));
    expect(borrowed.body.summaries.some((r: Row) => ownIds.has(r.id))).toBe(false);
  });
});
