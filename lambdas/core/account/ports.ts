import type { Profile, Settings } from "#contracts/settings";
import type { CustomTemplate, TemplateKind } from "#contracts/templates";
import type { RetentionJob } from "./retention-job";

/** What core logic needs from persistence for accounts; the DynamoDB adapter and the test fake implement it. */
export interface AccountStore {
  getProfile(sub: string): Promise<Profile | undefined>;
  putProfileIfAbsent(sub: string, profile: Profile): Promise<void>;
  updateProfileNames(sub: string, names: { displayName?: string | null; practiceName?: string | null }): Promise<void>;
  getSettings(sub: string): Promise<Settings | undefined>;
  /**
   * Saves settings read as `read` (undefined: none were saved), with the retention job that applies them when one
   * is given, in one write. False when the settings changed since they were read (nothing is written).
   */
  putSettings(sub: string, settings: Settings, read: Settings | undefined, job?: RetentionJob): Promise<boolean>;
  /** The latest retention change, applied or being applied (core/account/retention-job.ts). */
  getRetentionJob(sub: string): Promise<RetentionJob | undefined>;
  /** Marks job `jobId` failed, unless a later change replaced it or it ended; true when it was marked. */
  markRetentionJobFailed(sub: string, jobId: string): Promise<boolean>;
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
