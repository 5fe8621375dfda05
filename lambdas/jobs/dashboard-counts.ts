import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { applyOpenQuestions } from "../adapters/store/care-team";
import { applyDraftChanges } from "../adapters/store/dashboard";
import { ownerOfKey } from "../adapters/store/keys";
import { openQuestionsChange } from "../core/care-team/dashboard";
import { draftChanges } from "../core/dashboard/unsent";
import { log, logsRequestId } from "../core/shared/log";

type ApplyChanges = typeof applyDraftChanges;
type ApplyQuestions = typeof applyOpenQuestions;

const imageOf = (image: unknown) =>
  image ? (unmarshall(image as Record<string, AttributeValue>) as Record<string, unknown>) : undefined;

export const createHandler =
  (apply: ApplyChanges, now: () => number = Date.now, applyQuestions: ApplyQuestions = applyOpenQuestions) =>
  /**
   * On the table's stream: keeps the creation times of the dashboard's unsent drafts per day
   * (core/dashboard/unsent.ts) from each record's old and new image, so every way a record becomes or stops being an unsent draft (finished, sent,
   * regenerated, deleted, expired) is counted in one place. Records are applied in stream order, each once. It also
   * keeps the index of summaries with patient questions waiting (core/care-team/dashboard.ts): setting or removing a
   * summary's entry from its newest image is idempotent, so a redelivered record needs no mark.
   */
  async (event: DynamoDBStreamEvent): Promise<void> => {
    let counted = 0;
    let repeated = 0;
    for (const record of event.Records) {
      const before = imageOf(record.dynamodb?.OldImage);
      const after = imageOf(record.dynamodb?.NewImage);
      const owner = ownerOfKey((after ?? before)?.pk);
      const questions = openQuestionsChange(before, after);
      if (owner && questions) await applyQuestions(owner, questions.summaryId, questions.entry);
      const nowMs = now();
      const changes = draftChanges(before, after, nowMs);
      if (!owner || changes.length === 0 || !record.eventID) continue;
      if (await apply(owner, record.eventID, changes, nowMs)) counted++;
      else repeated++;
    }
    if (counted + repeated > 0) log("info", "job", { job: "dashboard-counts", counted, repeated });
  };

export const handler = logsRequestId(createHandler(applyDraftChanges));
