import { useEffect, useMemo, useRef, useState } from "react";
import { joinSections, splitSections } from "#contracts/summary-sections";
import { TextAreaField } from "../ui/Field";
import type { EditorTarget } from "./claim-lines";
import { EditorActions, SectionFields } from "./SectionFields";
import "./review.css";

const rowsFor = (text: string, most: number) => Math.min(most, Math.max(3, text.split("\n").length + 1));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Edits a generated text by section (one field under each heading) or as a whole. Plain text areas, no rich
 * editor: fast, and the text stays exactly what the patient will read. Shared by a summary's review and a
 * transcription's patient summary; a transcription's notes use its SectionFields too.
 */
export function SummaryEditor({
  text,
  saving,
  onSave,
  onCancel,
  label = "summary",
  saveLabel = "Save changes",
  at,
}: {
  text: string;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
  /** What is being edited, for labels ("summary", "patient summary"). */
  label?: string;
  saveLabel?: string;
  /** Opened from a flag: the section to focus and the claim to select in it (claim-lines' editorTarget). */
  at?: EditorTarget;
}) {
  const [mode, setMode] = useState<"sections" | "whole">("sections");
  const [base, setBase] = useState(text);
  const sections = useMemo(() => splitSections(base), [base]);
  const [bodies, setBodies] = useState<string[]>(() => sections.map((s) => s.body));
  const [whole, setWhole] = useState(text);
  const form = useRef<HTMLFormElement>(null);

  // Only when it opens: the clinician lands on the claim, selected, ready to retype it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target of the opening, not of later renders
  useEffect(() => {
    if (!at) return;
    const field = form.current?.querySelectorAll("textarea")[at.section];
    if (!field) return;
    field.focus();
    if (at.select) field.setSelectionRange(at.select.start, at.select.end);
  }, []);

  const current = () => (mode === "sections" ? joinSections(sections, bodies) : whole);
  // A text without headings is one field, named after what it is.
  const labels = sections.map((s) => ({
    label: s.heading ?? (sections.length === 1 ? capitalised(label) : "Opening"),
  }));

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
      ref={form}
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
        <SectionFields
          sections={labels}
          values={bodies}
          onChange={(i, value) => setBodies((all) => all.map((body, j) => (j === i ? value : body)))}
          disabled={saving}
        />
      ) : (
        <TextAreaField
          label={`Whole ${label} (## starts a heading, - starts a list item)`}
          value={whole}
          rows={rowsFor(whole, 28)}
          onChange={(event) => setWhole(event.target.value)}
          disabled={saving}
        />
      )}
      <EditorActions saving={saving} saveLabel={saveLabel} onCancel={onCancel} canSave={current().trim() !== ""} />
    </form>
  );
}
