import {
  DEFAULT_EMERGENCY_NUMBER,
  DEFAULT_FOLLOW_UP_DELAY,
  emptyCustomMessage,
  type Settings,
  type SettingsUpdate,
} from "#contracts/settings";
import type { CustomTemplate } from "#contracts/templates";
import { InvalidInput } from "../shared/errors";
import { isKnownTemplateChoice } from "./templates";

/** The spec's defaults: discharge summary, SOAP notes, 72 hours retention, auto-delete on; follow-up a day later. */
export function defaultSettings(): Settings {
  return {
    summaryTemplate: "discharge_summary",
    customTemplate: "",
    clinicalNotesTemplate: "soap_format",
    customClinicalTemplate: "",
    retentionHours: 72,
    autoDeleteEnabled: true,
    followUpDelay: DEFAULT_FOLLOW_UP_DELAY,
    practicePhone: null,
    emergencyNumber: DEFAULT_EMERGENCY_NUMBER,
    updatedAt: null,
  };
}

export function applySettingsUpdate(
  current: Settings,
  patch: SettingsUpdate,
  customTemplates: CustomTemplate[],
  now: Date,
): Settings {
  const next: Settings = { ...current, ...patch, updatedAt: now.toISOString() };
  // An emptied phone field clears the number: the portal then shows no practice call button.
  if (!next.practicePhone) next.practicePhone = null;
  if (patch.summaryTemplate !== undefined && !isKnownTemplateChoice(next.summaryTemplate, "summary", customTemplates)) {
    throw new InvalidInput("This summary template no longer exists. Please choose another.", {
      summaryTemplate: "unknown template",
    });
  }
  if (
    patch.clinicalNotesTemplate !== undefined &&
    !isKnownTemplateChoice(next.clinicalNotesTemplate, "clinical", customTemplates)
  ) {
    throw new InvalidInput("This clinical notes template no longer exists. Please choose another.", {
      clinicalNotesTemplate: "unknown template",
    });
  }
  for (const kind of ["summary", "clinical"] as const) {
    const [choice, text] =
      kind === "summary"
        ? (["summaryTemplate", "customTemplate"] as const)
        : (["clinicalNotesTemplate", "customClinicalTemplate"] as const);
    const touched = patch[choice] !== undefined || patch[text] !== undefined;
    if (touched && next[choice] === "custom" && !next[text].trim()) {
      throw new InvalidInput(emptyCustomMessage(kind), { [text]: emptyCustomMessage(kind) });
    }
  }
  return next;
}
