import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { CHAT_FULL, MAX_CHAT_MESSAGES } from "#core/summaries/summaries";
import { newClinician } from "../support/clinicians";
import { readySummary } from "../support/delivery";
import { tableClient } from "../support/table";

const stack = inject("stack");

describe("the clinician's chat on a summary", () => {
  it("stops at its limit with a clear message and keeps the record readable", async () => {
    const clinician = await newClinician(stack, "chat-limit");
    const summary = await readySummary(clinician);
    const long = "x".repeat(2000);
    const full = Array.from({ length: MAX_CHAT_MESSAGES }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: long,
    }));
    await tableClient(stack.dynamodbUrl).send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.summary(clinician.sub, summary.id),
        UpdateExpression: "SET chatHistory = :full",
        ExpressionAttributeValues: { ":full": full },
      }),
    );

    const refused = await clinician.call("POST", `/summaries/${summary.id}/chat`, { message: "One more?" });
    const detail = await clinician.call("GET", `/summaries/${summary.id}`);

    expect([refused.status, refused.body.error.message]).toEqual([409, CHAT_FULL]);
    expect(detail.body.summary.chatHistory).toHaveLength(MAX_CHAT_MESSAGES);
  });

  it("answers within the limit and bounds what it stores", async () => {
    const clinician = await newClinician(stack, "chat-bounded");
    const summary = await readySummary(clinician);

    const answered = await clinician.call("POST", `/summaries/${summary.id}/chat`, { message: "How much aspirin?" });

    expect(answered.status).toBe(200);
    expect(answered.body.chatHistory).toHaveLength(2);
    expect(answered.body.reply.length).toBeLessThanOrEqual(3000);
  });
});
