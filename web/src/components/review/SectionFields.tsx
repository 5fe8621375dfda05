import { Button } from "../ui/Button";
import { TextAreaField } from "../ui/Field";

const rowsFor = (text: string, most: number) => Math.min(most, Math.max(2, text.split("\n").length + 1));

/**
 * One text area under each heading of a generated text. The clinician edits what the reader reads, section by
 * section, without Markdown; shared by the summary review, a transcription's clinical notes and its patient summary.
 */
export function SectionFields({
  sections,
  values,
  onChange,
  disabled,
}: {
  /** Each field's label: the section's heading. */
  sections: ReadonlyArray<{ label: string }>;
  values: readonly string[];
  onChange: (index: number, value: string) => void;
  disabled: boolean;
}) {
  return (
    <>
      {sections.map((section, i) => (
        <TextAreaField
          // biome-ignore lint/suspicious/noArrayIndexKey: sections of one text, in order; headings may repeat
          key={`${i}-${section.label}`}
          label={section.label}
          value={values[i] ?? ""}
          rows={rowsFor(values[i] ?? "", 10)}
          onChange={(event) => onChange(i, event.target.value)}
          disabled={disabled}
        />
      ))}
    </>
  );
}

/** Save and Cancel under an editor; Save reads "Saving..." while the request is on its way. */
export function EditorActions({
  saving,
  saveLabel,
  onCancel,
  canSave = true,
}: {
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
  canSave?: boolean;
}) {
  return (
    <div className="actions tight">
      <Button type="submit" variant="primary" disabled={saving || !canSave}>
        {saving ? "Saving..." : saveLabel}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </div>
  );
}
