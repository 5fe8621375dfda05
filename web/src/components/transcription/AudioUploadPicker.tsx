import { type DragEvent, useRef, useState } from "react";
import { AUDIO_ACCEPT } from "../../../../lambdas/contracts/transcriptions";
import { Upload } from "../ui/icons";

/** Upload an audio file instead of recording: click to choose, or drop one file. Validation is the caller's. */
export function AudioUploadPicker({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <section className="tx-upload" aria-label="Upload audio file">
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
        <Upload size={28} className="dropzone-icon" />
        <strong>Upload an audio file</strong>
        <span className="muted">WebM, Ogg, MP3, M4A/MP4 or WAV, up to 2 hours and 200 MB</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={`${AUDIO_ACCEPT},audio/*`}
        hidden
        data-testid="audio-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </section>
  );
}
