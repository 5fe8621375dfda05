import { type DragEvent, type ReactNode, useRef, useState } from "react";

/**
 * The one drop area for files (documents for a summary, a recording for a transcription): a button that opens the
 * file picker, and takes files dropped on it. What is accepted and what is refused is the caller's (it may be handed no file).
 */
export function Dropzone({
  icon,
  title,
  hint,
  accept,
  multiple = false,
  disabled,
  testId,
  onFiles,
}: {
  icon: ReactNode;
  title: string;
  /** The types and sizes it takes, under the title. */
  hint: string;
  /** The picker's accept list. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The hidden file input's test id (tests set files on it). */
  testId: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <>
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
        {icon}
        <strong>{title}</strong>
        <span className="muted">{hint}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          onFiles(files);
        }}
      />
    </>
  );
}
