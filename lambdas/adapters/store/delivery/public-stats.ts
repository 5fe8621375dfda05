import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { PublicStats } from "#contracts/delivery";
import { db, tableName } from "../client";
import { keys } from "../keys";

/** The landing page's figures, from the global counters (no patient data). */
export async function publicStats(): Promise<PublicStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.globalCounters() }));
  const ratingCount = Number(Item?.ratingCount ?? 0);
  return {
    totalSummaries: Number(Item?.totalSummaries ?? 0),
    patientsImpacted: Number(Item?.patientsImpacted ?? 0),
    averageRating: ratingCount > 0 ? Math.round((Number(Item?.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
    providers: Number(Item?.providers ?? 0),
  };
}
