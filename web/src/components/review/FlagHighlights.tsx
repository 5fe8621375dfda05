import { markFlags } from "#contracts/flag-spans";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import { SummaryText } from "../SummaryText";
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
 * A generated text (SummaryText's light Markdown) with each flagged fact highlighted where it stands. Shared by every
 * reviewed text (summaries, a transcription's patient summary). A missing item is not in the text, so it is not looked
 * for there (its words may stand elsewhere by chance).
 */
export function FlagHighlights({ text, flags: all }: { text: string; flags: readonly ReviewFlag[] }) {
  const flags = all.filter((flag) => verdictOf(flag) !== "omitted" && flag.resolution?.action !== "removed");
  return <SummaryText text={text} inline={(line) => <Marked text={line} flags={flags} />} />;
}
