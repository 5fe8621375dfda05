import { documentTypeOf } from "#contracts/summaries";
import type { OcrStats } from "./pdf";

export const FILE_FAILED_PLACEHOLDER = "[File processing failed - please check file format]";

/** Spec section 5: a Word file with too little readable text gets these instructions instead. */
export const WORD_TOO_LITTLE_TEXT =
  "This Word document contains very little readable text. Please paste the text directly or save the document as .txt and upload it again.";

export class UnsupportedFileType extends Error {
  constructor(type: string) {
    super(`Unsupported file type: ${type}`);
  }
}

export class ExtractionFailed extends Error {
  constructor(file: string, reason: string) {
    super(`Failed to extract text from ${file}: ${reason}`);
  }
}

export interface SourceFile {
  name: string;
  bytes: Buffer;
}

const MIN_WORD_CHARS = 20;

/**
 * Each extractor is imported when a file of its type arrives (issue 8): a job of text files never loads the PDF
 * engine (1.6 MB) or OCR, and OCR data is read only when an image appears.
 */
async function extractByType(type: string, bytes: Buffer, onOcr?: (stats: OcrStats) => void): Promise<string> {
  switch (type) {
    case "application/pdf": {
      const { readPdf } = await import("./pdf");
      const { text, ocr } = await readPdf(bytes);
      if (ocr) onOcr?.(ocr);
      return text;
    }
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
      const { default: mammoth } = await import("mammoth");
      const { value } = await mammoth.extractRawText({ buffer: bytes });
      return value.trim().length < MIN_WORD_CHARS ? WORD_TOO_LITTLE_TEXT : value;
    }
    case "application/msword": {
      const { default: WordExtractor } = await import("word-extractor");
      const doc = await new WordExtractor().extract(bytes);
      const body = doc.getBody();
      return body.trim().length < MIN_WORD_CHARS ? WORD_TOO_LITTLE_TEXT : body;
    }
    case "text/plain":
      return bytes.toString("utf8");
    case "image/jpeg":
    case "image/png": {
      const { recognise } = await import("./ocr");
      return recognise(bytes);
    }
    default:
      throw new UnsupportedFileType(type);
  }
}

/** Libraries reject with strings, objects or nothing; the reason shown is a short line either way. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const line = text
    .replace(/^(?:Error: )+/, "")
    .split("\n")[0]
    .trim();
  return line.slice(0, 200) || "unreadable file";
}

/** Text of one file, by the type its name says; errors carry the spec's messages. */
export async function extractText(file: SourceFile, onOcr?: (stats: OcrStats) => void): Promise<string> {
  const type = documentTypeOf(file.name);
  if (!type) throw new UnsupportedFileType(file.name.split(".").pop() || "unknown");
  try {
    return (await extractByType(type, file.bytes, onOcr)).replace(/\r\n?/g, "\n").trim();
  } catch (error) {
    if (error instanceof UnsupportedFileType) throw error;
    throw new ExtractionFailed(file.name, reasonOf(error));
  }
}

export interface Extracted {
  text: string;
  failed: string[];
  /** Scanned PDF pages read by OCR, over all files (time measured; nothing about their content). */
  ocr?: OcrStats;
}

/**
 * All files, in order; a file that cannot be read, or holds no text, leaves the spec's placeholder, is named in
 * `failed`, and the rest go on. Whatever a library throws or rejects with stays a failure of that one file.
 */
export async function extractAll(files: SourceFile[]): Promise<Extracted> {
  const parts: string[] = [];
  const failed: string[] = [];
  let ocr: OcrStats | undefined;
  const count = (stats: OcrStats) => {
    ocr = {
      pages: (ocr?.pages ?? 0) + stats.pages,
      skipped: (ocr?.skipped ?? 0) + stats.skipped,
      ms: (ocr?.ms ?? 0) + stats.ms,
    };
  };
  for (const file of files) {
    const text = await extractText(file, count).catch(() => "");
    if (text) {
      parts.push(text);
    } else {
      failed.push(file.name);
      parts.push(FILE_FAILED_PLACEHOLDER);
    }
  }
  return ocr ? { text: parts.join("\n\n"), failed, ocr } : { text: parts.join("\n\n"), failed };
}
