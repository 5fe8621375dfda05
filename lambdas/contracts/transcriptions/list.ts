import type { TranscriptionView } from "./view";

/** Past Transcriptions: GET /transcriptions?limit&next. */

export type { ListPageQuery as ListTranscriptionsQuery } from "../list-page";
/** GET /transcriptions?limit=&next=: newest first, after the `next` cursor (the shape every list route shares). */
export { listPageQuerySchema as listTranscriptionsQuerySchema } from "../list-page";

/** One row of Past Transcriptions: never the transcript, notes or summary text. */
export type TranscriptionListItem = Pick<
  TranscriptionView,
  | "id"
  | "patientName"
  | "originalFilename"
  | "audioDuration"
  | "status"
  | "stage"
  | "error"
  | "patientSummaryStatus"
  | "patientSummarySentAt"
  | "createdAt"
  | "expiresAt"
> & {
  /** Flags on the patient summary still to check before it can be sent. */
  openFlags: number;
  /** A sample record (shown with a "Sample" badge; restorable from Settings). */
  sample?: boolean;
};

export interface TranscriptionListPage {
  transcriptions: TranscriptionListItem[];
  /** Pass back as `next` for the following page; null on the last page. */
  next: string | null;
}
