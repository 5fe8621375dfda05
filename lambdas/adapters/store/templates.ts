import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { CustomTemplate } from "#contracts/templates";
import { DuplicateTemplateName, TemplateLimitReached } from "#core/account/ports";
import { nameKey } from "#core/account/templates";
import { db, queryPrefix, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";

function toTemplate(item: Record<string, unknown>): CustomTemplate {
  return {
    id: String(item.id),
    name: String(item.name),
    content: String(item.content),
    kind: item.kind === "clinical" ? "clinical" : "summary",
    createdAt: String(item.createdAt),
  };
}

export async function listCustomTemplates(sub: string): Promise<CustomTemplate[]> {
  const { pk, skPrefix } = keys.customTemplatesOf(sub);
  return (await queryPrefix(pk, skPrefix)).map(toTemplate);
}

/** Counter and template are written together, so two concurrent saves cannot pass the limit. */
export async function createCustomTemplate(sub: string, template: CustomTemplate, limit: number): Promise<void> {
  // The count check (item 0) fails at the limit, the name check (item 1) on a name in use.
  await conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.customTemplateCount(sub, template.kind),
              UpdateExpression: "SET #count = if_not_exists(#count, :zero) + :one, entity = :entity",
              ConditionExpression: "attribute_not_exists(#count) OR #count < :limit",
              ExpressionAttributeNames: { "#count": "count" },
              ExpressionAttributeValues: { ":zero": 0, ":one": 1, ":limit": limit, ":entity": "templateCount" },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.customTemplate(sub, template.kind, nameKey(template.name)),
                entity: "customTemplate",
                ...template,
              },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ],
      }),
    ),
    TemplateLimitReached,
    DuplicateTemplateName,
  );
}

export async function deleteCustomTemplate(sub: string, id: string): Promise<boolean> {
  const template = (await listCustomTemplates(sub)).find((t) => t.id === id);
  if (!template) return false;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.customTemplate(sub, template.kind, nameKey(template.name)),
              ConditionExpression: "id = :id",
              ExpressionAttributeValues: { ":id": id },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.customTemplateCount(sub, template.kind),
              UpdateExpression: "SET #count = #count - :one",
              ConditionExpression: "#count > :zero",
              ExpressionAttributeNames: { "#count": "count" },
              ExpressionAttributeValues: { ":one": 1, ":zero": 0 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    // A concurrent delete of the same template won the race: to this caller it is already gone.
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
  return true;
}
