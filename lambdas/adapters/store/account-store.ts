import type { AccountStore } from "#core/account/ports";
import { getProfile, putProfileIfAbsent, updateProfileNames } from "./profiles";
import { getRetentionJob, getSettings, markRetentionJobFailed, putSettings } from "./settings";
import { createCustomTemplate, deleteCustomTemplate, listCustomTemplates } from "./templates";

export const dynamoAccountStore: AccountStore = {
  getProfile,
  putProfileIfAbsent,
  updateProfileNames,
  getSettings,
  putSettings,
  getRetentionJob,
  markRetentionJobFailed,
  listCustomTemplates,
  createCustomTemplate,
  deleteCustomTemplate,
};
