import { lazy, Suspense, useLayoutEffect, useState } from "react";
import type { SummaryView } from "#contracts/summaries";
import { ChatPanel } from "../components/ChatPanel";
import { PatientQuestionsPanel } from "../components/care-team/PatientQuestionsPanel";
import { DeleteSummaryDialog } from "../components/DeleteSummaryDialog";
import { EmailPanel } from "../components/EmailPanel";
import { FailedSummaryCard } from "../components/FailedSummaryCard";
import { HistoryPanel } from "../components/HistoryPanel";
import { usePageTitle } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { SummaryBody } from "../components/SummaryBody";
import { SummarySidePanel } from "../components/SummarySidePanel";
import { ClassicButton } from "../components/ui/ClassicButton";
import { usePatientTranslation } from "../hooks/usePatientTranslation";
import { useSummaryChat } from "../hooks/useSummaryChat";
import { useSummaryDetail } from "../hooks/useSummaryDetail";
import { useSummaryReview } from "../hooks/useSummaryReview";

/** The FHIR download's code loads with its first click (components/ehr-export.ts). */
const exportForEhr = (id: string) =>
  import("../components/ehr-export").then((m) => m.downloadFhirBundle("summaries", id));

/** After a bounce only: most pages never show it. */
const CorrectedAddressPanel = lazy(() =>
  import("../components/CorrectedAddressPanel").then((m) => ({ default: m.CorrectedAddressPanel })),
);

/** Loaded once a translation exists (issue 23): most summaries go in English. */
const TranslationReview = lazy(() =>
  import("../components/translation/TranslationReview").then((m) => ({ default: m.TranslationReview })),
);

/**
 * One summary of Past Summaries (/dashboard/summaries/:id): its text with the review, the email panel, the chat and
 * the side panel. Its own module, loaded when a summary is opened, so the list loads without them (issue 22).
 */
export default function SummaryDetail({
  id,
  onBack,
  onDeleted,
  onChange,
}: {
  id: string;
  onBack: () => void;
  onDeleted: (id: string) => void;
  onChange: (summary: SummaryView) => void;
}) {
  const { summary, state, retrying, retry, reload, replace } = useSummaryDetail(id, onChange);
  const chat = useSummaryChat(id);
  const review = useSummaryReview(summary, replace);
  const language = usePatientTranslation({
    row: summary,
    onRow: (next) => next && replace(next),
    translate: (code, api) => api.translateSummary(id, { language: code, revision: summary?.revision ?? 1 }),
  });
  const [confirming, setConfirming] = useState(false);
  // No patient name in the title: tab titles end up in browser history and shared screens.
  usePageTitle("Summary details");
  // A detail opens at its top, wherever the list was scrolled to.
  // Braces: effects must return nothing, and newer Chromium's scroll methods return a promise.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (state === "loading") return <Spinner label="Loading summary" />;
  if (!summary) {
    return (
      <div className="page wide">
        <div className="card empty">
          <div className="card-body">
            <h1>Summary not found</h1>
            <p className="muted">It may have been deleted, or its retention period has ended.</p>
            <ClassicButton onClick={onBack}>Back to List</ClassicButton>
          </div>
        </div>
      </div>
    );
  }
  const failed = summary.status === "failed";

  return (
    <div className="page wide">
      <div className="page-title">
        <ClassicButton onClick={onBack}>Back to List</ClassicButton>
        <div className="page-title-actions">
          {summary.status === "ready" && (
            <ClassicButton onClick={() => void exportForEhr(summary.id)}>Export for EHR</ClassicButton>
          )}
          <ClassicButton variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </ClassicButton>
        </div>
      </div>
      <div className="two-columns">
        <div className="stack">
          {summary.sentAt && summary.lastQuestionAt && (
            <PatientQuestionsPanel summaryId={summary.id} askedAt={summary.lastQuestionAt} />
          )}
          {failed ? (
            <FailedSummaryCard
              summary={summary}
              retrying={retrying}
              onRetry={retry}
              onDelete={() => setConfirming(true)}
            />
          ) : (
            <SummaryBody summary={summary} review={review} fallback="This summary is still being written." />
          )}
          {!summary.sentAt && summary.status === "ready" && language.translation && (
            <Suspense fallback={null}>
              <TranslationReview translation={language} editable={review.editable} />
            </Suspense>
          )}
          {!summary.sentAt && summary.status === "ready" && (
            <EmailPanel
              summaryId={summary.id}
              onSent={reload}
              blocked={review.sendBlocked}
              onRefused={() => void review.reload()}
              language={language}
            />
          )}
          {summary.sentAt && summary.emailOutcome === "bounced" && (
            <Suspense fallback={null}>
              <CorrectedAddressPanel summaryId={summary.id} bouncedAddress={summary.patientEmail} onSent={reload} />
            </Suspense>
          )}
          {summary.summaryContent && !failed && <ChatPanel initial={summary.chatHistory} {...chat} />}
          <HistoryPanel kind="summaries" id={summary.id} sentTo={summary.patientEmail} />
        </div>
        <SummarySidePanel summary={summary} openFlags={review.openFlags.length} />
      </div>
      <DeleteSummaryDialog
        summary={confirming ? summary : null}
        onCancel={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          onDeleted(summary.id);
        }}
      />
    </div>
  );
}
