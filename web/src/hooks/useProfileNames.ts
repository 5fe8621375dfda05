import { useState } from "react";
import type { Profile } from "../../../lambdas/contracts/settings";
import { ApiError, api } from "../api/client";
import { notify } from "./useToast";

/** The two names patients see (clinician, practice): edited in Account Information, saved on their own. */
export function useProfileNames(profile: Pick<Profile, "displayName" | "practiceName"> | null) {
  const [displayName, setDisplayName] = useState<string | null>(null);
  const [practiceName, setPracticeName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shownDisplay = displayName ?? profile?.displayName ?? "";
  const shownPractice = practiceName ?? profile?.practiceName ?? "";
  const changed = displayName !== null || practiceName !== null;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await api.updateProfile({ displayName: shownDisplay, practiceName: shownPractice });
      setDisplayName(saved.displayName ?? "");
      setPracticeName(saved.practiceName ?? "");
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
