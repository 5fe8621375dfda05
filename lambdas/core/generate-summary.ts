import type { AiEngine } from "../adapters/ai/port";
import type { AccountStore } from "../adapters/store/port";
import type { SummaryStore } from "../adapters/store/summary-port";
import { checkFaithfulness } from "./faithfulness";
import { wordCount } from "./local-engine/sentences";
import { extractPatientName } from "./patient-name";
import { fleschKincaidGrade } from "./readability";
import { defaultSettings } from "./settings";
import { resolveTemplate } from "./templates";

export interface GenerateDeps {
  summaries: SummaryStore;
  accounts: AccountStore;
  files: { readObject(key: string): Promise<Buffer>; moveObject(from: string, to: string): Promise<void> };
  extract: (files: Array<{ name: string; bytes: Buffer }>) => Promise<{ text: string; failed: string[] }>;
  ai: AiEngine;
  clock: { now(): Date };
}

/** Where a record's files live once it owns them (outside incoming/, so the lifecycle backstop leaves them). */
export const recordFileKey = (sub: string, summaryId: string, index: number, name: string) =>
  `summaries/${sub}/${summaryId}/${index}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-120)}`;

/**
 * The background job: read the documents, write the draft with the clinician's template, measure it, simplify once
 * if it reads above the target grade, check every fact against the source, and store the result.
 * The record's stage tells the waiting screen where it is. Any failure marks it failed with a message.
 */
export async function generateSummary(deps: GenerateDeps, sub: string, summaryId: string): Promise<void> {
  const record = await deps.summaries.getSummary(sub, summaryId, deps.clock.now().getTime());
  if (record?.status !== "processing") return;
  try {
    const files = await Promise.all(
      record.files.map(async (f, i) => {
        const bytes = await deps.files.readObject(f.key);
        return { ...f, bytes, index: i };
      }),
    );
    const extracted = await deps.extract(files);
    if (!extracted.text.replace(/\[File processing failed[^\]]*\]/g, "").trim()) {
      throw new Error(`Failed to extract text from ${record.originalFilename}: no readable text`);
    }
    const patientName = extractPatientName(extracted.text, files[0]?.name);
    await deps.summaries.updateSummary(sub, summaryId, { stage: "writing", patientName });

    const settings = (await deps.accounts.getSettings(sub)) ?? defaultSettings();
    const custom = settings.summaryTemplate.startsWith("custom_") ? await deps.accounts.listCustomTemplates(sub) : [];
    const template = resolveTemplate("summary", settings.summaryTemplate, settings.customTemplate, custom);
    const request = {
      sourceText: extracted.text,
      templateName: template.name,
      templateContent: template.content,
      instructions: record.instructions,
      patientName,
      targetGrade: record.targetGrade,
      attachments: files.map((f) => ({ name: f.name, contentType: f.contentType, bytes: f.bytes })),
    };
    let draft = await deps.ai.draft(request);
    if (!draft.text.trim()) throw new Error("Invalid response from AI service");

    await deps.summaries.updateSummary(sub, summaryId, { stage: "checking" });
    let summaryGrade = fleschKincaidGrade(draft.text);
    if (summaryGrade > record.targetGrade) {
      const simpler = await deps.ai.simplify({ ...request, previous: draft.text, previousGrade: summaryGrade });
      const simplerGrade = fleschKincaidGrade(simpler.text);
      if (simpler.text.trim() && simplerGrade < summaryGrade) {
        draft = simpler;
        summaryGrade = simplerGrade;
      }
    }

    // The record now owns its files: move them out of incoming/ (where unclaimed uploads expire).
    const owned = await Promise.all(
      files.map(async (f) => {
        const key = recordFileKey(sub, summaryId, f.index, f.name);
        await deps.files.moveObject(f.key, key);
        return { key, name: f.name, contentType: f.contentType };
      }),
    );

    await deps.summaries.updateSummary(sub, summaryId, {
      status: "ready",
      stage: "done",
      patientName,
      summaryContent: draft.text,
      engine: deps.ai.name,
      sourceGrade: fleschKincaidGrade(extracted.text),
      summaryGrade,
      wordCount: wordCount(draft.text),
      glossaryHits: draft.glossaryHits.length,
      flags: checkFaithfulness(draft.text, extracted.text),
      files: owned,
    });
  } catch (error) {
    await deps.summaries.updateSummary(sub, summaryId, {
      status: "failed",
      error: (error as Error).message || "Failed to generate summary. Please try again.",
    });
  }
}
