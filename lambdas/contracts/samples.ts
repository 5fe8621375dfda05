import * as z from "zod/mini";

/**
 * POST /samples/restore replaces the clinician's sample records, so it asks for an explicit `{ "confirm": true }`:
 * a stray or malformed request restores nothing.
 */
export const restoreSamplesRequestSchema = z.lazy(() => z.strictObject({ confirm: z.literal(true) }));
export type RestoreSamplesRequest = z.infer<typeof restoreSamplesRequestSchema>;

export interface RestoreSamplesResult {
  restored: { summaries: number; transcriptions: number; removed: number };
}
