import { useCallback, useEffect, useRef, useState } from "react";
import { EMAIL_PATTERN } from "#contracts/delivery";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import { isOpenFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import type { TranslationView } from "#contracts/translation";
import { interpreterCheckRequired, TRANSLATION_OUTDATED } from "#contracts/translation-texts";

// The review panel's texts come through here, so the contract's texts stay in this chunk rather than one of their own.
export { INTERPRETER_CHECK_LABEL, NO_TRANSLATION } from "#contracts/translation-texts";

import type { SendBlock } from "../components/review/SendBlockedNote";
import { appConfig } from "../config";
import { notify } from "./useToast";

/**
 * The calls, fetched on the first language action, so the pages' first load does not carry them (issue 23, part 4);
 * the review's own actions (edit, "This is correct", the interpreter check) live with the lazy review panel.
 */
let loading: Promise<typeof import("../api/translation").translationApi> | undefined;
const calls = () => {
  loading ??= import("../api/translation").then((m) => m.translationApi);
  return loading;
};
export type TranslationCalls = Awaited<ReturnType<typeof calls>>;

export type TranslationAction = "translate" | "edit" | "confirm" | "interpreter";

/**
 * Whether this deployment translates offline (Apertium: only the languages with a local pair), from /config.json's
 * translationEngine, or where it is absent from the AI engine. False where no config was loaded (component tests).
 */
export function translationOffline(): boolean {
  try {
    const config = appConfig();
    return (config.translationEngine ?? (config.aiEngine === "bedrock" ? "translate" : "local")) === "local";
  } catch {
    return false;
  }
}

const nameOf = (code: string) => patientLanguage(code)?.name ?? "English";
const validAddress = (email: string) => EMAIL_PATTERN.test(email.trim());

/**
 * Why Send waits on the translation (the server's gate in send-gate.ts, said before the click): being made, not made
 * for the language chosen, made from an earlier English, a difference still open, or a weaker language's interpreter
 * check not confirmed. Null: it may go.
 */
export function translationBlock(
  chosen: string,
  translation: TranslationView | null,
  busy: TranslationAction | null,
): SendBlock | null {
  if (busy === "translate") return { reason: `Translating the summary into ${nameOf(chosen)}…` };
  const made = translation?.language ?? ENGLISH;
  if (made !== chosen) {
    return {
      reason: `Translate the summary into ${nameOf(chosen === ENGLISH ? made : chosen)} first, or choose English.`,
    };
  }
  if (!translation) return null;
  if (translation.outdated) return { reason: TRANSLATION_OUTDATED };
  const open = translation.flags.filter(isOpenFlag).length;
  if (open > 0) {
    return {
      reason: `Please confirm or correct the ${open} highlighted ${open === 1 ? "difference" : "differences"} in the translation before sending.`,
    };
  }
  if (translation.interpreterNote && !translation.interpreterCheck) {
    return { reason: interpreterCheckRequired(translation.languageName) };
  }
  return null;
}

/**
 * The patient's language on a send panel (issue 23): the choice (English by default, the language remembered for the
 * address once it is entered), the translation made for it, and a runner for the review's actions. `row` is the
 * summaries row the translation lives on (a transcription has none until it is first translated or sent);
 * `translate` asks the server for a translation and answers that row; `english`, when given, is the English the
 * translation must have been made from (a transcription's summary can change without the row knowing until sent).
 */
export function usePatientTranslation({
  row,
  onRow,
  translate,
  english,
}: {
  row: SummaryView | null;
  onRow: (summary: SummaryView | null) => void;
  translate: (language: string, api: TranslationCalls) => Promise<SummaryView | null>;
  english?: string | null;
}) {
  const stored = row?.translation ?? null;
  const stale = Boolean(
    stored && english != null && stored.rows.map((r) => r.english).join("\n") !== english.replace(/\r\n/g, "\n"),
  );
  const translation: TranslationView | null = stored && stale ? { ...stored, outdated: true } : stored;
  const [chosen, setChosen] = useState(translation?.language ?? ENGLISH);
  const [busy, setBusy] = useState<TranslationAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recalled, setRecalled] = useState(false);
  const latest = useRef({ onRow, translate, row });
  latest.current = { onRow, translate, row };
  const asked = useRef<string | null>(null);

  // A translation read from the server (a reload, another window) is the language chosen.
  const storedLanguage = stored?.language ?? null;
  useEffect(() => {
    if (storedLanguage) setChosen(storedLanguage);
  }, [storedLanguage]);

  /** Runs one call that answers the row; on failure says why, and after a 409 shows the row as it is now. */
  const act = async (action: TranslationAction, call: (api: TranslationCalls) => Promise<SummaryView | null>) => {
    setBusy(action);
    setError(null);
    try {
      latest.current.onRow(await call(await calls()));
      return true;
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Please try again.";
      setError(message);
      notify.error(action === "translate" ? "Translation Failed" : "Error", message);
      const id = latest.current.row?.id;
      if ((failure as { status?: number }).status === 409 && id) {
        const fresh = await (await calls()).getSummary(id).catch(() => null);
        if (fresh) latest.current.onRow(fresh);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const remember = useCallback((email: string, language: string) => {
    if (!validAddress(email)) return;
    void calls()
      .then((api) => api.rememberLanguage(email.trim(), language))
      .catch(() => undefined);
  }, []);

  const choose = async (language: string, email?: string) => {
    setChosen(language);
    setRecalled(false);
    if (email) remember(email, language);
    if ((latest.current.row?.translation?.language ?? ENGLISH) === language && !stale) return true;
    return act("translate", (api) => latest.current.translate(language, api));
  };

  return {
    chosen,
    translation,
    /** The summaries row the translation lives on: its id and English version guard the review's writes. */
    row,
    busy,
    error,
    /** True when the language was chosen from the one remembered for the address. */
    recalled,
    offline: translationOffline(),
    block: translationBlock(chosen, translation, busy),
    choose,
    act,
    /** The address was entered: the language this clinician chose for it before, chosen again if nothing else was. */
    recall: async (email: string) => {
      const address = email.trim().toLowerCase();
      if (!validAddress(address) || asked.current === address) return;
      asked.current = address;
      const known = await (await calls())
        .lookupLanguage(address)
        .then((answer) => (answer.language ? patientLanguage(answer.language) : undefined))
        .catch(() => undefined);
      if (!known || chosen !== ENGLISH || latest.current.row?.translation) return;
      if (translationOffline() && !known.offline) return;
      await choose(known.code);
      setRecalled(true);
    },
    /** Sent: the address keeps the language it went in. */
    sent: (email: string) => remember(email, translation?.language ?? ENGLISH),
    translateAgain: () => act("translate", (api) => latest.current.translate(chosen, api)),
  };
}

export type PatientTranslation = ReturnType<typeof usePatientTranslation>;
