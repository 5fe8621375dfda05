import { useMemo, useState } from "react";
import { joinSections, splitSections } from "../../../../lambdas/core/review/sections";
import { Button } from "../ui/Button";
import { TextAreaField } from "../ui/Field";

const rowsFor = (text: string, most: number) => Math.min(most, Math.max(3, text.split("\n").length + 1));

/**
 * Edits a generated text by section (one field under each heading) or as a whole. Plain text areas, no rich
 * editor: fast, and the text stays exactly what the patient will read. Shared by summaries and, later, the
 * transcription feature's notes and summary.
 */
export function SummaryEditor({
  text,
  saving,
  onSave,
  onCancel,
  label = "summary",
}: {
  text: string;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
  /** What is being edited, for labels ("summary", "clinical notes"). */
  label?: string;
}) {
  const [mode, setMode] = useState<"sections" | "whole">("sections");
  const [base, setBase] = useState(text);
  const sections = useMemo(() => splitSections(base), [base]);
  const [bodies, setBodies] = useState<string[]>(() => sections.map((s) => s.body));
  const [whole, setWhole] = useState(text);

  const current = () => (mode === "sections" ? joinSections(sections, bodies) : whole);

  const switchTo = (next: "sections" | "whole") => {
    if (next === mode) return;
    if (next === "whole") setWhole(joinSections(sections, bodies));
    else {
      const fresh = splitSections(whole);
      setBase(whole);
      setBodies(fresh.map((s) => s.body));
    }
    setMode(next);
  };

  return (
    <form
      className="summary-editor"
      aria-label={`Edit ${label}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(current());
      }}
    >
      <fieldset className="segmented" aria-label="Edit by">
        <button type="button" aria-pressed={mode === "sections"} onClick={() => switchTo("sections")}>
          By section
        </button>
        <button type="button" aria-pressed={mode === "whole"} onClick={() => switchTo("whole")}>
          Whole text
        </button>
      </fieldset>
      {mode === "sections" ? (
        sections.map((section, i) => (
          <TextAreaField
            // biome-ignore lint/suspicious/noArrayIndexKey: sections of one text, in order; headings may repeat
            key={`${i}-${section.heading ?? "opening"}`}
            label={section.heading ?? "Opening"}
            value={bodies[i] ?? ""}
            rows={rowsFor(bodies[i] ?? "", 10)}
            onChange={(event) => {
              const value = event.target.value;
              setBodies((all) => all.map((body, j) => (j === i ? value : body)));
            }}
            disabled={saving}
          />
        ))
      ) : (
        <TextAreaField
          label={`Whole ${label} (## starts a heading, - starts a list item)`}
          value={whole}
          rows={rowsFor(whole, 28)}
          onChange={(event) => setWhole(event.target.value)}
          disabled={saving}
        />
      )}
      <div className="actions tight">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? "Saving..." : "Save changes"}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
