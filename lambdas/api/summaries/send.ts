import { webOrigin } from "#adapters/web-origin/web-origin";
import { sendSummaryRequestSchema } from "#contracts/delivery";
import { type DeliveryDeps, sendSummary } from "#core/delivery/send-summary";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";
import { sendingDeps } from "./sending-deps";

export const createHandler = (deps: Omit<DeliveryDeps, "webOrigin">) =>
  userRoute(sendSummaryRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: await sendSummary({ ...deps, webOrigin: await webOrigin() }, caller.sub, params.id, body) };
  });

export const handler = createHandler(sendingDeps);
