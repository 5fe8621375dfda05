import "./care-team.css";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { type CareTeamQuestionView, REPLY_MAX_CHARS, type SummaryQuestions } from "#contracts/care-team";
import { formatLong, relativeTime } from "#contracts/format-date";
import { ApiError, api } from "../../api/client";
import { notify } from "../../hooks/useToast";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";

/**
 * The patient's questions to the care team beside their summary (issue 25, part 3): each with its reply, or a box to
 * write one. The page mounts it only for a summary the patient asked about (`lastQuestionAt`), so a summary without
 * questions costs no read and no second audit event.
 */
export function PatientQuestionsPanel({ summaryId, askedAt }: { summaryId: string; askedAt: string }) {
  const [state, setState] = useState<SummaryQuestions | null>(null);

  const load = useCallback(async () => {
    try {
      setState(await api.summaryQuestions(summaryId));
    } catch {
      // The panel is extra: a failed read leaves the page as it was, and the next visit tries again.
    }
  }, [summaryId]);
  // Read again when the summary, read again, says a newer question came in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: askedAt is the reason to read again, not an input
  useEffect(() => {
    void load();
  }, [load, askedAt]);

  if (!state || state.questions.length === 0) return null;
  return (
    <section className={state.open > 0 ? "card pq-panel pq-panel-open" : "card pq-panel"} aria-labelledby="pq-title">
      <header className="card-header pq-header">
        <div>
          <h2 id="pq-title">Questions from the patient</h2>
          <p className="muted small">
            Asked through their summary page because the summary could not answer them. Your reply appears on that page;
            the patient is emailed that there is one, never its words.
          </p>
        </div>
        {state.open > 0 ? (
          <Badge tone="warning">{state.open === 1 ? "1 awaiting reply" : `${state.open} awaiting reply`}</Badge>
        ) : (
          <Badge tone="success">All answered</Badge>
        )}
      </header>
      <ol className="card-body pq-list">
        {state.questions.map((q) => (
          <QuestionItem key={q.id} summaryId={summaryId} question={q} onAnswered={setState} onStale={load} />
        ))}
      </ol>
    </section>
  );
}

function QuestionItem({
  summaryId,
  question,
  onAnswered,
  onStale,
}: {
  summaryId: string;
  question: CareTeamQuestionView;
  onAnswered: (next: SummaryQuestions) => void;
  onStale: () => Promise<void>;
}) {
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const reply = draft.trim();
    if (!reply || sending) return;
    setSending(true);
    try {
      onAnswered(await api.replyToQuestion(summaryId, { questionId: question.id, reply }));
      notify.success("Reply sent", "The patient has been emailed that you replied.");
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please try again.";
      notify.error("Reply not sent", message);
      // Someone else answered it (another tab, a colleague): show their reply.
      if (error instanceof ApiError && error.status === 409) await onStale();
    } finally {
      setSending(false);
    }
  };
  const inputId = `pq-reply-${question.id}`;
  return (
    <li className={question.reply ? "pq-item pq-answered" : "pq-item pq-open"}>
      <div className="pq-meta">
        <span className="pq-who">Patient</span>
        <time dateTime={question.askedAt} title={formatLong(question.askedAt)}>
          {relativeTime(question.askedAt, new Date())}
        </time>
      </div>
      <p className="pq-question" dir="auto">
        {question.question}
      </p>
      {question.reply ? (
        <div className="pq-reply">
          <div className="pq-meta">
            <span className="pq-who">Your reply</span>
            {question.repliedAt && <time dateTime={question.repliedAt}>{formatLong(question.repliedAt)}</time>}
          </div>
          <p dir="auto">{question.reply}</p>
        </div>
      ) : (
        <form className="pq-form" onSubmit={send}>
          <label htmlFor={inputId} className="pq-label">
            Reply to the patient
          </label>
          <textarea
            id={inputId}
            className="input pq-textarea"
            rows={3}
            value={draft}
            maxLength={REPLY_MAX_CHARS}
            onChange={(e) => setDraft(e.target.value)}
            disabled={sending}
            placeholder="Write in plain words. If they need to be seen, say how to book."
          />
          <div className="pq-actions">
            <span className="muted small">
              {draft.length > REPLY_MAX_CHARS - 200 ? `${REPLY_MAX_CHARS - draft.length} characters left` : ""}
            </span>
            <Button type="submit" variant="primary" disabled={!draft.trim() || sending}>
              {sending ? "Sending..." : "Send reply"}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
