import { useCallback, useEffect, useRef, useState } from "react";
import { EMAIL_PATTERN } from "#contracts/delivery";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import { interpreterCheckRequired, TRANSLATION_OUTDATED, type TranslationView } from "#contracts/translation";
import type { SendBlock } from "../components/review/SendBlockedNote";
import { translationOffline } from "../config";
import { notify } from "./useToast";

/** The calls, fetched on the first language action: the pages' first load does not carry them (issue 23, part 4). */
const calls = () => import("../api/translation").then((m) => m.translationApi);

export type TranslationAction = "translate" | "edit" | "confirm" | "interpreter";

export const translatingBlock = (name: string) => `Translating the summary into ${name}…`;
export const translateFirst = (name: string) => `Translate the summary into ${name} first, or choose English.`;
export const differencesToCheck = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "difference" : "differences"} in the translation before sending.`;

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
  if (busy === "translate") return { reason: translatingBlock(nameOf(chosen)) };
  const made = translation?.language ?? ENGLISH;
  if (made !== chosen)
    return { reason: chosen === ENGLISH ? translateFirst(nameOf(made)) : translateFirst(nameOf(chosen)) };
  if (!translation) return null;
  if (translation.outdated) return { reason: TRANSLATION_OUTDATED };
  const open = translation.flags.filter(isOpenFlag).length;
  if (open > 0) return { reason: differencesToCheck(open) };
  if (translation.interpreterNote && !translation.interpreterCheck) {
    return { reason: interpreterCheckRequired(translation.languageName) };
  }
  return null;
}

/**
 * The patient's language on a send panel (issue 23): the choice (English by default, the language remembered for the
 * address once it is entered), the translation made for it and the clinician's review of it. `row` is the summaries
 * row the translation lives on (a transcription has none until it is first translated or sent); `translate` asks
 * the server for a translation and answers that row; `english`, when given, is the English the translation must have
 * been made from (a transcription's summary can change without the row knowing until it is sent).
 */
export function usePatientTranslation({
  row,
  onRow,
  translate,
  english,
}: {
  row: SummaryView | null;
  onRow: (summary: SummaryView | null) => void;
  translate: (language: string, api: Awaited<ReturnType<typeof calls>>) => Promise<SummaryView | null>;
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
  const [recalled, setRecalled] = useState<string | null>(null);
  const latest = useRef({ onRow, translate, row });
  latest.current = { onRow, translate, row };
  const asked = useRef<string | null>(null);

  // A translation read from the server (a reload, another window) is the language chosen.
  const storedLanguage = stored?.language ?? null;
  useEffect(() => {
    if (storedLanguage) setChosen(storedLanguage);
  }, [storedLanguage]);

  const run = async (
    action: TranslationAction,
    call: (api: Awaited<ReturnType<typeof calls>>) => Promise<SummaryView | null>,
  ) => {
    setBusy(action);
    setError(null);
    try {
      const next = await call(await calls());
      latest.current.onRow(next);
      return true;
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Please try again.";
      setError(message);
      notify.error(action === "translate" ? "Translation Failed" : "Error", message);
      // Changed elsewhere (another window, a send): show what is true now.
      const status = (failure as { status?: number }).status;
      const id = latest.current.row?.id;
      if (status === 409 && id) {
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
    setRecalled(null);
    if (email) remember(email, language);
    if ((latest.current.row?.translation?.language ?? ENGLISH) === language && !stale) return true;
    return run("translate", (api) => latest.current.translate(language, api));
  };

  const current = translation;
  const guard = () => {
    const id = latest.current.row?.id;
    if (!id || !current) throw new Error("This summary has no translation. Translate it first.");
    return { id, revision: latest.current.row?.revision ?? 1, updatedAt: current.updatedAt };
  };

  return {
    chosen,
    translation,
    busy,
    error,
    /** The language remembered for the address just entered, once chosen from it (shown as a hint). */
    recalled,
    offline: translationOffline(),
    block: translationBlock(chosen, translation, busy),
    choose,
    /** The address was entered: the language this clinician chose for it before, chosen again if nothing else was. */
    recall: async (email: string) => {
      const address = email.trim();
      if (!validAddress(address) || asked.current === address.toLowerCase()) return;
      asked.current = address.toLowerCase();
      const answer = await (await calls()).lookupLanguage(address).catch(() => null);
      const language = answer?.language;
      if (!language || language === ENGLISH || chosen !== ENGLISH || latest.current.row?.translation) return;
      const known = patientLanguage(language);
      if (!known || (translationOffline() && !known.offline)) return;
      await choose(language);
      setRecalled(language);
    },
    /** Sent: the address keeps the language it went in. */
    sent: (email: string) => remember(email, translation?.language ?? ENGLISH),
    translateAgain: () => run("translate", (api) => latest.current.translate(chosen, api)),
    edit: (text: string) =>
      run("edit", (api) => {
        const { id, revision, updatedAt } = guard();
        return api.editTranslation(id, { revision, updatedAt, text });
      }),
    /** "This is correct", with the clinician's reason. */
    confirm: (flag: ReviewFlag, reason: string) =>
      run("confirm", (api) => {
        const { id, revision, updatedAt } = guard();
        return api.confirmTranslationFlags(id, { revision, updatedAt, flags: [flagKey(flag)], reason });
      }),
    confirmInterpreter: () =>
      run("interpreter", (api) => {
        const { id, revision, updatedAt } = guard();
        return api.confirmInterpreter(id, { revision, updatedAt, confirmed: true });
      }),
  };
}

export type PatientTranslation = ReturnType<typeof usePatientTranslation>;
