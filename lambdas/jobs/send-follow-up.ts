import { sesMail } from "../adapters/mail/ses";
import { dynamoAccountStore } from "../adapters/store/account-store";
import { dynamoDeliveryStore } from "../adapters/store/delivery/store";
import { dynamoSummaryStore } from "../adapters/store/summaries";
import { systemClock } from "../adapters/system";
import { webOrigin } from "../adapters/web-origin/web-origin";
import { type FollowUpDeps, sendDueFollowUp } from "../core/delivery/follow-up";
import { log, logsRequestId } from "../core/shared/log";

/** What a schedule carries (EventBridge Scheduler's Input in AWS, the local scheduler's item): ids only. */
export interface FollowUpEvent {
  sub?: unknown;
  summaryId?: unknown;
}

export const createHandler =
  (deps: FollowUpDeps) =>
  /**
   * A scheduled feedback request is due (decision 201). Ids that are not strings are dropped; an outage throws, so
   * Scheduler's retry policy (or the local scheduler's next round) tries again.
   */
  async (event: FollowUpEvent): Promise<{ outcome: string }> => {
    const { sub, summaryId } = event ?? {};
    if (typeof sub !== "string" || typeof summaryId !== "string") {
      log("warn", "job", { job: "send-follow-up", outcome: "invalid-event" });
      return { outcome: "invalid-event" };
    }
    const outcome = await sendDueFollowUp(deps, { sub, summaryId });
    log("info", "job", { job: "send-follow-up", outcome });
    return { outcome };
  };

export const handler = logsRequestId(
  createHandler({
    summaries: dynamoSummaryStore,
    delivery: dynamoDeliveryStore,
    mail: sesMail,
    profiles: dynamoAccountStore,
    clock: systemClock,
    webOrigin,
  }),
);
