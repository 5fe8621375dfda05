import type { RecorderState } from "../../hooks/useTranscriptionRecorder";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Mic } from "../ui/icons";
import { formatClock } from "./duration";
import { LevelMeter } from "./LevelMeter";

/** Record in the browser: start, a running timer and input level, pause/resume, stop (which submits). */
export function RecorderCard({
  state,
  seconds,
  level,
  silent,
  onStart,
  onPause,
  onResume,
  onStop,
}: {
  state: RecorderState;
  seconds: number;
  level: number;
  silent: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  const live = state === "recording" || state === "paused";
  return (
    <Card as="section" tone="raised" className="tx-recorder" aria-label="Record audio">
      <h2>Record audio</h2>
      <div className="tx-recorder-clock">
        <span className={state === "recording" ? "tx-dot live" : "tx-dot"} aria-hidden="true" />
        <span className="tx-timer" role="timer" aria-label="Recording time">
          {formatClock(seconds)}
        </span>
        <span className="muted">
          {state === "recording"
            ? "Recording"
            : state === "paused"
              ? "Paused"
              : state === "requesting"
                ? "Starting…"
                : "Ready"}
        </span>
      </div>
      {live && <LevelMeter level={level} silent={silent} />}
      <div className="tx-recorder-actions">
        {!live && (
          <Button variant="primary" onClick={onStart} disabled={state === "requesting"}>
            <Mic size={18} /> Start Recording
          </Button>
        )}
        {state === "recording" && <Button onClick={onPause}>Pause</Button>}
        {state === "paused" && <Button onClick={onResume}>Resume</Button>}
        {live && (
          <Button variant="primary" onClick={onStop}>
            Stop
          </Button>
        )}
      </div>
      <p className="muted small">
        {live
          ? "Stop ends the recording and starts the transcription."
          : "Echo cancellation and noise suppression are on."}
      </p>
    </Card>
  );
}
