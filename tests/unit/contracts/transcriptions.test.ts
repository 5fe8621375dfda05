import { describe, expect, it } from "vitest";
import {
  AUDIO_TOO_LARGE,
  AUDIO_TOO_LONG,
  audioTypeOf,
  INVALID_AUDIO_FILE,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
} from "#contracts/transcriptions/audio";
import { createTranscriptionRequestSchema, PATIENT_NAME_REQUIRED } from "#contracts/transcriptions/create";

const valid = { patientName: "Walter Finch", fileName: "recording.webm", size: 1000, recordingConsent: true };
const messageOf = (input: unknown) => createTranscriptionRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("the transcription contract", () => {
  it("accepts what Chromium and Safari record and the upload types of the issue", () => {
    expect(["a.webm", "a.ogg", "a.mp3", "a.m4a", "a.mp4", "a.wav", "A.WEBM"].map((n) => audioTypeOf(n))).toEqual([
      "audio/webm",
      "audio/ogg",
      "audio/mpeg",
      "audio/mp4",
      "audio/mp4",
      "audio/wav",
      "audio/webm",
    ]);
  });

  it("refuses anything that is not audio with the spec's message", () => {
    for (const fileName of ["notes.pdf", "movie.mov", "recording", "webm"]) {
      expect(messageOf({ ...valid, fileName })).toBe(INVALID_AUDIO_FILE);
    }
  });

  it("asks for the patient's name with the spec's message", () => {
    expect(messageOf({ ...valid, patientName: "   " })).toBe(PATIENT_NAME_REQUIRED);
    expect(messageOf({ fileName: "a.webm", size: 10 })).toBe(PATIENT_NAME_REQUIRED);
  });

  it("limits recordings to 200 MB and 2 hours", () => {
    expect(messageOf({ ...valid, size: MAX_AUDIO_BYTES + 1 })).toBe(AUDIO_TOO_LARGE);
    expect(messageOf({ ...valid, durationSeconds: MAX_AUDIO_SECONDS + 1 })).toBe(AUDIO_TOO_LONG);
    expect(createTranscriptionRequestSchema.safeParse({ ...valid, size: MAX_AUDIO_BYTES }).success).toBe(true);
  });

  it("treats an empty patient email as none and refuses a malformed one", () => {
    expect(createTranscriptionRequestSchema.parse({ ...valid, patientEmail: "" }).patientEmail).toBeNull();
    expect(messageOf({ ...valid, patientEmail: "not an address" })).toBe("Please enter a valid email address.");
  });
});
