import type * as z from "zod/mini";
import { issueMessage } from "../contracts/issue-messages";
import { InvalidInput } from "../core/shared/errors";

/** A GET route's query string checked by its contract; the first problem is the answer's message, as for bodies. */
export function parseQuery<S extends z.ZodMiniType>(
  schema: S,
  raw: Record<string, string | undefined> | undefined,
): z.infer<S> {
  const parsed = schema.safeParse(raw ?? {}, { error: issueMessage });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join(".") || "query", issue.message]),
  );
  throw new InvalidInput(parsed.error.issues[0]?.message ?? "Invalid request.", fields);
}
