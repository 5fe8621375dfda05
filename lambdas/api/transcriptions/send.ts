import { getProfile, putProfileIfAbsent } from "#adapters/store/profiles";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendTranscriptionRequestSchema } from "#contracts/transcriptions/send";
import { ensureProfile } from "#core/account/profile";
import { type SendDeps, sendTranscription } from "#core/transcriptions/send";
import { userRoute } from "#http/preset";
import { sendingDeps } from "../summaries/sending-deps";
import { idOf } from "./deps";

export const createHandler = (deps: Omit<SendDeps, "webOrigin">) =>
  userRoute(sendTranscriptionRequestSchema, async (request) => {
    const sent = await sendTranscription(
      { ...deps, webOrigin: await webOrigin() },
      request.caller.sub,
      idOf(request),
      request.body,
    );
    // The patient may now ask the care team a question: its notice goes to the profile's address (issue 25).
    await ensureProfile({ getProfile, putProfileIfAbsent }, request.caller);
    return { body: sent };
  });

export const handler = createHandler({ ...sendingDeps, transcriptions: dynamoTranscriptionStore });
