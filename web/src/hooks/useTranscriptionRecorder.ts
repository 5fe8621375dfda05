import { useCallback, useEffect, useRef, useState } from "react";

export type RecorderState = "idle" | "requesting" | "recording" | "paused";

export interface RecordedAudio {
  file: File;
  /** Recorded time without pauses, in seconds (the server rounds it to whole seconds). */
  durationSeconds: number;
}

/**
 * What each browser records: Chromium and Firefox WebM/Opus, Safari MP4/AAC. The first one the browser supports wins;
 * the file's extension names the container, because the upload policy decides the type from it.
 */
const FORMATS: { mimeType: string; extension: string }[] = [
  { mimeType: "audio/webm;codecs=opus", extension: "webm" },
  { mimeType: "audio/webm", extension: "webm" },
  { mimeType: "audio/mp4;codecs=mp4a.40.2", extension: "mp4" },
  { mimeType: "audio/mp4", extension: "mp4" },
  { mimeType: "audio/ogg;codecs=opus", extension: "ogg" },
];

export function recordingFormat(): { mimeType: string; extension: string } | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return FORMATS.find((f) => MediaRecorder.isTypeSupported?.(f.mimeType));
}

function extensionFor(mimeType: string): string {
  if (mimeType.includes("mp4") || mimeType.includes("aac")) return "mp4";
  if (mimeType.includes("ogg")) return "ogg";
  return "webm";
}

/** Spec section 9: chunks every 100 ms. */
export const CHUNK_MS = 100;
/** Below this RMS level (about -50 dBFS) nothing useful reaches the microphone. */
const SILENCE_LEVEL = 0.1;
/** This long without sound while recording and the screen says so: a dead or muted microphone is obvious. */
export const SILENCE_WARNING_MS = 3000;
const METER_INTERVAL_MS = 80;

/** RMS of the samples on a -60..0 dBFS scale mapped to 0..1, which follows what the ear hears better than raw RMS. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db + 60) / 60));
}

function recordingName(extension: string): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return `recording-${stamp}.${extension}`;
}

/**
 * The browser recorder: MediaRecorder with echo cancellation and noise suppression, 100 ms chunks, a timer that
 * stops while paused, and a live input level from a Web Audio AnalyserNode. `start` rejects when the microphone is
 * refused or missing; `stop` resolves with the recording as a File named by its container.
 */
export function useTranscriptionRecorder() {
  const [state, setState] = useState<RecorderState>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [silent, setSilent] = useState(false);

  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const chunks = useRef<Blob[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const meter = useRef<ReturnType<typeof setInterval> | null>(null);
  // Recorded time is what ran before the last pause plus the current run; wall-clock based, so a busy tab is not slow.
  const banked = useRef(0);
  const runStart = useRef<number | null>(null);
  const lastSound = useRef(0);

  const elapsedNow = useCallback(
    () => banked.current + (runStart.current === null ? 0 : performance.now() - runStart.current),
    [],
  );

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    if (meter.current) clearInterval(meter.current);
    timer.current = null;
    meter.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    void audioContext.current?.close().catch(() => undefined);
    audioContext.current = null;
    setLevel(0);
    setSilent(false);
  }, []);

  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== "inactive") {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      recorder.current = null;
      release();
    },
    [release],
  );

  const watchLevel = useCallback((media: MediaStream) => {
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    audioContext.current = context;
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(media).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    lastSound.current = performance.now();
    // An interval, not requestAnimationFrame: the meter must keep reading when the tab is in the background.
    meter.current = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const value = levelOf(samples);
      setLevel(value);
      const now = performance.now();
      if (value >= SILENCE_LEVEL || recorder.current?.state !== "recording") lastSound.current = now;
      setSilent(now - lastSound.current >= SILENCE_WARNING_MS);
    }, METER_INTERVAL_MS);
  }, []);

  const start = useCallback(async () => {
    if (state !== "idle") return;
    setState("requesting");
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
        throw new Error("This browser cannot record audio.");
      }
      // The room as the microphone hears it: a call's echo cancelling, noise suppression and gain riding are tuned for a
      // listener, and their artefacts cost the recogniser words (decision 309). Nothing plays while recording.
      const media = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
      });
      stream.current = media;
      const format = recordingFormat();
      const rec = new MediaRecorder(media, format ? { mimeType: format.mimeType } : undefined);
      recorder.current = rec;
      chunks.current = [];
      rec.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      rec.start(CHUNK_MS);
      banked.current = 0;
      runStart.current = performance.now();
      setElapsedMs(0);
      timer.current = setInterval(() => setElapsedMs(elapsedNow()), 250);
      watchLevel(media);
      setState("recording");
    } catch (error) {
      release();
      recorder.current = null;
      setState("idle");
      throw error;
    }
  }, [state, elapsedNow, release, watchLevel]);

  const pause = useCallback(() => {
    const rec = recorder.current;
    if (rec?.state !== "recording") return;
    rec.pause();
    banked.current = elapsedNow();
    runStart.current = null;
    setElapsedMs(banked.current);
    setState("paused");
  }, [elapsedNow]);

  const resume = useCallback(() => {
    const rec = recorder.current;
    if (rec?.state !== "paused") return;
    rec.resume();
    runStart.current = performance.now();
    setState("recording");
  }, []);

  const stop = useCallback(
    () =>
      new Promise<RecordedAudio>((resolve, reject) => {
        const rec = recorder.current;
        if (!rec || rec.state === "inactive") {
          reject(new Error("Nothing is being recorded."));
          return;
        }
        const durationMs = elapsedNow();
        rec.onstop = () => {
          const type = rec.mimeType || chunks.current[0]?.type || "audio/webm";
          const file = new File(chunks.current, recordingName(extensionFor(type)), { type: type.split(";")[0] });
          chunks.current = [];
          recorder.current = null;
          resolve({ file, durationSeconds: durationMs / 1000 });
        };
        rec.stop();
        banked.current = 0;
        runStart.current = null;
        release();
        setElapsedMs(durationMs);
        setState("idle");
      }),
    [elapsedNow, release],
  );

  return { state, seconds: Math.floor(elapsedMs / 1000), level, silent, start, pause, resume, stop };
}
