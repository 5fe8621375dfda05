import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localEngine } from "#adapters/local/ai-engine";
import presets from "#data/template-presets.json";
import { briefly, check } from "./helpers";

/**
 * False flags matter as much as misses (issue 18): the offline engine's summaries of the 13 evaluation documents are
 * correct, so the checker must find nothing in them, in the first draft or the simpler second one.
 */
const DIR = join(import.meta.dirname, "../../../fixtures/evaluation");
const DISCHARGE = presets.presets.find((p) => p.id === "discharge_summary");
const documents = readdirSync(DIR)
  .filter((f) => f.endsWith(".txt"))
  .sort();

describe("the checker on the offline engine's summaries of the evaluation documents", () => {
  it.each(documents)("flags nothing in the summaries of %s", async (file) => {
    const source = readFileSync(join(DIR, file), "utf8");
    const request = {
      sourceText: source,
      templateName: DISCHARGE?.name ?? "",
      templateContent: DISCHARGE?.content ?? "",
      instructions: "",
      patientName: "Alex",
      targetGrade: 8,
      attachments: [],
    };
    const draft = await localEngine.draft(request);
    const simpler = await localEngine.simplify({ ...request, previous: draft.text, previousGrade: 9 });

    const flags = [...check(source, draft.text), ...check(source, simpler.text)];

    expect(briefly(flags)).toEqual([]);
  });
});
