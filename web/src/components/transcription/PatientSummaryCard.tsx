import { lazy, memo, Suspense, useEffect, useState } from "react";
import { isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import type { PatientSummaryStatus } from "#contracts/transcriptions/view";
import { type EditorTarget, editorTarget } from "../review/claim-lines";
import type { FlagActions } from "../review/FlagCard";
import { FlagHighlights } from "../review/FlagHighlights";
import { LazyToCheckPanel } from "../review/LazyToCheckPanel";
import { focusToCheck } from "../review/SendBlockedNote";
import { ToCheckBadge } from "../review/ToCheckBadge";
import { Spinner } from "../Spinner";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { SendStatusBadge } from "./StatusBadges";
import "../review/review.css";

/** The editor is fetched when the clinician edits the summary: the page opens to read (decision 362). */
const SummaryEditor = lazy(() => import("../review/SummaryEditor").then((m) => ({ default: m.SummaryEditor })));

/**
 * The patient summary with its send-status badge and, first, the facts to check against the recording (each with
 * a play button at its evidence). Editable until it is sent (the sent copy is what the patient has).
 */
export const PatientSummaryCard = memo(function PatientSummaryCard({
  text,
  status,
  flags,
  grade,
  pending,
  editable,
  saving,
  onSave,
  onEditing,
  onAccept,
  onRemove,
  onPlay,
}: {
  text: string | null;
  status: PatientSummaryStatus;
  flags: ReviewFlag[];
  grade: number | null;
  pending: string | null;
  editable: boolean;
  /** A save or a flag action is on its way. */
  saving: boolean;
  onSave: (text: string) => Promise<boolean>;
  /** While an edit is open or saving, nothing may be sent: the patient must get the saved text. */
  onEditing: (editing: boolean) => void;
  onAccept: NonNullable<FlagActions["onAccept"]>;
  onRemove: NonNullable<FlagActions["onRemove"]>;
  onPlay?: (seconds: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [editAt, setEditAt] = useState<EditorTarget | undefined>();
  useEffect(() => onEditing(draft !== null), [draft, onEditing]);

  const closeEditor = () => {
    setDraft(null);
    if (editAt) requestAnimationFrame(focusToCheck);
    setEditAt(undefined);
  };
  const editFlag = (flag: ReviewFlag) => {
    if (!text) return;
    setEditAt(editorTarget(text, { kind: flag.kind, value: flag.value, omitted: flag.verdict === "omitted" }));
    setDraft(text);
  };

  return (
    <Card as="section" className="tx-summary" aria-label="Patient Summary">
      <div className="tx-card-head">
        <div className="tx-title-row">
          <h2>Patient Summary</h2>
          <SendStatusBadge status={status} />
          <ToCheckBadge count={flags.filter(isOpenFlag).length} />
        </div>
        {text && editable && draft === null && !pending && (
          <div className="tx-card-tools">
            <Button size="sm" onClick={() => setDraft(text)}>
              Edit summary
            </Button>
          </div>
        )}
      </div>
      {!pending && text && (
        <LazyToCheckPanel
          flags={flags}
          text={text}
          source="recording"
          what="patient summary"
          actions={editable ? { onEdit: editFlag, onAccept, onRemove, onPlay } : { onPlay }}
          disabled={saving || draft !== null}
        />
      )}
      {pending ? (
        <p className="muted" role="status">
          {pending}
        </p>
      ) : !text ? (
        <p className="muted">No patient summary yet.</p>
      ) : draft !== null ? (
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <SummaryEditor
            text={draft}
            at={editAt}
            label="patient summary"
            saveLabel="Save summary"
            saving={saving}
            onCancel={closeEditor}
            onSave={async (next) => {
              if (await onSave(next)) closeEditor();
            }}
          />
        </Suspense>
      ) : (
        <>
          <FlagHighlights text={text} flags={flags} />
          {grade !== null && <p className="muted small">Reading level: grade {grade}</p>}
        </>
      )}
    </Card>
  );
});
