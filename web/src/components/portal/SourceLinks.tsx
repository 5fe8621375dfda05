import { sourceGroups } from "./sentence-links";

/**
 * Under a chat answer (issue 25, part 5): the sections of the summary it relied on, each a link that highlights the
 * sentences there. `onShow` gets their numbers in the text the page shows, or in the English original when only it
 * has them (the page then switches to it).
 */
export function SourceLinks({
  sources,
  english,
  shown,
  label,
  untitled,
  onShow,
}: {
  sources: number[];
  english: string;
  shown: string;
  label: string;
  /** The name of the part before the summary's first heading. */
  untitled: string;
  onShow: (indexes: number[], english: boolean) => void;
}) {
  const groups = sourceGroups(sources, english, shown);
  if (groups.length === 0) return null;
  return (
    <div className="chat-sources">
      <span className="chat-sources-label">{label}</span>
      {groups.map((group) => (
        <button
          key={group.indexes[0]}
          type="button"
          className="chat-source"
          onClick={() => onShow(group.indexes, group.english)}
        >
          {group.heading ?? untitled}
        </button>
      ))}
    </div>
  );
}
