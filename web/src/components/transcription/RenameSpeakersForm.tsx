import { type FormEvent, useState } from "react";
import { SPEAKER_ROLE_NAMES, speakerNameError, type TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import { Button } from "../ui/Button";
import { TextField } from "../ui/Field";

/** The speakers' names, checked by the contract's own rule before they are saved. */
export function RenameSpeakersForm({
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
