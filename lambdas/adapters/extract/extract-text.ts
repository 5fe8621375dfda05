import mammoth from "mammoth";
import { getDocumentProxy, extractText as pdfText } from "unpdf";
import WordExtractor from "word-extractor";
import { documentTypeOf } from "../../contracts/summaries";
import { recognise } from "./ocr";

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

async function extractByType(type: string, bytes: Buffer): Promise<string> {
  switch (type) {
    case "application/pdf": {
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await pdfText(pdf, { mergePages: true });
      return text;
    }
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
      const { value } = await mammoth.extractRawText({ buffer: bytes });
      return value.trim().length < MIN_WORD_CHARS ? WORD_TOO_LITTLE_TEXT : value;
    }
    case "application/msword": {
      const doc = await new WordExtractor().extract(bytes);
      const body = doc.getBody();
      return body.trim().length < MIN_WORD_CHARS ? WORD_TOO_LITTLE_TEXT : body;
    }
    case "text/plain":
      return bytes.toString("utf8");
    case "image/jpeg":
    case "image/png":
      return recognise(bytes);
    default:
      throw new UnsupportedFileType(type);
  }
}

/** Text of one file, by the type its name says; errors carry the spec's messages. */
export async function extractText(file: SourceFile): Promise<string> {
  const type = documentTypeOf(file.name);
  if (!type) throw new UnsupportedFileType(file.name.split(".").pop() || "unknown");
  try {
    return (await extractByType(type, file.bytes)).replace(/\r\n?/g, "\n").trim();
  } catch (error) {
    if (error instanceof UnsupportedFileType) throw error;
    throw new ExtractionFailed(file.name, (error as Error).message || "unreadable file");
  }
}

export interface Extracted {
  text: string;
  failed: string[];
}

/** All files, in order; a file that cannot be read leaves the spec's placeholder and the rest go on. */
export async function extractAll(files: SourceFile[]): Promise<Extracted> {
  const parts: string[] = [];
  const failed: string[] = [];
  for (const file of files) {
    try {
      parts.push(await extractText(file));
    } catch {
      failed.push(file.name);
      parts.push(FILE_FAILED_PLACEHOLDER);
    }
  }
  return { text: parts.join("\n\n"), failed };
}
