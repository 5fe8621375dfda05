import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArpa, toArpa } from "./arpa";
import { mergeDictionaries } from "./merge-dictionary";
import { mixLanguageModels } from "./mix-lm";
import { readDictionary, STOCK_DICTIONARY } from "./pronunciations";
import { readTrieLanguageModel, trieUnigrams } from "./trie-lm";

/**
 * Builds the offline recogniser's open-vocabulary model (docs/decisions.md, decision 305): Debian's general US English
 * trigram model (pocketsphinx-en-us) cut to its most likely words, interpolated with the committed clinical-dictation
 * model, written in pocketsphinx's binary format with a merged dictionary. Too large to commit (about 20 MB), so it
 * is built from the Debian files and the committed clinical model into .local/speech/open-model/ by `npm start` and
 * `npm test` (bin/ensure-install.mjs) and rebuilt only when an input changes. Same inputs give the same files.
 *
 *   tsx bin/speech/build-open-model.ts                 build when missing or stale
 *   tsx bin/speech/build-open-model.ts --force         build anyway
 *   tsx bin/speech/build-open-model.ts --out D --words N --lambda L   a candidate elsewhere (tuning on DEV only)
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const OPEN_MODEL_DIR = join(root, ".local/speech/open-model");
export const GENERAL_MODEL = "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin";
const CLINICAL_LM = join(root, "lambdas/data/speech/clinical-dictation.lm");
const CLINICAL_DICT = join(root, "lambdas/data/speech/clinical-dictation.dic");

/**
 * Tuned on the DEV dictations and the DEV conversation (bin/speech/conversation-dev.ts), never on the held-out sets.
 * `words`: general words kept, most likely first; `lambda`: the general model's weight.
 */
export const OPEN_MODEL_SETTINGS = { words: 5_000, lambda: 0.3 };

/** Words a structured dictation needs that fall below the general model's cut (issue 20): kept whatever their rank. */
const ALWAYS_KEPT = ["subjective", "objective", "assessment", "plan", "mole"];

const SOURCES = [
  "bin/speech/build-open-model.ts",
  "bin/speech/arpa.ts",
  "bin/speech/trie-lm.ts",
  "bin/speech/mix-lm.ts",
  "bin/speech/merge-dictionary.ts",
  "lambdas/data/speech/clinical-dictation.lm",
  "lambdas/data/speech/clinical-dictation.dic",
];

function inputsHash(settings: typeof OPEN_MODEL_SETTINGS): string {
  const hash = createHash("sha256").update(JSON.stringify(settings));
  for (const file of SOURCES)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  for (const file of [GENERAL_MODEL, STOCK_DICTIONARY]) hash.update(file).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

export function openModelIsCurrent(dir = OPEN_MODEL_DIR, settings = OPEN_MODEL_SETTINGS): boolean {
  const manifest = join(dir, "manifest.json");
  if (!existsSync(manifest) || !existsSync(join(dir, "open.lm.bin")) || !existsSync(join(dir, "open.dic"))) {
    return false;
  }
  return JSON.parse(readFileSync(manifest, "utf8")).inputsSha256 === inputsHash(settings);
}

export function buildOpenModel(dir = OPEN_MODEL_DIR, settings = OPEN_MODEL_SETTINGS) {
  const started = performance.now();
  const general = readFileSync(GENERAL_MODEL);
  const stock = readDictionary(readFileSync(STOCK_DICTIONARY, "utf8"));
  const clinicalDictionary = readDictionary(readFileSync(CLINICAL_DICT, "utf8"));
  const clinical = parseArpa(readFileSync(CLINICAL_LM, "utf8"));

  // Ties broken by the word, so the cut is the same on every machine.
  const ranked = [...trieUnigrams(general)]
    .filter(([w]) => stock.has(w) && !w.startsWith("<"))
    .sort(([a, p], [b, q]) => q - p || (a < b ? -1 : a > b ? 1 : 0));
  const kept = new Set([...ranked.slice(0, settings.words).map(([w]) => w), ...ALWAYS_KEPT]);
  const generalModel = readTrieLanguageModel(general, (w) => kept.has(w));
  const pronounceable = (w: string) => clinicalDictionary.has(w) || stock.has(w);
  const mixed = mixLanguageModels(generalModel, clinical, { lambda: settings.lambda, keep: pronounceable });
  const dictionary = mergeDictionaries(mixed.vocabulary, clinicalDictionary, stock);

  mkdirSync(dir, { recursive: true });
  const arpaPath = join(dir, `open.arpa.${process.pid}`);
  writeFileSync(arpaPath, toArpa(mixed));
  const binPath = join(dir, `open.lm.bin.${process.pid}`);
  const convert = spawnSync("sphinx_lm_convert", ["-i", arpaPath, "-ifmt", "arpa", "-o", binPath, "-ofmt", "bin"], {
    encoding: "utf8",
  });
  rmSync(arpaPath, { force: true });
  if (convert.error || convert.status !== 0) {
    rmSync(binPath, { force: true });
    throw new Error(
      `sphinx_lm_convert failed (Debian package sphinxbase-utils): ${convert.error ?? convert.stderr.slice(-500)}`,
    );
  }
  renameSync(binPath, join(dir, "open.lm.bin"));
  writeFileSync(join(dir, "open.dic"), dictionary.text);
  const manifest = {
    description: "Open-vocabulary model for the offline recogniser, built by bin/speech/build-open-model.ts.",
    inputsSha256: inputsHash(settings),
    settings,
    ngrams: mixed.probs.map((p) => p.size),
    vocabulary: mixed.vocabulary.length,
    bytes: readFileSync(join(dir, "open.lm.bin")).byteLength,
  };
  // The manifest last: it is what says the folder is complete.
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ...manifest, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const dir = arg("out") ?? OPEN_MODEL_DIR;
  const settings = {
    words: Number(arg("words") ?? OPEN_MODEL_SETTINGS.words),
    lambda: Number(arg("lambda") ?? OPEN_MODEL_SETTINGS.lambda),
  };
  if (!process.argv.includes("--force") && openModelIsCurrent(dir, settings)) {
    console.log("[speech] The open-vocabulary model is up to date.");
  } else {
    console.log("[speech] Building the open-vocabulary speech model (a few minutes, once)...");
    const built = buildOpenModel(dir, settings);
    console.log(
      `[speech] ${built.vocabulary} words, n-grams ${built.ngrams.join("/")}, ${(built.bytes / 1e6).toFixed(1)} MB, ` +
        `built in ${built.seconds.toFixed(0)} s`,
    );
  }
}
