import { useEffect, useRef, useState } from "react";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import { Badge } from "../ui/Badge";
import { CircleCheck, ShieldCheck, TriangleAlert } from "../ui/icons";
import { CheckedFlags } from "./CheckedFlags";
import { type FlagActions, FlagCard } from "./FlagCard";
import { type FlagSource, factsToCheck } from "./flag-words";
import { TO_CHECK_ID } from "./SendBlockedNote";
import "./to-check.css";

export { focusToCheck, TO_CHECK_ID } from "./SendBlockedNote";

type Done = { verb: "Accepted" | "Removed"; claim: string };

/**
 * "To check": every open flag of a text a patient will read, shown before the text, each with its claim, verdict,
 * reason and evidence and the ways to resolve it. Flags already resolved fold into "Checked" below. After an action
 * focus moves to the next open flag (or the heading when none is left) and the result is announced.
 */
export function ToCheckPanel({
  flags,
  text,
  source,
  actions = {},
  disabled = false,
  what = "summary",
}: {
  flags: readonly ReviewFlag[];
  text: string;
  source: FlagSource;
  /** None when the text can no longer change (sent, or a new version on its way): the flags are shown only. */
  actions?: FlagActions;
  disabled?: boolean;
  /** What will be sent, for the intro ("summary", "patient summary"). */
  what?: string;
}) {
  const open = flags.filter(isOpenFlag);
  const checked = flags.filter((flag) => !isOpenFlag(flag));
  const headings = useRef(new Map<string, HTMLElement>());
  const title = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [focusNext, setFocusNext] = useState<{ after: string; next: string | null } | null>(null);
  const openKeys = open.map(flagKey).join("\n");

  // Once the acted-on flag has left the list (the server's answer is in), focus where the clinician goes next.
  useEffect(() => {
    if (!focusNext) return;
    const keys = openKeys ? openKeys.split("\n") : [];
    if (keys.includes(focusNext.after)) return;
    const next = focusNext.next === null ? undefined : headings.current.get(focusNext.next);
    const target = next ?? headings.current.get(keys[0] ?? "");
    (target ?? title.current)?.focus();
    setFocusNext(null);
  }, [openKeys, focusNext]);

  // The last result is news only until the text changes another way (the editor opens, another action starts).
  useEffect(() => {
    if (disabled) setDone(null);
  }, [disabled]);

  if (flags.length === 0) return null;

  const acting = (verb: Done["verb"], call?: (flag: ReviewFlag, ...rest: string[]) => Promise<boolean>) =>
    call &&
    (async (flag: ReviewFlag, ...rest: string[]) => {
      const keys = open.map(flagKey);
      const at = keys.indexOf(flagKey(flag));
      const ok = await call(flag, ...rest);
      if (ok) {
        setDone({ verb, claim: flag.value });
        setFocusNext({ after: flagKey(flag), next: keys[at + 1] ?? keys[at - 1] ?? null });
      }
      return ok;
    });

  const cardActions: FlagActions = {
    ...actions,
    onAccept: acting("Accepted", actions.onAccept),
    onRemove: acting("Removed", actions.onRemove),
  };
  const left = open.length === 0 ? "Nothing is left to check." : `${factsToCheck(open.length)}.`;

  return (
    <section
      id={TO_CHECK_ID}
      className={open.length > 0 ? "to-check" : "to-check to-check-done"}
      aria-labelledby={`${TO_CHECK_ID}-title`}
    >
      <div className="to-check-head">
        {open.length > 0 ? <TriangleAlert className="to-check-icon" /> : <ShieldCheck className="to-check-icon" />}
        <div>
          <div className="to-check-title">
            <h2 id={`${TO_CHECK_ID}-title`} ref={title} tabIndex={-1}>
              {open.length > 0 ? "To check" : "All facts checked"}
            </h2>
            {open.length > 0 && <Badge tone="warning">{open.length} open</Badge>}
          </div>
          <p className="to-check-intro">
            {open.length > 0
              ? `The ${what} cannot be sent until each of these is edited, removed, or accepted with a reason.`
              : `Every flagged fact in the ${what} was dealt with. The record below says by whom.`}
          </p>
        </div>
      </div>
      <p className="to-check-result" role="status" aria-live="polite">
        {done && (
          <>
            <CircleCheck />
            {done.verb} “{done.claim}”. {left}
          </>
        )}
      </p>
      {open.length > 0 && (
        <ol className="to-check-list">
          {open.map((flag) => (
            <FlagCard
              key={flagKey(flag)}
              flag={flag}
              text={text}
              source={source}
              actions={cardActions}
              disabled={disabled}
              what={what}
              headingRef={(element) => {
                if (element) headings.current.set(flagKey(flag), element);
                else headings.current.delete(flagKey(flag));
              }}
            />
          ))}
        </ol>
      )}
      <CheckedFlags flags={checked} />
    </section>
  );
}
