import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { isOpenFlag } from "#contracts/review-flags";
import {
  PROCESSING_ERROR_TITLE,
  type TranscriptionView,
  WAITING_FOR_UPLOAD,
  WAITING_FOR_UPLOAD_DETAIL,
} from "#contracts/transcriptions/view";
import { api } from "../api/client";
import { EmailPanel } from "../components/EmailPanel";
import { HistoryPanel } from "../components/HistoryPanel";
import { Spinner } from "../components/Spinner";
import { AudioPlayerCard } from "../components/transcription/AudioPlayerCard";
import { ClinicalNotesCard } from "../components/transcription/ClinicalNotesCard";
import { PatientSummaryCard } from "../components/transcription/PatientSummaryCard";
import { type Reveal, TranscriptCard } from "../components/transcription/TranscriptCard";
import { TranscriptionSidePanel } from "../components/transcription/TranscriptionSidePanel";
import { STAGES, TranscriptionStages } from "../components/transcription/TranscriptionStages";
import { spanOf } from "../components/transcription/transcript-layout";
import { Button, ButtonLink } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { useTranscriptionAudio } from "../hooks/useTranscriptionAudio";
import { useTranscriptionDetail } from "../hooks/useTranscriptionDetail";
import { useTranscriptionTranslation } from "../hooks/useTranscriptionTranslation";
import { useNavigate, useParams } from "../routing";
import "../components/transcription/transcription.css";

/** The FHIR download's code loads with its first click (components/ehr-export.ts). */
const exportForEhr = (id: string) =>
  import("../components/ehr-export").then((m) => m.downloadFhirBundle("transcriptions", id));

/** Asked for when the clinician chooses Delete: most visits never do (decision 362). */
const DeleteTranscriptionDialog = lazy(() =>
  import("../components/transcription/DeleteTranscriptionDialog").then((m) => ({
    default: m.DeleteTranscriptionDialog,
  })),
);

/** Shown once the summary was sent: an unsent transcription's page loads without it (issue 23, part 4). */
const SentBox = lazy(() => import("../components/transcription/SentBox").then((m) => ({ default: m.SentBox })));

/** After a bounce only: most pages never show it. */
const CorrectedAddressPanel = lazy(() =>
  import("../components/CorrectedAddressPanel").then((m) => ({ default: m.CorrectedAddressPanel })),
);

/** Loaded once a translation exists (issue 23): most summaries go in English. */
const TranslationReview = lazy(() =>
  import("../components/translation/TranslationReview").then((m) => ({ default: m.TranslationReview })),
);

const NO_HIGHLIGHT: ReadonlySet<string> = new Set();

/** What is being written right now, for the cards that wait on it. */
function pendingText(view: TranscriptionView, part: "notes" | "summary"): string | null {
  if (view.status === "failed" || view.stage === "done") return null;
  if (part === "notes") {
    return view.stage === "writing-summary" ? null : (STAGES.find((s) => s.stage === view.stage)?.doing ?? null);
  }
  return view.stage === "writing-summary" ? "Writing the patient summary…" : "Written after the clinical notes…";
}

function Detail({ view, detail }: { view: TranscriptionView; detail: ReturnType<typeof useTranscriptionDetail> }) {
  const navigate = useNavigate();
  const lastWordEnd = view.words.length ? view.words[view.words.length - 1].end : null;
  const player = useTranscriptionAudio(view.id, view.hasAudio, view.audioDuration ?? lastWordEnd);
  const [selected, setSelected] = useState<{ key: string; ids: string[] } | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [editingSummary, setEditingSummary] = useState(false);
  const language = useTranscriptionTranslation(view);
  const nonce = useRef(0);
  const { seek } = player;
  const segments = view.segments;

  const onSelectSentence = useCallback(
    (key: string | null, ids: string[]) => {
      if (!key) {
        setSelected(null);
        return;
      }
      setSelected({ key, ids });
      const span = spanOf(segments, ids);
      if (!span) return;
      nonce.current += 1;
      setReveal({ segmentId: span.segments[0].id, nonce: nonce.current });
      seek(span.start, true);
    },
    [segments, seek],
  );

  // A flag's evidence is heard where it was said; the transcript stays where the clinician is reading.
  const playFrom = useCallback((seconds: number) => seek(seconds, true), [seek]);

  const highlightIds = useMemo(() => (selected ? new Set(selected.ids) : NO_HIGHLIGHT), [selected]);
  const working = detail.working;
  const sent = view.patientSummarySentAt !== null;
  const openFlags = view.flags.filter(isOpenFlag).length;

  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <div className="page wide tx-detail">
      <div className="page-title">
        <ButtonLink to="/dashboard/transcriptions">Back to List</ButtonLink>
        <div className="page-title-actions">
          {!working && (view.clinicalNotes || view.patientSummary) && (
            <Button onClick={() => void exportForEhr(view.id)}>Export for EHR</Button>
          )}
          <Button className="tx-danger" onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        </div>
      </div>
      {confirmingDelete && (
        <Suspense fallback={null}>
          <DeleteTranscriptionDialog
            transcription={view}
            onCancel={() => setConfirmingDelete(false)}
            onDeleted={() => navigate("/dashboard/transcriptions", { replace: true })}
          />
        </Suspense>
      )}
      <h1 className="tx-detail-title">{view.patientName}</h1>
      {view.status === "failed" && (
        <div className="notice" role="alert">
          <strong>{PROCESSING_ERROR_TITLE}:</strong> {view.error}
        </div>
      )}
      {view.status === "waiting-upload" && (
        <div className="notice tx-waiting" role="status">
          <p>
            <strong>{WAITING_FOR_UPLOAD}.</strong> {WAITING_FOR_UPLOAD_DETAIL}
          </p>
          <div className="tx-waiting-actions">
            <Button variant="primary" onClick={() => void detail.retryUpload()}>
              Retry
            </Button>
            <Button className="tx-danger" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          </div>
        </div>
      )}
      {view.status === "failed" && view.hasAudio && (
        <div>
          <Button onClick={() => void detail.retry()} disabled={detail.saving !== null}>
            Retry
          </Button>
        </div>
      )}
      <div className="two-columns">
        <div className="stack">
          <div className="tx-player-dock">
            <AudioPlayerCard player={player} />
          </div>
          {view.status === "waiting-upload" ? null : working && view.segments.length === 0 ? (
            <TranscriptionStages stage={view.stage} />
          ) : (
            <>
              <TranscriptCard
                words={view.words}
                segments={view.segments}
                speakers={view.speakers}
                speakersSaving={detail.saving === "speakers"}
                onSaveSpeakers={detail.saveSpeakers}
                time={player.time}
                highlightIds={highlightIds}
                reveal={reveal}
                editable={!working}
                canRegenerate={!sent}
                saving={detail.saving === "transcript"}
                onSeek={seek}
                onSave={detail.correctTranscript}
              />
              <ClinicalNotesCard
                notes={view.clinicalNotes}
                flags={view.notesFlags}
                onPlay={view.hasAudio ? playFrom : undefined}
                segments={view.segments}
                speakers={view.speakers}
                pending={pendingText(view, "notes")}
                selected={selected?.key ?? null}
                editable={!working}
                saving={detail.saving === "notes"}
                onSelect={onSelectSentence}
                onSave={detail.saveNotes}
              />
              <PatientSummaryCard
                text={view.patientSummary}
                status={view.patientSummaryStatus}
                flags={view.flags}
                grade={view.summaryGrade}
                pending={pendingText(view, "summary")}
                editable={!working && !sent}
                saving={detail.saving === "summary" || detail.saving === "flags"}
                onSave={detail.saveSummary}
                onEditing={setEditingSummary}
                onAccept={detail.acceptFlag}
                onRemove={detail.removeFlag}
                onPlay={view.hasAudio ? playFrom : undefined}
              />
              {!view.patientSummarySentAt && language.translation && (
                <Suspense fallback={null}>
                  <TranslationReview translation={language} editable={!working && !editingSummary} />
                </Suspense>
              )}
              {view.patientSummarySentAt ? (
                <>
                  <Suspense fallback={null}>
                    <SentBox
                      sentAt={view.patientSummarySentAt}
                      recipient={view.patientEmail}
                      outcome={view.emailOutcome}
                    />
                  </Suspense>
                  {view.emailOutcome === "bounced" && (
                    <Suspense fallback={null}>
                      <CorrectedAddressPanel
                        summaryId={view.id}
                        bouncedAddress={view.patientEmail}
                        send={(input) => api.sendTranscription(view.id, input)}
                        onSent={() => void detail.reload()}
                      />
                    </Suspense>
                  )}
                </>
              ) : editingSummary ? (
                <p className="muted small">Save or cancel the summary edit to send it.</p>
              ) : (
                view.patientSummary &&
                !working && (
                  <EmailPanel
                    summaryId={view.id}
                    initialEmail={view.patientEmail ?? ""}
                    send={(input) => api.sendTranscription(view.id, input)}
                    onSent={() => void detail.reload()}
                    blocked={openFlags > 0 ? { flags: openFlags } : null}
                    onRefused={() => void detail.reload()}
                    language={language}
                  />
                )
              )}
            </>
          )}
          <HistoryPanel kind="transcriptions" id={view.id} sentTo={view.patientEmail} />
        </div>
        <TranscriptionSidePanel view={view} />
      </div>
    </div>
  );
}

export default function TranscriptionDetailPage() {
  const { id = "" } = useParams();
  const detail = useTranscriptionDetail(id);

  if (detail.loading) return <Spinner label="Loading transcription" />;
  if (!detail.view) {
    return (
      <div className="page">
        <Card className="tx-empty">
          <h2>{detail.missing ? "Transcription not found" : "Failed to load transcriptions"}</h2>
          <p className="muted">
            {detail.missing ? "It may have been deleted, or its retention period has ended." : "Please try again."}
          </p>
          <ButtonLink variant="primary" to="/dashboard/transcriptions">
            Back to List
          </ButtonLink>
        </Card>
      </div>
    );
  }
  return <Detail view={detail.view} detail={detail} />;
}
