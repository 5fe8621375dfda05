import type { ReactNode } from "react";
import type { FaithfulnessFlag } from "../../../../lambdas/contracts/summaries";
import { flagId, markFlags } from "../../../../lambdas/core/review/flag-spans";
import { Button } from "../ui/Button";

/** Labels by kind; a kind the engine adds later reads as "Fact". */
const KIND_LABEL: Partial<Record<string, string>> = {
  number: "Number",
  dose: "Dose",
  date: "Date",
  medication: "Medicine",
};

function Marked({ text, flags }: { text: string; flags: readonly FaithfulnessFlag[] }) {
  return (
    <>
      {markFlags(text, flags).map((part, i) =>
        part.flag ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed line
            key={i}
            className={part.flag.confirmedAt ? "flag-mark flag-mark-confirmed" : "flag-mark"}
            data-flag={flagId(part.flag)}
            title={part.flag.confirmedAt ? "Confirmed as correct" : "Not found in the documents: check it"}
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * A generated text (light Markdown: ## headings, - lists, paragraphs; nothing parsed as HTML) with each flagged
 * fact highlighted where it stands. Shared by every reviewed text (summaries now, transcription notes later).
 */
export function FlagHighlights({ text, flags }: { text: string; flags: readonly FaithfulnessFlag[] }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    const items = list;
    blocks.push(
      <ul key={`l${blocks.length}`}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
          <li key={i}>
            <Marked text={item} flags={flags} />
          </li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("- ") || line.startsWith("* ")) {
      list.push(line.slice(2));
      continue;
    }
    flush();
    if (!line) continue;
    const heading = line.match(/^#{1,3}\s+(.+)/);
    if (heading) {
      blocks.push(
        <h3 key={`h${blocks.length}`}>
          <Marked text={heading[1]} flags={flags} />
        </h3>,
      );
    } else {
      blocks.push(
        <p key={`p${blocks.length}`}>
          <Marked text={line.replace(/\*\*/g, "")} flags={flags} />
        </p>,
      );
    }
  }
  flush();
  return <div className="summary-text">{blocks}</div>;
}

/** Each flag with its state: open ones get "This is correct"; editing the text away is the other way to clear one. */
export function FlagChecklist({
  flags,
  onConfirm,
  disabled,
}: {
  flags: readonly FaithfulnessFlag[];
  onConfirm?: (flag: FaithfulnessFlag) => void;
  disabled?: boolean;
}) {
  if (flags.length === 0) return null;
  const open = flags.filter((f) => !f.confirmedAt).length;
  return (
    <section className={open > 0 ? "flag-checklist" : "flag-checklist flag-checklist-done"} aria-label="Facts to check">
      <p className="flag-checklist-intro">
        {open > 0 ? (
          <>
            <strong>Check before sending:</strong> {open} highlighted {open === 1 ? "fact was" : "facts were"} not found
            in the documents. Confirm each one is correct, or edit the text to fix it.
          </>
        ) : (
          <>All highlighted facts were checked.</>
        )}
      </p>
      <ul>
        {flags.map((flag) => (
          <li key={flagId(flag)} className={flag.confirmedAt ? "confirmed" : undefined}>
            <span>
              <span className="muted">{KIND_LABEL[flag.kind] ?? "Fact"}:</span>{" "}
              <mark className="flag-mark">{flag.value}</mark>
            </span>
            {flag.confirmedAt ? (
              <span className="flag-state">Confirmed{flag.confirmedBy ? ` by ${flag.confirmedBy}` : ""}</span>
            ) : onConfirm ? (
              <Button
                size="sm"
                onClick={() => onConfirm(flag)}
                disabled={disabled}
                aria-label={`This is correct: ${flag.value}`}
              >
                This is correct
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
