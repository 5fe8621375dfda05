import type { LambdaClient } from "@aws-sdk/client-lambda";
import { config, required } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";
import { sendMessage } from "./sqs";

export interface SummarizeJob {
  sub: string;
  summaryId: string;
  /** Set for a clinician's 'Regenerate' (core/review/regenerate.ts): names the regeneration to run. */
  regeneration?: string;
}

let lambda: LambdaClient | undefined;

/** Must match JOB_SECRET_HEADER in infra/local/gateway.ts (not imported: Lambda bundles must not pull in infra). */
const LOCAL_JOB_SECRET_HEADER = "x-clearnote-job-secret";

/**
 * Starts a background job without waiting for it. In AWS: a message on the job's queue for a queued job (the AI jobs,
 * decision 366: they wait in line there for the Bedrock quota), a Lambda async invoke otherwise. On the local stack:
 * the gateway's internal job endpoint (which keeps the same line for queued jobs). That endpoint only accepts calls
 * carrying the gateway's per-process secret, so a web page cannot start jobs.
 */
async function startJob(
  localName: string,
  target:
    | { queueUrl: "SUMMARIZE_QUEUE_URL" | "TRANSCRIPTION_NOTES_QUEUE_URL" }
    | { functionName: "RETENTION_FUNCTION_NAME" },
  payload: object,
): Promise<void> {
  const local = config().JOBS_ENDPOINT;
  if (local) {
    const response = await fetch(`${local}/${localName}`, {
      method: "POST",
      headers: { "content-type": "application/json", [LOCAL_JOB_SECRET_HEADER]: required("JOBS_SECRET") },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`Local job endpoint answered ${response.status}`);
    return;
  }
  if ("queueUrl" in target) {
    await sendMessage(required(target.queueUrl), JSON.stringify(payload));
    return;
  }
  // Loaded on first use, not at import (cold start budget, docs/decisions.md); the local stack never loads it.
  const { InvokeCommand, LambdaClient } = await import("@aws-sdk/client-lambda");
  lambda ??= new LambdaClient({ region: config().AWS_REGION, ...sdkOptions("data") });
  await lambda.send(
    new InvokeCommand({
      FunctionName: required(target.functionName),
      InvocationType: "Event",
      Payload: Buffer.from(JSON.stringify(payload)),
    }),
  );
}

/** The summary job (documents to a summary, or a clinician's regeneration). */
export function startSummarizeJob(job: SummarizeJob): Promise<void> {
  return startJob("summarize-documents", { queueUrl: "SUMMARIZE_QUEUE_URL" }, job);
}

export interface TranscriptionNotesJob {
  sub: string;
  transcriptionId: string;
  run: string;
}

/** The transcription notes job (clinical notes and patient summary). */
export function startNotesJob(job: TranscriptionNotesJob): Promise<void> {
  return startJob("transcription-notes", { queueUrl: "TRANSCRIPTION_NOTES_QUEUE_URL" }, job);
}

/** The job that applies a retention change to the clinician's existing records. */
export function startRetentionJob(job: { sub: string; jobId: string }): Promise<void> {
  return startJob("apply-retention", { functionName: "RETENTION_FUNCTION_NAME" }, job);
}

export type JobStarter = { startSummarizeJob: typeof startSummarizeJob };
export const jobs: JobStarter = { startSummarizeJob };
export const notesJobs = { startNotesJob };
export const retentionJobs = { startRetentionJob };
