import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { extractAll, extractText, FILE_FAILED_PLACEHOLDER, WORD_TOO_LITTLE_TEXT } from "#adapters/extract/extract-text";
import { stopOcr } from "#adapters/extract/ocr";
import { readPdf } from "#adapters/extract/pdf";
import { corruptJpeg, corruptPng, halfPng } from "#tests/fixtures/broken-images";
import { docOf, docxOf, pdfOf, pngOf } from "#tests/fixtures/documents";
import { scannedPdfOf } from "#tests/fixtures/scanned-pdf";

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

describe("scanned PDFs (issue 10)", () => {
  it("reads a PDF whose pages are only images by OCR, offline", { timeout: 120_000 }, async () => {
    const result = await extractAll([{ name: "scan.pdf", bytes: await scannedPdfOf([NOTE]) }]);

    expect(result.failed).toEqual([]);
    expect(result.text).toContain("Tom Baker");
    expect(result.text).toMatch(/lisinopril 10 mg/i);
  });

  it("reads the text layer of some pages and OCR of the scanned ones, in page order", {
    timeout: 120_000,
  }, async () => {
    const scan = await PDFDocument.load(await scannedPdfOf(["Follow-up: Cardiology clinic in 2 weeks."]));
    const mixed = await PDFDocument.load(await pdfOf(NOTE));
    const [scannedPage] = await mixed.copyPages(scan, [0]);
    mixed.addPage(scannedPage);

    const { text, ocr } = await readPdf(Buffer.from(await mixed.save()));

    expect(text.indexOf("Tom Baker")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("Cardiology clinic")).toBeGreaterThan(text.indexOf("Tom Baker"));
    expect(ocr).toMatchObject({ pages: 1, skipped: 0 });
  });

  it("reads at most the page limit by OCR, counts the rest and measures the time", { timeout: 120_000 }, async () => {
    const pdf = await scannedPdfOf(["Diagnosis: Asthma.", "Take salbutamol 2 puffs as needed."]);

    const { text, ocr } = await readPdf(pdf, 1);

    expect(text).toContain("Asthma");
    expect(text).not.toContain("salbutamol");
    expect(ocr?.pages).toBe(1);
    expect(ocr?.skipped).toBe(1);
    expect(ocr?.ms).toBeGreaterThan(0);
  });

  it("uses no OCR for a PDF with a text layer", async () => {
    expect((await readPdf(await pdfOf(NOTE))).ocr).toBeUndefined();
  });
});
