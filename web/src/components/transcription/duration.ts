/** Spec section 9: minutes:seconds, 'Unknown' when absent (the API's rule, one implementation). */
export { formatDuration } from "#contracts/format-duration";

/** A position in the audio for the player and transcript (m:ss, never 'Unknown': an unknown position is 0:00). */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A word's timing with tenths, for its tooltip: 1:02.4. */
export function formatPrecise(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const tenths = Math.floor(safe * 10) / 10;
  const minutes = Math.floor(tenths / 60);
  return `${minutes}:${(tenths - minutes * 60).toFixed(1).padStart(4, "0")}`;
}
