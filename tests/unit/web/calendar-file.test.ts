import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, escapeText, foldLine } from "#web/components/portal/calendar-file";

const EVENT: CalendarEvent = {
  uid: "01summary-1@portal.clearnote",
  title: "Cardiology clinic with Dr. Patel on April 14, 2026 at 9:30 am",
  description: "From your visit summary: Cardiology clinic with Dr. Patel on April 14, 2026 at 9:30 am.",
  date: { year: 2026, month: 4, day: 14, hour: 9, minute: 30 },
  stamp: new Date("2026-03-02T10:04:05.000Z"),
};

/** The file's logical lines: continuations joined again (RFC 5545 3.1). */
const unfolded = (file: string) => file.replace(/\r\n /g, "").split("\r\n");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("an appointment as an iCalendar file (RFC 5545)", () => {
  it("ends every line with CRLF, the last one too", () => {
    const file = calendarFile(EVENT);

    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("is one VCALENDAR of version 2.0 with a PRODID and one VEVENT", () => {
    const lines = unfolded(calendarFile(EVENT));

    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("carries the UID it is given and the stamp in UTC", () => {
    const lines = unfolded(calendarFile(EVENT));

    expect(lines).toContain("UID:01summary-1@portal.clearnote");
    expect(lines).toContain("DTSTAMP:20260302T100405Z");
  });

  it("writes a time as local floating time, with no end the summary does not give", () => {
    const lines = unfolded(calendarFile(EVENT));

    expect(lines).toContain("DTSTART:20260414T093000");
    expect(lines.some((l) => l.startsWith("DTEND"))).toBe(false);
  });

  it("writes a date without a time as an all-day event that ends the next day", () => {
    const lines = unfolded(calendarFile({ ...EVENT, date: { year: 2026, month: 12, day: 31 } }));

    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
  });

  it("escapes backslash, semicolon, comma and newline in text", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("escapes the title it writes", () => {
    expect(unfolded(calendarFile(EVENT))).toContain(
      "SUMMARY:Cardiology clinic with Dr. Patel on April 14\\, 2026 at 9:30 am",
    );
  });

  it("folds a line longer than 75 octets, each continuation starting with a space", () => {
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`).split("\r\n");

    expect(folded.length).toBe(3);
    for (const line of folded) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.join("").replace(/ /g, "")).toBe(`DESCRIPTION:${"x".repeat(200)}`);
  });

  it("never folds inside a character of several octets", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;

    const folded = foldLine(line).split("\r\n");

    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  it("leaves a line of exactly 75 octets whole", () => {
    const line = `SUMMARY:${"y".repeat(67)}`;

    expect(foldLine(line)).toBe(line);
  });

  it("reminds the patient the day before", () => {
    const lines = unfolded(calendarFile(EVENT));

    expect(lines).toContain("BEGIN:VALARM");
    expect(lines).toContain("TRIGGER:-P1D");
  });
});
