import { describe, expect, it } from "vitest";
import { expiresAtFor, isLive, retentionChanged } from "#core/records/retention";

const created = Date.parse("2026-11-21T10:00:00.000Z");
const createdSeconds = created / 1000;

describe("retention", () => {
  it("expires an item the labelled number of hours after creation", () => {
    expect(expiresAtFor(created, { retentionHours: 72, autoDeleteEnabled: true })).toBe(createdSeconds + 72 * 3600);
  });

  it("treats 1 as one hour, not one day (decisions.md item 1)", () => {
    expect(expiresAtFor(created, { retentionHours: 1, autoDeleteEnabled: true })).toBe(createdSeconds + 3600);
  });

  it("keeps items forever when retention is Never", () => {
    expect(expiresAtFor(created, { retentionHours: null, autoDeleteEnabled: true })).toBeUndefined();
  });

  it("keeps items forever when auto-delete is off", () => {
    expect(expiresAtFor(created, { retentionHours: 24, autoDeleteEnabled: false })).toBeUndefined();
  });

  it("hides an item from the second it expires", () => {
    const expiresAt = createdSeconds + 3600;
    expect(isLive({ expiresAt }, (expiresAt - 1) * 1000)).toBe(true);
    expect(isLive({ expiresAt }, expiresAt * 1000)).toBe(false);
  });

  it("shows an item without expiry", () => {
    expect(isLive({}, Date.now())).toBe(true);
  });

  it("notices a change of period or of the switch", () => {
    const base = { retentionHours: 72 as const, autoDeleteEnabled: true };
    expect(retentionChanged(base, { ...base })).toBe(false);
    expect(retentionChanged(base, { ...base, retentionHours: 24 })).toBe(true);
    expect(retentionChanged(base, { ...base, autoDeleteEnabled: false })).toBe(true);
  });
});
