import { lazy, type MouseEvent, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptSegmentView, TranscriptWordView } from "#contracts/transcriptions/view";
import { Spinner } from "../Spinner";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { formatClock, formatPrecise } from "./duration";
import { SpeakerName } from "./SpeakerName";
import { SpeakersBar } from "./SpeakersBar";
import { type IndexedWord, turnsOf, wordAt, wordsBySegment } from "./transcript-layout";

/** The editor is fetched when the clinician corrects the transcript: the page opens to read (decision 362). */
const TranscriptEditor = lazy(() => import("./TranscriptEditor").then((m) => ({ default: m.TranscriptEditor })));

/** Which segment to bring into view (a note sentence's evidence); the nonce repeats a request for the same one. */
export interface Reveal {
  segmentId: string;
  nonce: number;
}

function wordTitle(word: TranscriptWordView): string {
  const timing = `${formatPrecise(word.start)}–${formatPrecise(word.end)}`;
  return word.lowConfidence ? `${timing} · low confidence (${Math.round(word.confidence * 100)} %)` : timing;
}

const NO_SPEAKERS: TranscriptSpeakerView[] = [];

const speakerName = (label: string) => {
  const n = Number(label.replace(/\D+/g, ""));
  return Number.isFinite(n) ? `Speaker ${n + 1}` : label;
};

const Segment = memo(function Segment({
  segment,
  words,
  activeIndex,
  focusIndex,
  highlighted,
  speaker,
  onSeek,
}: {
  segment: TranscriptSegmentView;
  words: IndexedWord[];
  /** The word being played, when it is in this segment; else -1. */
  activeIndex: number;
  /** The word the reviewer jumped to, when it is in this segment; else -1. */
  focusIndex: number;
  highlighted: boolean;
  speaker: string | null;
  onSeek: (seconds: number) => void;
}) {
  return (
    <div className={highlighted ? "tx-seg highlighted" : "tx-seg"} data-segment={segment.id}>
      <button
        type="button"
        className="tx-seg-time"
        onClick={() => onSeek(segment.start)}
        aria-label={`Play from ${formatClock(segment.start)}`}
      >
        {formatClock(segment.start)}
      </button>
      <p className="tx-seg-text">
        {speaker && <span className="tx-speaker">{speakerName(speaker)}: </span>}
        {segment.edited || words.length === 0 ? (
          <>
            {segment.text} <Badge tone="info">corrected</Badge>
          </>
        ) : (
          words.map(({ word, index }) => {
            const classes = [
              "tx-word",
              word.lowConfidence ? "low" : "",
              index === activeIndex ? "active" : "",
              index === focusIndex ? "focus" : "",
            ]
              .filter(Boolean)
              .join(" ");
            return (
              <span key={index}>
                <span className={classes} data-start={word.start} data-word={index} title={wordTitle(word)}>
                  {word.text}
                </span>
                {word.punctuation}{" "}
              </span>
            );
          })
        )}
      </p>
    </div>
  );
});

/**
 * 'Audio Transcription': every word with its timing (tooltip), low-confidence words highlighted, click a word to play
 * from it, the played word followed; a note sentence's evidence is highlighted and brought into view. Review: jump
 * through the words to check, double-click a word to correct its segment, save, and regenerate notes and summary.
 */
export const TranscriptCard = memo(function TranscriptCard({
  words,
  segments,
  speakers = NO_SPEAKERS,
  speakersSaving = false,
  onSaveSpeakers,
  time,
  highlightIds,
  reveal,
  editable,
  canRegenerate,
  saving,
  onSeek,
  onSave,
}: {
  words: TranscriptWordView[];
  segments: TranscriptSegmentView[];
  /** Who each label is; empty when the engine named no speakers (segments are then shown as before). */
  speakers?: TranscriptSpeakerView[];
  speakersSaving?: boolean;
  onSaveSpeakers?: (speakers: TranscriptSpeakerView[], regenerate: boolean) => Promise<boolean>;
  time: number;
  highlightIds: ReadonlySet<string>;
  reveal: Reveal | null;
  editable: boolean;
  canRegenerate: boolean;
  saving: boolean;
  onSeek: (seconds: number) => void;
  onSave: (changes: { id: string; text: string }[], regenerate: boolean) => Promise<boolean>;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => wordsBySegment(words), [words]);
  const lowWords = useMemo(() => words.flatMap((w, i) => (w.lowConfidence ? [i] : [])), [words]);
  const [checkAt, setCheckAt] = useState(-1);
  const [editing, setEditing] = useState<{ segmentId: string | null; wordIndex: number | null } | null>(null);
  const active = time > 0 ? wordAt(words, time) : -1;
  const focusWord = checkAt >= 0 ? lowWords[checkAt] : -1;

  // Scrolls the transcript's own box only: the page (and the docked player) stays where the reviewer is.
  const scrollTo = useCallback((selector: string) => {
    const box = scroller.current;
    const target = box?.querySelector<HTMLElement>(selector);
    if (!box || !target) return;
    box.scrollTop = Math.max(0, target.offsetTop - box.clientHeight / 3);
  }, []);

  useEffect(() => {
    if (reveal) scrollTo(`[data-segment="${reveal.segmentId}"]`);
  }, [reveal, scrollTo]);

  const nextToCheck = () => {
    if (lowWords.length === 0) return;
    const next = (checkAt + 1) % lowWords.length;
    setCheckAt(next);
    const index = lowWords[next];
    onSeek(Math.max(0, words[index].start - 1));
    requestAnimationFrame(() => scrollTo(`[data-word="${index}"]`));
  };

  const wordFrom = (event: MouseEvent) => (event.target as HTMLElement).closest<HTMLElement>("[data-word]");
  const onClick = (event: MouseEvent) => {
    const el = wordFrom(event);
    if (el) onSeek(Number(el.dataset.start));
  };
  const onDoubleClick = (event: MouseEvent) => {
    const el = wordFrom(event);
    if (!el || !editable) return;
    const index = Number(el.dataset.word);
    setEditing({ segmentId: words[index]?.segmentId ?? null, wordIndex: index });
  };

  let previousSpeaker: string | null = null;
  const renderSegment = (segment: TranscriptSegmentView, speaker: string | null) => {
    const group = groups.get(segment.id) ?? [];
    const first = group[0]?.index ?? -1;
    const last = group[group.length - 1]?.index ?? -2;
    return (
      <Segment
        key={segment.id}
        segment={segment}
        words={group}
        activeIndex={active >= first && active <= last ? active : -1}
        focusIndex={focusWord >= first && focusWord <= last ? focusWord : -1}
        highlighted={highlightIds.has(segment.id)}
        speaker={speaker}
        onSeek={onSeek}
      />
    );
  };

  return (
    <Card as="section" className="tx-transcript" aria-label="Audio Transcription">
      <div className="tx-card-head">
        <h2>Audio Transcription</h2>
        {!editing && segments.length > 0 && (
          <div className="tx-card-tools">
            {lowWords.length > 0 && (
              <Button size="sm" onClick={nextToCheck}>
                Next word to check ({checkAt >= 0 ? `${checkAt + 1} of ${lowWords.length}` : lowWords.length})
              </Button>
            )}
            {editable && (
              <Button size="sm" onClick={() => setEditing({ segmentId: null, wordIndex: null })}>
                Correct transcript
              </Button>
            )}
          </div>
        )}
      </div>
      {segments.length === 0 ? (
        <p className="muted">No transcript yet.</p>
      ) : editing ? (
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <TranscriptEditor
            segments={segments}
            speakers={speakers}
            groups={groups}
            focus={editing}
            saving={saving}
            canRegenerate={canRegenerate}
            onSeek={onSeek}
            onCancel={() => setEditing(null)}
            onSave={async (changes, regenerate) => {
              if (await onSave(changes, regenerate)) setEditing(null);
            }}
          />
        </Suspense>
      ) : (
        <>
          {speakers.length > 0 && (
            <SpeakersBar
              speakers={speakers}
              editable={editable && onSaveSpeakers !== undefined}
              canRegenerate={canRegenerate}
              saving={speakersSaving}
              onSave={onSaveSpeakers ?? (async () => false)}
            />
          )}
          <p className="muted small tx-legend">
            Click a word to play from it. <mark className="tx-low-sample">Highlighted</mark> words were heard with low
            confidence; double-click a word to correct it.
          </p>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: word clicks are a mouse shortcut; each segment's time button is the keyboard way */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
          <div className="tx-transcript-body" ref={scroller} onClick={onClick} onDoubleClick={onDoubleClick}>
            {speakers.length === 0
              ? segments.map((segment) => {
                  const speaker = segment.speaker && segment.speaker !== previousSpeaker ? segment.speaker : null;
                  previousSpeaker = segment.speaker;
                  return renderSegment(segment, speaker);
                })
              : turnsOf(segments, speakers).map((turn) => (
                  <div
                    key={turn.segments[0].id}
                    className={turn.speaker ? `tx-turn tx-turn-${turn.speaker.role}` : "tx-turn"}
                  >
                    {turn.speaker && (
                      <p className="tx-turn-head">
                        <SpeakerName speaker={turn.speaker} />
                      </p>
                    )}
                    {turn.segments.map((segment) => renderSegment(segment, null))}
                  </div>
                ))}
          </div>
        </>
      )}
    </Card>
  );
});
