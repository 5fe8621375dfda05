import type { PDFDocumentProxy } from "unpdf/pdfjs";

/**
 * PDF text, page by page; a page with (almost) no text layer is a scan, and is rendered to an image and read by the
 * same tesseract path as an uploaded image (decision 186). The renderer (`@napi-rs/canvas`, prebuilt Skia binaries
 * shipped inside npm packages for linux-x64 and linux-arm64, so it runs here and on Lambda's arm64) and OCR are
 * imported only when such a page appears.
 */

/** Fewer visible characters than this on a page: nothing but a scan (or a page number) is there. */
const MIN_PAGE_CHARS = 25;
/** Pages read by OCR per PDF: about 3–6 s each on one core, so a long scan cannot outlast the job. */
export const MAX_OCR_PAGES = 15;
/** PDF points are 1/72 inch; tesseract reads best at 200–300 dpi. */
const RENDER_SCALE = 3;

export interface OcrStats {
  /** Scanned pages read by OCR. */
  pages: number;
  /** Scanned pages beyond MAX_OCR_PAGES, left unread. */
  skipped: number;
  /** Rendering and recognition time, milliseconds. */
  ms: number;
}

export interface PdfText {
  text: string;
  ocr?: OcrStats;
}

async function ocrPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const [{ renderPageAsImage }, { recognise }] = await Promise.all([import("unpdf"), import("./ocr")]);
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import("@napi-rs/canvas"),
    scale: RENDER_SCALE,
  });
  return recognise(Buffer.from(png));
}

export async function readPdf(bytes: Buffer, maxOcrPages = MAX_OCR_PAGES): Promise<PdfText> {
  const { getDocumentProxy, extractText } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text: pages } = await extractText(pdf, { mergePages: false });
  const scanned = pages.flatMap((page, i) => (page.replace(/\s+/g, "").length < MIN_PAGE_CHARS ? [i] : []));
  if (scanned.length === 0) return { text: pages.join("\n") };

  const started = performance.now();
  const read = scanned.slice(0, maxOcrPages);
  const out = [...pages];
  // One page at a time: the OCR worker is shared and memory stays at one rendered page.
  for (const index of read) out[index] = (await ocrPage(pdf, index + 1)).trim();
  return {
    text: out.filter((page) => page.trim()).join("\n"),
    ocr: { pages: read.length, skipped: scanned.length - read.length, ms: Math.round(performance.now() - started) },
  };
}
