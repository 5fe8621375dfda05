import { useCallback, useEffect, useRef, useState } from "react";
import type { AudioLink } from "#contracts/transcriptions/audio";
import { api } from "../api/client";
import { notify } from "./useToast";

export type AudioState = "none" | "loading" | "ready" | "error";

/** How often the position is read while playing: smooth enough to follow the spoken word. */
const TICK_MS = 100;

/**
 * The audio player's state (spec section 4): play/pause, seek, reset to the start at the end, download through the
 * presigned link (3600 s). An expired link is fetched again once before 'Audio Load Error' is shown.
 */
export function useTranscriptionAudio(id: string, hasAudio: boolean, knownDuration: number | null) {
  const element = useRef<HTMLAudioElement | null>(null);
  const [link, setLink] = useState<AudioLink | null>(null);
  const [state, setState] = useState<AudioState>(hasAudio ? "loading" : "none");
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const retried = useRef(false);
  // A seek asked for before the media could seek (no link yet, metadata not loaded) is applied once it can.
  const pendingSeek = useRef<{ seconds: number; play: boolean } | null>(null);

  const fetchLink = useCallback(async () => {
    try {
      setLink(await api.transcriptionAudio(id));
      return true;
    } catch {
      setState("error");
      notify.error("Audio Load Error", "Failed to load audio file");
      return false;
    }
  }, [id]);

  useEffect(() => {
    retried.current = false;
    setLink(null);
    setPlaying(false);
    setTime(0);
    if (!hasAudio) {
      setState("none");
      return;
    }
    setState("loading");
    void fetchLink();
  }, [hasAudio, fetchLink]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setTime(element.current?.currentTime ?? 0), TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const play = useCallback(async () => {
    const audio = element.current;
    if (!audio) return;
    try {
      await audio.play();
    } catch (error) {
      // A pause() or a new seek interrupting play() is not a failure.
      if ((error as Error).name !== "AbortError") {
        setPlaying(false);
        notify.error("Audio Load Error", "Failed to load audio file");
      }
    }
  }, []);

  const seek = useCallback(
    (seconds: number, andPlay = true) => {
      const audio = element.current;
      const target = Math.max(0, seconds);
      if (!audio || audio.readyState < 1) {
        pendingSeek.current = { seconds: target, play: andPlay };
        return;
      }
      audio.currentTime = target;
      setTime(target);
      if (andPlay) void play();
    },
    [play],
  );

  const toggle = useCallback(() => {
    const audio = element.current;
    if (!audio) return;
    if (audio.paused) void play();
    else audio.pause();
  }, [play]);

  const download = useCallback(async () => {
    try {
      const current = link ?? (await api.transcriptionAudio(id));
      // The player has already read this address without an Origin (media requests are not CORS), and S3 (s3rver
      // too) answers those without Access-Control-Allow-Origin or Vary: Origin. Reusing that cached answer for this
      // CORS read fails, so the download always asks the bucket itself.
      const response = await fetch(current.url, { mode: "cors", cache: "no-store", credentials: "omit" });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = current.fileName;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notify.success("Download Started");
    } catch {
      notify.error("Download Error", "Failed to download audio file");
    }
  }, [id, link]);

  /** Props for the <audio> element the player renders. */
  const mediaProps = {
    ref: element,
    src: link?.url,
    preload: "metadata" as const,
    onLoadedMetadata: () => {
      const audio = element.current;
      if (!audio) return;
      setState("ready");
      setMediaDuration(Number.isFinite(audio.duration) ? audio.duration : null);
      const pending = pendingSeek.current;
      pendingSeek.current = null;
      if (pending) seek(pending.seconds, pending.play);
    },
    onDurationChange: () => {
      const d = element.current?.duration;
      if (d !== undefined && Number.isFinite(d)) setMediaDuration(d);
    },
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      setTime(element.current?.currentTime ?? 0);
    },
    onTimeUpdate: () => {
      if (element.current?.paused) setTime(element.current.currentTime);
    },
    onEnded: () => {
      // Spec section 4: playback ending resets the player to the start.
      const audio = element.current;
      if (audio) audio.currentTime = 0;
      setPlaying(false);
      setTime(0);
    },
    onError: () => {
      if (!link) return;
      if (!retried.current) {
        retried.current = true;
        void fetchLink();
        return;
      }
      setPlaying(false);
      setState("error");
      notify.error("Audio Load Error", "Failed to load audio file");
    },
  };

  // A MediaRecorder WebM has no duration in its header (Chromium reports Infinity): the recorded length stands in.
  const duration = mediaDuration ?? knownDuration ?? null;

  return { state, playing, time, duration, toggle, seek, download, mediaProps, fileName: link?.fileName ?? null };
}
