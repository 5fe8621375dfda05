/** Which recordings are accepted, and how the stored audio is played back (spec sections 5, 8 and 9; issue 9). */

/** Recordings up to 2 hours and 200 MB. */
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 2 * 60 * 60;

/**
 * Accepted audio by extension: Chromium records webm/opus, Safari mp4/aac; uploads may be webm, ogg, mp3, m4a/mp4
 * or wav. The content type stored (and enforced by the upload policy) comes from the extension, as for documents,
 * so a browser's empty or odd `File.type` does not matter: name a recording `recording.webm` or `recording.mp4`.
 */
export const AUDIO_TYPES: Record<string, string[]> = {
  "audio/webm": ["webm"],
  "audio/ogg": ["ogg", "oga", "opus"],
  "audio/mpeg": ["mp3"],
  "audio/mp4": ["m4a", "mp4", "aac"],
  "audio/wav": ["wav"],
};

/** For `<input type="file" accept=…>`. */
export const AUDIO_ACCEPT = Object.values(AUDIO_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(",");

export function audioExtensionOf(name: string): string {
  return name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
}

/** The content type we store for an audio file, from its extension; undefined when it is not audio we accept. */
export function audioTypeOf(name: string): string | undefined {
  const ext = audioExtensionOf(name);
  return Object.entries(AUDIO_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
}

// Spec texts (section 5): toast title / message.
export const INVALID_FILE_TITLE = "Invalid File";
export const INVALID_AUDIO_FILE = "Please select an audio file";
// The spec has no texts for these limits; ours, in the style of 'File size must be less than 10MB'.
export const AUDIO_TOO_LARGE = "Audio file must be less than 200MB";
export const AUDIO_TOO_LONG = "Recordings can be at most 2 hours long";
/** Spec section 8 (Audio). */
export const AUDIO_NOT_AVAILABLE = "Audio recording not available";
export const NO_SPEECH_DETECTED = "No speech was detected in this recording.";
/** Signed audio link lifetime (spec section 9). */
export const AUDIO_LINK_SECONDS = 3600;

export interface AudioLink {
  /** Presigned GET, valid `expiresInSeconds`; play it in <audio> or fetch it to download. */
  url: string;
  /** `transcription-{id}.<ext>` with the audio's own extension. */
  fileName: string;
  contentType: string;
  expiresInSeconds: typeof AUDIO_LINK_SECONDS;
}
