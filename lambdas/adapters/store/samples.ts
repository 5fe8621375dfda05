import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SampleKind, SampleStore } from "#core/records/samples";
import { db, queryAll, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";

const keyOf = (sub: string, kind: SampleKind, id: string) =>
  kind === "summary" ? keys.summary(sub, id) : keys.transcription(sub, id);

async function sampleIds(sub: string): Promise<Array<{ kind: SampleKind; id: string }>> {
  const families = [
    ["summary", keys.summariesOf(sub)],
    ["transcription", keys.transcriptionsOf(sub)],
  ] as const;
  const found = await Promise.all(
    families.map(async ([kind, family]) => {
      const items = await queryAll({
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        FilterExpression: "#sample = :yes",
        ExpressionAttributeNames: { "#sample": "sample", "#id": "id" },
        ExpressionAttributeValues: { ":pk": family.pk, ":prefix": family.skPrefix, ":yes": true },
        ProjectionExpression: "#id",
      });
      return items.map((item) => ({ kind, id: String(item.id) }));
    }),
  );
  return found.flat();
}

/** The condition is the guard: a record that is not a sample (or no longer exists) is left as it is. */
async function removeSample(sub: string, kind: SampleKind, id: string): Promise<boolean> {
  return conditionalWrite(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keyOf(sub, kind, id),
        ConditionExpression: "#sample = :yes",
        ExpressionAttributeNames: { "#sample": "sample" },
        ExpressionAttributeValues: { ":yes": true },
      }),
    ),
  );
}

async function putSample(sub: string, kind: SampleKind, record: { id: string }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keyOf(sub, kind, record.id), entity: kind, ...record, sample: true },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
}

async function markSeeded(sub: string, atIso: string): Promise<boolean> {
  return conditionalWrite(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.samplesSeeded(sub), entity: "samplesSeeded", seededAt: atIso },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    ),
  );
}

export const dynamoSampleStore: SampleStore = {
  sampleIds,
  removeSample,
  putSample: putSample as SampleStore["putSample"],
  markSeeded,
};
