import type { Settings } from "#contracts/settings";

type RetentionSettings = Pick<Settings, "retentionHours" | "autoDeleteEnabled">;

/** Epoch seconds after which an item created at `createdAtMs` must no longer exist, or undefined to keep it. */
export function expiresAtFor(createdAtMs: number, settings: RetentionSettings): number | undefined {
  if (!settings.autoDeleteEnabled || settings.retentionHours === null) return undefined;
  return Math.floor(createdAtMs / 1000) + settings.retentionHours * 3600;
}

/** DynamoDB TTL deletes lazily (and DynamoDB Local never does), so every read filters with this. */
export function isLive(item: { expiresAt?: number }, nowMs: number): boolean {
  return item.expiresAt === undefined || item.expiresAt > Math.floor(nowMs / 1000);
}

export function retentionChanged(before: RetentionSettings, after: RetentionSettings): boolean {
  return before.retentionHours !== after.retentionHours || before.autoDeleteEnabled !== after.autoDeleteEnabled;
}
