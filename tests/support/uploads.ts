import type { PresignedUpload } from "#contracts/summaries";
import type { Clinician } from "./clinicians";

/** Uploads like the browser does: ask for presigned POSTs, then post each file straight to S3. */
export async function uploadFiles(clinician: Clinician, files: Array<{ name: string; bytes: Buffer }>) {
  const planned = await clinician.call("POST", "/uploads", {
    files: files.map((f) => ({ name: f.name, size: f.bytes.length })),
  });
  if (planned.status !== 200)
    throw new Error(`POST /uploads answered ${planned.status}: ${JSON.stringify(planned.body)}`);
  const uploads = planned.body.uploads as PresignedUpload[];
  for (const [i, upload] of uploads.entries()) {
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(files[i].bytes)], { type: upload.contentType }), files[i].name);
    const response = await fetch(upload.url, { method: "POST", body: form });
    if (!response.ok && response.status !== 204) throw new Error(`S3 POST answered ${response.status}`);
  }
  return uploads.map((u) => ({ key: u.key, name: u.name }));
}

export async function waitForSummary(clinician: Clinician, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await clinician.call("GET", `/summaries/${id}`);
    if (body.summary.status !== "processing") return body.summary;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The summary did not finish in time");
}
