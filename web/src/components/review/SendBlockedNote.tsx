import type { MouseEvent } from "react";
import { TriangleAlert } from "../ui/icons";
import { factsToCheck } from "./flag-words";
import "./send-blocked.css";

/**
 * The "To check" panel's id: Send's "facts to check" link scrolls to it. Kept with the link, not the panel, which loads
 * only for a text with flags.
 */
export const TO_CHECK_ID = "to-check";

/** Moves focus to the panel's heading (after an edit saved, or from Send's link). */
export function focusToCheck() {
  const heading = document.getElementById(`${TO_CHECK_ID}-title`);
  heading?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  heading?.focus({ preventScroll: true });
}

/** Why Send is off: facts to check (with a link to them), or another reason in the server's words. */
export type SendBlock = { flags: number } | { reason: string };

/** Said beside the disabled Send button; for flags, a link that takes the clinician to the "To check" panel. */
export function SendBlockedNote({ block }: { block: SendBlock }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusToCheck();
  };
  return (
    <p className="send-blocked" role="status">
      <TriangleAlert />
      {"flags" in block ? (
        <span>
          {factsToCheck(block.flags)}.{" "}
          <a href={`#${TO_CHECK_ID}`} onClick={go}>
            Show {block.flags === 1 ? "it" : "them"}
          </a>
        </span>
      ) : (
        <span>{block.reason}</span>
      )}
    </p>
  );
}
