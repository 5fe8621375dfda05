import { type DragEvent, useRef, useState } from "react";
import {
  documentTypeOf,
  extensionOf,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_SUPPORTED,
  MAX_UPLOAD_BYTES,
} from "../../../lambdas/contracts/summaries";

/** Spec section 5: drag-and-drop takes only PDFs, images, DOC and DOCX and silently drops the rest. */
const DROP_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "doc", "docx"];
const PICKER_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";

export function FileDropzone({
  onFiles,
  onReject,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  onReject: (title: string, description?: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const accept = (files: File[]) => {
    const ok: File[] = [];
    for (const file of files) {
      if (!documentTypeOf(file.name)) {
        onReject(FILE_TYPE_NOT_SUPPORTED, file.name);
      } else if (file.size > MAX_UPLOAD_BYTES) {
        onReject(FILE_TOO_LARGE, file.name);
      } else ok.push(file);
    }
    if (ok.length) onFiles(ok);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    accept([...event.dataTransfer.files].filter((f) => DROP_EXTENSIONS.includes(extensionOf(f.name))));
  };

  return (
    <button
      type="button"
      className={over ? "dropzone over" : "dropzone"}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onClick={() => input.current?.click()}
      disabled={disabled}
    >
      <span className="dropzone-icon" aria-hidden="true">
        ⇪
      </span>
      <strong>Drop medical documents here, or click to choose</strong>
      <span className="muted">PDF, Word (DOC, DOCX), JPG or PNG, up to 10 MB each</span>
      <input
        ref={input}
        type="file"
        accept={PICKER_ACCEPT}
        multiple
        hidden
        data-testid="file-input"
        onChange={(e) => {
          accept([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
    </button>
  );
}
