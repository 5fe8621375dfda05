import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { CreatedTranscription } from "#contracts/transcriptions/create";
import { encodeLikeBrowser, silentRecording } from "../../bin/speech/synthesise";
import type { Clinician } from "./clinicians";

const run = promisify(execFile);

/** A consultation dictation as flite's slt voice reads it, encoded as Chromium records (WebM/Opus). */
export const DICTATION =
  "Fifty five year old man with a cough for two weeks. " +
  "He is taking amlodipine five milligrams once daily. " +
  "On examination his blood pressure is one hundred and forty over ninety. " +
  "Impression is a viral chest infection. " +
  "Plan: start amoxicillin five hundred milligrams three times a day and review in one week.";

export async function recording(kind: "speech" | "silence", text = DICTATION): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "clearnote-tx-"));
  try {
    const webm = join(dir, "recording.webm");
    if (kind === "silence") {
      await silentRecording(webm, 3);
    } else {
      const wav = join(dir, "speech.wav");
      await run("flite", ["-voice", "slt", "-t", text, "-o", wav]);
      await encodeLikeBrowser(wav, webm);
    }
    return await readFile(webm);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the browser does: create the record, POST the audio to S3, then start. */
export async function uploadRecording(
  clinician: Clinician,
  audio: Buffer,
  options: { patientName?: string; patientEmail?: string; fileName?: string; durationSeconds?: number } = {},
): Promise<CreatedTranscription> {
  const created = await clinician.call("POST", "/transcriptions", {
    patientName: options.patientName ?? "Walter Finch",
    patientEmail: options.patientEmail,
    fileName: options.fileName ?? "recording.webm",
    size: audio.length,
    durationSeconds: options.durationSeconds ?? 21.4,
    recordingConsent: true,
  });
  if (created.status !== 201)
    throw new Error(`POST /transcriptions answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { upload } = created.body as CreatedTranscription;
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(audio)], { type: upload.contentType }), upload.name);
  const posted = await fetch(upload.url, { method: "POST", body: form });
  if (!posted.ok && posted.status !== 204) throw new Error(`S3 POST answered ${posted.status}`);
  const started = await clinician.call("POST", `/transcriptions/${created.body.transcription.id}/start`, {
    key: upload.key,
  });
  if (started.status !== 202) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  return created.body as CreatedTranscription;
}

/** Polls like the processing screen until the stage is 'done'; returns the stages seen on the way. */
export async function waitForTranscription(clinician: Clinician, id: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const stages: string[] = [];
  while (Date.now() < deadline) {
    const { body } = await clinician.call("GET", `/transcriptions/${id}`);
    const t = body.transcription;
    if (stages[stages.length - 1] !== t.stage) stages.push(t.stage);
    if (t.stage === "done") return { transcription: t, stages };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The transcription did not finish in time");
}

/** A recording uploaded and recognised to the end: its id, or an error naming how it ended. */
export async function processedRecording(clinician: Clinician, audio: Buffer, patientName: string): Promise<string> {
  const created = await uploadRecording(clinician, audio, { patientName });
  const { transcription } = await waitForTranscription(clinician, created.transcription.id);
  if (transcription.status !== "processed") throw new Error(`The transcription ended ${transcription.status}`);
  return transcription.id;
}
