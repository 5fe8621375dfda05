import { api } from "../api/client";
import { notify } from "../hooks/useToast";

export const EXPORT_FAILED = "Export Failed";

/**
 * "Export for EHR" (issue 24): fetches the record's FHIR R4 Bundle through the API client and saves it as
 * summary-<id>.json or transcription-<id>.json, the server's file name, which carries no patient data. Loaded on the
 * first click, so the pages' first load does not grow.
 */
export async function downloadFhirBundle(kind: "summaries" | "transcriptions", id: string): Promise<void> {
  let bundle: unknown;
  try {
    bundle = await api.exportFhir(kind, id);
  } catch (error) {
    notify.error(EXPORT_FAILED, error instanceof Error ? error.message : undefined);
    return;
  }
  const blob = new Blob([JSON.stringify(bundle, null, 2)], { type: "application/fhir+json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${kind === "summaries" ? "summary" : "transcription"}-${id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; the address can go at once in Chromium, later elsewhere.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
