import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ContactStore, Enquiry } from "#core/contact/contact";
import { db, tableName } from "./client";
import { keys } from "./keys";

/** One item per enquiry, `CONTACT#<ulid>` / `ENQUIRY`, expiring by TTL (its own retention, not a clinician's). */
export const dynamoContactStore: ContactStore = {
  async save(enquiry: Enquiry) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.contactEnquiry(enquiry.id), entity: "contactEnquiry", ...enquiry },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
  },
  async markEmailed(id: string, at: string) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.contactEnquiry(id),
        UpdateExpression: "SET emailedAt = :at",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":at": at },
      }),
    );
  },
};
