import { AUDIO_ACCEPT } from "#contracts/transcriptions/audio";
import { Dropzone } from "../ui/Dropzone";
import { Upload } from "../ui/icons";

/** Upload an audio file instead of recording: click to choose, or drop one file. Validation is the caller's. */
export function AudioUploadPicker({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  return (
    <section className="tx-upload" aria-label="Upload audio file">
      <Dropzone
        icon={<Upload size={28} className="dropzone-icon" />}
        title="Upload an audio file"
        hint="WebM, Ogg, MP3, M4A/MP4 or WAV, up to 2 hours and 200 MB"
        accept={`${AUDIO_ACCEPT},audio/*`}
        disabled={disabled}
        testId="audio-file-input"
        onFiles={([file]) => file && onFile(file)}
      />
    </section>
  );
}
