import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { CreatedTranscription } from "#contracts/transcriptions/create";
import { bucketKeys } from "../../support/bucket";
import { type Clinician, newClinician } from "../../support/clinicians";

/**
 * Issue 19, item 14: a deleted recording came back. A still-valid presigned POST re-created
 * `transcriptions/<sub>/<id>/audio.webm` after the record was deleted (so did an upload in flight during the delete),
 * and nothing removed it. Objects without a record are removed: on the upload's "Object Created" event (the local
 * stack's object watcher puts it on its event bus as S3 does on EventBridge), and on start; upload forms last 5 min.
 */
const stack = inject("stack");
let clinician: Clinician;

beforeAll(async () => {
  clinician = await newClinician(stack, "orphans");
}, 60_000);

const keysUnder = (prefix: string) => bucketKeys(stack, prefix);

/** Polls until nothing is under `prefix` or `ms` passed; the keys still there. */
async function keysLeftAfter(prefix: string, ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  let keys = await keysUnder(prefix);
  while (keys.length > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    keys = await keysUnder(prefix);
  }
  return keys;
}

async function created(): Promise<CreatedTranscription & { prefix: string }> {
  const answer = await clinician.call("POST", "/transcriptions", {
    patientName: "Dora Orphan",
    fileName: "recording.webm",
    size: 4096,
    durationSeconds: 3,
    recordingConsent: true,
  });
  if (answer.status !== 201) throw new Error(`POST /transcriptions answered ${answer.status}`);
  const body = answer.body as CreatedTranscription;
  return { ...body, prefix: `transcriptions/${clinician.sub}/${body.transcription.id}/` };
}

function formOf(upload: CreatedTranscription["upload"], bytes: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: upload.contentType }), upload.name);
  return form;
}

/** What the browser does with the form: a multipart POST straight to the bucket. */
async function post(upload: CreatedTranscription["upload"], bytes: Buffer): Promise<number> {
  return (await fetch(upload.url, { method: "POST", body: formOf(upload, bytes) })).status;
}

/** Long enough for the delete's stream record to have been handled (the local poller reads every 0.5 s). */
const settled = () => new Promise((r) => setTimeout(r, 3_000));

describe("patient audio does not outlive its record", () => {
  // Also an upload in flight during the delete: in S3 it completes after the delete like this late POST. (s3rver
  // cannot show that path itself: it answers 500 to an upload whose folder a delete removed mid-way.)
  it("a presigned POST used after the recording was deleted leaves no audio behind", async () => {
    const { transcription, upload, prefix } = await created();
    expect((await clinician.call("DELETE", `/transcriptions/${transcription.id}`)).status).toBe(204);
    await settled();

    const posted = await post(upload, randomBytes(4096));

    expect(posted).toBeLessThan(300);
    expect(await keysLeftAfter(prefix, 15_000)).toEqual([]);
  });

  it("starting a deleted recording answers 404 and removes what was uploaded for it", async () => {
    const { transcription, upload, prefix } = await created();
    await clinician.call("DELETE", `/transcriptions/${transcription.id}`);
    await settled();
    await post(upload, randomBytes(4096));

    const started = await clinician.call("POST", `/transcriptions/${transcription.id}/start`, { key: upload.key });

    expect(started.status).toBe(404);
    expect(await keysUnder(prefix)).toEqual([]);
  });

  it("keeps the audio of a recording that still has its record", async () => {
    const { upload, prefix } = await created();
    await post(upload, randomBytes(4096));

    // Three looks of the local stack's object watcher (every 2 s) at least.
    await new Promise((r) => setTimeout(r, 6_500));

    expect(await keysUnder(prefix)).toEqual([upload.key]);
  });

  it("the upload form is short-lived", async () => {
    const { upload } = await created();

    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? upload.fields.policy, "base64").toString());
    const seconds = (Date.parse(policy.expiration) - Date.now()) / 1000;

    expect(seconds).toBeLessThanOrEqual(300);
  });
});
