import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendTranscriptionRequestSchema } from "#contracts/transcriptions/send";
import { type SendDeps, sendTranscription } from "#core/transcriptions/send";
import { userRoute } from "#http/preset";
import { sendingDeps } from "../summaries/sending-deps";
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

export const handler = createHandler({ ...sendingDeps, transcriptions: dynamoTranscriptionStore });
