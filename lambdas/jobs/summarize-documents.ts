import { aiEngine } from "../adapters/ai/engine";
import { extractAll } from "../adapters/extract/extract-text";
import { s3Files } from "../adapters/files/uploads";
import { dynamoAccountStore } from "../adapters/store/account-store";
import { dynamoSummaryStore } from "../adapters/store/summaries";
import { systemClock } from "../adapters/system";
import { generateSummary } from "../core/generate-summary";
import { log } from "../http/log";

interface SummarizeEvent {
  sub: string;
  summaryId: string;
}

/** Invoked asynchronously by POST /summaries; the record carries progress and the outcome. */
export async function handler(event: SummarizeEvent): Promise<void> {
  const started = Date.now();
  await generateSummary(
    {
      summaries: dynamoSummaryStore,
      accounts: dynamoAccountStore,
      files: s3Files,
      extract: extractAll,
      ai: aiEngine(),
      clock: systemClock,
    },
    event.sub,
    event.summaryId,
  );
  log("info", "job", { job: "summarize-documents", summaryId: event.summaryId, ms: Date.now() - started });
}
