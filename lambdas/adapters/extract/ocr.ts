import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker as ThreadWorker } from "node:worker_threads";
import type { Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/** Longest one image may take; a hung recognition then fails the file, not the job. */
const OCR_TIMEOUT_MS = 120_000;

class OcrWorkerGone extends Error {
  constructor() {
    super("the OCR worker stopped");
  }
}

interface Ocr {
  worker: Worker;
  /** Rejects when the worker's thread fails or exits, so nothing waits for an answer that cannot come. */
  gone: Promise<never>;
}

let current: Promise<Ocr> | undefined;

/**
 * Fully offline: English LSTM data from the @tesseract.js-data/eng package, loaded once per container and only when
 * an image arrives. tesseract.js throws a worker's failure from its message handler, outside any caller, unless
 * given an `errorHandler`: with it the failure only rejects the recognition it belongs to.
 */
function ocr(): Promise<Ocr> {
  if (!current) {
    const starting = (async () => {
      const { createWorker } = await import("tesseract.js");
      const langPath = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
      const worker = await createWorker("eng", 1, {
        langPath,
        gzip: true,
        cacheMethod: "none",
        errorHandler: () => undefined,
      });
      const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
      const gone = new Promise<never>((_, reject) => {
        thread?.on("error", () => reject(new OcrWorkerGone()));
        thread?.on("exit", () => reject(new OcrWorkerGone()));
      });
      gone.catch(() => {
        if (current === starting) current = undefined;
      });
      return { worker, gone };
    })();
    starting.catch(() => {
      if (current === starting) current = undefined;
    });
    current = starting;
  }
  return current;
}

/** Drops a worker whose WASM module may be broken (a decoder abort leaves it unusable); the next image gets a new one. */
async function discard(failed: Promise<Ocr>): Promise<void> {
  if (current === failed) current = undefined;
  const stale = await failed.catch(() => undefined);
  await stale?.worker.terminate().catch(() => undefined);
}

async function recogniseOnce(image: Buffer): Promise<string> {
  const using = ocr();
  const { worker, gone } = await using;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("image recognition took too long")), OCR_TIMEOUT_MS);
  });
  try {
    const { data } = await Promise.race([worker.recognize(image), gone, timeout]);
    return data.text;
  } catch (error) {
    await discard(using);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Text of an image. A corrupt or truncated image rejects with the decoder's reason; it never takes the process down. */
export async function recognise(image: Buffer): Promise<string> {
  try {
    return await recogniseOnce(image);
  } catch (error) {
    // Another file's failure stopped the shared worker under this one: one more try on a fresh worker.
    if (error instanceof OcrWorkerGone) return recogniseOnce(image);
    throw error;
  }
}

export async function stopOcr(): Promise<void> {
  const stopping = current;
  current = undefined;
  const ocrNow = await stopping?.catch(() => undefined);
  await ocrNow?.worker.terminate().catch(() => undefined);
}
