import { MAX_VERSIONS, type RegenerationView, type VersionMeta } from "#contracts/review";
import type { SummaryRecord } from "../summaries/ports";
import { TIMED_OUT } from "../summaries/status";

/**
 * Versions of a reviewed text (decision 192). The current text stays on the record; each earlier one is written to
 * S3 under the record's own prefix before it is replaced, at a key made from its number, so an archive written by
 * a request that then lost its race is the same text a winner would write. The record lists who, when and why for
 * at most MAX_VERSIONS versions, so no edit, regeneration or restore can grow the item without bound.
 */

/** Records from before review have no revision: their text is version 1. */
export const currentRevision = (record: Pick<SummaryRecord, "revision">) => record.revision ?? 1;

/** Where an earlier version's text lives: beside the record's files (summaries/<sub>/<id>/). */
export const versionObjectKey = (sub: string, summaryId: string, revision: number) =>
  `summaries/${sub}/${summaryId}/versions/${revision}.json`;

/**
 * Every key a record's versions can have used (1 to its revision). Deleting a record deletes all of them, so a
 * version that dropped off the list, or an archive whose record update failed, never outlives the record.
 */
export function versionObjectKeysOf(sub: string, record: Pick<SummaryRecord, "id" | "revision">): string[] {
  const last = currentRevision(record);
  return Array.from({ length: last }, (_, i) => versionObjectKey(sub, record.id, i + 1));
}

/** The versions as listed; a record from before review lists its generated text as version 1. */
export function versionsOf(record: Pick<SummaryRecord, "versions" | "createdAt" | "summaryContent">): VersionMeta[] {
  if (record.versions?.length) return record.versions;
  if (!record.summaryContent) return [];
  return [{ revision: 1, reason: "generated", at: record.createdAt, by: null }];
}

/** Adds a version; the oldest beyond the cap leave the list (returned, so their texts can be deleted). */
export function withVersion(
  record: Pick<SummaryRecord, "versions" | "createdAt" | "summaryContent">,
  meta: VersionMeta,
): { versions: VersionMeta[]; dropped: VersionMeta[] } {
  const all = [...versionsOf(record), meta];
  const cut = Math.max(0, all.length - MAX_VERSIONS);
  return { versions: all.slice(cut), dropped: all.slice(0, cut) };
}

/** What an archived version holds: enough to show it and to restore it. */
export interface ArchivedVersion {
  revision: number;
  content: string;
  flags: SummaryRecord["flags"];
  wordCount: number | null;
  summaryGrade: number | null;
}

export function archiveOf(record: SummaryRecord): ArchivedVersion {
  return {
    revision: currentRevision(record),
    content: record.summaryContent ?? "",
    flags: record.flags ?? [],
    wordCount: record.wordCount,
    summaryGrade: record.summaryGrade,
  };
}

/**
 * A regeneration is live until its deadline; past it, reads report it failed (docs/architecture.md, "Background work
 * ends").
 */
export function isRegenerating(record: Pick<SummaryRecord, "regeneration">, nowMs: number): boolean {
  const regeneration = record.regeneration;
  return regeneration?.status === "processing" && regeneration.deadlineAt > nowMs;
}

export function regenerationView(record: Pick<SummaryRecord, "regeneration">, nowMs: number): RegenerationView | null {
  const regeneration = record.regeneration;
  if (!regeneration) return null;
  const timedOut = regeneration.status === "processing" && regeneration.deadlineAt <= nowMs;
  return {
    status: timedOut ? "failed" : regeneration.status,
    error: timedOut ? TIMED_OUT : regeneration.error,
    startedAt: regeneration.startedAt,
    template: regeneration.templateName,
    instructions: regeneration.instructions,
  };
}

/** The review part of a summary's view. */
export function reviewView(record: SummaryRecord, nowMs: number) {
  return {
    revision: currentRevision(record),
    versions: versionsOf(record),
    regeneration: regenerationView(record, nowMs),
    sentRevision: record.sentAt ? (record.sentRevision ?? currentRevision(record)) : null,
  };
}
