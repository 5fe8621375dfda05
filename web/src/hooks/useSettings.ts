import { useCallback, useEffect, useState } from "react";
import { practicePhoneError } from "#contracts/phone";
import { emptyCustomMessage, type MeResponse, type RetentionProgress, type Settings } from "#contracts/settings";
import {
  blankMessage,
  CUSTOM_TEMPLATE_PREFIX,
  customTemplateChoice,
  DUPLICATE_NAME_MESSAGE,
  limitMessage,
  type TemplateKind,
  type TemplatesResponse,
} from "#contracts/templates";
import { ApiError, api } from "../api/client";
import { notify } from "./useToast";

type Draft = Omit<Settings, "updatedAt">;

/** Which settings fields hold a kind's selection and its free text. */
const FIELDS = {
  summary: { choice: "summaryTemplate", text: "customTemplate" },
  clinical: { choice: "clinicalNotesTemplate", text: "customClinicalTemplate" },
} as const;

const TEXTS = {
  summary: {
    confirmed: "Template Confirmed",
    confirmedDetail: "New patient summaries will use this template.",
    confirmFailed: "Failed to confirm template selection. Please try again.",
    saved: "Template Saved",
  },
  clinical: {
    confirmed: "Clinical Notes Template Confirmed",
    confirmedDetail: "New clinical notes will use this template.",
    confirmFailed: "Failed to confirm clinical template selection. Please try again.",
    saved: "Clinical Template Saved",
  },
} as const;

export interface TemplateOption {
  value: string;
  label: string;
}

function toDraft(settings: Settings): Draft {
  const { updatedAt: _ignored, ...draft } = settings;
  return draft;
}

export function useSettings() {
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [email, setEmail] = useState("");
  const [accountType, setAccountType] = useState("Healthcare Professional");
  const [profile, setProfile] = useState<MeResponse["profile"] | null>(null);
  const [templates, setTemplates] = useState<TemplatesResponse | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The settings as the server last stored them: the draft differs from it while something is unsaved. */
  const [saved, setSaved] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState<Record<TemplateKind, boolean>>({ summary: false, clinical: false });
  const [busy, setBusy] = useState(false);
  // How far the last retention change has been applied to existing records (useRetentionProgress follows it).
  const [retention, setRetention] = useState<RetentionProgress | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [me, list] = await Promise.all([api.me(), api.listTemplates()]);
      setEmail(me.profile.email);
      setAccountType(me.accountType);
      setProfile(me.profile);
      setDraft(toDraft(me.settings));
      setSaved(toDraft(me.settings));
      setRetention(me.retention ?? null);
      setTemplates(list);
      setDirty({ summary: false, clinical: false });
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      notify.error("Error", "Failed to load settings. Please try again.");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const optionsFor = useCallback(
    (kind: TemplateKind): TemplateOption[] => {
      if (!templates) return [];
      return [
        ...templates[kind].presets.map((p) => ({ value: p.id, label: p.name })),
        ...templates[kind].custom.map((t) => ({ value: customTemplateChoice(t.id), label: `${t.name} (saved)` })),
        { value: "custom", label: "Custom (write your own)" },
      ];
    },
    [templates],
  );

  const previewFor = useCallback(
    (kind: TemplateKind): string => {
      if (!templates || !draft) return "";
      const choice = draft[FIELDS[kind].choice];
      if (choice === "custom") return draft[FIELDS[kind].text];
      if (choice.startsWith(CUSTOM_TEMPLATE_PREFIX)) {
        return templates[kind].custom.find((t) => customTemplateChoice(t.id) === choice)?.content ?? "";
      }
      return templates[kind].presets.find((p) => p.id === choice)?.content ?? "";
    },
    [templates, draft],
  );

  const change = (kind: TemplateKind, patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setDirty((x) => ({ ...x, [kind]: true }));
  };

  const selectTemplate = (kind: TemplateKind, value: string) => change(kind, { [FIELDS[kind].choice]: value });
  const setCustomText = (kind: TemplateKind, text: string) => change(kind, { [FIELDS[kind].text]: text });

  /** True when a card says 'Custom' with nothing written: refused before any request, with a clear message. */
  const emptyCustom = (kind: TemplateKind, d: Draft) => {
    if (d[FIELDS[kind].choice] !== "custom" || d[FIELDS[kind].text].trim()) return false;
    notify.error("Invalid Input", emptyCustomMessage(kind));
    return true;
  };

  const confirmTemplate = async (kind: TemplateKind) => {
    if (!draft || emptyCustom(kind, draft)) return;
    setBusy(true);
    try {
      const { settings: stored } = await api.updateSettings({
        [FIELDS[kind].choice]: draft[FIELDS[kind].choice],
        [FIELDS[kind].text]: draft[FIELDS[kind].text],
      });
      setDraft((d) => (d ? { ...d, [FIELDS[kind].choice]: stored[FIELDS[kind].choice] } : d));
      setSaved(toDraft(stored));
      setDirty((x) => ({ ...x, [kind]: false }));
      notify.success(TEXTS[kind].confirmed, TEXTS[kind].confirmedDetail);
    } catch {
      notify.error("Error", TEXTS[kind].confirmFailed);
    } finally {
      setBusy(false);
    }
  };

  const customCount = (kind: TemplateKind) => templates?.[kind].custom.length ?? 0;
  const limit = templates?.limitPerKind ?? 5;

  /** Resolves true when saved, so the dialog knows to close. */
  const saveCustomTemplate = async (kind: TemplateKind, name: string, content: string): Promise<boolean> => {
    if (!name.trim() || !content.trim()) {
      notify.error("Invalid Input", blankMessage(kind));
      return false;
    }
    if (customCount(kind) >= limit) {
      notify.error("Template Limit Reached", limitMessage(kind));
      return false;
    }
    setBusy(true);
    try {
      const template = await api.createTemplate({ name, content, kind });
      setTemplates((t) => (t ? { ...t, [kind]: { ...t[kind], custom: [template, ...t[kind].custom] } } : t));
      notify.success(TEXTS[kind].saved, `"${template.name}" is now in your templates.`);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === "limit_reached") {
        notify.error("Template Limit Reached", limitMessage(kind));
      } else if (error instanceof ApiError && error.status === 409) {
        notify.error("Error", DUPLICATE_NAME_MESSAGE);
      } else if (error instanceof ApiError && error.status === 422) {
        notify.error("Invalid Input", error.message);
      } else {
        notify.error("Error", "Failed to save template. Please try again.");
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const deleteCustomTemplate = async (kind: TemplateKind, id: string) => {
    setBusy(true);
    try {
      await api.deleteTemplate(id);
      setTemplates((t) =>
        t ? { ...t, [kind]: { ...t[kind], custom: t[kind].custom.filter((x) => x.id !== id) } } : t,
      );
      // The server falls a deleted selection back to the default; mirror it without a reload.
      const me = await api.me();
      setDraft((d) => (d ? { ...d, [FIELDS[kind].choice]: me.settings[FIELDS[kind].choice] } : d));
      setSaved(toDraft(me.settings));
      notify.success("Template Deleted");
    } catch {
      notify.error("Error", "Failed to delete template. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const setAutoDelete = (enabled: boolean) => setDraft((d) => (d ? { ...d, autoDeleteEnabled: enabled } : d));
  const setRetentionHours = (hours: Draft["retentionHours"]) =>
    setDraft((d) => (d ? { ...d, retentionHours: hours } : d));

  const setFollowUpDelay = (followUpDelay: Draft["followUpDelay"]) =>
    setDraft((d) => (d ? { ...d, followUpDelay } : d));

  /** An emptied field clears the number (null), so clearing it is not an unsaved change against a saved null. */
  const setPracticePhone = (phone: string) => setDraft((d) => (d ? { ...d, practicePhone: phone || null } : d));
  const setEmergencyNumber = (emergencyNumber: Draft["emergencyNumber"]) =>
    setDraft((d) => (d ? { ...d, emergencyNumber } : d));
  /** Shown under the field as it is typed; Save Changes refuses to send an invalid number. */
  const phoneError = draft?.practicePhone ? practicePhoneError(draft.practicePhone) : null;

  const saveAll = async () => {
    if (!draft || emptyCustom("summary", draft) || emptyCustom("clinical", draft)) return;
    if (phoneError) {
      notify.error("Error", phoneError);
      return;
    }
    setBusy(true);
    try {
      const result = await api.updateSettings(draft);
      const stored = toDraft(result.settings);
      setRetention(result.retention);
      setDraft(stored);
      setSaved(stored);
      setDirty({ summary: false, clinical: false });
      notify.success("Settings Saved", "Your settings have been updated.");
    } catch {
      notify.error("Error", "Failed to save settings. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const unsaved =
    draft !== null && saved !== null && (Object.keys(draft) as (keyof Draft)[]).some((k) => draft[k] !== saved[k]);

  return {
    loading,
    unsaved,
    loadFailed,
    reload: load,
    busy,
    email,
    accountType,
    profile,
    draft,
    dirty,
    limit,
    customTemplates: (kind: TemplateKind) => templates?.[kind].custom ?? [],
    customCount,
    optionsFor,
    previewFor,
    selectTemplate,
    setCustomText,
    confirmTemplate,
    saveCustomTemplate,
    deleteCustomTemplate,
    setAutoDelete,
    setRetentionHours,
    setFollowUpDelay,
    setPracticePhone,
    setEmergencyNumber,
    phoneError,
    saveAll,
    retention,
  };
}

export type SettingsController = ReturnType<typeof useSettings>;
