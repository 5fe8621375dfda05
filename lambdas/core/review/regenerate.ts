import { carryResolutions, withFlags } from "../claims/resolutions";
import { type GenerateDeps, type JobOutcome, messageFor, summarise } from "../summaries/generate";
import { GENERATION_FAILED, TIMED_OUT } from "../summaries/status";
import type { ReviewStore } from "./ports";
import { archiveOf, currentRevision, versionObjectKey, withVersion } from "./versions";

export interface RegenerateJobDeps extends GenerateDeps {
  review: ReviewStore;
  files: GenerateDeps["files"] & { putObject(key: string, body: string): Promise<void> };
}

export const REGENERATION_OVERTAKEN = "The summary changed while the new version was written. Please try again.";

/** The instructions as the version list shows them: the first words, not the whole text. */
const preview = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/**
 * The background half of 'Regenerate' (decision 194): the same reading and drafting as the first generation, with
 * the chosen template and instructions, then the current text is archived and the new one stored as the next
 * version, only while this regeneration is still the live one. The summary stays ready and readable throughout;
 * a failure is written on the regeneration, never on the summary.
 */
export async function regenerateSummary(
  deps: RegenerateJobDeps,
  sub: string,
  summaryId: string,
  regenerationId: string,
): Promise<JobOutcome> {
  const now = () => deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(sub, summaryId, now());
  const regeneration = record?.regeneration;
  if (!record || regeneration?.id !== regenerationId || regeneration.status !== "processing") return "skipped";
  if (regeneration.deadlineAt <= now()) {
    await deps.review.failRegeneration(sub, summaryId, regenerationId, TIMED_OUT);
    return "failed";
  }
  try {
    const result = await summarise(
      deps,
      sub,
      { ...record, instructions: regeneration.instructions },
      { templateChoice: regeneration.template ?? undefined, onStage: async () => undefined },
    );
    const latest = await deps.summaries.getSummary(sub, summaryId, now());
    if (!latest) return "failed";
    const current = currentRevision(latest);
    await deps.files.putObject(versionObjectKey(sub, summaryId, current), JSON.stringify(archiveOf(latest)));
    const { versions, dropped } = withVersion(latest, {
      revision: current + 1,
      reason: "regenerated",
      at: new Date(now()).toISOString(),
      by: regeneration.by,
      ...(regeneration.templateName ? { template: regeneration.templateName.slice(0, 60) } : {}),
      ...(regeneration.instructions ? { instructions: preview(regeneration.instructions) } : {}),
    });
    // The source text stays in its own object (written by the first generation), never on the record.
    const { status: _status, stage: _stage, sourceText: _sourceText, ...content } = result;
    // What the clinician already accepted stays accepted where the new text makes the same claim.
    const flags = withFlags(
      carryResolutions(latest.flags, result.flags ?? [], { by: regeneration.by, at: new Date(now()).toISOString() }),
    );
    const stored = await deps.review.finishRegeneration(
      sub,
      summaryId,
      regenerationId,
      current,
      { ...content, ...flags, revision: current + 1, versions },
      now(),
    );
    if (!stored) {
      await deps.review.failRegeneration(sub, summaryId, regenerationId, REGENERATION_OVERTAKEN);
      return "failed";
    }
    if (dropped.length > 0) {
      await deps.files
        .deleteObjects(dropped.map((v) => versionObjectKey(sub, summaryId, v.revision)))
        .catch(() => undefined);
    }
    return "ready";
  } catch (error) {
    await deps.review
      .failRegeneration(sub, summaryId, regenerationId, messageFor(error) || GENERATION_FAILED)
      .catch(() => false);
    return "failed";
  }
}
