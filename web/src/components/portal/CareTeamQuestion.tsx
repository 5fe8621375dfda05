import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type CareTeamQuestionView, type PortalQuestions, QUESTION_MAX_CHARS } from "#contracts/care-team";
import { ApiError } from "../../api/http";
import { publicApi as api } from "../../api/public";
import { type PatientTexts, patientError } from "../../patient-language";

/**
 * The patient's questions to the care team (issue 25, part 3): the list with the replies (it comes with the summary),
 * and sending one more. One hook for the page, so the offer under an answer and the list share what was sent.
 */
export function useCareTeamQuestions(summaryId: string, token: string, opened: CareTeamQuestionView[] | undefined) {
  const [sent, setSent] = useState<PortalQuestions | null>(null);
  const ask = useCallback(
    async (question: string) => setSent(await api.askCareTeam(summaryId, token, question)),
    [summaryId, token],
  );
  return { questions: sent?.questions ?? opened ?? [], remainingToday: sent?.remainingToday ?? null, ask };
}

export type CareTeam = ReturnType<typeof useCareTeamQuestions>;

const dateIn = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** The limit's own words in the patient's language; other failures as every portal error is told. */
function askError(error: unknown, texts: PatientTexts): string {
  if (error instanceof ApiError && error.status === 429 && texts.lang !== "en") return texts.t("careTeam.limit");
  return patientError(error, texts, "errors.generic");
}

/**
 * Under an answer that says the summary does not cover the question: "Send this question to your care team", which
 * opens the question (editable), a plain warning that this is not for emergencies, and Send.
 */
export function CareTeamOffer({
  question,
  careTeam,
  texts,
}: {
  question: string;
  careTeam: CareTeam;
  texts: PatientTexts;
}) {
  const { t } = texts;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(question);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The form opens inside the chat's scrolling log: its top is brought into the log's view, never the page's.
  useEffect(() => {
    const box = form.current?.closest(".chat-log");
    if (!open || !form.current || !box) return;
    box.scrollTop += form.current.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
  }, [open]);

  if (sent) {
    return (
      <p className="ctq-sent" role="status">
        {t("careTeam.sent")}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="ctq-offer" onClick={() => setOpen(true)}>
        {t("careTeam.offer")}
      </button>
    );
  }
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    setError(null);
    try {
      await careTeam.ask(text);
      setSent(true);
    } catch (e) {
      setError(askError(e, texts));
    } finally {
      setSending(false);
    }
  };
  const fieldId = `ctq-${question.length}-${question.slice(0, 8).replace(/\W/g, "")}`;
  return (
    <form ref={form} className="ctq-form" onSubmit={send}>
      <p className="ctq-intro">{t("careTeam.intro")}</p>
      <p className="ctq-emergency" role="note">
        {t("careTeam.emergency")}
      </p>
      <label htmlFor={fieldId} className="ctq-label">
        {t("careTeam.field")}
      </label>
      <textarea
        id={fieldId}
        className="input ctq-textarea"
        dir="auto"
        rows={3}
        maxLength={QUESTION_MAX_CHARS}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        disabled={sending}
      />
      {error && (
        <p className="ctq-error" role="alert">
          {error}
        </p>
      )}
      <div className="ctq-actions">
        {careTeam.remainingToday !== null && careTeam.remainingToday < 5 && (
          <span className="muted small">{t("careTeam.remaining", { n: careTeam.remainingToday })}</span>
        )}
        <button type="button" className="button" onClick={() => setOpen(false)} disabled={sending}>
          {t("careTeam.cancel")}
        </button>
        <button type="submit" className="button primary" disabled={!draft.trim() || sending}>
          {sending ? t("careTeam.sending") : t("careTeam.send")}
        </button>
      </div>
    </form>
  );
}

/** The patient's questions and the care team's replies, newest first, in the chat area of the portal. */
export function CareTeamThread({ careTeam, texts }: { careTeam: CareTeam; texts: PatientTexts }) {
  const { t } = texts;
  if (careTeam.questions.length === 0) return null;
  const newestFirst = [...careTeam.questions].reverse();
  return (
    <section className="card ctq-thread" aria-labelledby="ctq-thread-title">
      <div className="card-body">
        <h2 id="ctq-thread-title">{t("careTeam.heading")}</h2>
        <p className="ctq-emergency small" role="note">
          {t("careTeam.emergency")}
        </p>
        <ol className="ctq-list">
          {newestFirst.map((q) => (
            <ThreadItem key={q.id} question={q} texts={texts} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ThreadItem({ question, texts }: { question: CareTeamQuestionView; texts: PatientTexts }) {
  const { t } = texts;
  return (
    <li className="ctq-item">
      <div className="bubble user ctq-bubble" dir="auto">
        {question.question}
      </div>
      <p className="muted small ctq-when">{t("careTeam.asked", { date: dateIn(texts.lang, question.askedAt) })}</p>
      {question.reply ? (
        <div className="ctq-reply">
          <p className="ctq-reply-title">{t("careTeam.reply")}</p>
          <p dir="auto" className="ctq-reply-text">
            {question.reply}
          </p>
          {question.repliedAt && (
            <p className="muted small">{t("careTeam.repliedOn", { date: dateIn(texts.lang, question.repliedAt) })}</p>
          )}
        </div>
      ) : (
        <p className="ctq-waiting">
          <span className="ctq-dot" aria-hidden="true" />
          {t("careTeam.waiting")}
        </p>
      )}
    </li>
  );
}
