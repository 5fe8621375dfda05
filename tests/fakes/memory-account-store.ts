import type { Profile, Settings } from "#contracts/settings";
import type { CustomTemplate } from "#contracts/templates";
import { type AccountStore, DuplicateTemplateName, TemplateLimitReached } from "#core/account/ports";
import type { RetentionJob } from "#core/account/retention-job";
import { nameKey } from "#core/account/templates";

/** The AccountStore contract in memory, with the same limit and uniqueness rules as the DynamoDB adapter. */
export class MemoryAccountStore implements AccountStore {
  profiles = new Map<string, Profile>();
  settings = new Map<string, Settings>();
  templates = new Map<string, CustomTemplate[]>();
  retentionJobs = new Map<string, RetentionJob>();

  async getProfile(sub: string) {
    return this.profiles.get(sub);
  }
  async putProfileIfAbsent(sub: string, profile: Profile) {
    if (!this.profiles.has(sub)) this.profiles.set(sub, profile);
  }
  async updateProfileNames(sub: string, names: { displayName?: string | null; practiceName?: string | null }) {
    const current = this.profiles.get(sub);
    if (!current) throw new Error("no profile");
    const next = { ...current };
    for (const [k, v] of Object.entries(names)) if (v !== undefined) next[k as "displayName"] = v || null;
    this.profiles.set(sub, next);
  }
  async getSettings(sub: string) {
    return this.settings.get(sub);
  }
  async putSettings(sub: string, settings: Settings, read: Settings | undefined, job?: RetentionJob) {
    const current = this.settings.get(sub);
    if (Boolean(current) !== Boolean(read) || (current && current.updatedAt !== read?.updatedAt)) return false;
    this.settings.set(sub, settings);
    if (job) this.retentionJobs.set(sub, { ...job });
    return true;
  }
  async getRetentionJob(sub: string) {
    const job = this.retentionJobs.get(sub);
    return job ? { ...job } : undefined;
  }
  async markRetentionJobFailed(sub: string, jobId: string) {
    const job = this.retentionJobs.get(sub);
    if (job?.jobId !== jobId || job.state !== "applying") return false;
    job.state = "failed";
    return true;
  }
  async listCustomTemplates(sub: string) {
    return [...(this.templates.get(sub) ?? [])];
  }
  async createCustomTemplate(sub: string, template: CustomTemplate, limit: number) {
    const mine = this.templates.get(sub) ?? [];
    const sameKind = mine.filter((t) => t.kind === template.kind);
    if (sameKind.length >= limit) throw new TemplateLimitReached();
    if (sameKind.some((t) => nameKey(t.name) === nameKey(template.name))) throw new DuplicateTemplateName();
    this.templates.set(sub, [...mine, template]);
  }
  async deleteCustomTemplate(sub: string, id: string) {
    const mine = this.templates.get(sub) ?? [];
    if (!mine.some((t) => t.id === id)) return false;
    this.templates.set(
      sub,
      mine.filter((t) => t.id !== id),
    );
    return true;
  }
}

export const fixedClock = (iso: string) => ({ now: () => new Date(iso) });

export function sequentialIds(prefix = "id") {
  let n = 0;
  return { next: () => `${prefix}${String(++n).padStart(3, "0")}` };
}
