import { sesMail } from "#adapters/mail/ses";
import { followUpScheduler } from "#adapters/scheduler/follow-ups";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { getProfile } from "#adapters/store/profiles";
import { getSettings } from "#adapters/store/settings";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock, ulidIds } from "#adapters/system";
import type { DeliveryDeps } from "#core/delivery/send-summary";

/**
 * What sending a summary works with in AWS and locally, for the summary's and the transcription's send route; tests
 * build their own.
 */
export const sendingDeps: Omit<DeliveryDeps, "webOrigin"> = {
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  mail: sesMail,
  clock: systemClock,
  // The two reads sending needs, not the whole account store (its templates would add the presets to the bundle).
  profiles: { getProfile, getSettings },
  ids: ulidIds,
  followUps: followUpScheduler,
};
