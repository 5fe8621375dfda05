/**
 * One log-safe line for an error: its type, code and where it was thrown, never its message, because messages
 * from libraries can quote their input (a JSON snippet, a line of a document) and logs must hold no patient data.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `non-error value (${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const frame = error.stack
    ?.split("\n")
    .find((line) => line.trimStart().startsWith("at "))
    ?.trim();
  return [error.name, typeof code === "string" ? `(${code})` : "", frame ?? ""].filter(Boolean).join(" ");
}
