import type { PatientTexts } from "../../patient-language";
import type { LineMark } from "./ReadableSummary";

/** A line of the summary's warning signs, and its number in the whole text. */
export interface WarningSign {
  text: string;
  line: number;
}

/** The `tel:` link of a number as written, without its extension: "+1 (555) 123-4567 ext. 12" -> "tel:+15551234567". */
export function telHref(phone: string): string {
  const main = phone.trim().replace(/\s*(?:ext\.?|x)\s*[0-9]+$/i, "");
  return `tel:${main.startsWith("+") ? "+" : ""}${main.replace(/\D/g, "")}`;
}

/** A handset, drawn inline: the portal loads no icon set. */
function PhoneIcon() {
  return (
    <svg className="call-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/**
 * The warning signs of the summary and what to do, first on the page, with the numbers to call a tap away (issue 25):
 * the emergency number the practice chose, and the practice's own phone when its Settings give one. `signs` are the
 * lines of the summary's "When to get help" as written; none when the summary shown is a translation whose sections
 * cannot be told apart (decision 411): the card then points to the summary below. The signs are English, whatever
 * the page's language (a translated page showing its English original).
 */
export function HelpCard({
  signs,
  emergencyNumber,
  practicePhone,
  texts,
  mark,
}: {
  signs: WarningSign[] | null;
  emergencyNumber: string;
  practicePhone: string | null;
  texts: PatientTexts;
  /** Makes each sign its sentences' target: read aloud, and shown by a chat answer's source link (issue 25). */
  mark?: LineMark;
}) {
  const { t } = texts;
  return (
    <section className="help-card" aria-labelledby="help-card-title">
      <h2 id="help-card-title">{t("act.helpTitle")}</h2>
      {signs === null ? (
        <p>{t("act.helpInSummary")}</p>
      ) : (
        signs.length > 0 && (
          <ul className="help-signs" lang="en" dir="ltr">
            {signs.map((sign) => (
              <li key={sign.line} {...mark?.(sign.line)}>
                {sign.text}
              </li>
            ))}
          </ul>
        )
      )}
      <div className="help-calls">
        <a className="call call-emergency" href={telHref(emergencyNumber)}>
          <PhoneIcon />
          {t("act.callEmergency", { number: emergencyNumber })}
        </a>
        {practicePhone && (
          <a className="call call-practice" href={telHref(practicePhone)}>
            <PhoneIcon />
            {/* Its spaces do not break, so a narrow screen wraps before the number, never inside it. */}
            {t("act.callPractice", { phone: practicePhone.replace(/ /g, "\u00a0") })}
          </a>
        )}
      </div>
    </section>
  );
}
