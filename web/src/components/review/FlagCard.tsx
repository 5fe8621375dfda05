import { useId, useRef, useState } from "react";
import type { ReviewFlag } from "#contracts/review-flags";
import { Button } from "../ui/Button";
import { Check, Pencil, Trash } from "../ui/icons";
import { AcceptFlagForm } from "./AcceptFlagForm";
import { claimLines } from "./claim-lines";
import { FlagEvidence } from "./FlagEvidence";
import { type FlagSource, kindWords, reasonOf, verdictOf } from "./flag-words";
import { VerdictBadge } from "./VerdictBadge";
import "./flag-card.css";

/** What the clinician can do with an open flag; each is offered only when given. */
export interface FlagActions {
  /** Open the editor at the claim (or where a missing item belongs). */
  onEdit?: (flag: ReviewFlag) => void;
  /** Delete the lines holding the claim and save; true once saved. */
  onRemove?: (flag: ReviewFlag) => Promise<boolean>;
  /** Keep the claim, with the clinician's one-line reason; true once saved. */
  onAccept?: (flag: ReviewFlag, reason: string) => Promise<boolean>;
  /** A recording's evidence: play the audio from this second. */
  onPlay?: (seconds: number) => void;
}

const shownLine = (line: string) => line.trim().replace(/^[-*]\s+/, "");

/** One open flag: the claim, why it was raised, the source's words, and Edit, Remove and Accept. */
export function FlagCard({
  flag,
  text,
  source,
  actions,
  disabled,
  headingRef,
  what,
}: {
  flag: ReviewFlag;
  /** The checked text: Remove shows the lines it will take out of it. */
  text: string;
  source: FlagSource;
  actions: FlagActions;
  /** Another action is saving, or the editor is open: nothing else may change the text now. */
  disabled: boolean;
  headingRef: (element: HTMLElement | null) => void;
  /** What the text is, for the removal's wording ("summary", "patient summary"). */
  what: string;
}) {
  const [mode, setMode] = useState<"idle" | "accepting" | "removing">("idle");
  const [working, setWorking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const previewId = useId();
  const verdict = verdictOf(flag);
  const lines = verdict === "omitted" ? null : claimLines(text, flag.value);
  const { onEdit, onRemove, onAccept, onPlay } = actions;
  const off = disabled || working;
  const editWord = verdict === "omitted" ? "Add it" : "Edit";

  const act = async (call: () => Promise<boolean>) => {
    setWorking(true);
    const done = await call();
    setWorking(false);
    // On success the card leaves the list and the panel moves focus on; on failure the clinician stays here.
    if (!done) return;
    setMode("idle");
  };

  const closeThen = (focus: HTMLButtonElement | null) => {
    setMode("idle");
    requestAnimationFrame(() => focus?.focus());
  };

  return (
    <li className={`flag-card flag-card-${verdict}`}>
      <div className="flag-card-top">
        <VerdictBadge verdict={verdict} />
        <span className="flag-kind">{kindWords(flag.kind)}</span>
      </div>
      <h3 className="flag-claim" tabIndex={-1} ref={headingRef}>
        {flag.value}
      </h3>
      <p className="flag-reason">{reasonOf(flag, source)}</p>
      <FlagEvidence evidence={flag.evidence ?? []} source={source} onPlay={onPlay} />
      {mode === "accepting" && onAccept ? (
        <AcceptFlagForm
          claim={flag.value}
          busy={working}
          onAccept={(reason) => void act(() => onAccept(flag, reason))}
          onCancel={() => closeThen(acceptButton.current)}
        />
      ) : mode === "removing" && onRemove && lines ? (
        <fieldset className="flag-remove">
          <legend id={previewId}>
            {lines.length === 1 ? "This line" : "These lines"} will be taken out of the {what}:
          </legend>
          <ul className="flag-remove-lines">
            {lines.map((i) => (
              <li key={i}>{shownLine(text.split("\n")[i])}</li>
            ))}
          </ul>
          <div className="actions tight">
            <Button
              variant="danger"
              size="sm"
              disabled={working}
              aria-describedby={previewId}
              // The second step of the clinician's own click: Enter confirms, Tab reaches Cancel.
              autoFocus
              onClick={() => void act(() => onRemove(flag))}
            >
              <Trash />
              {working ? "Removing…" : lines.length === 1 ? "Remove line" : "Remove lines"}
            </Button>
            <Button size="sm" variant="ghost" disabled={working} onClick={() => closeThen(removeButton.current)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : (
        (onEdit || onRemove || onAccept) && (
          <div className="flag-actions">
            {onEdit && (
              <Button size="sm" disabled={off} onClick={() => onEdit(flag)} aria-label={`${editWord}: ${flag.value}`}>
                <Pencil />
                {editWord}
              </Button>
            )}
            {onRemove && lines && (
              <Button
                ref={removeButton}
                size="sm"
                className="flag-remove-button"
                disabled={off}
                onClick={() => setMode("removing")}
                aria-label={`Remove: ${flag.value}`}
              >
                <Trash />
                Remove
              </Button>
            )}
            {onAccept && (
              <Button
                ref={acceptButton}
                size="sm"
                disabled={off}
                onClick={() => setMode("accepting")}
                aria-label={`Accept: ${flag.value}`}
              >
                <Check />
                Accept…
              </Button>
            )}
          </div>
        )
      )}
    </li>
  );
}
