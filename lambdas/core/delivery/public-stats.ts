import type { PublicStats } from "#contracts/delivery";
import type { DeliveryStore } from "./ports";

export async function getPublicStats(delivery: Pick<DeliveryStore, "publicStats">): Promise<PublicStats> {
  return delivery.publicStats();
}
