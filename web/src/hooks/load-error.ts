import { ApiError } from "../api/http";
import { notify } from "./useToast";

/**
 * Why a list could not be read. 'expired': the API refused the sign-in (Amplify could not refresh it), so only
 * signing in again helps; 'failed': anything else (offline, the API down), which Retry may fix. Neither is an empty
 * account, so neither may be shown as one.
 */
export type LoadError = "failed" | "expired";
export type ListKind = "summaries" | "transcriptions" | "activity";

/** The spec's texts (section 8), verbatim. */
export const LOAD_ERROR_TEXTS: Record<ListKind, Record<LoadError, string>> = {
  summaries: {
    failed: "Failed to load summaries",
    expired: "Please log in again to view your summaries",
  },
  transcriptions: {
    failed: "Failed to load transcriptions",
    expired: "Please log in again to view your transcriptions.",
  },
  // Issue 24's Activity page, in the same words as the lists'.
  activity: {
    failed: "Failed to load activity",
    expired: "Please log in again to view your activity.",
  },
};

/** A 401 is the API Gateway JWT authorizer (or the local gateway) refusing a missing or expired token. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function loadErrorOf(error: unknown): LoadError {
  return isSessionExpired(error) ? "expired" : "failed";
}

/** The toast that goes with a failed load (the page also says it where the list would be). */
export function notifyLoadError(kind: ListKind, error: LoadError): void {
  if (error === "expired") notify.error("Authentication Error", LOAD_ERROR_TEXTS[kind].expired);
  else notify.error("Error", LOAD_ERROR_TEXTS[kind].failed);
}
