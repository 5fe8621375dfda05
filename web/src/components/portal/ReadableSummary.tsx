import { type ReactNode, useEffect, useMemo } from "react";
import { type SummarySentence, sentenceId, summarySentences } from "#contracts/summary-sentences";
import { useReadAloud } from "../../hooks/useReadAloud";
import type { TextSize } from "../../hooks/useTextSize";
import { SummaryText } from "../SummaryText";
import { ListenBar, ListenButton, type ListenTexts } from "./ListenControls";
import { PrintButton } from "./PrintButton";
import { TextSizeControl } from "./TextSizeControl";

/** The attributes that make an element a line's sentences' target (id, focus, the reading and source highlights). */
export type LineMark = (line: number | undefined) => { id?: string; tabIndex?: number; className?: string };

/** Sentences an answer relied on, to highlight; `at` makes a second tap on the same link scroll again. */
export interface Marked {
  indexes: number[];
  at: number;
}

export interface ReadingTexts {
  print: string;
  textSize: string;
  sizes: [string, string, string];
  listen: ListenTexts;
}

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The summary as the patient reads it (issue 25): the reading tools (text size, print, listen), then the text with
 * each sentence its own element (`summary-sentence-<n>`, numbered as the server numbers them), so the sentence being
 * read aloud and the sentences a chat answer relied on can be highlighted and scrolled to.
 */
export function ReadableSummary({
  text,
  lang,
  dir,
  marked,
  size,
  onSize,
  texts,
  versions,
  render,
  lead,
}: {
  text: string;
  /** The language of `text` (a translation's, or English). */
  lang: string;
  /** Set on the text's block when the page shows a translation or its original (issue 23). */
  dir?: "ltr" | "rtl";
  marked: Marked | null;
  size: TextSize;
  onSize: (size: TextSize) => void;
  texts: ReadingTexts;
  /** The switch between a translation and its English original, between the tools and the text. */
  versions?: ReactNode;
  /**
   * Draws the text another way (the English summary as a schedule, issue 25): plain lines through `inline`, a line
   * drawn in its own way (a medicine's row) with `mark`'s attributes on its element.
   */
  render?: (inline: (shown: string, line: number) => ReactNode, mark: LineMark) => ReactNode;
  /** Drawn before the tools, with the same line targets (the help card's warning signs, which come first). */
  lead?: (mark: LineMark) => ReactNode;
}) {
  const sentences = useMemo(() => summarySentences(text), [text]);
  const reader = useReadAloud(sentences, lang);
  const highlighted = useMemo(() => new Set(marked?.indexes ?? []), [marked]);

  // The sentence being read stays in view.
  useEffect(() => {
    if (reader.current === null) return;
    document.getElementById(sentenceId(reader.current))?.scrollIntoView({
      block: "nearest",
      behavior: reducedMotion() ? "auto" : "smooth",
    });
  }, [reader.current]);

  // A source link shows its first sentence in the middle of the window and moves the focus there (screen readers).
  useEffect(() => {
    const first = marked?.indexes[0];
    if (first === undefined) return;
    const element = document.getElementById(sentenceId(first));
    element?.scrollIntoView({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
    element?.focus({ preventScroll: true });
  }, [marked]);

  const byLine = useMemo(() => {
    const lines = new Map<number, SummarySentence[]>();
    for (const s of sentences) lines.set(s.line, [...(lines.get(s.line) ?? []), s]);
    return lines;
  }, [sentences]);

  const inline = (shown: string, line: number) => {
    const parts: ReactNode[] = [];
    let from = 0;
    for (const s of byLine.get(line) ?? []) {
      if (s.start > from) parts.push(shown.slice(from, s.start));
      const classes = ["sentence", highlighted.has(s.index) && "is-source", reader.current === s.index && "is-reading"];
      parts.push(
        <span key={s.index} id={sentenceId(s.index)} className={classes.filter(Boolean).join(" ")} tabIndex={-1}>
          {s.text}
        </span>,
      );
      from = s.end;
    }
    if (from < shown.length) parts.push(shown.slice(from));
    return parts;
  };

  // A line drawn whole (a medicine's row, a follow-up): the element is its sentences' target and shows their state.
  const mark: LineMark = (line) => {
    const on = line === undefined ? [] : (byLine.get(line) ?? []);
    if (on.length === 0) return {};
    const classes = [
      "sentence",
      on.some((s) => highlighted.has(s.index)) && "is-source",
      on.some((s) => reader.current === s.index) && "is-reading",
    ];
    return { id: sentenceId(on[0].index), tabIndex: -1, className: classes.filter(Boolean).join(" ") };
  };

  return (
    <>
      {lead?.(mark)}
      <div className="portal-tools">
        <TextSizeControl size={size} onChange={onSize} label={texts.textSize} names={texts.sizes} />
        <PrintButton label={texts.print} />
        <ListenButton reader={reader} label={texts.listen.listen} />
      </div>
      {versions}
      <div className="portal-summary" lang={dir ? lang : undefined} dir={dir}>
        {render ? render(inline, mark) : <SummaryText text={text} inline={inline} />}
      </div>
      <ListenBar reader={reader} sentences={sentences} texts={texts.listen} />
    </>
  );
}
