import { describe, expect, inject, it } from "vitest";
import { AUDIO_TOO_LONG, MAX_AUDIO_SECONDS } from "#contracts/transcriptions/audio";
import type { CreatedTranscription } from "#contracts/transcriptions/create";
import { UPLOAD_NOT_RECEIVED } from "#core/transcriptions/status";
import { newClinician } from "../support/clinicians";
import { recording, uploadRecording, waitForTranscription } from "../support/transcriptions";

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

describe("Retry on a recording waiting for its upload", () => {
  it("answers that the audio has not arrived while it has not, and starts the recording once it has", {
    timeout: 150_000,
  }, async () => {
    const clinician = await newClinician(stack, "retry");
    const audio = await recording("speech");
    const created = await clinician.call("POST", "/transcriptions", {
      patientName: "Lena Upton",
      fileName: "recording.webm",
      size: audio.length,
      durationSeconds: 21,
      recordingConsent: true,
    });
    const { transcription, upload } = created.body as CreatedTranscription;

    // The detail page's Retry sends no key: it does not know the upload's.
    const early = await clinician.call("POST", `/transcriptions/${transcription.id}/start`, { checkUpload: true });
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(audio)], { type: upload.contentType }), upload.name);
    await fetch(upload.url, { method: "POST", body: form });
    const retried = await clinician.call("POST", `/transcriptions/${transcription.id}/start`, { checkUpload: true });
    const done = await waitForTranscription(clinician, transcription.id);

    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain(UPLOAD_NOT_RECEIVED);
    expect(retried.status).toBe(202);
    expect(done.transcription.status).toBe("processed");
  });
});
