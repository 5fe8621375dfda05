import type { TranscribeOutput } from "#core/transcriptions/speech-output";

/**
 * pocketsphinx_continuous with `-time yes` prints, per utterance (a stretch of speech between pauses), the hypothesis
 * line and then one line per segment: `word start end posterior`, times in seconds from the start of the audio,
 * framed by <s> and </s>. This turns that into Amazon Transcribe's output shape: one pronunciation item per word and a
 * full stop after each utterance, each utterance an audio segment.
 */

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)$/;
/** pocketsphinx reports the last frame of a word; the word lasts until that 10 ms frame ends. */
const FRAME_SECONDS = 0.01;

export interface Word {
  content: string;
  start: number;
  end: number;
  confidence: number;
  /** Punctuation the recogniser wrote after the word (Moonshine writes it; pocketsphinx never does). */
  punctuation?: string;
}

/** Silence and noise tokens (<s>, </s>, <sil>, [NOISE], [SPEECH], ++FILLER++) are not words. */
const isFiller = (token: string) => /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);

export function parseWordTimes(stdout: string): Word[][] {
  const utterances: Word[][] = [];
  let current: Word[] | null = null;
  for (const line of stdout.split("\n")) {
    const m = WORD_LINE.exec(line.trim());
    if (!m) continue;
    const [, token, start, end, posterior] = m;
    if (token === "<s>") {
      current = [];
      utterances.push(current);
      continue;
    }
    if (isFiller(token)) continue;
    if (!current) {
      current = [];
      utterances.push(current);
    }
    current.push({
      content: token.replace(/\(\d+\)$/, ""),
      start: Number(start),
      end: Number(end) + FRAME_SECONDS,
      confidence: Math.min(1, Math.max(0, Number(posterior))),
    });
  }
  return utterances.filter((u) => u.length > 0);
}

const time = (s: number) => s.toFixed(2);
const conf = (c: number) => String(Number(c.toFixed(4)));

/** Transcribe-shaped output. Words stay as said ("five milligrams"); the first word of each utterance is capitalised. */
export function toTranscribeOutput(jobName: string, utterances: Word[][]): TranscribeOutput {
  const items: NonNullable<TranscribeOutput["results"]["items"]> = [];
  const audioSegments: {
    id: number;
    transcript: string;
    start_time: string;
    end_time: string;
    items: number[];
  }[] = [];
  const sentences: string[] = [];
  for (const utterance of utterances) {
    const ids: number[] = [];
    let sentence = "";
    utterance.forEach((w, i) => {
      const content = w.content === "i" ? "I" : i === 0 ? w.content[0].toUpperCase() + w.content.slice(1) : w.content;
      ids.push(items.length);
      items.push({
        id: items.length,
        type: "pronunciation",
        start_time: time(w.start),
        end_time: time(w.end),
        alternatives: [{ content, confidence: conf(w.confidence) }],
      });
      sentence += `${i > 0 ? " " : ""}${content}`;
      // Every utterance ends a sentence: with the recogniser's own mark when it wrote one that ends a sentence.
      const last = i === utterance.length - 1;
      const mark = last ? (w.punctuation === "?" || w.punctuation === "!" ? w.punctuation : ".") : w.punctuation;
      if (!mark) return;
      ids.push(items.length);
      items.push({ id: items.length, type: "punctuation", alternatives: [{ content: mark, confidence: "0.0" }] });
      sentence += mark;
    });
    sentences.push(sentence);
    audioSegments.push({
      id: audioSegments.length,
      transcript: sentence,
      start_time: time(utterance[0].start),
      end_time: time(utterance[utterance.length - 1].end),
      items: ids,
    });
  }
  return {
    jobName,
    accountId: "local",
    status: "COMPLETED",
    results: { transcripts: [{ transcript: sentences.join(" ") }], items, audio_segments: audioSegments },
  };
}
