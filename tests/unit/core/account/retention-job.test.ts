import { describe, expect, it } from "vitest";
import { applyRetention, newRetentionJob, retentionCutoffMs } from "#core/account/retention-job";
import { fixedClock } from "#tests/fakes/memory-account-store";
import { MemoryRetentionStore } from "#tests/fakes/memory-retention-store";

const NOW = "2026-11-21T12:00:00.000Z";
const clock = fixedClock(NOW);
const HOUR = 3600 * 1000;
const nowMs = Date.parse(NOW);
const SEVEN_DAYS = { retentionHours: 168 as const, autoDeleteEnabled: true };
const ONE_DAY = { retentionHours: 24 as const, autoDeleteEnabled: true };
const NEVER = { retentionHours: null, autoDeleteEnabled: false };

/** `count` live records created 10 minutes apart before now, stamped under 7 days, and a job to 1 day. */
function storeWith(count: number, jobId = "01job-b") {
  const store = new MemoryRetentionStore();
  for (let n = 0; n < count; n++) {
    const createdMs = nowMs - (n + 1) * 10 * 60_000;
    store.records.push({
      sk: `SUMMARY#${String(n).padStart(5, "0")}`,
      createdAt: new Date(createdMs).toISOString(),
      expiresAt: Math.floor(createdMs / 1000) + 168 * 3600,
    });
  }
  store.jobs.set("sub", newRetentionJob(jobId, SEVEN_DAYS, ONE_DAY, undefined, new Date(NOW)));
  return store;
}

const expectedExpiry = (createdAt: string, hours: number) => Math.floor(Date.parse(createdAt) / 1000) + hours * 3600;

describe("the retention job", () => {
  it("stamps every record page by page with its expiry under the new setting, and ends done", async () => {
    const store = storeWith(250);

    const outcome = await applyRetention(store, "sub", "01job-b", clock);

    expect(outcome).toBe("done");
    for (const r of store.records) expect(r.expiresAt).toBe(expectedExpiry(r.createdAt, 24));
    expect(await store.getJob("sub")).toMatchObject({ state: "done", total: 250, done: 250 });
  });

  it("resumes after a failure from the last page it saved, and ends with every record stamped once", async () => {
    const store = storeWith(250);
    store.failAfterPages = 1;
    await expect(applyRetention(store, "sub", "01job-b", clock)).rejects.toThrow("unavailable");
    const saved = await store.getJob("sub");
    store.failAfterPages = Number.POSITIVE_INFINITY;

    await applyRetention(store, "sub", "01job-b", clock);

    expect(saved).toMatchObject({ state: "applying", done: 100, total: 250 });
    expect(store.pagesStamped).toBe(3);
    for (const r of store.records) expect(r.expiresAt).toBe(expectedExpiry(r.createdAt, 24));
  });

  it("stops when a later change replaced it, leaving the later job's stamps", async () => {
    const store = storeWith(10);
    store.jobs.set("sub", newRetentionJob("01job-c", ONE_DAY, NEVER, undefined, new Date(NOW)));
    store.records[0].retentionJobId = "01job-c";
    store.records[0].expiresAt = undefined;

    const outcome = await applyRetention(store, "sub", "01job-b", clock);

    expect(outcome).toBe("superseded");
    expect(store.records[0].expiresAt).toBeUndefined();
  });

  it("never brings back a record that had already expired", async () => {
    const store = storeWith(3);
    store.records[2].expiresAt = Math.floor(nowMs / 1000) - 60;
    store.jobs.set("sub", newRetentionJob("01job-b", ONE_DAY, NEVER, undefined, new Date(NOW)));

    await applyRetention(store, "sub", "01job-b", clock);

    expect(store.records.map((r) => r.expiresAt)).toEqual([undefined, undefined, Math.floor(nowMs / 1000) - 60]);
  });
});

describe("what reads show while and after a retention change", () => {
  it("hides records past the new, shorter period at once, before any is re-stamped", () => {
    const job = newRetentionJob("01job", SEVEN_DAYS, ONE_DAY, undefined, new Date(NOW));

    expect(retentionCutoffMs(ONE_DAY, job, nowMs)).toBe(nowMs - 24 * HOUR);
  });

  it("never shows again what the earlier, shorter period had removed when the period grows", () => {
    const job = newRetentionJob("01job", ONE_DAY, SEVEN_DAYS, undefined, new Date(NOW));

    expect(retentionCutoffMs(SEVEN_DAYS, job, nowMs + HOUR)).toBe(nowMs - 24 * HOUR);
  });

  it("keeps that floor through later changes, until the period in force passes it", () => {
    const first = newRetentionJob("01a", ONE_DAY, NEVER, undefined, new Date(NOW));
    const second = newRetentionJob("01b", NEVER, SEVEN_DAYS, first, new Date(nowMs + HOUR));

    expect(retentionCutoffMs(SEVEN_DAYS, second, nowMs + 2 * HOUR)).toBe(nowMs - 24 * HOUR);
    expect(retentionCutoffMs(SEVEN_DAYS, second, nowMs + 10 * 24 * HOUR)).toBe(nowMs + 3 * 24 * HOUR);
  });

  it("hides nothing by age when auto-delete is off and was never on", () => {
    expect(retentionCutoffMs(NEVER, undefined, nowMs)).toBe(0);
  });
});
