import { describe, expect, it } from "vitest";
import { followUpTime } from "#core/delivery/follow-up-time";

const now = new Date("2026-11-21T10:00:00.000Z");
const hoursFromNow = (h: number) => Math.floor(now.getTime() / 1000) + h * 3600;

describe("when the feedback request goes out", () => {
  it("goes with the summary when the clinician chose 'immediately'", () => {
    expect(followUpTime(now, 0, hoursFromNow(72))).toBeNull();
  });

  it("waits the chosen time when the summary is kept longer", () => {
    expect(followUpTime(now, 24, hoursFromNow(72))).toBe("2026-11-22T10:00:00.000Z");
    expect(followUpTime(now, 72, undefined)).toBe("2026-11-24T10:00:00.000Z");
  });

  it("comes an hour before the summary is deleted when retention ends first", () => {
    expect(followUpTime(now, 72, hoursFromNow(48))).toBe("2026-11-23T09:00:00.000Z");
  });

  it("goes with the summary when even that hour is not left (retention of an hour)", () => {
    expect(followUpTime(now, 24, hoursFromNow(1))).toBeNull();
  });
});
