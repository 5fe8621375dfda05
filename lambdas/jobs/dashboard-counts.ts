import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { applyOpenQuestions } from "../adapters/store/care-team";
import { applyDraftChanges } from "../adapters/store/dashboard";
import { ownerOfKey } from "../adapters/store/keys";
import { applyRecentChanges, type RecentChange, recentKindOf, recentRowOf } from "../adapters/store/recent-records";
import { openQuestionsChange } from "../core/care-team/dashboard";
import { sameRow } from "../core/dashboard/recent";
import { draftChanges } from "../core/dashboard/unsent";
import { log, logsRequestId } from "../core/shared/log";

type ApplyChanges = typeof applyDraftChanges;
type ApplyQuestions = typeof applyOpenQuestions;
type ApplyRecent = typeof applyRecentChanges;

/** A summary's or transcription's change that its list row shows (a chat message or a new note does not). */
function recentChangeOf(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): RecentChange | undefined {
  const kind = recentKindOf((after ?? before)?.sk);
  if (!kind) return undefined;
  const [was, is] = [recentRowOf(kind, before), recentRowOf(kind, after)];
  const id = (is ?? was)?.id;
  if (!id || (was && is && sameRow(was, is))) return undefined;
  return { kind, id, after: is };
}

const imageOf = (image: unknown) =>
  image ? (unmarshall(image as Record<string, AttributeValue>) as Record<string, unknown>) : undefined;

export const createHandler =
  ({
    apply,
    applyQuestions,
    applyRecent,
    now = Date.now,
  }: {
    apply: ApplyChanges;
    applyQuestions: ApplyQuestions;
    applyRecent: ApplyRecent;
    now?: () => number;
  }) =>
  /**
   * On the table's stream: keeps the creation times of the dashboard's unsent drafts per day
   * (core/dashboard/unsent.ts) from each record's old and new image, so every way a record becomes or stops being an unsent draft (finished, sent,
   * regenerated, deleted, expired) is counted in one place. Records are applied in stream order, each once. It also
   * keeps the index of summaries with patient questions waiting (core/care-team/dashboard.ts): setting or removing a
   * summary's entry from its newest image is idempotent, so a redelivered record needs no mark. And it keeps the
   * newest records' list rows the dashboard shows (core/dashboard/recent.ts), once per clinician per batch.
   */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    let counted = 0;
    let repeated = 0;
    const recent = new Map<string, RecentChange[]>();
    for (const record of event.Records) {
      const before = imageOf(record.dynamodb?.OldImage);
      const after = imageOf(record.dynamodb?.NewImage);
      const owner = ownerOfKey((after ?? before)?.pk);
      const listed = owner && recentChangeOf(before, after);
      if (owner && listed) recent.set(owner, [...(recent.get(owner) ?? []), listed]);
      const questions = openQuestionsChange(before, after);
      if (owner && questions) await applyQuestions(owner, questions.summaryId, questions.entry);
      const nowMs = now();
      const changes = draftChanges(before, after, nowMs);
      if (!owner || changes.length === 0 || !record.eventID) continue;
      if (await apply(owner, record.eventID, changes, nowMs)) counted++;
      else repeated++;
    }
    for (const [owner, changes] of recent) await applyRecent(owner, changes, now());
    if (counted + repeated > 0) log("info", "job", { job: "dashboard-counts", counted, repeated });
  };

export const handler = logsRequestId(
  createHandler({ apply: applyDraftChanges, applyQuestions: applyOpenQuestions, applyRecent: applyRecentChanges }),
);
