import { useEffect, useState } from "react";
import type { SummaryView } from "#contracts/summaries";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { usePatientTranslation } from "./usePatientTranslation";

/**
 * A transcription's patient language (issue 23, decision 382): its translation lives on the summaries row it is sent
 * as, made on the first translation. An unsent row from before is read once, so a translation made earlier shows.
 */
export function useTranscriptionTranslation(view: TranscriptionView) {
  const [row, setRow] = useState<SummaryView | null>(null);
  const rowId = view.patientSummarySentAt ? null : (view.translationRowId ?? null);
  useEffect(() => {
    if (!rowId) return;
    let live = true;
    void import("../api/translation")
      .then((m) => m.translationApi.getSummary(rowId))
      .then((summary) => {
        if (live) setRow(summary);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [rowId]);
  return usePatientTranslation({
    row,
    onRow: setRow,
    translate: (language, api) => api.translateTranscription(view.id, language),
    english: view.patientSummary,
  });
}
