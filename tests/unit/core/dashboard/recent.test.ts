import { describe, expect, it } from "vitest";
import { RECENT_KEPT, type RecentRow, recentAfter, visibleRecent } from "#core/dashboard/recent";

const NOW = Date.parse("2026-11-27T12:00:00.000Z");
const nowSec = Math.floor(NOW / 1000);

/** Row `n` is the n-th newest: ids sort by creation as ULIDs do. */
const row = (n: number, fields: Partial<RecentRow> = {}): RecentRow => ({
  id: `01J${String(100 - n).padStart(3, "0")}`,
  createdAt: new Date(NOW - n * 3600_000).toISOString(),
  status: "ready",
  ...fields,
});
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => row(from + i));

describe("the dashboard's kept recent rows", () => {
  it("puts a new record first and lets the oldest of a full set go", () => {
    const kept = rows(RECENT_KEPT, 1);

    const next = recentAfter(kept, row(0).id, row(0), NOW);

    expect(next).toEqual([row(0), ...kept.slice(0, RECENT_KEPT - 1)]);
  });

  it("leaves a full set alone for a record older than all it keeps", () => {
    const kept = rows(RECENT_KEPT);
    const older = row(RECENT_KEPT + 3);

    expect(recentAfter(kept, older.id, older, NOW)).toBeUndefined();
  });

  it("keeps every record while fewer than it keeps exist, in order", () => {
    const kept = [row(0), row(4)];

    expect(recentAfter(kept, row(2).id, row(2), NOW)).toEqual([row(0), row(2), row(4)]);
  });

  it("replaces a kept row whose status changed, and changes nothing for the same row again", () => {
    const kept = rows(3);
    const sent = row(1, { sentAt: "2026-11-27T11:00:00.000Z" });

    const next = recentAfter(kept, sent.id, sent, NOW);

    expect(next).toEqual([row(0), sent, row(2)]);
    expect(recentAfter(next as RecentRow[], sent.id, sent, NOW)).toBeUndefined();
  });

  it("asks for a read of the table when a kept record is deleted, and for nothing when another is", () => {
    const kept = rows(RECENT_KEPT);

    expect(recentAfter(kept, row(3).id, undefined, NOW)).toBe("refill");
    expect(recentAfter(kept, row(RECENT_KEPT + 2).id, undefined, NOW)).toBeUndefined();
  });

  it("treats a kept record re-stamped to expire as deleted", () => {
    const kept = rows(3);

    expect(recentAfter(kept, row(1).id, row(1, { expiresAt: nowSec - 1 }), NOW)).toBe("refill");
  });
});

describe("what the dashboard shows of the kept rows", () => {
  it("shows the newest live rows inside the retention cutoff", () => {
    const kept = [row(0, { expiresAt: nowSec - 5 }), row(1), row(2), row(3), row(30)];

    expect(visibleRecent(kept, 3, NOW, NOW - 24 * 3600_000)).toEqual([row(1), row(2), row(3)]);
  });

  it("asks for the query when expired rows of a full set leave fewer than shown", () => {
    const kept = rows(RECENT_KEPT).map((r, i) => (i < RECENT_KEPT - 1 ? { ...r, expiresAt: nowSec - 1 } : r));

    expect(visibleRecent(kept, 3, NOW, 0)).toBeUndefined();
  });

  it("answers alone when the retention cutoff hides rows, since every older record is hidden too", () => {
    const kept = rows(RECENT_KEPT);

    expect(visibleRecent(kept, 3, NOW, NOW - 1.5 * 3600_000)).toEqual([row(0), row(1)]);
  });
});
