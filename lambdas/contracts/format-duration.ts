// Apart from format-date.ts: the patient portal's shared chunk carries the dates, and only the transcription screens
// need durations.
/** Spec section 9: durations as minutes:seconds, 'Unknown' when absent. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "Unknown";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
