import { afterAll, describe, expect, it } from "vitest";
import {
  extractAll,
  extractText,
  FILE_FAILED_PLACEHOLDER,
  WORD_TOO_LITTLE_TEXT,
} from "../../../lambdas/adapters/extract/extract-text";
import { stopOcr } from "../../../lambdas/adapters/extract/ocr";
import { corruptJpeg, corruptPng, halfPng } from "../../fixtures/broken-images";
import { docOf, docxOf, pdfOf, pngOf } from "../../fixtures/documents";

const NOTE = "Patient Name: Tom Baker\nDiagnosis: Hypertension.\nTake lisinopril 10 mg daily.";

afterAll(stopOcr);

describe("text extraction", () => {
  it("reads a PDF", async () => {
    const text = await extractText({ name: "letter.pdf", bytes: await pdfOf(NOTE) });

    expect(text).toContain("Patient Name: Tom Baker");
    expect(text).toContain("lisinopril 10 mg");
  });

  it("reads a DOCX", async () => {
    const text = await extractText({ name: "letter.docx", bytes: await docxOf(NOTE) });

    expect(text).toBe(NOTE.replace(/\n/g, "\n\n"));
  });

  it("reads a Word 97 DOC", async () => {
    const text = await extractText({ name: "letter.doc", bytes: docOf(NOTE) });

    expect(text).toBe(NOTE);
  });

  it("reads a TXT", async () => {
    expect(await extractText({ name: "note.TXT", bytes: Buffer.from(NOTE) })).toBe(NOTE);
  });

  it("reads a PNG by OCR, offline", { timeout: 90_000 }, async () => {
    const text = await extractText({ name: "scan.png", bytes: await pngOf(NOTE) });

    expect(text).toContain("Tom Baker");
    expect(text).toMatch(/lisinopril 10 mg/i);
  });

  it("gives instructions for a Word file with too little text", async () => {
    expect(await extractText({ name: "empty.docx", bytes: await docxOf("Hi") })).toBe(WORD_TOO_LITTLE_TEXT);
  });

  it("refuses an unsupported type with the spec's message", async () => {
    await expect(extractText({ name: "sheet.xlsx", bytes: Buffer.from("x") })).rejects.toThrow(
      "Unsupported file type: xlsx",
    );
  });

  it("names the file and the reason when a file cannot be read", async () => {
    await expect(extractText({ name: "broken.pdf", bytes: Buffer.from("not a pdf") })).rejects.toThrow(
      /^Failed to extract text from broken\.pdf: /,
    );
  });

  it("puts the spec's placeholder in place of a failed file and keeps the others", async () => {
    const result = await extractAll([
      { name: "broken.pdf", bytes: Buffer.from("not a pdf") },
      { name: "note.txt", bytes: Buffer.from(NOTE) },
    ]);

    expect(result.text).toBe(`${FILE_FAILED_PLACEHOLDER}\n\n${NOTE}`);
    expect(result.failed).toEqual(["broken.pdf"]);
  });

  it("reports a file without any text as unreadable", async () => {
    const result = await extractAll([
      { name: "blank.txt", bytes: Buffer.from("  \n ") },
      { name: "note.txt", bytes: Buffer.from(NOTE) },
    ]);

    expect(result.failed).toEqual(["blank.txt"]);
  });

  it("gives a short reason when a library fails with a string or nothing", async () => {
    await expect(extractText({ name: "broken.docx", bytes: Buffer.from("PK\u0003\u0004 broken") })).rejects.toThrow(
      /^Failed to extract text from broken\.docx: .{1,200}$/,
    );
  });
});

describe("damaged images", () => {
  it.each([
    ["a corrupt PNG", "scan.png", corruptPng],
    ["half a PNG", "scan.png", halfPng],
    ["a corrupt JPEG", "photo.jpg", corruptJpeg],
  ])("fail only their own file: %s", { timeout: 60_000 }, async (_, name, bytes) => {
    const result = await extractAll([
      { name, bytes: bytes() },
      { name: "note.txt", bytes: Buffer.from(NOTE) },
    ]);

    expect(result.failed).toEqual([name]);
    expect(result.text).toBe(`${FILE_FAILED_PLACEHOLDER}\n\n${NOTE}`);
  });

  it("leave OCR working for the next image", { timeout: 90_000 }, async () => {
    await extractAll([{ name: "broken.png", bytes: corruptPng() }]);

    const text = await extractText({ name: "scan.png", bytes: await pngOf(NOTE) });

    expect(text).toContain("Tom Baker");
  });
});
