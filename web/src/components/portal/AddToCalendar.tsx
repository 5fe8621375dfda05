import type { ReactNode } from "react";
import type { PatientTexts } from "../../patient-language";
import type { LineMark } from "./ReadableSummary";
import type { AppointmentDate, FollowUp } from "./summary-plan";

/** The appointment's date as the patient's language writes it, with its time when the summary gives one. */
function shownDate(date: AppointmentDate, lang: string): string {
  const timed = date.hour !== undefined;
  const when = new Date(date.year, date.month - 1, date.day, date.hour ?? 0, date.minute ?? 0);
  return new Intl.DateTimeFormat(lang, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(timed ? { hour: "numeric", minute: "2-digit" } : {}),
  }).format(when);
}

const isPast = (date: AppointmentDate, today: Date) =>
  new Date(date.year, date.month - 1, date.day) < new Date(today.getFullYear(), today.getMonth(), today.getDate());

/**
 * A follow-up section with an "Add to calendar" button beside each appointment the summary dates (issue 25), and the
 * date it will add written out, so the patient sees the year read for a date written without one. An appointment
 * already past offers nothing. The file is written on the click, by a module loaded then (decision 413).
 */
export function FollowUps({
  heading,
  followUps,
  summaryId,
  texts,
  today = new Date(),
  mark,
}: {
  heading: ReactNode;
  followUps: FollowUp[];
  summaryId: string;
  texts: PatientTexts;
  today?: Date;
  /** The reading tools' attributes for a follow-up's line (ReadableSummary). */
  mark?: LineMark;
}) {
  const { t } = texts;
  const add = async (followUp: FollowUp, index: number, date: AppointmentDate) => {
    const { saveCalendarFile } = await import("./calendar-file");
    const day = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
    saveCalendarFile(
      {
        uid: `${summaryId}-${index}@portal.clearnote`,
        title: followUp.title,
        description: `${t("act.calendarNote")}: ${followUp.text}`,
        date,
        stamp: new Date(),
      },
      `appointment-${day}.ics`,
    );
  };
  return (
    <div className="summary-text follow-ups">
      <h3>{heading}</h3>
      <ul>
        {followUps.map((followUp, i) => {
          const date = followUp.date && !isPast(followUp.date, today) ? followUp.date : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <li key={i}>
              <span id={`follow-up-${i}`}>
                <span {...mark?.(followUp.line)}>{followUp.text}</span>
              </span>
              {date && (
                <span className="calendar-row" lang={texts.lang}>
                  <button
                    type="button"
                    className="button calendar-button"
                    aria-describedby={`follow-up-${i}`}
                    onClick={() => void add(followUp, i, date)}
                  >
                    <svg className="calendar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM12 12v5M9.5 14.5h5" />
                    </svg>
                    {t("act.addToCalendar")}
                  </button>
                  <span className="calendar-date">{shownDate(date, texts.lang)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
