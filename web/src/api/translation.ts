import type { PatientLanguageAnswer } from "#contracts/patient-language";
import type { SummaryView } from "#contracts/summaries";
import type {
  ConfirmInterpreterRequest,
  ConfirmTranslationFlagsRequest,
  EditTranslationRequest,
  TranslateRequest,
} from "#contracts/translation";
import { request } from "./http";

/**
 * The patient-language calls (issue 23), apart from the main client: they are fetched on the clinician's first
 * language action (hooks/usePatientTranslation.ts), so the pages' first load does not carry them.
 */
const summaryPath = (id: string, rest: string) => `/summaries/${encodeURIComponent(id)}/translation${rest}`;
const summaryOf = (method: string, url: string, body: unknown) =>
  request<{ summary: SummaryView }>(method, url, body).then((r) => r.summary);

export const translationApi = {
  translateSummary: (id: string, input: TranslateRequest) => summaryOf("POST", summaryPath(id, ""), input),
  /** A transcription's patient summary, on the summaries row it is sent as; null: English and no row yet. */
  translateTranscription: (id: string, language: string) =>
    request<{ summary: SummaryView | null }>("POST", `/transcriptions/${encodeURIComponent(id)}/translation`, {
      language,
    }).then((r) => r.summary),
  editTranslation: (id: string, input: EditTranslationRequest) => summaryOf("PUT", summaryPath(id, ""), input),
  confirmTranslationFlags: (id: string, input: ConfirmTranslationFlagsRequest) =>
    summaryOf("POST", summaryPath(id, "/flags/confirm"), input),
  confirmInterpreter: (id: string, input: ConfirmInterpreterRequest) =>
    summaryOf("POST", summaryPath(id, "/interpreter"), input),
  getSummary: (id: string) =>
    request<{ summary: SummaryView }>("GET", `/summaries/${encodeURIComponent(id)}`).then((r) => r.summary),
  lookupLanguage: (email: string) => request<PatientLanguageAnswer>("POST", "/patient-language/lookup", { email }),
  rememberLanguage: (email: string, language: string) =>
    request<PatientLanguageAnswer>("PUT", "/patient-language", { email, language }),
};
