import * as z from "zod/mini";
import { AUDIT_ACTION_NAMES } from "./audit-view";
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from "./list-page";

export * from "./audit-view";

/** The History and Activity routes' queries (the views and labels, which the web reads, are in audit-view.ts). */
const limit = () =>
  z._default(
    z.coerce
      .number()
      .check(
        z.int("limit must be a whole number."),
        z.gte(1, "limit must be at least 1."),
        z.lte(LIST_PAGE_MAX, `limit must be at most ${LIST_PAGE_MAX}.`),
      ),
    LIST_PAGE_DEFAULT,
  );
const cursor = () => z.optional(z.string().check(z.maxLength(200)));
const day = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/, `${name} must be a date (YYYY-MM-DD).`)));

export const historyQuerySchema = z.lazy(() => z.object({ limit: limit(), next: cursor() }));

export const activityQuerySchema = z.lazy(() =>
  z.object({
    limit: limit(),
    next: cursor(),
    from: day("from"),
    to: day("to"),
    action: z.optional(z.enum(AUDIT_ACTION_NAMES, "action is not one the trail records.")),
    /** "summary" or "transcription", or one record as "summary:<id>". */
    record: z.optional(
      z
        .string()
        .check(
          z.regex(/^(summary|transcription)(:[0-9a-z]{26})?$/, "record must be summary, transcription or type:id."),
        ),
    ),
  }),
);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
