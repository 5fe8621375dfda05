/**
 * Failure texts the API and the web share. The spec has none for an outage or a lost connection; these say what
 * happened and what to do, in the style of its other toasts.
 */
export const SERVICE_BUSY_MESSAGE = "The service is busy. Please try again in a moment.";
export const CONNECTION_FAILED_MESSAGE =
  "Could not reach ClearNote. Please check your internet connection and try again.";
export const UNEXPECTED_FAILURE_MESSAGE = "Something went wrong. Please try again.";
