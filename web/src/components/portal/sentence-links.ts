import { type SummarySentence, summarySentences } from "#contracts/summary-sentences";

/**
 * The sentences a chat answer relied on, as the page shows them (issue 25, part 5). The server numbers the English
 * summary's sentences; on the English original they are those numbers. A translation is kept line by line with its
 * English (decision 375), so on it they are the translated sentences of the same lines; when its lines do not pair
 * with the English ones, there is no honest match, and null says to show the English original instead.
 */
export function shownSources(sources: number[], english: string, shown: string): number[] | null {
  if (shown === english) return sources;
  const englishLines = english.split("\n");
  if (englishLines.length !== shown.split("\n").length) return null;
  const numbered = summarySentences(english);
  const lines = new Set(sources.flatMap((i) => (numbered[i] ? [numbered[i].line] : [])));
  const found = summarySentences(shown)
    .filter((s) => lines.has(s.line))
    .map((s) => s.index);
  return found.length > 0 ? found : null;
}

export interface SourceGroup {
  /** The heading of the section the sentences are in, as shown; null before the first heading. */
  heading: string | null;
  /** The sentences of the answer in that section, as numbered in the text they are shown in. */
  indexes: number[];
  /** They are in the English original, which must be shown first. */
  english: boolean;
}

/** An answer's sources by the section they are in, in reading order: one link per section. */
export function sourceGroups(sources: number[], english: string, shown: string): SourceGroup[] {
  const mapped = shownSources(sources, english, shown);
  const text = mapped ? shown : english;
  const indexes = mapped ?? sources;
  const sentences = summarySentences(text);
  const groups = new Map<number, SourceGroup>();
  for (const i of indexes) {
    const sentence: SummarySentence | undefined = sentences[i];
    if (!sentence) continue;
    const group = groups.get(sentence.section) ?? {
      heading: sentences.find((s) => s.kind === "heading" && s.section === sentence.section)?.text ?? null,
      indexes: [],
      english: !mapped,
    };
    group.indexes.push(i);
    groups.set(sentence.section, group);
  }
  return [...groups.values()];
}
