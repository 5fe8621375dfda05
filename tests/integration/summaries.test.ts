import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { expireNow } from "../support/table";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");

describe("summaries through the local stack", () => {
  let clinician: Clinician;
  let other: Clinician;
  let summaryId: string;

  beforeAll(async () => {
    clinician = await newClinician(stack, "summaries");
    other = await newClinician(stack, "intruder");
    const files = await uploadFiles(clinician, [
      { name: "gonzalez-discharge.pdf", bytes: await pdfOf(DISCHARGE_NOTE) },
    ]);
    const created = await clinician.call("POST", "/summaries", { files, instructions: "" });
    expect(created.status).toBe(202);
    summaryId = created.body.summary.id;
  });

  it("generates the summary in the background and reports it ready", async () => {
    const summary = await waitForSummary(clinician, summaryId);

    expect(summary).toMatchObject({
      status: "ready",
      stage: "done",
      patientName: "Maria Gonzalez",
      originalFilename: "gonzalez-discharge.pdf",
      engine: "local",
      deliveryStatus: "draft",
    });
    expect(summary.summaryContent).toContain("Aspirin 81 mg");
  });

  it("measures the grade of the source and of the summary", async () => {
    const summary = await waitForSummary(clinician, summaryId);

    expect(summary.sourceGrade).toBeGreaterThan(summary.summaryGrade);
    expect(summary.summaryGrade).toBeLessThanOrEqual(8);
    expect(summary.wordCount).toBeGreaterThan(50);
  });

  it("lists it with the clinician's other summaries", async () => {
    const list = await clinician.call("GET", "/summaries");

    expect(list.body.summaries.map((s: { id: string }) => s.id)).toContain(summaryId);
  });

  it("answers a chat question from the summary and keeps the history", async () => {
    const chat = await clinician.call("POST", `/summaries/${summaryId}/chat`, { message: "How much aspirin?" });

    expect(chat.status).toBe(200);
    expect(chat.body.reply).toContain("81 mg");
    const again = await clinician.call("GET", `/summaries/${summaryId}`);
    expect(again.body.summary.chatHistory).toEqual([
      { role: "user", content: "How much aspirin?" },
      { role: "assistant", content: chat.body.reply },
    ]);
  });

  it("ignores a blank chat message", async () => {
    const chat = await clinician.call("POST", `/summaries/${summaryId}/chat`, { message: "   " });

    expect(chat.status).toBe(422);
  });

  it("answers 404 to another clinician on every summary route", async () => {
    const attempts = await Promise.all([
      other.call("GET", `/summaries/${summaryId}`),
      other.call("POST", `/summaries/${summaryId}/chat`, { message: "Hi?" }),
      other.call("DELETE", `/summaries/${summaryId}`),
    ]);

    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404]);
    expect((await other.call("GET", "/summaries")).body.summaries).toEqual([]);
    expect((await clinician.call("GET", `/summaries/${summaryId}`)).status).toBe(200);
  });

  it("refuses to build a summary from another clinician's upload", async () => {
    const [file] = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);

    const attempt = await other.call("POST", "/summaries", { files: [file] });

    expect(attempt.status).toBe(404);
  });

  it("refuses an unsupported file type and an oversized file with the spec's messages", async () => {
    const type = await clinician.call("POST", "/uploads", { files: [{ name: "sheet.xlsx", size: 10 }] });
    const size = await clinician.call("POST", "/uploads", { files: [{ name: "big.pdf", size: 10_485_761 }] });

    expect([type.status, type.body.error.message]).toEqual([422, "File type not supported"]);
    expect([size.status, size.body.error.message]).toEqual([422, "File size must be less than 10MB"]);
  });

  it("deletes the summary and its files", async () => {
    const files = await uploadFiles(clinician, [{ name: "delete-me.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    const done = await waitForSummary(clinician, body.summary.id);
    expect(done.status).toBe("ready");
    const listing = () =>
      fetch(`${stack.s3Url}/${stack.bucket}?list-type=2&prefix=summaries/${clinician.sub}/${body.summary.id}/`).then(
        (r) => r.text(),
      );
    expect(await listing()).toContain("delete-me.txt</Key>");

    const removed = await clinician.call("DELETE", `/summaries/${body.summary.id}`);

    expect(removed.status).toBe(204);
    expect((await clinician.call("GET", `/summaries/${body.summary.id}`)).status).toBe(404);
    expect(await listing()).not.toContain("<Key>");
  });
});

describe("summaries that fail or expire", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "lifecycle");
  });

  it("marks the summary failed with the spec's extraction message when no file can be read", async () => {
    const files = await uploadFiles(clinician, [{ name: "broken.pdf", bytes: Buffer.from("not really a pdf") }]);
    const { body } = await clinician.call("POST", "/summaries", { files });

    const summary = await waitForSummary(clinician, body.summary.id);

    expect(summary.status).toBe("failed");
    expect(summary.error).toMatch(/^Failed to extract text from broken\.pdf/);
  });

  it("never shows a summary past its retention, in the list or by id", async () => {
    const files = await uploadFiles(clinician, [{ name: "expiring.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    await waitForSummary(clinician, body.summary.id);

    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, body.summary.id));

    expect((await clinician.call("GET", "/summaries")).body.summaries.map((s: { id: string }) => s.id)).not.toContain(
      body.summary.id,
    );
    expect((await clinician.call("GET", `/summaries/${body.summary.id}`)).status).toBe(404);
  });

  it("stamps the expiry from the clinician's retention setting", async () => {
    await clinician.call("PUT", "/settings", { retentionHours: 24 });
    const files = await uploadFiles(clinician, [{ name: "retained.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);

    const { body } = await clinician.call("POST", "/summaries", { files });

    const hours = (Date.parse(body.summary.expiresAt) - Date.parse(body.summary.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });
});

describe("files follow their record", () => {
  it("removes a summary's files from S3 when retention expires it (TTL, then the stream function)", async () => {
    const clinician = await newClinician(stack, "ttl");
    const files = await uploadFiles(clinician, [{ name: "ttl-note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    await waitForSummary(clinician, body.summary.id);
    const listing = () =>
      fetch(`${stack.s3Url}/${stack.bucket}?list-type=2&prefix=summaries/${clinician.sub}/`).then((r) => r.text());
    expect(await listing()).toContain("ttl-note.txt</Key>");
    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, body.summary.id));

    await reapExpired(stack.dynamodbUrl, stack.tableName);

    await expect.poll(listing, { timeout: 10_000 }).not.toContain("<Key>");
  });
});
