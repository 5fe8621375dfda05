import { Fragment, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptSegmentView } from "#contracts/transcriptions/view";
import { Button } from "../ui/Button";
import { formatClock } from "./duration";
import { SpeakerName } from "./SpeakerName";
import { type IndexedWord, wordRange } from "./transcript-layout";

const rowsFor = (text: string) => Math.min(8, Math.max(1, Math.ceil(text.length / 70)));

/**
 * Correcting the transcript, segment by segment, each with its own play button so the clinician can listen while
 * fixing it. Only changed segments are sent. Ctrl/⌘+Enter saves and regenerates, Escape cancels.
 */
export function TranscriptEditor({
  segments,
  speakers = [],
  groups,
  focus,
  saving,
  canRegenerate,
  onSeek,
  onCancel,
  onSave,
}: {
  segments: TranscriptSegmentView[];
  /** Who says each segment: the rows show a speaker's name where their turn starts. */
  speakers?: TranscriptSpeakerView[];
  groups: Map<string, IndexedWord[]>;
  focus: { segmentId: string | null; wordIndex: number | null };
  saving: boolean;
  /** Not once the summary was sent: the patient has that version. */
  canRegenerate: boolean;
  onSeek: (seconds: number) => void;
  onCancel: () => void;
  onSave: (changes: { id: string; text: string }[], regenerate: boolean) => void;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(segments.map((s) => [s.id, s.text])),
  );
  const areas = useRef(new Map<string, HTMLTextAreaElement>());
  const byLabel = useMemo(() => new Map(speakers.map((s) => [s.label, s])), [speakers]);

  // Opened from a double-clicked word: put the caret on that word, selected, ready to be typed over.
  useEffect(() => {
    const id = focus.segmentId ?? segments[0]?.id;
    const area = id ? areas.current.get(id) : undefined;
    if (!area) return;
    area.focus();
    area.scrollIntoView?.({ block: "center" });
    if (focus.segmentId && focus.wordIndex !== null) {
      const group = groups.get(focus.segmentId) ?? [];
      const k = group.findIndex((g) => g.index === focus.wordIndex);
      const segment = segments.find((s) => s.id === focus.segmentId);
      if (segment && k >= 0) {
        const [from, to] = wordRange(
          area.value,
          group.map((g) => g.word.text),
          k,
        );
        area.setSelectionRange(from, to);
      }
    }
  }, [focus, groups, segments]);

  const changes = segments.filter((s) => drafts[s.id] !== s.text).map((s) => ({ id: s.id, text: drafts[s.id] }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onCancel();
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave(changes, canRegenerate);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: shortcuts for the text areas inside; the buttons do the same
    <div className="tx-editor" onKeyDown={onKeyDown}>
      <p className="muted small">
        {canRegenerate
          ? "Correct what was misheard. Saving and regenerating rewrites the clinical notes and the patient summary from the corrected transcript, replacing edits made to them."
          : "Correct what was misheard. The summary was already sent, so notes and summary are not regenerated."}
      </p>
      <div className="tx-editor-rows">
        {segments.map((segment, i) => {
          const draft = drafts[segment.id] ?? "";
          const low = (groups.get(segment.id) ?? []).some(({ word }) => word.lowConfidence);
          const speaker = segment.speaker !== segments[i - 1]?.speaker ? byLabel.get(segment.speaker ?? "") : undefined;
          return (
            <Fragment key={segment.id}>
              {speaker && (
                <p className="tx-turn-head">
                  <SpeakerName speaker={speaker} />
                </p>
              )}
              <div className={draft !== segment.text ? "tx-editor-row changed" : "tx-editor-row"}>
                <button
                  type="button"
                  className="tx-seg-time"
                  onClick={() => onSeek(segment.start)}
                  aria-label={`Play from ${formatClock(segment.start)}`}
                >
                  {formatClock(segment.start)}
                </button>
                <textarea
                  ref={(el) => {
                    if (el) areas.current.set(segment.id, el);
                    else areas.current.delete(segment.id);
                  }}
                  className={low ? "field-control tx-editor-text low" : "field-control tx-editor-text"}
                  aria-label={`Transcript at ${formatClock(segment.start)}`}
                  value={draft}
                  rows={rowsFor(draft)}
                  maxLength={4000}
                  disabled={saving}
                  onChange={(e) => setDrafts((d) => ({ ...d, [segment.id]: e.target.value }))}
                />
              </div>
            </Fragment>
          );
        })}
      </div>
      <div className="tx-editor-actions">
        {canRegenerate && (
          <Button variant="primary" onClick={() => onSave(changes, true)} disabled={saving}>
            {saving ? "Saving…" : "Save and regenerate notes"}
          </Button>
        )}
        <Button
          variant={canRegenerate ? "secondary" : "primary"}
          onClick={() => onSave(changes, false)}
          disabled={saving || changes.length === 0}
        >
          {canRegenerate ? "Save transcript only" : "Save transcript"}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <span className="muted small">
          {changes.length === 1 ? "1 segment changed" : `${changes.length} segments changed`}
        </span>
      </div>
    </div>
  );
}
