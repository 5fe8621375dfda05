import { ENGLISH, NOT_AVAILABLE_OFFLINE, PATIENT_LANGUAGES } from "#contracts/languages";
import { ClassicSelectField } from "../ui/ClassicField";

/**
 * "Patient language" on a send panel (issue 23): English first, then every language the product translates into, by
 * its English name with the patient's own. Offline, a language with no local pair is listed but cannot be chosen.
 */
export function PatientLanguageSelect({
  value,
  offline,
  disabled,
  onChange,
  hint,
}: {
  value: string;
  offline: boolean;
  disabled: boolean;
  onChange: (language: string) => void;
  hint?: string | null;
}) {
  return (
    <ClassicSelectField
      label="Patient language"
      description={
        hint ?? "The summary is translated after your English is final, and you check the translation before it goes."
      }
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value={ENGLISH}>English</option>
      {PATIENT_LANGUAGES.map((language) => {
        const unavailable = offline && !language.offline;
        return (
          <option key={language.code} value={language.code} disabled={unavailable}>
            {language.name} ({language.nativeName}){unavailable ? ` - ${NOT_AVAILABLE_OFFLINE}` : ""}
          </option>
        );
      })}
    </ClassicSelectField>
  );
}
