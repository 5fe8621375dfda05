import { lazy, Suspense, useState } from "react";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import { Button } from "../ui/Button";
import { ArrowLeftRight, Pencil } from "../ui/icons";
import { SpeakerName } from "./SpeakerName";
import { byRole, swapped } from "./transcript-layout";

/** Opened by "Rename": the page loads without the form (issue 23, part 4: the first load pays for the language select). */
const RenameForm = lazy(() => import("./RenameSpeakersForm").then((m) => ({ default: m.RenameSpeakersForm })));

type Panel = "read" | "rename" | "swap";

/**
 * 'Speakers' above the transcript: who is who, renaming each, and swapping them when the recording got them the wrong
 * way round. A swap changes who said what, which the notes were written from, so it offers to regenerate them (as a
 * transcript correction does).
 */
export function SpeakersBar({
  speakers,
  editable,
  canRegenerate,
  saving,
  onSave,
}: {
  speakers: TranscriptSpeakerView[];
  editable: boolean;
  /** Not once the summary was sent: the patient has that version. */
  canRegenerate: boolean;
  saving: boolean;
  onSave: (speakers: TranscriptSpeakerView[], regenerate: boolean) => Promise<boolean>;
}) {
  const [panel, setPanel] = useState<Panel>("read");
  const ordered = byRole(speakers);
  const save = async (next: TranscriptSpeakerView[], regenerate: boolean) => {
    if (await onSave(next, regenerate)) setPanel("read");
  };

  return (
    <section className="tx-speakers" aria-label="Speakers">
      <div className="tx-speakers-row">
        <span className="tx-speakers-title">Speakers</span>
        <ul className="tx-speakers-list">
          {ordered.map((speaker) => (
            <li key={speaker.label}>
              <SpeakerName speaker={speaker} />
            </li>
          ))}
        </ul>
        {editable && panel === "read" && (
          <div className="tx-speakers-tools">
            <Button size="sm" variant="ghost" onClick={() => setPanel("rename")}>
              <Pencil size={14} /> Rename
            </Button>
            {speakers.length === 2 && (
              <Button size="sm" variant="ghost" onClick={() => setPanel("swap")}>
                <ArrowLeftRight size={14} /> Swap speakers
              </Button>
            )}
          </div>
        )}
      </div>
      {panel === "rename" && (
        <Suspense fallback={null}>
          <RenameForm speakers={ordered} saving={saving} onCancel={() => setPanel("read")} onSave={save} />
        </Suspense>
      )}
      {panel === "swap" && (
        <fieldset className="tx-speakers-panel">
          <legend className="visually-hidden">Swap speakers</legend>
          <p className="small">
            {speakers.length === 2 &&
              `What ${ordered[0].name} said becomes ${ordered[1].name}'s, and the other way round. `}
            {canRegenerate
              ? "Swapping and regenerating rewrites the clinical notes and the patient summary with the new roles, replacing edits made to them."
              : "The summary was already sent, so notes and summary are not regenerated."}
          </p>
          <div className="tx-speakers-actions">
            {canRegenerate && (
              <Button variant="primary" size="sm" disabled={saving} onClick={() => void save(swapped(speakers), true)}>
                {saving ? "Saving…" : "Swap and regenerate notes"}
              </Button>
            )}
            <Button
              variant={canRegenerate ? "secondary" : "primary"}
              size="sm"
              disabled={saving}
              onClick={() => void save(swapped(speakers), false)}
            >
              {canRegenerate ? "Swap only" : "Swap speakers"}
            </Button>
            <Button variant="ghost" size="sm" disabled={saving} onClick={() => setPanel("read")}>
              Cancel
            </Button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
