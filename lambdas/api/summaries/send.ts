import { sesMail } from "#adapters/mail/ses";
import { followUpScheduler } from "#adapters/scheduler/follow-ups";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { getProfile } from "#adapters/store/profiles";
import { getSettings } from "#adapters/store/settings";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock, ulidIds } from "#adapters/system";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendSummaryRequestSchema } from "#contracts/delivery";
import { type DeliveryDeps, sendSummary } from "#core/delivery/send-summary";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

export const createHandler = (deps: Omit<DeliveryDeps, "webOrigin">) =>
  userRoute(sendSummaryRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: await sendSummary({ ...deps, webOrigin: await webOrigin() }, caller.sub, params.id, body) };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  mail: sesMail,
  clock: systemClock,
  // The two reads sending needs, not the whole account store (its templates would add the presets to the bundle).
  profiles: { getProfile, getSettings },
  ids: ulidIds,
  followUps: followUpScheduler,
});
