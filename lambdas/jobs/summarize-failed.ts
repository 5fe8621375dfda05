import { log } from "../http/log";

/**
 * PLACEHOLDER so the stack synthesises: the jobs work (issue 7, section 2) replaces this module with the handler that
 * marks the summary failed. It is the summarize job's on-failure destination and receives Lambda's record of the
 * failed asynchronous invocation.
 */
interface FailedInvocation {
  requestPayload?: { summaryId?: string };
  requestContext?: { condition?: string; approximateInvokeCount?: number };
  responseContext?: { functionError?: string };
}

export async function handler(event: FailedInvocation): Promise<void> {
  log("warn", "job", {
    job: "summarize-failed",
    summaryId: event.requestPayload?.summaryId,
    condition: event.requestContext?.condition,
  });
}
