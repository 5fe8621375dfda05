import type { ReactNode } from "react";

/**
 * The web app's one renderer of the summaries' light Markdown (## headings, - lists, paragraphs; `**` is dropped) as
 * text: nothing is parsed as HTML. `inline` draws each line's words (the review highlights flagged facts with it).
 */
export function SummaryText({ text, inline = String }: { text: string; inline?: (text: string) => ReactNode }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) {
      blocks.push(
        <ul key={`l${blocks.length}`}>
          {list.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
      list = [];
    }
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
    if (heading) blocks.push(<h3 key={`h${blocks.length}`}>{inline(heading[1])}</h3>);
    else blocks.push(<p key={`p${blocks.length}`}>{inline(line.replace(/\*\*/g, ""))}</p>);
  }
  flush();
  return <div className="summary-text">{blocks}</div>;
}
