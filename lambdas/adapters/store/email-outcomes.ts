import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { EmailOutcome } from "#contracts/delivery";
import type { EmailOutcomeStore, OutcomeReport } from "#core/delivery/email-outcome";
import { db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";

/** No outcome yet (a resent transcription holds null until SES reports on the new email). */
const NO_OUTCOME = "(attribute_not_exists(emailOutcome) OR attribute_type(emailOutcome, :nullType))";

/** Forward only: delivered after nothing; a bounce or a complaint after nothing or after delivered. */
function forward(outcome: EmailOutcome): string {
  return outcome === "delivered" ? NO_OUTCOME : `(${NO_OUTCOME} OR emailOutcome = :delivered)`;
}

function outcomeValues(report: OutcomeReport) {
  return {
    ":outcome": report.outcome,
    ":at": report.at,
    ":nullType": "NULL",
    ...(report.outcome === "delivered" ? {} : { ":delivered": "delivered" }),
  };
}

/** Only the summary whose current send emailed this message. */
function recordOnSummary(report: OutcomeReport): Promise<boolean> {
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(report.owner, report.summaryId),
        UpdateExpression: "SET emailOutcome = :outcome, emailOutcomeAt = :at",
        ConditionExpression: `attribute_exists(pk) AND sentMessageId = :messageId AND ${forward(report.outcome)}`,
        ExpressionAttributeValues: { ...outcomeValues(report), ":messageId": report.messageId },
      }),
    ),
  );
}

/** Only while the transcription still points at that summaries row. */
function recordOnTranscription(report: OutcomeReport & { transcriptionId: string }): Promise<boolean> {
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.transcription(report.owner, report.transcriptionId),
        UpdateExpression: "SET emailOutcome = :outcome, emailOutcomeAt = :at",
        ConditionExpression: `attribute_exists(pk) AND summaryId = :summaryId AND ${forward(report.outcome)}`,
        ExpressionAttributeValues: { ...outcomeValues(report), ":summaryId": report.summaryId },
      }),
    ),
  );
}

export const dynamoEmailOutcomes: EmailOutcomeStore = { recordOnSummary, recordOnTranscription };
