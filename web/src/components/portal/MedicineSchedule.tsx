import type { ReactNode } from "react";
import type { PatientKey } from "#contracts/i18n";
import type { PatientTexts } from "../../patient-language";
import type { LineMark } from "./ReadableSummary";
import { type Medicine, type MedicinePlan, type MedicineStatus, SLOTS, type Slot } from "./summary-plan";

const BADGES: Partial<Record<Exclude<MedicineStatus, null>, PatientKey>> = {
  new: "act.new",
  changed: "act.changed",
  stop: "act.stop",
  pause: "act.pause",
};

/** Small drawings for the four times of day (sunrise, sun, sunset, moon), inline: the portal loads no icon set. */
const SLOT_ICONS: Record<Slot, string> = {
  morning: "M4 18h16M7 18a5 5 0 0 1 10 0M12 6v3M5.6 10.6l1.4 1.4M18.4 10.6 17 12",
  midday: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2",
  evening: "M4 18h16M7 18a5 5 0 0 1 10 0M12 13v-4M9.5 11.5 12 9l2.5 2.5",
  bedtime: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
};

function SlotIcon({ slot }: { slot: Slot }) {
  return (
    <svg className="slot-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={SLOT_ICONS[slot]} />
    </svg>
  );
}

function MedicineLine({ medicine, texts, mark }: { medicine: Medicine; texts: PatientTexts; mark?: LineMark }) {
  const badge = medicine.status && BADGES[medicine.status];
  const { name, text } = medicine;
  return (
    <span {...mark?.(medicine.line)}>
      {badge && (
        <span className={`med-badge med-badge-${medicine.status}`} lang={texts.lang}>
          {texts.t(badge)}
        </span>
      )}
      {name ? (
        <>
          <strong className="med-name">{name}</strong>
          {text.slice(name.length)}
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** A row's four times: a mark and "Take" (for a screen reader) where it is taken; the label shows only on phones. */
function SlotCells({ taken, texts }: { taken: Slot[]; texts: PatientTexts }) {
  return SLOTS.map((slot) => (
    <td key={slot} className={taken.includes(slot) ? "med-take" : "med-skip"}>
      <span className="slot-label" lang={texts.lang} aria-hidden="true">
        {texts.t(`act.${slot}`)}
      </span>
      {taken.includes(slot) && (
        <>
          <span className="med-dot" aria-hidden="true" />
          <span className="visually-hidden" lang={texts.lang}>
            {texts.t("act.take")}
          </span>
        </>
      )}
    </td>
  ));
}

function MedicineList({
  title,
  medicines,
  texts,
  tone,
  mark,
}: {
  title: string;
  medicines: Medicine[];
  texts: PatientTexts;
  tone: string;
  mark?: LineMark;
}) {
  if (medicines.length === 0) return null;
  return (
    <div className={`med-box med-box-${tone}`}>
      <h4 lang={texts.lang}>{title}</h4>
      <ul>
        {medicines.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
          <li key={i}>
            <MedicineLine medicine={m} texts={texts} mark={mark} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A medicines section of the summary as the patient's day (issue 25): a table of the medicines taken at set times
 * (morning, midday, evening, bedtime, or once a day where the summary names no time), then the ones taken only when
 * needed, the ones to take as written (a timing the table cannot show or the summary does not make certain), and the
 * ones to stop or pause in their own box. Every line of the section is shown once, in its own words. Below 640 px
 * each row becomes a card with its four times as chips (styles/app/portal-act.css); Chromium keeps a table's roles
 * under display: block and grid, so it stays a table for screen readers (the e2e test asks for its cells at 375 px).
 * The medicines are the summary's English; the table's own words are in the page's language (`lang` on each), as a
 * translated page showing its English original needs.
 */
export function MedicineSchedule({
  heading,
  plan,
  texts,
  mark,
}: {
  heading: ReactNode;
  plan: MedicinePlan;
  texts: PatientTexts;
  /** The reading tools' attributes for a medicine's line (ReadableSummary). */
  mark?: LineMark;
}) {
  const { t } = texts;
  const slotLabel = (slot: Slot) => t(`act.${slot}`);
  return (
    <div className="summary-text med-section">
      <h3>{heading}</h3>
      {plan.scheduled.length > 0 && (
        <table className="med-schedule">
          <caption lang={texts.lang}>{t("act.scheduleCaption")}</caption>
          <thead lang={texts.lang}>
            <tr>
              <th scope="col">{t("act.medicine")}</th>
              {SLOTS.map((slot) => (
                <th key={slot} scope="col" className="med-slot-head">
                  <SlotIcon slot={slot} />
                  {slotLabel(slot)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.scheduled.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
              <tr key={i}>
                <th scope="row" className="med-what">
                  <MedicineLine medicine={m} texts={texts} mark={mark} />
                </th>
                {m.timing.kind === "slots" ? (
                  <SlotCells taken={m.timing.slots} texts={texts} />
                ) : (
                  <td colSpan={4} className="med-once" lang={texts.lang}>
                    {t("act.onceADay")}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MedicineList title={t("act.asNeeded")} medicines={plan.asNeeded} texts={texts} tone="as-needed" mark={mark} />
      <MedicineList title={t("act.asWritten")} medicines={plan.asWritten} texts={texts} tone="as-written" mark={mark} />
      <MedicineList title={t("act.stopped")} medicines={plan.stopped} texts={texts} tone="stopped" mark={mark} />
      {plan.notes.map((note, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
        <p key={i}>{note}</p>
      ))}
    </div>
  );
}
