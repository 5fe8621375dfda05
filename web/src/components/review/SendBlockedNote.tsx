import type { MouseEvent } from "react";
import { TriangleAlert } from "../ui/icons";
import { factsToCheck } from "./flag-words";
import { focusToCheck, TO_CHECK_ID } from "./ToCheckPanel";
import "./send-blocked.css";

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
