import { useState } from "react";
import type { ClinicalNotes, NoteSection } from "#contracts/transcriptions/notes";
import { EditorActions, SectionFields } from "../review/SectionFields";
import { editedSection, sectionText } from "./notes-edit";

/** The clinical notes as one field per section, one sentence per line (ClinicalNotesCard loads it to edit). */
export function NotesEditor({
  notes,
  saving,
  onCancel,
  onSave,
}: {
  notes: ClinicalNotes;
  saving: boolean;
  onCancel: () => void;
  onSave: (sections: NoteSection[]) => void;
}) {
  const [drafts, setDrafts] = useState(() => notes.sections.map(sectionText));
  return (
    <form
      className="tx-notes-editor"
      aria-label="Edit clinical notes"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(notes.sections.map((section, i) => editedSection(section, drafts[i])));
      }}
    >
      <p className="muted small">One sentence per line. Reworded sentences keep their link to the transcript.</p>
      <SectionFields
        sections={notes.sections.map((section) => ({ label: section.heading }))}
        values={drafts}
        onChange={(i, value) => setDrafts((d) => d.map((text, j) => (j === i ? value : text)))}
        disabled={saving}
      />
      <EditorActions saving={saving} saveLabel="Save notes" onCancel={onCancel} />
    </form>
  );
}
