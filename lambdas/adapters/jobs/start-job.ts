import type { LambdaClient } from "@aws-sdk/client-lambda";
import { config, required } from "../../config";
import { sdkOptions } from "../sdk-options";

export interface SummarizeJob {
  sub: string;
  summaryId: string;
}

let lambda: LambdaClient | undefined;

/**
 * Starts the background summary job without waiting for it: a Lambda async invoke in AWS, the local gateway's
 * job endpoint on the local stack (which runs the same handler in the background).
 */
export async function startSummarizeJob(job: SummarizeJob): Promise<void> {
  const local = config().JOBS_ENDPOINT;
  if (local) {
    const response = await fetch(`${local}/summarize-documents`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(job),
    });
    if (!response.ok) throw new Error(`Local job endpoint answered ${response.status}`);
    return;
  }
  // Loaded on first use, not at import (cold start budget, docs/decisions.md); the local stack never loads it.
  const { InvokeCommand, LambdaClient } = await import("@aws-sdk/client-lambda");
  lambda ??= new LambdaClient({ region: config().AWS_REGION, ...sdkOptions("data") });
  await lambda.send(
    new InvokeCommand({
      FunctionName: required("SUMMARIZE_FUNCTION_NAME"),
      InvocationType: "Event",
      Payload: Buffer.from(JSON.stringify(job)),
    }),
  );
}

export type JobStarter = { startSummarizeJob: typeof startSummarizeJob };
export const jobs: JobStarter = { startSummarizeJob };
