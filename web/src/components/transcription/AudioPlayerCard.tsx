import type { KeyboardEvent, MouseEvent } from "react";
import type { useTranscriptionAudio } from "../../hooks/useTranscriptionAudio";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { formatClock } from "./duration";

type Player = ReturnType<typeof useTranscriptionAudio>;

/** Spec section 4: play/pause, a progress bar that seeks where it is clicked, reset at the end, download. */
export function AudioPlayerCard({ player }: { player: Player }) {
  const { state, playing, time, duration } = player;

  if (state === "none") {
    return (
      <Card as="section" className="tx-player" aria-label="Audio recording">
        <p className="muted tx-player-missing">Audio recording not available</p>
      </Card>
    );
  }

  const known = duration !== null && duration > 0;
  const percent = known ? Math.min(100, (time / duration) * 100) : 0;

  const seekAt = (event: MouseEvent<HTMLDivElement>) => {
    if (!known) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    player.seek(Math.min(1, Math.max(0, fraction)) * duration, playing);
  };
  const seekByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const step = event.shiftKey ? 30 : 5;
    if (event.key === "ArrowRight") player.seek(Math.min(duration, time + step), playing);
    else if (event.key === "ArrowLeft") player.seek(Math.max(0, time - step), playing);
    else if (event.key === "Home") player.seek(0, playing);
    else return;
    event.preventDefault();
  };

  return (
    <Card as="section" className="tx-player" aria-label="Audio recording">
      <audio {...player.mediaProps} />
      <Button
        variant="primary"
        className="tx-play"
        onClick={player.toggle}
        disabled={state === "error"}
        aria-label={playing ? "Pause" : "Play"}
      >
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      </Button>
      <div className="tx-player-track">
        <div
          className="tx-seek"
          role="slider"
          tabIndex={0}
          aria-label="Seek"
          aria-valuemin={0}
          aria-valuemax={known ? Math.round(duration) : 0}
          aria-valuenow={Math.round(time)}
          aria-valuetext={`${formatClock(time)} of ${known ? formatClock(duration) : "unknown length"}`}
          onClick={seekAt}
          onKeyDown={seekByKey}
          data-testid="audio-progress"
        >
          <div className="tx-seek-fill" style={{ width: `${percent}%` }} />
        </div>
        <div className="tx-player-times muted small">
          <span data-testid="audio-time">{formatClock(time)}</span>
          <span>{known ? formatClock(duration) : "--:--"}</span>
        </div>
      </div>
      <Button size="sm" onClick={player.download} disabled={state === "error"}>
        Download
      </Button>
    </Card>
  );
}
