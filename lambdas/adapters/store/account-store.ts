import type { AccountStore } from "#core/account/ports";
import { getProfile, putProfileIfAbsent, updateProfileNames } from "./profiles";
import { restampRetention } from "./retention";
import { getSettings, putSettings } from "./settings";
import { createCustomTemplate, deleteCustomTemplate, listCustomTemplates } from "./templates";

export const dynamoAccountStore: AccountStore = {
  getProfile,
  putProfileIfAbsent,
  updateProfileNames,
  getSettings,
  putSettings,
  restampRetention,
  listCustomTemplates,
  createCustomTemplate,
  deleteCustomTemplate,
};
