import { memo, useEffect, useState } from "react";
import type { FaithfulnessFlag } from "../../../../lambdas/contracts/summaries";
import type { PatientSummaryStatus } from "../../../../lambdas/contracts/transcriptions";
import { SummaryEditor } from "../review/SummaryEditor";
import { SummaryText } from "../SummaryText";
import { Button } from "../ui/Button";
import { UiCard } from "../ui/Card";
import { SendStatusBadge } from "./StatusBadges";

/** The patient summary with its send-status badge; editable until it is sent (the sent copy is what the patient has). */
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
}: {
  text: string | null;
  status: PatientSummaryStatus;
  flags: FaithfulnessFlag[];
  grade: number | null;
  pending: string | null;
  editable: boolean;
  saving: boolean;
  onSave: (text: string) => Promise<boolean>;
  /** While an edit is open or saving, nothing may be sent: the patient must get the saved text. */
  onEditing: (editing: boolean) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => onEditing(draft !== null), [draft, onEditing]);

  return (
    <UiCard as="section" className="tx-summary" aria-label="Patient Summary">
      <div className="tx-card-head">
        <div className="tx-title-row">
          <h2>Patient Summary</h2>
          <SendStatusBadge status={status} />
        </div>
        {text && editable && draft === null && !pending && (
          <div className="tx-card-tools">
            <Button size="sm" onClick={() => setDraft(text)}>
              Edit summary
            </Button>
          </div>
        )}
      </div>
      {pending ? (
        <p className="muted" role="status">
          {pending}
        </p>
      ) : !text ? (
        <p className="muted">No patient summary yet.</p>
      ) : draft !== null ? (
        <SummaryEditor
          text={draft}
          label="patient summary"
          saveLabel="Save summary"
          saving={saving}
          onCancel={() => setDraft(null)}
          onSave={async (next) => {
            if (await onSave(next)) setDraft(null);
          }}
        />
      ) : (
        <>
          {flags.length > 0 && (
            <div className="flags" role="alert">
              <strong>Check before sending:</strong> these facts in the summary were not found in the transcript.
              <ul>
                {flags.map((f) => (
                  <li key={`${f.kind}:${f.value}`}>
                    {f.kind}: <code>{f.value}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <SummaryText text={text} />
          {grade !== null && <p className="muted small">Reading level: grade {grade}</p>}
        </>
      )}
    </UiCard>
  );
});
