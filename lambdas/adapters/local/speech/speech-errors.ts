/** How the offline speech engine fails: each error says what the caller (speech-job.ts) shows or reports. */

export const SPEECH_PACKAGES = ["ffmpeg", "pocketsphinx", "pocketsphinx-en-us"] as const;

export class SpeechEngineUnavailable extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Offline speech recognition needs the Debian packages ${SPEECH_PACKAGES.join(", ")}; missing: ${missing.join(", ")}. ` +
        `Install them with: sudo apt-get install -y ${SPEECH_PACKAGES.join(" ")}`,
    );
    this.name = "SpeechEngineUnavailable";
  }
}

/** The file is not audio ffmpeg can decode. The message is safe to show; `detail` is ffmpeg's last words. */
export class UnreadableAudio extends Error {
  constructor(readonly detail: string) {
    super("This file could not be read as audio.");
    this.name = "UnreadableAudio";
  }
}

export class RecogniserFailed extends Error {
  constructor(readonly detail: string) {
    super("The offline speech recogniser failed.");
    this.name = "RecogniserFailed";
  }
}

/** Longer than the product's limit, measured here: the length the browser declared is not trusted. */
export class AudioTooLong extends Error {
  constructor(
    message: string,
    readonly seconds: number,
  ) {
    super(message);
    this.name = "AudioTooLong";
  }
}
