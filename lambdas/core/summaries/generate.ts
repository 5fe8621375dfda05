import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { resolveTemplate } from "../account/templates";
import { checkClaims } from "../claims/check";
import { withFlags } from "../claims/resolutions";
import { wordCount } from "../local-engine/sentences";
import type { AiEngine } from "../shared/ai-port";
import { isThrottling, JobThrottled } from "../shared/errors";
import {
  boundError,
  boundFlags,
  boundSummary,
  FLAGS_SHORTENED,
  MAX_SOURCE_WORDS,
  SOURCE_TOO_LONG,
  unreadableNotice,
} from "./limits";
import { extractPatientName } from "./patient-name";
import type { JobStateStore, SummaryRecord, SummaryStore } from "./ports";
import { fleschKincaidGrade, loadPronunciations } from "./readability";
import { deadlineFor, GENERATION_FAILED, isPastDeadline, queuedDeadlineFor, TIMED_OUT } from "./status";

export interface GenerateDeps {
  summaries: SummaryStore;
  jobState: JobStateStore;
  accounts: AccountStore;
  files: {
    readObject(key: string): Promise<Buffer>;
    writeObject(key: string, text: string): Promise<void>;
    moveObject(from: string, to: string): Promise<void>;
    deleteObjects(keys: string[]): Promise<void>;
  };
  extract: (files: Array<{ name: string; bytes: Buffer }>) => Promise<{ text: string; failed: string[] }>;
  ai: AiEngine;
  clock: { now(): Date };
}

/** A failure whose message is written for the clinician (spec texts); any other error shows the generic one. */
export class JobFailure extends Error {}

export type JobOutcome = "ready" | "failed" | "skipped";

/** Where a record's files live once it owns them (outside incoming/, so the lifecycle backstop leaves them). */
export const recordFileKey = (sub: string, summaryId: string, index: number, name: string) =>
  `summaries/${sub}/${summaryId}/${index}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-120)}`;

/** The extracted text of a record's files, beside them (chat answers from it; deleted with the record). */
export const recordSourceKey = (sub: string, summaryId: string) => `summaries/${sub}/${summaryId}/source.txt`;

/** Library and store errors can carry anything (even document text): the clinician sees only our own messages. */
export function messageFor(error: unknown): string {
  return error instanceof JobFailure ? boundError(error.message) : GENERATION_FAILED;
}

/**
 * The background job: read the documents, write the draft with the clinician's template, measure it, simplify once
 * if it reads above the target grade, check every fact against the source, and store the result.
 * The record's stage tells the waiting screen where it is. It always ends: any failure marks the record failed with a
 * message, and every write of an outcome is conditional on the record still processing within its deadline.
 */
/**
 * A job leaving its queue (decision 366): a record waiting in line (stage 'queued', within the time it may wait)
 * starts reading, and its deadline counts from now. Past that time it is left as it is, and fails by its deadline.
 */
async function leaveTheLine(deps: GenerateDeps, sub: string, record: SummaryRecord, nowMs: number) {
  if (record.stage !== "queued" || isPastDeadline(record, nowMs)) return record;
  const started: Partial<SummaryRecord> = { stage: "reading", deadlineAt: deadlineFor(nowMs) };
  await deps.summaries.updateSummary(sub, record.id, started);
  return { ...record, ...started };
}

export async function generateSummary(deps: GenerateDeps, sub: string, summaryId: string): Promise<JobOutcome> {
  const now = () => deps.clock.now().getTime();
  const found = await deps.summaries.getSummary(sub, summaryId, now());
  if (found?.status !== "processing") return "skipped";
  const record = await leaveTheLine(deps, sub, found, now());
  // A retried or late-started invocation does not begin work its screen has already given up on.
  if (isPastDeadline(record, now())) {
    await deps.jobState.failIfProcessing(sub, summaryId, TIMED_OUT);
    return "failed";
  }
  const moved: string[] = [];
  let outcome: "ready" | "refused" | "unknown" | "failed" = "failed";
  try {
    const { sourceText, ...result } = await summarise(deps, sub, record);
    const files = await moveFiles(deps, sub, record, moved);
    const sourceKey = recordSourceKey(sub, summaryId);
    moved.push(sourceKey);
    await deps.files.writeObject(sourceKey, sourceText);
    outcome = "unknown";
    outcome = (await deps.jobState.finishIfProcessing(sub, summaryId, { ...result, files, sourceKey }, now()))
      ? "ready"
      : "refused";
    // Refused: deleted, failed elsewhere, or past its deadline (then it is marked so here).
    if (outcome === "refused") await deps.jobState.failIfProcessing(sub, summaryId, TIMED_OUT);
  } catch (error) {
    // Bedrock's quota is spent for now: the job goes back in line (its message is given back), the record waits.
    if (isThrottling(error)) {
      await deps.summaries.updateSummary(sub, summaryId, { stage: "queued", deadlineAt: queuedDeadlineFor(now()) });
      throw new JobThrottled();
    }
    await deps.jobState.failIfProcessing(sub, summaryId, messageFor(error));
  } finally {
    // A record that did not finish keeps its incoming keys, so copies already moved would belong to no one.
    // After a final write of unknown outcome they may be the record's: they stay.
    if (outcome === "failed" || outcome === "refused") await deps.files.deleteObjects(moved).catch(() => undefined);
  }
  return outcome === "ready" ? "ready" : "failed";
}

/** What a regeneration changes (core/review/regenerate.ts): the template, and no progress stages on a ready record. */
export interface SummariseOptions {
  /** A template choice in the settings' form; the clinician's setting when absent. */
  templateChoice?: string;
  /** Progress for the waiting screen; the first generation writes it on the record. */
  onStage?: (patch: Partial<SummaryRecord>) => Promise<void>;
}

export async function summarise(
  deps: GenerateDeps,
  sub: string,
  record: SummaryRecord,
  options: SummariseOptions = {},
): Promise<Partial<SummaryRecord> & { sourceText: string }> {
  const stage = options.onStage ?? ((patch) => deps.summaries.updateSummary(sub, record.id, patch));
  const files = await Promise.all(record.files.map(async (f) => ({ ...f, bytes: await deps.files.readObject(f.key) })));
  const extracted = await deps.extract(files);
  if (extracted.failed.length === files.length) {
    throw new JobFailure(`Failed to extract text from ${record.originalFilename}: no readable text`);
  }
  if (wordCount(extracted.text) > MAX_SOURCE_WORDS) throw new JobFailure(SOURCE_TOO_LONG);

  const patientName = extractPatientName(extracted.text, files[0]?.name);
  await stage({ stage: "writing", patientName });

  const settings = (await deps.accounts.getSettings(sub)) ?? defaultSettings();
  const choice = options.templateChoice ?? settings.summaryTemplate;
  const custom = choice.startsWith("custom_") ? await deps.accounts.listCustomTemplates(sub) : [];
  const template = resolveTemplate("summary", choice, settings.customTemplate, custom);
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
  if (!draft.text.trim()) throw new JobFailure("Invalid response from AI service");

  await stage({ stage: "checking" });
  await loadPronunciations();
  let summaryGrade = fleschKincaidGrade(draft.text);
  if (summaryGrade > record.targetGrade) {
    const simpler = await deps.ai.simplify({
      ...request,
      previous: draft.text,
      previousGrade: summaryGrade,
      previousStructure: draft.structure,
    });
    const simplerGrade = fleschKincaidGrade(simpler.text);
    if (simpler.text.trim() && simplerGrade < summaryGrade) {
      draft = simpler;
      summaryGrade = simplerGrade;
    }
  }

  const summaryContent = boundSummary(draft.text);
  const flags = boundFlags(
    checkClaims({ output: summaryContent, source: { kind: "document", text: extracted.text }, audience: "patient" }),
  );
  const notices = [unreadableNotice(extracted.failed, files.length), flags.shortened ? FLAGS_SHORTENED : undefined];
  return {
    status: "ready",
    stage: "done",
    patientName,
    summaryContent,
    engine: deps.ai.name,
    sourceGrade: fleschKincaidGrade(extracted.text),
    summaryGrade,
    wordCount: wordCount(summaryContent),
    glossaryHits: draft.glossaryHits.length,
    ...withFlags(flags.flags),
    notices: notices.filter((n): n is string => Boolean(n)),
    sourceText: extracted.text,
  };
}

/** The record now owns its files: they move out of incoming/ (where unclaimed uploads expire). */
async function moveFiles(
  deps: GenerateDeps,
  sub: string,
  record: SummaryRecord,
  moved: string[],
): Promise<SummaryRecord["files"]> {
  return Promise.all(
    record.files.map(async (f, i) => {
      const key = recordFileKey(sub, record.id, i, f.name);
      await deps.files.moveObject(f.key, key);
      moved.push(key);
      return { ...f, key };
    }),
  );
}
