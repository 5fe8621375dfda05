import { beforeAll, describe, expect, inject, it } from "vitest";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");

/** A generation that failed on its document (here: not a real PDF). */
async function failedSummary(clinician: Clinician) {
  const files = await uploadFiles(clinician, [{ name: "scan.pdf", bytes: Buffer.from("not really a pdf") }]);
  const { body } = await clinician.call("POST", "/summaries", { files });
  const summary = await waitForSummary(clinician, body.summary.id);
  expect(summary.status).toBe("failed");
  return { summary, key: files[0].key };
}

describe("retrying a failed generation", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "retry");
  });

  it("runs the job again for the same files and ends ready when they can be read this time", async () => {
    const { summary, key } = await failedSummary(clinician);
    // What failed was passing (a storage hiccup, say): the same key now holds a readable document.
    const put = await fetch(`${stack.s3Url}/${stack.bucket}/${key}`, {
      method: "PUT",
      body: new Uint8Array(await pdfOf(DISCHARGE_NOTE)),
    });
    expect(put.ok).toBe(true);

    const retried = await clinician.call("POST", `/summaries/${summary.id}/retry`);

    expect(retried.status).toBe(202);
    expect(retried.body.summary).toMatchObject({ id: summary.id, status: "processing", error: null });
    const done = await waitForSummary(clinician, summary.id);
    expect(done.status).toBe("ready");
    expect(done.summaryContent).toContain("Aspirin");
  });

  it("ends failed again, with the reason, when the document is still unreadable", async () => {
    const { summary } = await failedSummary(clinician);

    expect((await clinician.call("POST", `/summaries/${summary.id}/retry`)).status).toBe(202);

    const done = await waitForSummary(clinician, summary.id);
    expect(done.status).toBe("failed");
    expect(done.error).toBe(summary.error);
  });

  it("refuses a summary that did not fail (409) and another clinician's (404)", async () => {
    const files = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    const ready = await waitForSummary(clinician, body.summary.id);
    const { summary: failed } = await failedSummary(clinician);
    const other = await newClinician(stack, "retry-other");

    expect((await clinician.call("POST", `/summaries/${ready.id}/retry`)).status).toBe(409);
    expect((await other.call("POST", `/summaries/${failed.id}/retry`)).status).toBe(404);
    expect((await clinician.call("GET", `/summaries/${failed.id}`)).body.summary.status).toBe("failed");
  });
});
