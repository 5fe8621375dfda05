import type { SummarySentence } from "#contracts/summary-sentences";
import type { ReadAloud } from "../../hooks/useReadAloud";
import { ListenIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, StopIcon } from "./icons";

export interface ListenTexts {
  listen: string;
  pause: string;
  resume: string;
  stop: string;
  previous: string;
  next: string;
  /** "Reading: {{section}}" with the section's heading filled in. */
  reading: (section: string) => string;
  /** What the part before the first heading is called. */
  start: string;
}

/** "Listen" in the reading tools; nothing where the browser cannot speak the summary's language. */
export function ListenButton({ reader, label }: { reader: ReadAloud; label: string }) {
  if (!reader.available || reader.state !== "idle") return null;
  return (
    <button type="button" className="button listen-button" onClick={reader.play}>
      <ListenIcon />
      {label}
    </button>
  );
}

/**
 * While the summary is read aloud: a bar fixed to the bottom of the window (it stays at hand while the page scrolls
 * to the sentence being read) with pause or resume, the sections before and after, stop, and the section's name.
 */
export function ListenBar({
  reader,
  sentences,
  texts,
}: {
  reader: ReadAloud;
  sentences: SummarySentence[];
  texts: ListenTexts;
}) {
  if (reader.state === "idle" || reader.current === null) return null;
  const sentence = sentences[reader.current];
  const heading = sentences.find((s) => s.kind === "heading" && s.section === sentence?.section);
  return (
    <section className="listen-bar" aria-label={texts.listen}>
      <p className="listen-status" aria-live="polite">
        {texts.reading(heading?.text ?? texts.start)}
      </p>
      <div className="listen-buttons">
        <button type="button" className="listen-action" onClick={reader.previous} aria-label={texts.previous}>
          <PreviousIcon />
        </button>
        {reader.state === "playing" ? (
          <button type="button" className="listen-action main" onClick={reader.pause} aria-label={texts.pause}>
            <PauseIcon />
          </button>
        ) : (
          <button type="button" className="listen-action main" onClick={reader.resume} aria-label={texts.resume}>
            <PlayIcon />
          </button>
        )}
        <button type="button" className="listen-action" onClick={reader.next} aria-label={texts.next}>
          <NextIcon />
        </button>
        <button type="button" className="listen-action" onClick={reader.stop} aria-label={texts.stop}>
          <StopIcon />
        </button>
      </div>
    </section>
  );
}
