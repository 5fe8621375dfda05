import type { ReactNode } from "react";
import { summaryLine } from "#contracts/summary-sentences";

/**
 * The web app's one renderer of the summaries' light Markdown (## headings, - lists, paragraphs; `**` is dropped) as
 * text: nothing is parsed as HTML. `inline` draws each line's words (the review highlights flagged facts with it; the
 * patient portal draws each sentence as its own element, by the line's number in the text).
 */
export function SummaryText({
  text,
  inline = String,
}: {
  text: string;
  inline?: (text: string, line: number) => ReactNode;
}) {
  const blocks: ReactNode[] = [];
  let list: Array<{ text: string; line: number }> = [];
  const flush = () => {
    if (list.length) {
      blocks.push(
        <ul key={`l${blocks.length}`}>
          {list.map((item) => (
            <li key={item.line}>{inline(item.text, item.line)}</li>
          ))}
        </ul>,
      );
      list = [];
    }
  };
  text.split("\n").forEach((raw, line) => {
    const shown = summaryLine(raw);
    if (shown.kind === "item") {
      list.push({ text: shown.text, line });
      return;
    }
    flush();
    if (shown.kind === "heading") blocks.push(<h3 key={`h${blocks.length}`}>{inline(shown.text, line)}</h3>);
    else if (shown.kind === "paragraph") blocks.push(<p key={`p${blocks.length}`}>{inline(shown.text, line)}</p>);
  });
  flush();
  return <div className="summary-text">{blocks}</div>;
}
