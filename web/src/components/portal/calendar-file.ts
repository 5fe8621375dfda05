import type { AppointmentDate } from "./summary-plan";

/**
 * One follow-up appointment as an iCalendar file (RFC 5545), written by hand: the npm libraries that write one carry
 * a validation library or Node's APIs, several times this module's size on a page with a JavaScript budget (decision
 * 413). Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); text values escape backslash,
 * semicolon, comma and newline. A date with a time is local "floating" time, as the summary says it (9:30 am where
 * the clinic is); a date alone is an all-day event. The appointment's length is not in the summary, so a timed event
 * has no end (RFC 5545 3.6.1: it ends when it starts) rather than an invented one.
 */
export interface CalendarEvent {
  /** Stable for the same appointment of the same summary, so adding it twice updates one event. */
  uid: string;
  title: string;
  description: string;
  date: AppointmentDate;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Backslash first, so the escapes it adds are not escaped again. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets, each continuation starting with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space is one of its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

const day = ({ year, month, day }: AppointmentDate) => `${pad(year, 4)}${pad(month)}${pad(day)}`;

function nextDay(date: AppointmentDate): string {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return `${pad(next.getUTCFullYear(), 4)}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

export function calendarFile(event: CalendarEvent): string {
  const { date } = event;
  const when =
    date.hour === undefined
      ? [`DTSTART;VALUE=DATE:${day(date)}`, `DTEND;VALUE=DATE:${nextDay(date)}`]
      : [`DTSTART:${day(date)}T${pad(date.hour)}${pad(date.minute ?? 0)}00`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ClearNote//Patient portal//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A reminder the day before, as a clinic's own booking letters give one.
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.title)}`,
    "TRIGGER:-P1D",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Hands the file to the browser: a phone offers to add it to its calendar, a computer saves it. */
export function saveCalendarFile(event: CalendarEvent, fileName: string): void {
  const url = URL.createObjectURL(new Blob([calendarFile(event)], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
