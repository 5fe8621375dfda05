import { describe, expect, it } from "vitest";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import { acceptFlags, carryResolutions, openFlagCount } from "#core/claims/resolutions";

const AT = "2026-11-25T10:00:00.000Z";
const stop: ReviewFlag = { kind: "medication", value: "Stop taking: apixaban", verdict: "contradicted" };
const dose: ReviewFlag = { kind: "dose", value: "325 mg", verdict: "unsupported" };

describe("flags after a change", () => {
  it("resolves an open flag whose claim is gone as edited, by whom and when", () => {
    const next = carryResolutions([stop, dose], [dose], { by: "Dr Lee", at: AT });

    expect(next).toEqual([dose, { ...stop, resolution: { action: "edited", by: "Dr Lee", at: AT } }]);
  });

  it("resolves it as removed when the clinician took it out with Remove", () => {
    const next = carryResolutions([stop], [], { by: "Dr Lee", at: AT, removed: [flagKey(stop)] });

    expect(next[0].resolution?.action).toBe("removed");
  });

  it("keeps an acceptance while the same claim still stands", () => {
    const accepted = {
      ...dose,
      resolution: { action: "accepted" as const, reason: "Dose from the pharmacy", by: "Dr Lee", at: AT },
    };

    const next = carryResolutions([accepted], [dose], { by: null, at: "2026-11-25T11:00:00.000Z" });

    expect(next).toEqual([accepted]);
  });

  it("opens again a flag whose claim was edited out and is back", () => {
    const edited = { ...stop, resolution: { action: "edited" as const, by: "Dr Lee", at: AT } };

    const next = carryResolutions([edited], [stop], { by: "Dr Lee", at: AT });

    expect(next).toEqual([stop]);
  });

  it("opens a flag the change newly raised", () => {
    const next = carryResolutions([], [stop], { by: "Dr Lee", at: AT });

    expect(openFlagCount(next)).toBe(1);
  });

  it("keeps resolved flags whose claim is gone as the record of review", () => {
    const accepted = { ...dose, resolution: { action: "accepted" as const, reason: "Checked", by: "Dr Lee", at: AT } };

    const next = carryResolutions([accepted], [], { by: "Dr Lee", at: AT });

    expect(next).toEqual([accepted]);
  });

  it("reads a flag accepted before issue 18 (confirmedAt) as resolved", () => {
    const old: ReviewFlag = { kind: "number", value: "3", confirmedAt: AT, confirmedBy: "Dr Lee" };

    expect(openFlagCount(carryResolutions([old], [{ kind: "number", value: "3" }], { by: null, at: AT }))).toBe(0);
  });
});

describe("accepting flags", () => {
  it("records the reason, who and when on each flag named", () => {
    const { flags, changed } = acceptFlags([stop, dose], [flagKey(dose)], {
      reason: "Matches the chart",
      by: "Dr Lee",
      at: AT,
    });

    expect(changed).toBe(true);
    expect(flags[1].resolution).toEqual({ action: "accepted", reason: "Matches the chart", by: "Dr Lee", at: AT });
    expect(flags[0].resolution).toBeUndefined();
  });

  it("changes nothing for a flag already resolved", () => {
    const done = { ...dose, resolution: { action: "edited" as const, by: "Dr Lee", at: AT } };

    expect(acceptFlags([done], [flagKey(done)], { reason: "x", by: null, at: AT }).changed).toBe(false);
  });
});
