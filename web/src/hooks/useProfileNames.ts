import { useState } from "react";
import type { Profile } from "#contracts/settings";
import { ApiError, api } from "../api/client";
import { notify } from "./useToast";

/** The two names patients see (clinician, practice): edited in Account Information, saved on their own. */
export function useProfileNames(profile: Pick<Profile, "displayName" | "practiceName"> | null) {
  const [displayName, setDisplayName] = useState<string | null>(null);
  const [practiceName, setPracticeName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** What the server holds: the profile as loaded, then as last saved. */
  const [stored, setStored] = useState<{ displayName: string; practiceName: string } | null>(null);
  const base = stored ?? { displayName: profile?.displayName ?? "", practiceName: profile?.practiceName ?? "" };
  const shownDisplay = displayName ?? base.displayName;
  const shownPractice = practiceName ?? base.practiceName;
  const changed = shownDisplay !== base.displayName || shownPractice !== base.practiceName;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await api.updateProfile({ displayName: shownDisplay, practiceName: shownPractice });
      setStored({ displayName: saved.displayName ?? "", practiceName: saved.practiceName ?? "" });
      setDisplayName(null);
      setPracticeName(null);
      notify.success("Profile Saved", "Patients will see these names in emails and on their summary page.");
    } catch (error) {
      notify.error(
        "Error",
        error instanceof ApiError && error.status === 422 ? error.message : "Failed to save profile.",
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    displayName: shownDisplay,
    practiceName: shownPractice,
    setDisplayName,
    setPracticeName,
    changed,
    saving,
    save,
  };
}
