/** The microphone's live input level, so a dead or muted microphone is obvious before a consultation is lost. */
export function LevelMeter({ level, silent }: { level: number; silent: boolean }) {
  const percent = Math.round(level * 100);
  return (
    <div className="tx-meter-wrap">
      {/* biome-ignore lint/a11y/useSemanticElements: a bar redrawn 12 times a second; <meter> cannot be styled alike across browsers */}
      <div
        className="tx-meter"
        role="meter"
        aria-label="Microphone input level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="tx-meter-fill" style={{ width: `${percent}%` }} />
      </div>
      {silent && (
        <p className="tx-meter-warning" role="status">
          No sound is reaching the microphone. Check that it is connected and not muted.
        </p>
      )}
    </div>
  );
}
