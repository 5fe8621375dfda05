import { useEffect, useRef, useState } from "react";
import { ClassicButton } from "./ui/ClassicButton";
import { ClassicTextAreaField, ClassicTextField } from "./ui/ClassicField";

/** The 'Save as Custom' / 'Save Clinical Template' dialog: a name and the template text. */
export function SaveTemplateDialog({
  open,
  title,
  initialContent,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initialContent: string;
  busy: boolean;
  onSave: (name: string, content: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [content, setContent] = useState(initialContent);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setName("");
      setContent(initialContent);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialContent]);

  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-label={title}>
      <form
        method="dialog"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await onSave(name, content)) onClose();
        }}
      >
        <h2>{title}</h2>
        <ClassicTextField
          label="Template name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Cardiology follow-up"
          maxLength={100}
        />
        <ClassicTextAreaField
          label="Template content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={10}
          description="Headings and instructions the AI follows when it writes."
        />
        <div className="dialog-actions">
          <ClassicButton variant="ghost" onClick={onClose}>
            Cancel
          </ClassicButton>
          <ClassicButton type="submit" variant="primary" loading={busy} loadingText="Saving...">
            Save Template
          </ClassicButton>
        </div>
      </form>
    </dialog>
  );
}
