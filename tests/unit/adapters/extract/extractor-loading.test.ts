import { afterAll, describe, expect, it, vi } from "vitest";
import { docxOf, pdfOf } from "#tests/fixtures/documents";
import { scannedPdfOf } from "#tests/fixtures/scanned-pdf";

/** Which extraction libraries were imported: each mock records its first import and hands out the real module. */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock("unpdf", async (real) => {
  loaded.add("unpdf");
  return real();
});
vi.mock("mammoth", async (real) => {
  loaded.add("mammoth");
  return real();
});
vi.mock("word-extractor", async (real) => {
  loaded.add("word-extractor");
  return real();
});
vi.mock("tesseract.js", async (real) => {
  loaded.add("tesseract.js");
  return real();
});
vi.mock("@napi-rs/canvas", async (real) => {
  loaded.add("@napi-rs/canvas");
  return real();
});

const { extractAll } = await import("#adapters/extract/extract-text");
const { stopOcr } = await import("#adapters/extract/ocr");

afterAll(stopOcr);

// In order: what importing the extractor and reading a text file loads, then what a DOCX adds.
describe("extractor loading", () => {
  it("loads no extraction library for text files", async () => {
    await extractAll([{ name: "note.txt", bytes: Buffer.from("Diagnosis: hypertension.") }]);

    expect([...loaded]).toEqual([]);
  });

  it("loads only the Word reader for a DOCX", async () => {
    await extractAll([{ name: "letter.docx", bytes: await docxOf("Diagnosis: hypertension, treated at home.") }]);

    expect([...loaded]).toEqual(["mammoth"]);
  });

  it("adds only the PDF reader for a PDF with text: no renderer, no OCR", async () => {
    await extractAll([{ name: "letter.pdf", bytes: await pdfOf("Diagnosis: hypertension, treated at home.") }]);

    expect([...loaded]).toEqual(["mammoth", "unpdf"]);
  });

  it("adds the page renderer and OCR when a PDF page has no text", { timeout: 120_000 }, async () => {
    await extractAll([{ name: "scan.pdf", bytes: await scannedPdfOf(["Diagnosis: hypertension."]) }]);

    expect([...loaded].sort()).toEqual(["@napi-rs/canvas", "mammoth", "tesseract.js", "unpdf"]);
  });
});
