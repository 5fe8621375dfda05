import { useState } from "react";
import { formatLong } from "#contracts/format-date";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import type { TranslationRowView, TranslationView } from "#contracts/translation";
import {
  INTERPRETER_CHECK_LABEL,
  NO_TRANSLATION,
  type PatientTranslation,
  type TranslationCalls,
} from "../../hooks/usePatientTranslation";
import { AcceptFlagForm } from "../review/AcceptFlagForm";
import { kindWords } from "../review/flag-words";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Check, Pencil, TriangleAlert } from "../ui/icons";
import "./translation.css";

/** A line as the patient will read it: Markdown markers off, a heading known by its bold. */
function shown(line: string): { text: string; heading: boolean; bullet: boolean } {
  const trimmed = line.trim();
  const heading = /^(\*\*|#+\s)/.test(trimmed);
  const bullet = /^[-*]\s+/.test(trimmed) && !trimmed.startsWith("**");
  const text = trimmed
    .replace(/^#+\s+/, "")
    .replace(/^[-*]\s+/, "")
    .replace(/\*\*/g, "");
  return { text, heading, bullet };
}

function Line({ line }: { line: string }) {
  const { text, heading, bullet } = shown(line);
  const classes = ["tx-line", heading ? "tx-line-heading" : "", bullet ? "tx-line-bullet" : ""]
    .filter(Boolean)
    .join(" ");
  return <span className={classes}>{text}</span>;
}

/** The review's writes, each at the English version and the translation state the clinician read (decision 373). */
function reviewActions(t: PatientTranslation) {
  const guarded = (
    action: "edit" | "confirm" | "interpreter",
    call: (api: TranslationCalls, at: { id: string; revision: number; updatedAt: string }) => Promise<SummaryView>,
  ) =>
    t.act(action, async (api) => {
      const id = t.row?.id;
      if (!id || !t.translation) throw new Error(NO_TRANSLATION);
      return call(api, { id, revision: t.row?.revision ?? 1, updatedAt: t.translation.updatedAt });
    });
  return {
    edit: (text: string) =>
      guarded("edit", (api, { id, revision, updatedAt }) => api.editTranslation(id, { revision, updatedAt, text })),
    /** "This is correct", with the clinician's reason. */
    confirm: (flag: ReviewFlag, reason: string) =>
      guarded("confirm", (api, { id, revision, updatedAt }) =>
        api.confirmTranslationFlags(id, { revision, updatedAt, flags: [flagKey(flag)], reason }),
      ),
    confirmInterpreter: () =>
      guarded("interpreter", (api, { id, revision, updatedAt }) =>
        api.confirmInterpreter(id, { revision, updatedAt, confirmed: true }),
      ),
  };
}

/**
 * What a difference means, in the terms of this review: the checker compared the back-translation with the English
 * (its "source" is the clinician's English, its "summary" the translation as it came back).
 */
export function differenceReason(flag: ReviewFlag): string {
  switch (flag.verdict) {
    case "omitted":
      return "Your English says this, but it did not come back from the translation: the patient may not read it.";
    case "contradicted":
      return "The translation came back saying this differently from your English: the patient may read something else.";
    default:
      return "The translation came back with this, and your English does not say it: the patient may read it.";
  }
}

/** The differences still open, for the status words. */
const openOf = (flags: ReviewFlag[]) => flags.filter(isOpenFlag);

export const differencesLabel = (count: number) =>
  count === 0 ? "No differences to check" : `${count} ${count === 1 ? "difference" : "differences"} to check`;

/** Where the translation stands, in one badge: what still stands between it and Send comes first. */
function TranslationStatus({ translation }: { translation: TranslationView }) {
  const open = openOf(translation.flags).length;
  if (translation.outdated) return <Badge tone="danger">Outdated</Badge>;
  if (open > 0) return <Badge tone="warning">{differencesLabel(open)}</Badge>;
  if (translation.interpreterNote && !translation.interpreterCheck) {
    return <Badge tone="info">Interpreter check to confirm</Badge>;
  }
  return <Badge tone="success">Checked</Badge>;
}

/**
 * On the send panel, once a translation exists: what state it is in, and where machine translation is weaker, the
 * interpreter note with the box the clinician ticks before sending (decision 381).
 */
export function TranslationSendNote({
  translation: t,
  disabled,
}: {
  translation: PatientTranslation;
  disabled: boolean;
}) {
  const translation = t.translation;
  if (!translation) return null;
  const check = translation.interpreterCheck;
  return (
    <div className="tx-send-note">
      <p className="tx-send-status">
        <span>
          Translated into <strong>{translation.languageName}</strong>
          {translation.edited ? " (edited)" : ""}
        </span>
        <TranslationStatus translation={translation} />
      </p>
      {translation.interpreterNote && (
        <div className="tx-interpreter" role="note">
          <p>{translation.interpreterNote}</p>
          <label className="tx-interpreter-check">
            <input
              type="checkbox"
              checked={Boolean(check)}
              disabled={disabled || Boolean(check) || t.busy !== null || translation.outdated}
              onChange={(event) => {
                if (event.target.checked) void reviewActions(t).confirmInterpreter();
              }}
            />
            <span>{INTERPRETER_CHECK_LABEL}</span>
          </label>
          {check && (
            <p className="muted small">
              Confirmed{check.by ? ` by ${check.by}` : ""} on {formatLong(check.at)}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function DifferenceCard({
  flag,
  number,
  busy,
  onEdit,
  onConfirm,
}: {
  flag: ReviewFlag;
  number: number;
  busy: boolean;
  onEdit: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const [accepting, setAccepting] = useState(false);
  return (
    <li className="tx-difference">
      <div className="tx-difference-top">
        <span className="tx-marker" aria-hidden="true">
          {number}
        </span>
        <span className="flag-kind">{kindWords(flag.kind)}</span>
      </div>
      <p className="tx-difference-value">{flag.value}</p>
      <p className="tx-difference-reason">{differenceReason(flag)}</p>
      {accepting ? (
        <AcceptFlagForm
          claim={flag.value}
          busy={busy}
          onAccept={(reason) =>
            void onConfirm(reason).then((done) => {
              if (done) setAccepting(false);
            })
          }
          onCancel={() => setAccepting(false)}
        />
      ) : (
        <div className="flag-actions">
          <Button
            size="sm"
            disabled={busy}
            onClick={() => setAccepting(true)}
            aria-label={`This is correct: ${flag.value}`}
          >
            <Check />
            This is correct…
          </Button>
          <Button size="sm" disabled={busy} onClick={onEdit}>
            <Pencil />
            Edit translation
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The translation's review (issue 23): every line side by side (the clinician's English, the translation, and the
 * translation back into English), each difference the round trip found highlighted on its line and resolved as the
 * summary's own flags are: "This is correct" with a reason, or the translation corrected (checked again on save).
 */
export function TranslationReview({
  translation: t,
  editable,
}: {
  translation: PatientTranslation;
  editable: boolean;
}) {
  const translation = t.translation;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  if (!translation) return null;
  const actions = reviewActions(t);
  const open = openOf(translation.flags);
  const number = new Map(open.map((flag, i) => [flag, i + 1]));
  const closed = translation.flags.filter((f) => !isOpenFlag(f));
  const busy = t.busy !== null;
  const canChange = editable && !translation.outdated;
  const lang = translation.language;
  const rows: TranslationRowView[] = translation.rows.filter(
    (row) => row.english.trim() || row.translated.trim() || row.back.trim(),
  );
  const startEdit = () => {
    setDraft(translation.text);
    setEditing(true);
  };

  return (
    <section className="card tx-review" aria-labelledby="tx-review-title">
      <header className="tx-review-header">
        <div>
          <h2 id="tx-review-title">{translation.languageName} translation</h2>
          <p className="muted">
            Read each line beside your English. The third column is the translation put back into English by the
            machine: where it says something different, the patient may read something different.
          </p>
        </div>
        <TranslationStatus translation={translation} />
      </header>

      {translation.outdated && (
        <div className="tx-outdated" role="status">
          <TriangleAlert />
          <p>The English summary changed after it was translated. Please translate it again.</p>
          {editable && (
            <Button variant="primary" size="sm" disabled={busy} onClick={() => void t.translateAgain()}>
              {t.busy === "translate" ? "Translating…" : "Translate again"}
            </Button>
          )}
        </div>
      )}

      {open.length > 0 && canChange && (
        <div className="tx-differences">
          <h3>Differences to check</h3>
          <ol className="tx-difference-list">
            {open.map((flag, i) => (
              <DifferenceCard
                key={`${flag.kind}:${flag.value}`}
                flag={flag}
                number={i + 1}
                busy={busy || editing}
                onEdit={startEdit}
                onConfirm={(reason) => actions.confirm(flag, reason)}
              />
            ))}
          </ol>
        </div>
      )}

      {editing ? (
        <form
          className="tx-editor"
          onSubmit={(event) => {
            event.preventDefault();
            void actions.edit(draft).then((done) => {
              if (done) setEditing(false);
            });
          }}
        >
          <label htmlFor="tx-editor-text" className="classic-label">
            {translation.languageName} translation, one line for each line of the English
          </label>
          <textarea
            id="tx-editor-text"
            className="classic-control tx-editor-text"
            dir={translation.dir}
            lang={lang}
            value={draft}
            rows={Math.min(24, Math.max(8, draft.split("\n").length + 1))}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p className="muted small">Saving translates your wording back into English and checks it again.</p>
          <div className="actions tight">
            <Button type="submit" variant="primary" size="sm" disabled={busy || !draft.trim()}>
              {t.busy === "edit" ? "Checking…" : "Save and check"}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        canChange && (
          <div className="tx-toolbar">
            <Button size="sm" disabled={busy} onClick={startEdit}>
              <Pencil />
              Edit translation
            </Button>
          </div>
        )
      )}

      <table className="tx-table">
        <caption className="visually-hidden">English and {translation.languageName}, line by line</caption>
        <thead>
          <tr>
            <th scope="col">English</th>
            <th scope="col">{translation.languageName}</th>
            <th scope="col">Back into English</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const marks = row.flags
              .map((index) => translation.flags[index])
              .filter((flag): flag is ReviewFlag => Boolean(flag) && isOpenFlag(flag));
            return (
              // Rows are the summary's lines, in order: a line's place is its identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i} className={marks.length > 0 ? "tx-row tx-row-flagged" : "tx-row"}>
                <td className="tx-cell" data-label="English">
                  {marks.length > 0 && (
                    <span className="tx-row-marks">
                      {marks.map((flag) => (
                        <span
                          key={`${flag.kind}:${flag.value}`}
                          className="tx-marker"
                          title={flag.reason ?? flag.value}
                        >
                          {number.get(flag)}
                        </span>
                      ))}
                    </span>
                  )}
                  <Line line={row.english} />
                </td>
                <td
                  className="tx-cell tx-cell-translated"
                  data-label={translation.languageName}
                  dir={translation.dir}
                  lang={lang}
                >
                  <Line line={row.translated} />
                </td>
                <td className="tx-cell tx-cell-back" data-label="Back into English">
                  <Line line={row.back} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {closed.length > 0 && (
        <details className="tx-checked">
          <summary>
            {closed.length} {closed.length === 1 ? "difference" : "differences"} checked
          </summary>
          <ul>
            {closed.map((flag) => (
              <li key={`${flag.kind}:${flag.value}`}>
                <strong>{flag.value}</strong>
                {flag.resolution?.action === "accepted" && flag.resolution.reason
                  ? `: correct, "${flag.resolution.reason}"`
                  : flag.resolution?.action === "edited"
                    ? ": corrected in the translation"
                    : ""}
                {flag.resolution?.by ? ` (${flag.resolution.by})` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
