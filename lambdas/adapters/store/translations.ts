import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { SummaryRecord } from "#core/summaries/ports";
import type { StoredTranslation } from "#core/translation/stored";
import type { TranslationStore } from "#core/translation/translate-summary";
import { db, tableName } from "./client";
import { ifConditionHolds } from "./conditional";
import { keys } from "./keys";
import { guarded, toRecord } from "./review";

/**
 * Writes a summary's translation (issue 23) under the review's guard (ready, unsent, no live send or regeneration,
 * at the English version the clinician looked at) and on the translation it was read with: `previous` is that
 * translation's `updatedAt`, or null for none, so two windows never overwrite each other's checks.
 */
async function saveTranslation(
  sub: string,
  id: string,
  englishRevision: number,
  previous: string | null,
  translation: StoredTranslation | null,
  nowMs: number,
): Promise<SummaryRecord | undefined> {
  const guard = guarded(nowMs, englishRevision);
  const same =
    previous === null
      ? "(attribute_not_exists(#translation) OR attribute_type(#translation, :nullType))"
      : "#translation.updatedAt = :previous";
  const written = await ifConditionHolds(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, id),
        UpdateExpression: "SET #translation = :translation",
        ConditionExpression: `${guard.condition} AND ${same}`,
        ExpressionAttributeNames: { ...guard.names, "#translation": "translation" },
        ExpressionAttributeValues: {
          ...guard.values,
          ":translation": translation,
          ...(previous === null ? {} : { ":previous": previous }),
        },
        ReturnValues: "ALL_NEW",
      }),
    ),
  );
  return written?.Attributes ? toRecord(written.Attributes) : undefined;
}

export const dynamoTranslationStore: TranslationStore = { saveTranslation };
