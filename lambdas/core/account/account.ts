import type { MeResponse, Profile, ProfileUpdate, Settings, SettingsUpdate } from "#contracts/settings";
import {
  type CreateTemplateRequest,
  type CustomTemplate,
  customTemplateChoice,
  DUPLICATE_NAME_MESSAGE,
  limitMessage,
  TEMPLATE_LIMIT_PER_KIND,
  type TemplatesResponse,
} from "#contracts/templates";
import { retentionChanged } from "../records/retention";
import type { Caller } from "../shared/caller";
import { Conflict, LimitReached, NotFound } from "../shared/errors";
import { log } from "../shared/log";
import { type AccountStore, DuplicateTemplateName, TemplateLimitReached } from "./ports";
import { profileFromClaims } from "./profile";
import { newRetentionJob, progressOf, type RetentionJob, type RetentionProgress } from "./retention-job";
import { applySettingsUpdate, defaultSettings } from "./settings";
import { newTemplateFrom, PRESETS_VERSION, presetsOfKind } from "./templates";

export interface Clock {
  now(): Date;
}

export interface IdSource {
  next(): string;
}

export async function getAccount(store: AccountStore, caller: Caller): Promise<MeResponse> {
  let profile = await store.getProfile(caller.sub);
  // The profile is made on the clinician's first visit: that visit is greeted 'Welcome', later ones 'Welcome back'.
  const firstVisit = !profile;
  if (!profile) {
    profile = profileFromClaims(caller);
    await store.putProfileIfAbsent(caller.sub, profile);
  }
  const [saved, job] = await Promise.all([store.getSettings(caller.sub), store.getRetentionJob(caller.sub)]);
  // The token's email is authoritative: it is what the user signs in with.
  return {
    profile: { ...profile, email: caller.email || profile.email },
    settings: saved ?? defaultSettings(),
    retention: progressOf(job),
    accountType: "Healthcare Professional",
    firstVisit,
  };
}

/** Sets the names patients see (display name, practice name); returns the profile as /me shows it. */
export async function updateProfileNames(store: AccountStore, caller: Caller, patch: ProfileUpdate): Promise<Profile> {
  await getAccount(store, caller);
  await store.updateProfileNames(caller.sub, patch);
  return (await getAccount(store, caller)).profile;
}

/**
 * How a patient sees who prepared their summary: "Dr. Amara Lee at Riverside Family Practice", either part alone, or
 * null when the clinician set neither (emails then say "your healthcare provider").
 */
export function preparedBy(profile: Profile | undefined): string | null {
  const who = profile?.displayName?.trim() || "";
  const practice = profile?.practiceName?.trim() || "";
  if (who && practice) return `${who} at ${practice}`;
  return who || practice || null;
}

/** A concurrent change to the same settings is re-read and the patch applied again, this many times in all. */
const SETTINGS_ATTEMPTS = 3;

/** Reads the settings, changes them with `change` and saves them on condition they did not change meanwhile. */
async function changeSettings(
  store: AccountStore,
  sub: string,
  change: (
    current: Settings,
    read: Settings | undefined,
  ) => Promise<{ next: Settings; job?: RetentionJob } | undefined>,
): Promise<{ next: Settings; job?: RetentionJob } | undefined> {
  for (let attempt = 1; ; attempt++) {
    const read = await store.getSettings(sub);
    const changed = await change(read ?? defaultSettings(), read);
    if (!changed) return undefined;
    if (await store.putSettings(sub, changed.next, read, changed.job)) return changed;
    if (attempt >= SETTINGS_ATTEMPTS) throw new Conflict(SETTINGS_CHANGED);
  }
}

export const SETTINGS_CHANGED = "Your settings were changed in another window. Please reload the page and try again.";

export interface SettingsUpdateResult {
  settings: Settings;
  /** The retention change being applied to existing records, if any (Settings shows its progress). */
  retention: RetentionProgress | null;
}

/**
 * Saves a settings change and returns at once. A retention change is applied to existing records by a background
 * job; saving again after that job failed starts it again.
 */
export async function updateSettings(
  store: AccountStore,
  jobs: { startRetentionJob(job: { sub: string; jobId: string }): Promise<void> },
  sub: string,
  patch: SettingsUpdate,
  clock: Clock,
  ids: IdSource,
): Promise<SettingsUpdateResult> {
  const touchesTemplates = patch.summaryTemplate !== undefined || patch.clinicalNotesTemplate !== undefined;
  const custom = touchesTemplates ? await store.listCustomTemplates(sub) : [];
  const saved = await changeSettings(store, sub, async (current) => {
    const next = applySettingsUpdate(current, patch, custom, clock.now());
    const previous = await store.getRetentionJob(sub);
    const again = previous?.state === "failed";
    if (!retentionChanged(current, next) && !again) return { next };
    return { next, job: newRetentionJob(ids.next(), current, next, previous, clock.now()) };
  });
  if (!saved) throw new Error("unreachable: a settings update always writes");
  if (!saved.job) return { settings: saved.next, retention: progressOf(await store.getRetentionJob(sub)) };
  try {
    await jobs.startRetentionJob({ sub, jobId: saved.job.jobId });
    return { settings: saved.next, retention: progressOf(saved.job) };
  } catch (error) {
    log("error", "retention job not started", { error: (error as Error).name });
    await store.markRetentionJobFailed(sub, saved.job.jobId);
    return { settings: saved.next, retention: { ...progressOf(saved.job), state: "failed" } as RetentionProgress };
  }
}

export async function listTemplates(store: AccountStore, sub: string): Promise<TemplatesResponse> {
  const custom = await store.listCustomTemplates(sub);
  const newestFirst = [...custom].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    summary: { presets: presetsOfKind("summary"), custom: newestFirst.filter((t) => t.kind === "summary") },
    clinical: { presets: presetsOfKind("clinical"), custom: newestFirst.filter((t) => t.kind === "clinical") },
    limitPerKind: TEMPLATE_LIMIT_PER_KIND,
    presetsVersion: PRESETS_VERSION,
  };
}

export async function createTemplate(
  store: AccountStore,
  sub: string,
  request: CreateTemplateRequest,
  clock: Clock,
  ids: IdSource,
): Promise<CustomTemplate> {
  const draft = newTemplateFrom(request);
  const template: CustomTemplate = { id: ids.next(), ...draft, createdAt: clock.now().toISOString() };
  try {
    await store.createCustomTemplate(sub, template, TEMPLATE_LIMIT_PER_KIND);
  } catch (error) {
    if (error instanceof TemplateLimitReached) throw new LimitReached(limitMessage(draft.kind));
    if (error instanceof DuplicateTemplateName) throw new Conflict(DUPLICATE_NAME_MESSAGE);
    throw error;
  }
  return template;
}

/** Deleting the selected template falls the selection back to the default preset, so settings never dangle. */
export async function deleteTemplate(store: AccountStore, sub: string, id: string, clock: Clock): Promise<void> {
  const deleted = await store.deleteCustomTemplate(sub, id);
  if (!deleted) throw new NotFound("Template not found");
  const choice = customTemplateChoice(id);
  const defaults = defaultSettings();
  await changeSettings(store, sub, async (settings, read) => {
    if (!read || (settings.summaryTemplate !== choice && settings.clinicalNotesTemplate !== choice)) return undefined;
    return {
      next: {
        ...settings,
        summaryTemplate: settings.summaryTemplate === choice ? defaults.summaryTemplate : settings.summaryTemplate,
        clinicalNotesTemplate:
          settings.clinicalNotesTemplate === choice ? defaults.clinicalNotesTemplate : settings.clinicalNotesTemplate,
        updatedAt: clock.now().toISOString(),
      },
    };
  });
}
