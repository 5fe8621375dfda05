import { beforeAll, describe, expect, inject, it } from "vitest";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { seedSummaries } from "../support/seed-summaries";
import { tableClient } from "../support/table";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");
/** The local stack reads the table's stream every half second, as Lambda's event source mapping polls it. */
const STREAM_WAIT = { timeout: 15_000, interval: 250 };
const unsentDrafts = (clinician: Clinician) => async () =>
  (await clinician.call("GET", "/dashboard")).body.stats.unsentDrafts as number;

describe("dashboard statistics", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "dashboard");
  });

  it("starts at zero for a new clinician", async () => {
    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats).toMatchObject({
      activityThisMonth: 0,
      activityTrend: "0%",
      unsentDrafts: 0,
      satisfaction: { value: "N/A", label: "No data" },
      chatboxRate: "N/A",
    });
  });

  it("counts a created summary atomically and lists it as recent", async () => {
    const files = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    await waitForSummary(clinician, body.summary.id);

    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.body.stats).toMatchObject({ activityThisMonth: 1, activityTrend: "+100%" });
    expect(dashboard.body.recent[0]).toMatchObject({ id: body.summary.id, when: "Less than 1 hour ago" });
  });

  it("counts the finished summary among unsent drafts once the table's stream has counted it", async () => {
    await expect.poll(unsentDrafts(clinician), STREAM_WAIT).toBe(1);
  });
});

describe("dashboard from counters and projections", () => {
  const HOUR = 3600 * 1000;

  it("counts unsent drafts of the last 3 days only, exact to the millisecond from the table's stream", async () => {
    const clinician = await newClinician(stack, "busy");
    const seeded = await seedSummaries(tableClient(stack.dynamodbUrl), stack.tableName, clinician.sub, {
      count: 40,
      newestMs: Date.now() - HOUR,
      spacingMs: 2 * HOUR + 7 * 60_000,
      sentEvery: 3,
    });
    const threeDaysAgo = Date.now() - 72 * HOUR;
    const unsentRecent = seeded.filter((s) => !s.sent && Date.parse(s.createdAt) >= threeDaysAgo);

    await expect.poll(unsentDrafts(clinician), STREAM_WAIT).toBe(unsentRecent.length);
  });

  it("lists the 3 newest live summaries, delivered or draft", async () => {
    const clinician = await newClinician(stack, "recent");
    const seeded = await seedSummaries(tableClient(stack.dynamodbUrl), stack.tableName, clinician.sub, {
      count: 12,
      newestMs: Date.now() - HOUR,
      spacingMs: 6 * HOUR,
      sentEvery: 3,
      expiredEvery: 2,
    });
    const live = seeded.filter((s) => !s.expired);

    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.body.recent.map((r: { id: string }) => r.id)).toEqual(live.slice(0, 3).map((s) => s.id));
    expect(dashboard.body.recent.map((r: { status: string }) => r.status)).toEqual(
      live.slice(0, 3).map((s) => (s.sent ? "delivered" : "draft")),
    );
  });

  it("still lists the 3 newest summaries when none is from the last 3 days", async () => {
    const clinician = await newClinician(stack, "quiet");
    const seeded = await seedSummaries(tableClient(stack.dynamodbUrl), stack.tableName, clinician.sub, {
      count: 5,
      newestMs: Date.now() - 10 * 24 * HOUR,
      spacingMs: 24 * HOUR,
    });

    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.body.stats.unsentDrafts).toBe(0);
    expect(dashboard.body.recent.map((r: { id: string }) => r.id)).toEqual(seeded.slice(0, 3).map((s) => s.id));
  });
});
