import { useState } from "react";
import {
  DOCUMENT_TYPES,
  documentTypeOf,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_SUPPORTED,
  MAX_UPLOAD_BYTES,
} from "#contracts/summaries";
import { Dropzone } from "./ui/Dropzone";

/**
 * Picker and drop take the same files: every type the server reads, plain text included (Help, the FAQ and the home
 * page promise it). The spec's picker and drop lists left .txt out and dropped the rest without a word; a file that is
 * not added is named with the spec's reason instead (issue 19).
 */
const PICKER_ACCEPT = Object.entries(DOCUMENT_TYPES)
  .flatMap(([type, exts]) => [type, ...exts.map((ext) => `.${ext}`)])
  .join(",");

interface Refused {
  name: string;
  reason: typeof FILE_TYPE_NOT_SUPPORTED | typeof FILE_TOO_LARGE;
}

export function FileDropzone({
  onFiles,
  onReject,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  /** Once per reason, with the names of the files it refused. */
  onReject: (title: string, description?: string) => void;
  disabled?: boolean;
}) {
  const [refused, setRefused] = useState<Refused[]>([]);

  const accept = (files: File[]) => {
    const ok: File[] = [];
    const notAdded: Refused[] = [];
    for (const file of files) {
      if (!documentTypeOf(file.name)) notAdded.push({ name: file.name, reason: FILE_TYPE_NOT_SUPPORTED });
      else if (file.size > MAX_UPLOAD_BYTES) notAdded.push({ name: file.name, reason: FILE_TOO_LARGE });
      else ok.push(file);
    }
    setRefused(notAdded);
    for (const reason of [FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE] as const) {
      const names = notAdded.filter((r) => r.reason === reason).map((r) => r.name);
      if (names.length) onReject(reason, names.join(", "));
    }
    if (ok.length) onFiles(ok);
  };

  return (
    <div className="dropzone-wrap">
      <Dropzone
        icon={
          <span className="dropzone-icon" aria-hidden="true">
            ⇪
          </span>
        }
        title="Drop medical documents here, or click to choose"
        hint="PDF, Word (DOC, DOCX), TXT, JPG or PNG, up to 10 MB each"
        accept={PICKER_ACCEPT}
        multiple
        disabled={disabled}
        testId="file-input"
        onFiles={accept}
      />
      {refused.length > 0 && (
        <div className="dropzone-refused" role="alert">
          <strong>Not added:</strong>
          <ul>
            {refused.map((r) => (
              <li key={`${r.name}-${r.reason}`}>
                <span className="dropzone-refused-name">{r.name}</span> – {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
