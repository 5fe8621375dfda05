import { useState } from "react";
import { api } from "../api/client";
import { notify } from "../hooks/useToast";
import { Card } from "./ui/Card";
import { ClassicButton } from "./ui/ClassicButton";
import { ConfirmDialog } from "./ui/ConfirmDialog";

/**
 * Sample records (issue 19, item 11): invented summaries and recordings in each state, so a newcomer sees what the
 * lists look like. Restoring replaces only the samples; it asks first, because edits made to samples are lost.
 */
export function SampleRecordsCard() {
  const [asking, setAsking] = useState(false);

  const restore = async () => {
    try {
      await api.restoreSamples();
      notify.success("Sample Records Restored", "Find them in Past Summaries and Past Transcriptions.");
    } catch {
      notify.error("Failed to restore sample records. Please try again.");
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card
      title="Sample Records"
      description="Example summaries and transcriptions, marked Sample, that show each status: ready, sent, failed and processed."
    >
      <p className="muted">
        The patients in the samples are invented, and samples have no email address, so nothing reaches anyone.
      </p>
      <ClassicButton onClick={() => setAsking(true)}>Restore sample records</ClassicButton>
      <ConfirmDialog
        open={asking}
        title="Restore sample records?"
        confirmLabel="Restore samples"
        busyLabel="Restoring..."
        onCancel={() => setAsking(false)}
        onConfirm={restore}
      >
        <p>
          The sample summaries and transcriptions will be replaced with a fresh set, and changes you made to samples are
          lost. Your own summaries and transcriptions are not changed.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
