import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { getPublicStats } from "#core/delivery/public-stats";
import { publicRoute } from "#http/preset";

export const createHandler = (delivery: Parameters<typeof getPublicStats>[0]) =>
  publicRoute(null, async () => ({ body: await getPublicStats(delivery) }));

export const handler = createHandler(dynamoDeliveryStore);
