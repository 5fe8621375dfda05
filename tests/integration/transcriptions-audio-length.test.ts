import { describe, expect, inject, it } from "vitest";
import { AUDIO_TOO_LONG, MAX_AUDIO_SECONDS } from "../../lambdas/contracts/transcriptions";
import { newClinician } from "../support/clinicians";
import { uploadRecording, waitForTranscription } from "../support/transcriptions";

const stack = inject("stack");

/** Silence as an 8-bit mono WAV at 1 kHz: two hours are a few MB, made in no time. */
function silentWav(seconds: number): Buffer {
  const rate = 1000;
  const data = seconds * rate;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes a second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 0x80)]);
}

describe("the length of a recording", () => {
  it("is measured by the server: a recording over the limit declared as 100 s fails as too long", {
    timeout: 180_000,
  }, async () => {
    const clinician = await newClinician(stack, "length");
    const tooLong = silentWav(MAX_AUDIO_SECONDS + 120);

    const created = await uploadRecording(clinician, tooLong, { fileName: "consult.wav", durationSeconds: 100 });
    const { transcription } = await waitForTranscription(clinician, created.transcription.id, 150_000);

    expect(transcription.status).toBe("failed");
    expect(transcription.error).toBe(AUDIO_TOO_LONG);
  });
});
