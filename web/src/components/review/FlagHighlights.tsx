import type { ReactNode } from "react";
import { markFlags } from "../../../../lambdas/contracts/flag-spans";
import { flagKey, isOpenFlag, type ReviewFlag } from "../../../../lambdas/contracts/review-flags";
import { VERDICT_WORDS, verdictOf } from "./flag-words";

const markClass = (flag: ReviewFlag) =>
  !isOpenFlag(flag)
    ? "flag-mark flag-mark-confirmed"
    : verdictOf(flag) === "contradicted"
      ? "flag-mark flag-mark-contradicted"
      : "flag-mark";

function Marked({ text, flags }: { text: string; flags: readonly ReviewFlag[] }) {
  return (
    <>
      {markFlags(text, flags).map((part, i) =>
        part.flag ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed line
            key={i}
            className={markClass(part.flag)}
            data-flag={flagKey(part.flag)}
            title={isOpenFlag(part.flag) ? `${VERDICT_WORDS[verdictOf(part.flag)]}: check it` : "Checked"}
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
 * fact highlighted where it stands. Shared by every reviewed text (summaries, a transcription's patient summary).
 * A missing item is not in the text, so it is not looked for there (its words may stand elsewhere by chance).
 */
export function FlagHighlights({ text, flags: all }: { text: string; flags: readonly ReviewFlag[] }) {
  const flags = all.filter((flag) => verdictOf(flag) !== "omitted" && flag.resolution?.action !== "removed");
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
