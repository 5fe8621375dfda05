import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSpeechModel, MODEL_DIR } from "../../bin/build-speech-model";

/** The committed clinical-dictation model is exactly what the generator makes from the sources in the repository. */
describe("speech model build", () => {
  it("rebuilds byte for byte the model files in the repository", () => {
    const { files } = buildSpeechModel();

    for (const [name, text] of Object.entries(files)) {
      expect(text, name).toBe(readFileSync(join(MODEL_DIR, name), "utf8"));
    }
    // About a thousand espeak-ng runs (British readings of every word): minutes on a loaded shared machine.
  }, 600_000);
});
