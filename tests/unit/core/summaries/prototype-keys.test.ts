import { beforeAll, describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { localEngine } from "#adapters/local/ai-engine";
import { resolveTemplate } from "#core/account/templates";
import { answerFromSummary } from "#core/local-engine/chat";
import { explainTerm, rewriteWithGlossary } from "#core/local-engine/glossary";
import { draftSummary } from "#core/local-engine/summarize";
import { checkFaithfulness } from "#core/summaries/faithfulness";
import { generateSummary } from "#core/summaries/generate";
import { extractPatientName } from "#core/summaries/patient-name";
import { countSyllables, fleschKincaidGrade, fleschReadingEase, loadPronunciations } from "#core/summaries/readability";
import { fixedClock, MemoryAccountStore } from "#tests/fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

/** constructor, __proto__, toString, hasOwnProperty, valueOf, ...: words a lookup in a plain object would find. */
const KEYS = Object.getOwnPropertyNames(Object.prototype);
const DOCUMENT = [
  `Patient Name: ${KEYS[0]}`,
  "DIAGNOSIS:",
  ...KEYS.map((k) => `The patient has ${k} and was given ${k} 10 mg.`),
  "MEDICATIONS:",
  ...KEYS.map((k) => `${k} ${k.toUpperCase()} ${k.toLowerCase()} daily.`),
].join("\n");

// The pronunciation dictionary loads on first use (decision 225).
beforeAll(loadPronunciations);

describe("document words that are Object.prototype names", () => {
  it.each(KEYS)("counts the syllables of '%s' as a number", (key) => {
    expect(Number.isInteger(countSyllables(key))).toBe(true);
    expect(Number.isInteger(countSyllables(key.toLowerCase()))).toBe(true);
  });

  it("measure as finite grades", () => {
    expect(Number.isFinite(fleschKincaidGrade(DOCUMENT))).toBe(true);
    expect(Number.isFinite(fleschReadingEase(DOCUMENT))).toBe(true);
  });

  it("pass through extraction unchanged", async () => {
    const extracted = await extractAll([{ name: "constructor.txt", bytes: Buffer.from(DOCUMENT) }]);

    expect(extracted).toEqual({ text: DOCUMENT, failed: [] });
  });

  it("are drafted, rewritten and checked like any other word", () => {
    const draft = draftSummary({
      sourceText: DOCUMENT,
      template: "## Why\n## Your medicines",
      patientName: "x",
      maxWords: 18,
    });

    expect(draft.text).toContain("hasOwnProperty");
    expect(rewriteWithGlossary(DOCUMENT).text).toContain("__proto__");
    expect(checkFaithfulness(draft.text, DOCUMENT)).toEqual([]);
  });

  it.each(KEYS)("get an answer, not a crash, when a question names '%s'", (key) => {
    const summary = draftSummary({ sourceText: DOCUMENT, template: "", patientName: "x", maxWords: 18 }).text;

    expect(answerFromSummary(summary, `What is ${key}?`)).toEqual(expect.any(String));
    expect(explainTerm(`What does ${key} mean?`)).toBeUndefined();
  });

  it.each(KEYS)("are a name like any other: 'Patient Name: %s'", (key) => {
    expect(extractPatientName(`Patient Name: ${key}`)).toBe(/^[A-Za-z]+$/.test(key) ? key : "Unknown Patient");
    expect(extractPatientName("no name here", `${key}.pdf`)).toBe(key.replace(/_+/g, " ").trim());
  });

  it.each(KEYS)("as a template choice fall back to the default template: '%s'", (key) => {
    expect(resolveTemplate("summary", key, "", []).content).toContain("##");
  });

  it("make a summary through the whole job, with finite grades", async () => {
    const store = new MemorySummaryStore();
    store.put("u", processingRecord({ files: [{ key: "k", name: "constructor.txt", contentType: "text/plain" }] }));

    await generateSummary(
      {
        summaries: store,
        jobState: store,
        accounts: new MemoryAccountStore(),
        files: {
          readObject: async () => Buffer.from(DOCUMENT),
          writeObject: async () => undefined,
          moveObject: async () => undefined,
          deleteObjects: async () => undefined,
        },
        extract: extractAll,
        ai: localEngine,
        clock: fixedClock("2026-11-21T10:00:30.000Z"),
      },
      "u",
      "01SUMMARY",
    );

    const record = store.read("u", "01SUMMARY");
    expect(record?.status).toBe("ready");
    expect(Number.isFinite(record?.sourceGrade)).toBe(true);
    expect(Number.isFinite(record?.summaryGrade)).toBe(true);
  });
});
