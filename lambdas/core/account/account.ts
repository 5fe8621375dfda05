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
import { type AccountStore, DuplicateTemplateName, TemplateLimitReached } from "./ports";
import { applySettingsUpdate, defaultSettings } from "./settings";
import { newTemplateFrom, PRESETS_VERSION, presetsOfKind } from "./templates";

export interface Clock {
  now(): Date;
}

export interface IdSource {
  next(): string;
}

function profileFromClaims(caller: Caller): Profile {
  const fullName = caller.name ?? ([caller.givenName, caller.familyName].filter(Boolean).join(" ") || null);
  return {
    email: caller.email,
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
    fullName: fullName || null,
  };
}

export async function getAccount(store: AccountStore, caller: Caller): Promise<MeResponse> {
  let profile = await store.getProfile(caller.sub);
  // The profile is made on the clinician's first visit: that visit is greeted 'Welcome', later ones 'Welcome back'.
  const firstVisit = !profile;
  if (!profile) {
    profile = profileFromClaims(caller);
    await store.putProfileIfAbsent(caller.sub, profile);
  }
  const settings = (await store.getSettings(caller.sub)) ?? defaultSettings();
  // The token's email is authoritative: it is what the user signs in with.
  return {
    profile: { ...profile, email: caller.email || profile.email },
    settings,
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

export async function updateSettings(
  store: AccountStore,
  sub: string,
  patch: SettingsUpdate,
  clock: Clock,
): Promise<Settings> {
  const current = (await store.getSettings(sub)) ?? defaultSettings();
  const touchesTemplates = patch.summaryTemplate !== undefined || patch.clinicalNotesTemplate !== undefined;
  const custom = touchesTemplates ? await store.listCustomTemplates(sub) : [];
  const next = applySettingsUpdate(current, patch, custom, clock.now());
  await store.putSettings(sub, next);
  if (retentionChanged(current, next)) await store.restampRetention(sub, next);
  return next;
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
  const settings = await store.getSettings(sub);
  if (!settings) return;
  const choice = customTemplateChoice(id);
  const defaults = defaultSettings();
  if (settings.summaryTemplate !== choice && settings.clinicalNotesTemplate !== choice) return;
  await store.putSettings(sub, {
    ...settings,
    summaryTemplate: settings.summaryTemplate === choice ? defaults.summaryTemplate : settings.summaryTemplate,
    clinicalNotesTemplate:
      settings.clinicalNotesTemplate === choice ? defaults.clinicalNotesTemplate : settings.clinicalNotesTemplate,
    updatedAt: clock.now().toISOString(),
  });
}
