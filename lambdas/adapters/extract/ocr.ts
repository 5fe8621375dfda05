import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createWorker, type Worker } from "tesseract.js";

const require = createRequire(import.meta.url);
let worker: Promise<Worker> | undefined;

/** Fully offline: English LSTM data from the @tesseract.js-data/eng package, loaded once per container. */
function ocrWorker(): Promise<Worker> {
  if (!worker) {
    const langPath = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
    worker = createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
  }
  return worker;
}

export async function recognise(image: Buffer): Promise<string> {
  const { data } = await (await ocrWorker()).recognize(image);
  return data.text;
}

export async function stopOcr(): Promise<void> {
  if (!worker) return;
  const w = await worker;
  worker = undefined;
  await w.terminate();
}
