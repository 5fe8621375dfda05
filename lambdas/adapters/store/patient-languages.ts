import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { PatientLanguageStore } from "#core/patient-language/patient-language";
import { db, tableName } from "./client";
import { ifConditionHolds } from "./conditional";
import { keys } from "./keys";

async function getPatientLanguage(sub: string, addressHash: string, nowMs: number): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.patientLanguage(sub, addressHash), ConsistentRead: true }),
  );
  // TTL deletes lazily: an expired item is read as gone.
  if (!Item || (typeof Item.expiresAt === "number" && Item.expiresAt <= Math.floor(nowMs / 1000))) return undefined;
  return typeof Item.language === "string" ? Item.language : undefined;
}

/** A put guarded by time: it lands only on no item, or on one written no later than this request's `at`. */
async function putPatientLanguage(
  sub: string,
  addressHash: string,
  language: string,
  at: string,
  expiresAt: number,
): Promise<string> {
  const key = keys.patientLanguage(sub, addressHash);
  const written = await ifConditionHolds(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entity: "patient-language", language, updatedAt: at, expiresAt },
        ConditionExpression: "attribute_not_exists(pk) OR updatedAt <= :at",
        ExpressionAttributeValues: { ":at": at },
      }),
    ),
  );
  if (written) return language;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return typeof Item?.language === "string" ? Item.language : language;
}

export const dynamoPatientLanguageStore: PatientLanguageStore = { getPatientLanguage, putPatientLanguage };
