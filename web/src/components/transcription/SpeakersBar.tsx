import { type FormEvent, useState } from "react";
import { SPEAKER_ROLE_NAMES, speakerNameError, type TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import { Button } from "../ui/Button";
import { TextField } from "../ui/Field";
import { ArrowLeftRight, Pencil } from "../ui/icons";
import { SpeakerName } from "./SpeakerName";
import { byRole, swapped } from "./transcript-layout";

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
        <RenameForm speakers={ordered} saving={saving} onCancel={() => setPanel("read")} onSave={save} />
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

function RenameForm({
  speakers,
  saving,
  onCancel,
  onSave,
}: {
  speakers: TranscriptSpeakerView[];
  saving: boolean;
  onCancel: () => void;
  onSave: (speakers: TranscriptSpeakerView[], regenerate: boolean) => Promise<void>;
}) {
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(speakers.map((s) => [s.label, s.name])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = speakers.map((s) => ({ ...s, name: (names[s.label] ?? "").trim() }));
    // The server's own rule (the contract's), so a refusal reads the same here as from the API.
    const found: Record<string, string> = {};
    for (const speaker of next) {
      const error = speakerNameError(speaker.name);
      if (error) found[speaker.label] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void onSave(next, false);
  };

  return (
    <form className="tx-speakers-panel" aria-label="Rename speakers" onSubmit={submit} noValidate>
      <div className="tx-speakers-fields">
        {speakers.map((speaker) => (
          <TextField
            key={speaker.label}
            label={`${SPEAKER_ROLE_NAMES[speaker.role]}'s name`}
            value={names[speaker.label] ?? ""}
            maxLength={60}
            autoComplete="off"
            disabled={saving}
            error={errors[speaker.label]}
            onChange={(e) => {
              setNames((n) => ({ ...n, [speaker.label]: e.target.value }));
              setErrors(({ [speaker.label]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <p className="muted small">Names are shown in the transcript and beside the notes' quotes.</p>
      <div className="tx-speakers-actions">
        <Button type="submit" variant="primary" size="sm" disabled={saving}>
          {saving ? "Saving…" : "Save names"}
        </Button>
        <Button variant="ghost" size="sm" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
