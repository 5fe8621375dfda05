import type { ReactNode } from "react";
import type { PatientTexts } from "../../patient-language";
import { SummaryText } from "../SummaryText";
import { FollowUps } from "./AddToCalendar";
import type { WarningSign } from "./HelpCard";
import { MedicineSchedule } from "./MedicineSchedule";
import type { LineMark } from "./ReadableSummary";
import { followUpsOf, medicinePlan, type PlanSection, splitPlanSections } from "./summary-plan";

/** A section's heading, through the reading tools' renderer when there is one. */
const headingOf = (section: PlanSection, inline?: (text: string, line: number) => ReactNode): ReactNode =>
  inline && section.headingLine !== null ? inline(section.heading ?? "", section.headingLine) : section.heading;

/**
 * The lines of the summary's "When to get help" sections, as written: the help card's warning signs, each with its
 * line in the whole text (the reading tools' sentences, so Listen and a chat answer's sources reach the card).
 */
export const warningSignsOf = (text: string): WarningSign[] =>
  splitPlanSections(text)
    .filter((s) => s.kind === "warnings")
    .flatMap((s) => s.lines.map((sign, i) => ({ text: sign, line: s.lineAt[i] })));

/**
 * The English summary drawn for acting on it (issue 25): its medicines as a schedule, its dated follow-ups with "Add
 * to calendar", every other section as the plain renderer draws it. The warning signs are left out here because the
 * help card above shows them (`warningSignsOf`), so nothing is said twice and nothing is lost.
 */
export function ActSummary({
  text,
  summaryId,
  writtenAt,
  texts,
  inline,
  mark,
}: {
  text: string;
  summaryId: string;
  writtenAt: string;
  texts: PatientTexts;
  /** Draws a plain section's line by its number in the whole text (the reading tools' sentences, issue 25). */
  inline?: (text: string, line: number) => ReactNode;
  /** The attributes of a line drawn whole (a medicine's row, a follow-up), by its number in the whole text. */
  mark?: LineMark;
}) {
  const written = new Date(writtenAt);
  return (
    <div className="act-summary">
      {splitPlanSections(text).map((section, i) => {
        const key = `${i}-${section.kind}`;
        if (section.kind === "warnings") return null;
        if (section.kind === "medicines" && section.heading)
          return (
            <MedicineSchedule
              key={key}
              heading={headingOf(section, inline)}
              plan={medicinePlan(section)}
              texts={texts}
              mark={mark}
            />
          );
        if (section.kind === "followups" && section.heading)
          return (
            <FollowUps
              key={key}
              heading={headingOf(section, inline)}
              followUps={followUpsOf(section, written)}
              mark={mark}
              summaryId={summaryId}
              texts={texts}
            />
          );
        const headed = section.headingLine !== null;
        // A line of the section as drawn, back to its line in the whole text.
        const lineOf = (line: number) =>
          headed
            ? line === 0
              ? (section.headingLine as number)
              : section.bodyStart + line - 1
            : section.bodyStart + line;
        return (
          <SummaryText
            key={key}
            text={headed ? `## ${section.heading}\n${section.body}` : section.body}
            inline={inline && ((shown, line) => inline(shown, lineOf(line)))}
          />
        );
      })}
    </div>
  );
}
