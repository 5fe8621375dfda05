import { retentionJobs } from "#adapters/jobs/start-job";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { systemClock, ulidIds } from "#adapters/system";
import { settingsUpdateSchema } from "#contracts/settings";
import { type Clock, type IdSource, updateSettings } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (
  store: AccountStore,
  jobs: Parameters<typeof updateSettings>[1],
  clock: Clock,
  ids: IdSource,
) =>
  userRoute(settingsUpdateSchema, async ({ caller, body }) => ({
    body: await updateSettings(store, jobs, caller.sub, body, clock, ids),
  }));

export const handler = createHandler(dynamoAccountStore, retentionJobs, systemClock, ulidIds);
