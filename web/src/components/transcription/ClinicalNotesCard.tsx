import { lazy, memo, Suspense, useState } from "react";
import type { ReviewFlag } from "#contracts/review-flags";
import type { ClinicalNotes, NoteSection } from "#contracts/transcriptions/notes";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptSegmentView } from "#contracts/transcriptions/view";
import { Spinner } from "../Spinner";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { formatClock } from "./duration";
import { SpeakerName } from "./SpeakerName";
import { spanOf, turnsOf } from "./transcript-layout";

/** The editor is fetched when the clinician edits: the page opens to read, not to edit (decision 362). */
const NotesEditor = lazy(() => import("./NotesEditor").then((m) => ({ default: m.NotesEditor })));
/** Only notes the checker found something in show the list, and only they load it (issue 23, part 4). */
const NotesCheckList = lazy(() => import("../review/NotesCheckList").then((m) => ({ default: m.NotesCheckList })));

export const sentenceKey = (section: number, sentence: number) => `${section}.${sentence}`;

const NO_SPEAKERS: TranscriptSpeakerView[] = [];

/** The quoted span under a note sentence, each turn with who said it when the transcript names its speakers. */
function Evidence({
  segments,
  speakers,
  ids,
}: {
  segments: TranscriptSegmentView[];
  speakers: TranscriptSpeakerView[];
  ids: string[];
}) {
  const span = spanOf(segments, ids);
  if (!span) return null;
  const turns = speakers.length > 0 ? turnsOf(span.segments, speakers) : [];
  return (
    <blockquote className="tx-evidence">
      <span className="muted small">
        From the transcript, {formatClock(span.start)}–{formatClock(Math.ceil(span.end))}:
      </span>{" "}
      {turns.length === 0
        ? span.segments.map((s) => s.text).join(" ")
        : turns.map((turn) => (
            <span key={turn.segments[0].id} className="tx-evidence-turn">
              {turn.speaker && (
                <>
                  <SpeakerName speaker={turn.speaker} compact />
                  {": "}
                </>
              )}
              {turn.segments.map((s) => s.text).join(" ")}
            </span>
          ))}
    </blockquote>
  );
}

/**
 * 'Clinical Notes (Provider)' in the clinician's template. Every sentence links to the transcript span it came
 * from: selecting it highlights that span, plays from it and quotes it under the sentence, so a note can be checked
 * against what was said in one click.
 */
export const ClinicalNotesCard = memo(function ClinicalNotesCard({
  notes,
  segments,
  speakers = NO_SPEAKERS,
  pending,
  selected,
  editable,
  saving,
  onSelect,
  onSave,
  flags = [],
  onPlay,
}: {
  notes: ClinicalNotes | null;
  /** The claim checker's findings in the notes (issue 18). */
  flags?: readonly ReviewFlag[];
  onPlay?: (seconds: number) => void;
  segments: TranscriptSegmentView[];
  /** Who said each quoted segment (issue 20); empty when the engine named no speakers. */
  speakers?: TranscriptSpeakerView[];
  /** What is being written, while the notes are (re)generated. */
  pending: string | null;
  selected: string | null;
  editable: boolean;
  saving: boolean;
  onSelect: (key: string | null, segmentIds: string[]) => void;
  onSave: (sections: NoteSection[]) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);

  return (
    <Card as="section" className="tx-notes" aria-label="Clinical Notes (Provider)">
      <div className="tx-card-head">
        <div>
          <h2>Clinical Notes (Provider)</h2>
          {notes && <p className="muted small">{notes.templateName}</p>}
        </div>
        {notes && editable && !editing && !pending && (
          <div className="tx-card-tools">
            <Button size="sm" onClick={() => setEditing(true)}>
              Edit notes
            </Button>
          </div>
        )}
      </div>
      {pending ? (
        <p className="muted" role="status">
          {pending}
        </p>
      ) : !notes ? (
        <p className="muted">No clinical notes.</p>
      ) : editing ? (
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <NotesEditor
            notes={notes}
            saving={saving}
            onCancel={() => setEditing(false)}
            onSave={async (sections) => {
              if (await onSave(sections)) setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <div className="tx-notes-body">
          {flags.length > 0 && (
            <Suspense fallback={null}>
              <NotesCheckList flags={flags} onPlay={onPlay} />
            </Suspense>
          )}
          <p className="muted small tx-legend">Select a sentence to hear and see where it came from.</p>
          {notes.sections.map((section, i) => (
            <div key={section.heading} className="tx-note-section">
              <h3>{section.heading}</h3>
              {section.sentences.length === 0 ? (
                <p className="muted small">Nothing recorded.</p>
              ) : (
                <ul>
                  {section.sentences.map((sentence, j) => {
                    const key = sentenceKey(i, j);
                    const isSelected = key === selected;
                    const linked = sentence.segmentIds.length > 0;
                    return (
                      <li key={key}>
                        {linked ? (
                          <button
                            type="button"
                            className={isSelected ? "tx-note-sentence selected" : "tx-note-sentence"}
                            aria-pressed={isSelected}
                            onClick={() => (isSelected ? onSelect(null, []) : onSelect(key, sentence.segmentIds))}
                          >
                            {sentence.text}
                          </button>
                        ) : (
                          <span className="tx-note-sentence unlinked">
                            {sentence.text} <Badge>not from the transcript</Badge>
                          </span>
                        )}
                        {isSelected && <Evidence segments={segments} speakers={speakers} ids={sentence.segmentIds} />}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
});
