import { flagsStillIn } from "#contracts/flag-spans";
import type {
  ConfirmFlagsRequest,
  EditContentRequest,
  RegenerateRequest,
  RestoreRequest,
  VersionMeta,
  VersionsResponse,
  VersionText,
} from "#contracts/review";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import type { Clock, IdSource } from "../account/account";
import type { AccountStore } from "../account/ports";
import { isKnownTemplateChoice, resolveTemplate } from "../account/templates";
import { sourceTextOf } from "../chat/source";
import { checkClaims } from "../claims/check";
import { acceptFlags, carryResolutions, type Recheck, withFlags } from "../claims/resolutions";
import { wordCount } from "../local-engine/sentences";
import { Conflict, InvalidInput, NotFound } from "../shared/errors";
import { boundFlags } from "../summaries/limits";
import type { RegenerationRecord, SummaryRecord, SummaryStore } from "../summaries/ports";
import { fleschKincaidGrade, loadPronunciations } from "../summaries/readability";
import { deadlineFor } from "../summaries/status";
import { toView } from "../summaries/summaries";
import type { ReviewStore } from "./ports";
import {
  type ArchivedVersion,
  archiveOf,
  currentRevision,
  isRegenerating,
  versionObjectKey,
  versionsOf,
  withVersion,
} from "./versions";

/** Texts the clinician sees when a review action cannot be taken (decision 191). */
export const EDIT_AFTER_SEND = "This summary has already been sent, so it can no longer be changed.";
export const EDIT_WHILE_SENDING = "This summary is being sent right now, so it can no longer be changed.";
export const STALE_REVISION = "This summary was changed in another window. Reload it to see the latest version.";
export const REGENERATING = "A new version is being written. Please wait for it before making changes.";
export const NOT_READY = "The summary is not ready yet.";
export const FLAG_NOT_FOUND = "That fact is no longer flagged. Reload the summary to see what is left to check.";
export const VERSION_NOT_FOUND = "Version not found";
export const UNKNOWN_TEMPLATE = "Please choose one of your templates.";
export const CUSTOM_TEMPLATE_EMPTY = "Please write your custom template, or choose another template.";

/** The clinician making a change, as the version history names them. */
export interface Editor {
  sub: string;
  name: string | null;
}

export function editorFrom(caller: {
  sub: string;
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
}): Editor {
  const full = [caller.givenName, caller.familyName].filter(Boolean).join(" ") || caller.name;
  const name = (full || caller.email || "").trim().slice(0, 80);
  return { sub: caller.sub, name: name || null };
}

export interface VersionFiles {
  putObject(key: string, body: string): Promise<void>;
  readObject(key: string): Promise<Buffer>;
  deleteObjects(keys: string[]): Promise<void>;
}

export interface ReviewDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  review: ReviewStore;
  files: VersionFiles;
  clock: Clock;
}

/**
 * Why a change to `record` at `expectedRevision` cannot be made, as a domain error; undefined when nothing stands in
 * the way. Checked before any work and again when a conditional write fails, so a race answers the same texts.
 */
export function refusalFor(record: SummaryRecord | undefined, expectedRevision: number, nowMs: number) {
  if (!record) return new NotFound("Summary not found");
  if (record.sentAt) return new Conflict(EDIT_AFTER_SEND);
  if (record.send && (record.send.leaseUntil >= nowMs || record.send.emailedAt))
    return new Conflict(EDIT_WHILE_SENDING);
  if (record.status !== "ready" || !record.summaryContent) return new InvalidInput(NOT_READY);
  if (isRegenerating(record, nowMs)) return new Conflict(REGENERATING);
  if (currentRevision(record) !== expectedRevision) return new Conflict(STALE_REVISION);
  return undefined;
}

async function readForChange(deps: ReviewDeps, sub: string, id: string, expectedRevision: number) {
  const nowMs = deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(sub, id, nowMs);
  const refusal = refusalFor(record, expectedRevision, nowMs);
  if (refusal || !record) throw refusal;
  return { record, nowMs };
}

/** A conditional write lost a race: say why from a fresh read (stale, sent, sending, deleted). */
async function explainLostWrite(deps: ReviewDeps, sub: string, id: string, expectedRevision: number): Promise<never> {
  const nowMs = deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(sub, id, nowMs);
  throw refusalFor(record, expectedRevision, nowMs) ?? new Conflict(STALE_REVISION);
}

/**
 * Replaces the current text with `next` as a new version: the current one is archived first (its key is its
 * number, so a lost race leaves only a copy of a text that is archived anyway), then one conditional write.
 */
async function replaceText(
  deps: ReviewDeps,
  sub: string,
  record: SummaryRecord,
  nowMs: number,
  next: Pick<SummaryRecord, "summaryContent" | "flags" | "openFlags" | "wordCount" | "summaryGrade">,
  meta: Omit<VersionMeta, "revision">,
): Promise<SummaryView> {
  const current = currentRevision(record);
  const archiveKey = versionObjectKey(sub, record.id, current);
  await deps.files.putObject(archiveKey, JSON.stringify(archiveOf(record)));
  const { versions, dropped } = withVersion(record, { ...meta, revision: current + 1 });
  const updated = await deps.review.applyReview(
    sub,
    record.id,
    current,
    { ...next, revision: current + 1, versions },
    nowMs,
  );
  if (!updated) {
    const still = await deps.summaries.getSummary(sub, record.id, deps.clock.now().getTime());
    // The record went while we wrote: its archive must not outlive it.
    if (!still) await deps.files.deleteObjects([archiveKey]).catch(() => undefined);
    return explainLostWrite(deps, sub, record.id, current);
  }
  if (dropped.length > 0) {
    // Best effort: deleting the record deletes every version key anyway (versionObjectKeysOf).
    await deps.files
      .deleteObjects(dropped.map((v) => versionObjectKey(sub, record.id, v.revision)))
      .catch(() => undefined);
  }
  return toView(updated, deps.clock.now().getTime());
}

/**
 * The flags of a changed text (issue 18): the claim checker again, against the source the summary was made from,
 * with the clinician's earlier decisions carried over. A record made before sources were kept has only its old
 * flags, each still standing while its value does.
 */
async function recheckedFlags(deps: ReviewDeps, record: SummaryRecord, text: string, change: Recheck) {
  const source = await sourceTextOf(deps.files, record);
  const now =
    source === undefined
      ? flagsStillIn(record.flags, text)
      : boundFlags(checkClaims({ output: text, source: { kind: "document", text: source }, audience: "patient" }))
          .flags;
  return withFlags(carryResolutions(record.flags, now, change));
}

function measured(text: string) {
  return { wordCount: wordCount(text), summaryGrade: fleschKincaidGrade(text) };
}

/** The clinician's edit: a new version; flags whose value no longer appears were fixed and go (decision 190). */
export async function editContent(
  deps: ReviewDeps,
  editor: Editor,
  id: string,
  request: EditContentRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  if (request.content === record.summaryContent) return toView(record, nowMs);
  await loadPronunciations();
  return replaceText(
    deps,
    editor.sub,
    record,
    nowMs,
    {
      summaryContent: request.content,
      ...(await recheckedFlags(deps, record, request.content, {
        by: editor.name,
        at: new Date(nowMs).toISOString(),
        removed: request.removed,
      })),
      ...measured(request.content),
    },
    { reason: "edited", at: new Date(nowMs).toISOString(), by: editor.name },
  );
}

/** "This is correct, because …": the flags stay listed, accepted with the reason, who and when; the text stays. */
export async function confirmFlags(
  deps: ReviewDeps,
  editor: Editor,
  id: string,
  request: ConfirmFlagsRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const flags: ReviewFlag[] = record.flags ?? [];
  const known = new Set(flags.map(flagKey));
  if (request.flags.some((wanted) => !known.has(wanted))) throw new InvalidInput(FLAG_NOT_FOUND);
  const accepted = acceptFlags(flags, request.flags, {
    reason: request.reason,
    by: editor.name,
    at: new Date(nowMs).toISOString(),
  });
  if (!accepted.changed) return toView(record, nowMs);
  const updated = await deps.review.applyReview(editor.sub, id, request.revision, withFlags(accepted.flags), nowMs);
  if (!updated) return explainLostWrite(deps, editor.sub, id, request.revision);
  return toView(updated, deps.clock.now().getTime());
}

async function archived(deps: ReviewDeps, sub: string, record: SummaryRecord, revision: number) {
  const listed = versionsOf(record).some((v) => v.revision === revision);
  if (!listed || revision === currentRevision(record)) return undefined;
  try {
    const text = await deps.files.readObject(versionObjectKey(sub, record.id, revision));
    return JSON.parse(text.toString("utf8")) as ArchivedVersion;
  } catch {
    return undefined;
  }
}

/** An earlier version becomes current again, as a new version (nothing is lost: the current one is archived). */
export async function restoreVersion(
  deps: ReviewDeps,
  editor: Editor,
  id: string,
  request: RestoreRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const earlier = await archived(deps, editor.sub, record, request.from);
  if (!earlier) throw new NotFound(VERSION_NOT_FOUND);
  return replaceText(
    deps,
    editor.sub,
    record,
    nowMs,
    {
      summaryContent: earlier.content,
      ...(await recheckedFlags(deps, record, earlier.content, { by: editor.name, at: new Date(nowMs).toISOString() })),
      wordCount: earlier.wordCount,
      summaryGrade: earlier.summaryGrade,
    },
    { reason: "restored", at: new Date(nowMs).toISOString(), by: editor.name, restoredFrom: request.from },
  );
}

export async function listVersions(deps: ReviewDeps, sub: string, id: string): Promise<VersionsResponse> {
  const record = await deps.summaries.getSummary(sub, id, deps.clock.now().getTime());
  if (!record) throw new NotFound("Summary not found");
  return { current: currentRevision(record), versions: versionsOf(record) };
}

/** One version's text: the current one from the record, an earlier one from its archive. */
export async function readVersion(deps: ReviewDeps, sub: string, id: string, revision: number): Promise<VersionText> {
  const record = await deps.summaries.getSummary(sub, id, deps.clock.now().getTime());
  if (!record) throw new NotFound("Summary not found");
  if (revision === currentRevision(record) && record.summaryContent) {
    return { revision, content: record.summaryContent };
  }
  const earlier = await archived(deps, sub, record, revision);
  if (!earlier) throw new NotFound(VERSION_NOT_FOUND);
  return { revision, content: earlier.content };
}

export interface RegenerateDeps extends Omit<ReviewDeps, "files"> {
  accounts: Pick<AccountStore, "getSettings" | "listCustomTemplates">;
  jobs: { startSummarizeJob(job: { sub: string; summaryId: string; regeneration?: string }): Promise<void> };
  ids: IdSource;
}

/** Starts writing a new version with another template and/or instructions; the current one stays until it is done. */
export async function startRegeneration(
  deps: RegenerateDeps,
  editor: Editor,
  id: string,
  request: RegenerateRequest,
): Promise<SummaryView> {
  const nowMs = deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(editor.sub, id, nowMs);
  const refusal = refusalFor(record, request.revision, nowMs);
  if (refusal || !record) throw refusal;
  let templateName: string | null = null;
  if (request.template) {
    if (request.template === "custom") {
      const settings = await deps.accounts.getSettings(editor.sub);
      if (!settings?.customTemplate.trim()) throw new InvalidInput(CUSTOM_TEMPLATE_EMPTY);
    }
    const custom = request.template.startsWith("custom_") ? await deps.accounts.listCustomTemplates(editor.sub) : [];
    // Another clinician's template id is simply unknown here: the list is the caller's own.
    if (!isKnownTemplateChoice(request.template, "summary", custom)) {
      throw new InvalidInput(UNKNOWN_TEMPLATE, { template: UNKNOWN_TEMPLATE });
    }
    templateName = resolveTemplate("summary", request.template, "custom", custom).name;
  }
  const regeneration: RegenerationRecord = {
    id: deps.ids.next(),
    status: "processing",
    error: null,
    startedAt: new Date(nowMs).toISOString(),
    deadlineAt: deadlineFor(nowMs),
    template: request.template ?? null,
    templateName,
    instructions: request.instructions.trim(),
    by: editor.name,
  };
  const started = await deps.review.startRegeneration(editor.sub, id, request.revision, regeneration, nowMs);
  if (!started) {
    const again = await deps.summaries.getSummary(editor.sub, id, deps.clock.now().getTime());
    throw refusalFor(again, request.revision, deps.clock.now().getTime()) ?? new Conflict(STALE_REVISION);
  }
  try {
    await deps.jobs.startSummarizeJob({ sub: editor.sub, summaryId: id, regeneration: regeneration.id });
  } catch (error) {
    await deps.review.failRegeneration(
      editor.sub,
      id,
      regeneration.id,
      "Failed to generate summary. Please try again.",
    );
    throw error;
  }
  return toView(started, nowMs);
}
