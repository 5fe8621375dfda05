import { describe, expect, it } from "vitest";
import { formatLong, formatShort, relativeTime } from "#contracts/format-date";
import { activityTrend, chatboxRate, monthKey, previousMonthKey, satisfaction } from "#core/dashboard/stats";

const now = new Date("2026-11-21T12:00:00.000Z");

describe("activity trend", () => {
  it("compares this month's activity with last month's summaries, rounded", () => {
    expect(activityTrend(5, 4)).toBe("+25%");
    expect(activityTrend(2, 3)).toBe("-33%");
  });

  it("shows +100% with activity after an empty month, and 0% without", () => {
    expect(activityTrend(3, 0)).toBe("+100%");
    expect(activityTrend(0, 0)).toBe("0%");
  });
});

describe("patient satisfaction", () => {
  it("averages the overall ratings to one decimal out of 10", () => {
    expect(satisfaction({ sum: 27, count: 3 })).toEqual({ value: "9.0/10", label: "+Excellent", score: 9 });
  });

  it.each([
    [{ sum: 8, count: 1 }, "+Good"],
    [{ sum: 13, count: 2 }, "Fair"],
    [{ sum: 5, count: 1 }, "Needs improvement"],
  ])("labels %j as %s", (ratings, label) => {
    expect(satisfaction(ratings).label).toBe(label);
  });

  it("says N/A and No data without ratings", () => {
    expect(satisfaction({ sum: 0, count: 0 })).toEqual({ value: "N/A", label: "No data", score: null });
  });
});

describe("chatbox interaction rate", () => {
  it("is the share of delivered summaries whose patients chatted", () => {
    expect(chatboxRate(8, 3)).toBe("38%");
  });

  it("is N/A before anything was delivered", () => {
    expect(chatboxRate(0, 0)).toBe("N/A");
  });
});

describe("months", () => {
  it("names this and the previous calendar month, across a year", () => {
    expect(monthKey(now)).toBe("2026-11");
    expect(previousMonthKey(new Date("2026-01-05T00:00:00.000Z"))).toBe("2025-12");
  });
});

describe("times", () => {
  it("says 'Less than 1 hour ago', then hours up to 23, then days", () => {
    expect(relativeTime("2026-11-21T11:30:00.000Z", now)).toBe("Less than 1 hour ago");
    expect(relativeTime("2026-11-21T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-20T13:00:00.000Z", now)).toBe("23 hours ago");
    expect(relativeTime("2026-11-19T12:00:00.000Z", now)).toBe("2 days ago");
  });

  it("formats 'MMM d, HH:mm' and 'MMM d, yyyy HH:mm'", () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatShort("", local)).toBe("Nov 21, 09:05");
    expect(formatLong("", local)).toBe("Nov 21, 2026 09:05");
  });
});
