import { dynamoAccountStore } from "#adapters/store/account-store";
import { systemClock } from "#adapters/system";
import { type Clock, deleteTemplate } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore, clock: Clock) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Template not found");
    await deleteTemplate(store, caller.sub, params.id, clock);
    return { status: 204 };
  });

export const handler = createHandler(dynamoAccountStore, systemClock);
