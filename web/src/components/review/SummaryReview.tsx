import { useState } from "react";
import type { ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import type { SummaryReviewState } from "../../hooks/useSummaryReview";
import { Button } from "../ui/Button";
import { type EditorTarget, editorTarget } from "./claim-lines";
import { FlagHighlights } from "./FlagHighlights";
import { LazyToCheckPanel } from "./LazyToCheckPanel";
import { RegenerateForm } from "./RegenerateForm";
import { focusToCheck } from "./SendBlockedNote";
import { SummaryEditor } from "./SummaryEditor";
import { VersionHistory } from "./VersionHistory";
import "./review.css";

type Panel = "read" | "edit" | "regenerate";

/**
 * The summary under review: facts to check first, then the text with them highlighted, edit, regenerate and
 * versions. "Edit" on a flag opens the editor at its claim, and back on the panel once saved or cancelled.
 */
export function SummaryReview({ summary, review }: { summary: SummaryView; review: SummaryReviewState }) {
  const [panel, setPanel] = useState<Panel>("read");
  const [editAt, setEditAt] = useState<EditorTarget | undefined>();
  const [history, setHistory] = useState(false);
  const text = summary.summaryContent ?? "";
  const versions = summary.versions ?? [];
  const regeneration = summary.regeneration;

  const editFlag = (flag: ReviewFlag) => {
    setEditAt(editorTarget(text, { kind: flag.kind, value: flag.value, omitted: flag.verdict === "omitted" }));
    setPanel("edit");
  };
  const closeEditor = () => {
    setPanel("read");
    if (editAt) requestAnimationFrame(focusToCheck);
    setEditAt(undefined);
  };

  return (
    <>
      {summary.sentAt && (
        <div className="review-sent" role="note">
          This is the version the patient received. A sent summary can no longer be changed.
        </div>
      )}
      <LazyToCheckPanel
        flags={summary.flags}
        text={text}
        source="documents"
        actions={
          review.editable ? { onEdit: editFlag, onRemove: review.removeFlag, onAccept: review.acceptFlag } : undefined
        }
        disabled={review.busy !== null || panel !== "read"}
      />
      {regeneration?.status === "processing" && (
        <div className="notice" role="status">
          Writing a new version{regeneration.template ? ` with the template ${regeneration.template}` : ""}… The current
          version stays readable until it is ready.
        </div>
      )}
      {regeneration?.status === "failed" && (
        <div className="notice" role="alert">
          The new version could not be written: {regeneration.error}
        </div>
      )}
      <section className="card" aria-label="Summary">
        <div className="card-body">
          {(review.editable || versions.length > 1) && panel === "read" && (
            <div className="review-toolbar">
              {review.editable && (
                <>
                  <Button size="sm" onClick={() => setPanel("edit")}>
                    Edit summary
                  </Button>
                  <Button size="sm" onClick={() => setPanel("regenerate")}>
                    Regenerate…
                  </Button>
                </>
              )}
              {versions.length > 1 && (
                <Button size="sm" variant="ghost" aria-expanded={history} onClick={() => setHistory((v) => !v)}>
                  Version history ({versions.length})
                </Button>
              )}
            </div>
          )}
          {panel === "edit" ? (
            <SummaryEditor
              text={text}
              at={editAt}
              saving={review.busy === "save"}
              onCancel={closeEditor}
              onSave={async (next) => {
                if (await review.save(next)) closeEditor();
              }}
            />
          ) : (
            <>
              {panel === "regenerate" && (
                <RegenerateForm
                  busy={review.busy === "regenerate"}
                  onCancel={() => setPanel("read")}
                  onRegenerate={async (choice) => {
                    if (await review.regenerate(choice)) setPanel("read");
                  }}
                />
              )}
              <FlagHighlights text={text} flags={summary.sentAt ? [] : summary.flags} />
            </>
          )}
          {history && panel === "read" && (
            <VersionHistory
              versions={versions}
              current={summary.revision ?? 1}
              sentRevision={summary.sentRevision}
              canRestore={review.editable}
              busy={review.busy !== null}
              readVersion={review.readVersion}
              onRestore={review.restore}
            />
          )}
        </div>
      </section>
    </>
  );
}
