import { systemAudit } from "../adapters/store/audit";
import { dynamoEmailOutcomes } from "../adapters/store/email-outcomes";
import type { RecordAudit } from "../core/audit/writer";
import { type EmailOutcomeStore, recordEmailOutcome, type SesEvent } from "../core/delivery/email-outcome";
import { log, logsRequestId } from "../core/shared/log";

export const createHandler =
  (store: () => EmailOutcomeStore, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * SES's delivery, bounce and complaint events for a summary email (the configuration set publishes them to
   * EventBridge; locally the tests' injector puts the same events on the local bus, as the SES emulator cannot
   * bounce). Logs the outcome kind only: never the address.
   */
  async (event: SesEvent): Promise<void> => {
    const result = await recordEmailOutcome(store(), event, audit());
    log("info", "job", { job: "email-outcome", outcome: result });
  };

export const handler = logsRequestId(
  createHandler(
    () => dynamoEmailOutcomes,
    () => systemAudit("email-outcome"),
  ),
);
