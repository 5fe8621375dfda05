import type { RegenerationRecord, SummaryRecord } from "../summaries/ports";

/**
 * The clinician's review writes (core/review). Each is one conditional update: the summary must still be ready,
 * unsent, unclaimed by a send (an abandoned claim that emailed nobody is cleared), not being regenerated, and at
 * the revision the clinician looked at. A failed condition answers undefined/false; core re-reads to say why.
 */
export interface ReviewStore {
  /** Writes an edit, a restore or flag confirmations; answers the updated record. */
  applyReview(
    sub: string,
    id: string,
    expectedRevision: number,
    patch: Partial<SummaryRecord>,
    nowMs: number,
  ): Promise<SummaryRecord | undefined>;
  startRegeneration(
    sub: string,
    id: string,
    expectedRevision: number,
    regeneration: RegenerationRecord,
    nowMs: number,
  ): Promise<SummaryRecord | undefined>;
  /** Stores the new version, only for this regeneration, still live, on the revision it archived. */
  finishRegeneration(
    sub: string,
    id: string,
    regenerationId: string,
    expectedRevision: number,
    patch: Partial<SummaryRecord>,
    nowMs: number,
  ): Promise<boolean>;
  failRegeneration(sub: string, id: string, regenerationId: string, message: string): Promise<boolean>;
}
