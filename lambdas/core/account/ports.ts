import type { Profile, Settings } from "#contracts/settings";
import type { CustomTemplate, TemplateKind } from "#contracts/templates";

/** What core logic needs from persistence for accounts; the DynamoDB adapter and the test fake implement it. */
export interface AccountStore {
  getProfile(sub: string): Promise<Profile | undefined>;
  putProfileIfAbsent(sub: string, profile: Profile): Promise<void>;
  updateProfileNames(sub: string, names: { displayName?: string | null; practiceName?: string | null }): Promise<void>;
  getSettings(sub: string): Promise<Settings | undefined>;
  putSettings(sub: string, settings: Settings): Promise<void>;
  /** Re-stamps `expiresAt` of the user's retained items (summaries, transcriptions) after a retention change. */
  restampRetention(sub: string, settings: Pick<Settings, "retentionHours" | "autoDeleteEnabled">): Promise<number>;
  listCustomTemplates(sub: string): Promise<CustomTemplate[]>;
  /**
   * Inserts atomically: rejects with TemplateLimitReached when `limit` of this kind exist,
   * with DuplicateTemplateName when the name (case-insensitive) is taken for this kind.
   */
  createCustomTemplate(sub: string, template: CustomTemplate, limit: number): Promise<void>;
  /** False when no template with this id belongs to the user. */
  deleteCustomTemplate(sub: string, id: string): Promise<boolean>;
}

export class TemplateLimitReached extends Error {}
export class DuplicateTemplateName extends Error {}

export type { TemplateKind };
