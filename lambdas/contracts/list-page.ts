import * as z from "zod/mini";

/** A list route's query (GET /summaries, GET /transcriptions): `limit` rows (1 to 100, default 20) after `next`. */
export const LIST_PAGE_DEFAULT = 20;
export const LIST_PAGE_MAX = 100;
export const listPageQuerySchema = z.lazy(() =>
  z.object({
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int("limit must be a whole number."),
          z.gte(1, "limit must be at least 1."),
          z.lte(LIST_PAGE_MAX, `limit must be at most ${LIST_PAGE_MAX}.`),
        ),
      LIST_PAGE_DEFAULT,
    ),
    next: z.optional(z.string().check(z.maxLength(200))),
  }),
);
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
