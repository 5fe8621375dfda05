import { sesMail } from "#adapters/mail/ses";
import { followUpScheduler } from "#adapters/scheduler/follow-ups";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { getProfile } from "#adapters/store/profiles";
import { getSettings } from "#adapters/store/settings";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { systemClock, ulidIds } from "#adapters/system";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendTranscriptionRequestSchema } from "#contracts/transcriptions/send";
import { type SendDeps, sendTranscription } from "#core/transcriptions/send";
import { userRoute } from "#http/preset";
import { idOf } from "./deps";

export const createHandler = (deps: Omit<SendDeps, "webOrigin">) =>
  userRoute(sendTranscriptionRequestSchema, async (request) => ({
    body: await sendTranscription(
      { ...deps, webOrigin: await webOrigin() },
      request.caller.sub,
      idOf(request),
      request.body,
    ),
  }));

export const handler = createHandler({
  transcriptions: dynamoTranscriptionStore,
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  mail: sesMail,
  clock: systemClock,
  // The two reads sending needs, not the whole account store (its templates would add the presets to the bundle).
  profiles: { getProfile, getSettings },
  ids: ulidIds,
  followUps: followUpScheduler,
});
