import type * as z from "zod/mini";
import { type SendSummaryResult, sendSummaryRequestSchema } from "../delivery";

/** POST /transcriptions/{id}/send (spec section 7): insert a summaries row, send it, update the transcription. */

/** Same fields and texts as sending a summary: 'Email Required' / 'Invalid Email' messages, follow-up, key. */
export const sendTranscriptionRequestSchema = sendSummaryRequestSchema;
export type SendTranscriptionRequest = z.input<typeof sendTranscriptionRequestSchema>;

export interface SendTranscriptionResult extends SendSummaryResult {
  /** The summaries row that carries it (Past Summaries, portal, chat, feedback). */
  summaryId: string;
}

/** Spec section 7: original_filename of the summaries row made from a transcription. */
export const fromTranscriptionFilename = (id: string) => `From transcription ${id}`;
