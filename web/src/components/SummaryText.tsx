import type { ReactNode } from "react";

/** Renders the summary's light Markdown (## headings, - lists, paragraphs) as text: nothing is parsed as HTML. */
export function SummaryText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) {
      blocks.push(
        <ul key={`l${blocks.length}`}>
          {list.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <li key={i}>{item}</li>
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
    if (heading) blocks.push(<h3 key={`h${blocks.length}`}>{heading[1]}</h3>);
    else blocks.push(<p key={`p${blocks.length}`}>{line.replace(/\*\*/g, "")}</p>);
  }
  flush();
  return <div className="summary-text">{blocks}</div>;
}
