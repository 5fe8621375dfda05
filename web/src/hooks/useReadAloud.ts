import { useCallback, useEffect, useRef, useState } from "react";
import type { SummarySentence } from "#contracts/summary-sentences";

export type ReadAloudState = "idle" | "playing" | "paused";

export interface ReadAloud {
  /** The browser can speak this language: it has speech synthesis and a voice for it. */
  available: boolean;
  state: ReadAloudState;
  /** The sentence being read (its number in `summarySentences`), null when idle. */
  current: number | null;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  previous(): void;
  next(): void;
}

/** The voice for `lang`: the same language and region first ("zh-TW"), then the language; the browser's default first. */
export function voiceFor(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const norm = (code: string) => code.replace("_", "-").toLowerCase();
  const wanted = norm(lang);
  const primary = wanted.split("-")[0];
  const rank = (v: SpeechSynthesisVoice) => {
    const code = norm(v.lang);
    if (code === wanted) return 0;
    if (code.split("-")[0] === primary) return 1;
    return 2;
  };
  return voices
    .filter((v) => rank(v) < 2)
    .sort(
      (a, b) =>
        rank(a) - rank(b) || Number(b.default) - Number(a.default) || Number(b.localService) - Number(a.localService),
    )[0];
}

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : undefined;

/**
 * Reads the summary aloud with the browser's own speech synthesis (issue 25, part 2): nothing goes to a server. One
 * utterance per sentence, so the sentence being read is known whatever the voice reports (many voices send no word
 * boundaries) and a long summary never meets the engines that stop a long utterance after about 15 seconds. Sections
 * are the summary's headings: previous and next jump between them. Unavailable where the browser has no speech
 * synthesis or no voice for the language, once its voices are known (`voiceschanged`).
 */
export function useReadAloud(sentences: SummarySentence[], lang: string): ReadAloud {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>();
  const [state, setState] = useState<ReadAloudState>("idle");
  const [current, setCurrent] = useState<number | null>(null);
  // Each start or stop begins a new run; events of an utterance from an earlier run are ignored (cancel() ends it).
  const run = useRef(0);

  useEffect(() => {
    const synth = synthesis();
    if (!synth) return;
    const check = () => setVoice(voiceFor(synth.getVoices(), lang));
    check();
    synth.addEventListener("voiceschanged", check);
    return () => synth.removeEventListener("voiceschanged", check);
  }, [lang]);

  const stop = useCallback(() => {
    run.current++;
    synthesis()?.cancel();
    setState("idle");
    setCurrent(null);
  }, []);

  const speakFrom = useCallback(
    (index: number) => {
      const synth = synthesis();
      if (!synth || !voice || index < 0 || index >= sentences.length) return stop();
      const id = ++run.current;
      synth.cancel();
      // A paused engine would hold the new utterance too.
      synth.resume();
      const say = (i: number) => {
        if (run.current !== id) return;
        if (i >= sentences.length) {
          run.current++;
          setState("idle");
          setCurrent(null);
          return;
        }
        const utterance = new SpeechSynthesisUtterance(sentences[i].text);
        utterance.lang = lang;
        utterance.voice = voice;
        utterance.rate = 0.95;
        utterance.onend = () => say(i + 1);
        utterance.onerror = (event) => {
          // An interrupted utterance is one this hook cancelled; any other error ends the reading.
          if (run.current === id && event.error !== "interrupted" && event.error !== "canceled") stop();
        };
        setCurrent(i);
        synth.speak(utterance);
      };
      setState("playing");
      say(index);
    },
    [sentences, lang, voice, stop],
  );

  // A new text (the other language, a new summary) is not read on with the old one's positions.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes, and on leaving the page
  useEffect(() => stop, [sentences, stop]);

  const sectionStart = (section: number) => sentences.findIndex((s) => s.section === section);
  const at = current ?? 0;
  const section = sentences[at]?.section ?? -1;

  return {
    available: Boolean(voice) && sentences.length > 0,
    state,
    current,
    play: () => speakFrom(0),
    pause: () => {
      synthesis()?.pause();
      setState("paused");
    },
    resume: () => {
      synthesis()?.resume();
      setState("playing");
    },
    stop,
    previous: () => {
      // Back to this section's start; from its first sentence, to the section before.
      const start = sectionStart(section);
      speakFrom(current !== null && current > start ? start : Math.max(0, sectionStart(section - 1)));
    },
    next: () => {
      const start = sentences.findIndex((s) => s.section > section);
      if (start >= 0) speakFrom(start);
      else stop();
    },
  };
}
