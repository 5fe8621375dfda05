import { type ReactNode, useState } from "react";

/**
 * A card that turns over on hover (pointer devices), keyboard focus and tap. Both faces stay in the document, so a
 * screen reader reads the back without flipping; the toggle button reports its state with aria-pressed.
 */
export function FlipCard({ label, front, back }: { label: string; front: ReactNode; back: ReactNode }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <div className={flipped ? "flip-card flipped" : "flip-card"}>
      <button type="button" className="flip-toggle" aria-pressed={flipped} onClick={() => setFlipped((f) => !f)}>
        <span className="visually-hidden">{label}</span>
      </button>
      <div className="flip-inner">
        <div className="flip-face flip-front">{front}</div>
        <div className="flip-face flip-back">{back}</div>
      </div>
    </div>
  );
}
