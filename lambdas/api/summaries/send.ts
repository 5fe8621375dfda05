import { getProfile, putProfileIfAbsent } from "#adapters/store/profiles";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendSummaryRequestSchema } from "#contracts/delivery";
import { ensureProfile } from "#core/account/profile";
import { type DeliveryDeps, sendSummary } from "#core/delivery/send-summary";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";
import { sendingDeps } from "./sending-deps";

export const createHandler = (deps: Omit<DeliveryDeps, "webOrigin">) =>
  userRoute(sendSummaryRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    const sent = await sendSummary({ ...deps, webOrigin: await webOrigin() }, caller.sub, params.id, body);
    // The patient may now ask the care team a question: its notice goes to the profile's address (issue 25).
    await ensureProfile({ getProfile, putProfileIfAbsent }, caller);
    return { body: sent };
  });

export const handler = createHandler(sendingDeps);
