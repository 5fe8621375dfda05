import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptSegmentView, TranscriptWordView } from "#contracts/transcriptions/view";

export interface IndexedWord {
  word: TranscriptWordView;
  /** Position in the transcript's `words`. */
  index: number;
}

/** Words grouped under their segment, in order, so each segment renders (and re-renders) on its own. */
export function wordsBySegment(words: TranscriptWordView[]): Map<string, IndexedWord[]> {
  const groups = new Map<string, IndexedWord[]>();
  words.forEach((word, index) => {
    const group = groups.get(word.segmentId);
    if (group) group.push({ word, index });
    else groups.set(word.segmentId, [{ word, index }]);
  });
  return groups;
}

/** The word being spoken at `time` (the last one started), or -1 before the first. Words are in time order. */
export function wordAt(words: TranscriptWordView[], time: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (words[mid].start <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * Where the k-th recognised word of a segment sits in its (possibly corrected) text: the words are looked for in
 * order, case-insensitively. Falls back to the end of the text when a word is no longer there.
 */
export function wordRange(text: string, wordTexts: string[], k: number): [number, number] {
  const lower = text.toLowerCase();
  let from = 0;
  for (let i = 0; i <= k && i < wordTexts.length; i++) {
    const at = lower.indexOf(wordTexts[i].toLowerCase(), from);
    if (at < 0) return [text.length, text.length];
    if (i === k) return [at, at + wordTexts[i].length];
    from = at + wordTexts[i].length;
  }
  return [text.length, text.length];
}

/** The time span a set of segments covers (a note sentence's evidence), or null when none is known. */
export function spanOf(
  segments: TranscriptSegmentView[],
  ids: readonly string[],
): { start: number; end: number; segments: TranscriptSegmentView[] } | null {
  const wanted = new Set(ids);
  const cited = segments.filter((s) => wanted.has(s.id));
  if (cited.length === 0) return null;
  return {
    start: Math.min(...cited.map((s) => s.start)),
    end: Math.max(...cited.map((s) => s.end)),
    segments: cited,
  };
}

/** Consecutive segments of one speaker: what the transcript shows as one turn under the speaker's name. */
export interface Turn {
  /** Null for segments whose label names no known speaker. */
  speaker: TranscriptSpeakerView | null;
  segments: TranscriptSegmentView[];
}

export function turnsOf(segments: TranscriptSegmentView[], speakers: TranscriptSpeakerView[]): Turn[] {
  const byLabel = new Map(speakers.map((s) => [s.label, s]));
  const turns: Turn[] = [];
  for (const segment of segments) {
    const speaker = (segment.speaker && byLabel.get(segment.speaker)) || null;
    const last = turns[turns.length - 1];
    if (last && last.speaker === speaker) last.segments.push(segment);
    else turns.push({ speaker, segments: [segment] });
  }
  return turns;
}

/** The speakers in the order the bar shows them: the clinician first, then the patient. */
export const byRole = (speakers: TranscriptSpeakerView[]) =>
  [...speakers].sort((a, b) => (a.role === b.role ? 0 : a.role === "clinician" ? -1 : 1));

/** Swapping exchanges roles and names: each label now is who the other one was. */
export function swapped(speakers: TranscriptSpeakerView[]): TranscriptSpeakerView[] {
  if (speakers.length !== 2) return speakers;
  const [a, b] = speakers;
  return [
    { label: a.label, role: b.role, name: b.name },
    { label: b.label, role: a.role, name: a.name },
  ];
}
