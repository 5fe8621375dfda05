import * as z from "zod/mini";
import type { EmailOutcome } from "./delivery";
import type { RegenerationView, VersionMeta } from "./review";
import type { ReviewFlag } from "./review-flags";
import { hasUnprintable } from "./text";
import type { TranslationView } from "./translation";

/** Spec section 5: 10 MB each; pdf, doc, docx, txt, jpeg, jpg, png. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const FILE_TOO_LARGE = "File size must be less than 10MB";
export const FILE_TYPE_NOT_SUPPORTED = "File type not supported";

export const DOCUMENT_TYPES: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "text/plain": ["txt"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
};

export function extensionOf(name: string): string {
  return name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
}

/** The content type we store for a file: from its extension, so a browser's empty or odd type does not matter. */
export function documentTypeOf(name: string): string | undefined {
  const ext = extensionOf(name);
  return Object.entries(DOCUMENT_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
}

/** Schemas are built on their first parse (`z.lazy`), like the settings schemas (decision 233). */
const fileName = () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    z.refine((name) => !hasUnprintable(name), "File names cannot contain control or text-direction characters."),
  );

export const uploadRequestSchema = z.lazy(() =>
  z.object({
    files: z
      .array(z.object({ name: fileName(), size: z.number().check(z.int(), z.nonnegative()) }))
      .check(
        z.minLength(1, "Please upload at least one document first."),
        z.maxLength(10, "Upload at most 10 documents at a time."),
      ),
  }),
);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export interface PresignedUpload {
  key: string;
  name: string;
  contentType: string;
  url: string;
  fields: Record<string, string>;
}

/** A key exactly as `planUploads` issues it: incoming/<sub>/<ulid>/<safe name>; no `..`, `%`, `\` or extra folder. */
export const ISSUED_UPLOAD_KEY =
  /^incoming\/[A-Za-z0-9-]+\/[0-7][0-9a-hjkmnp-tv-z]{25}\/(?!\.{1,2}$)[A-Za-z0-9._-]{1,120}$/;

export const createSummaryRequestSchema = z.lazy(() =>
  z.object({
    files: z
      .array(
        z.object({
          key: z.string().check(z.maxLength(500), z.regex(ISSUED_UPLOAD_KEY, "Upload not found")),
          name: fileName(),
        }),
      )
      .check(z.minLength(1, "Please upload at least one document first."), z.maxLength(10)),
    instructions: z._default(z.optional(z.string().check(z.maxLength(4000))), ""),
  }),
);
export type CreateSummaryRequest = z.infer<typeof createSummaryRequestSchema>;

export const chatRequestSchema = z.lazy(() => z.object({ message: z.string().check(z.maxLength(2000)) }));

export type SummaryStatus = "processing" | "ready" | "failed";
/** "queued": waiting in line for the AI job to start (decision 366); the screens say "Waiting in line". */
export type SummaryStage = "queued" | "reading" | "writing" | "checking" | "done";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

/** Kept as a name for the review flags (lambdas/contracts/review-flags.ts) the claim checker raises (issue 18). */
export type FaithfulnessFlag = ReviewFlag;

export interface SummaryView {
  id: string;
  patientName: string;
  originalFilename: string;
  status: SummaryStatus;
  stage: SummaryStage;
  error: string | null;
  summaryContent: string | null;
  engine: "local" | "bedrock" | null;
  sourceGrade: number | null;
  summaryGrade: number | null;
  targetGrade: number;
  wordCount: number | null;
  /** Shown to the clinician only; the patient portal never returns these. All flags, resolved ones included. */
  flags: ReviewFlag[];
  /** What the clinician should know about how it was made, e.g. '1 of 2 files could not be read: scan.pdf'. */
  notices?: string[];
  patientEmail: string | null;
  sentAt: string | null;
  createdAt: string;
  expiresAt: string | null;
  chatHistory: ChatMessage[];
  /** 'draft' while sentAt is empty, 'delivered' once set (spec section 4). */
  deliveryStatus: "draft" | "delivered";
  /** Clinician review (issue 10): the current version's number, the versions kept, a regeneration under way. */
  revision?: number;
  versions?: VersionMeta[];
  regeneration?: RegenerationView | null;
  /** The version the patient received (what the portal shows), once sent. */
  sentRevision?: number | null;

  /** The feedback request: asked for with the send, when it is due (scheduled ones), and when it went out. */
  followUpRequested?: boolean;
  followUpSent?: boolean;
  followUpDueAt?: string | null;
  followUpSentAt?: string | null;
  /** What SES reported for the summary email (delivered, bounced, marked as spam); null until it reports. */
  emailOutcome?: EmailOutcome | null;
  /** The patient-language translation, checked by back-translation (issue 23); null when it goes in English. */
  translation?: TranslationView | null;
  /**
   * When the patient last sent the care team a question about it (issue 25); absent when none was ever sent, so the
   * page asks for the questions only when there are some (their read is an audit event of its own).
   */
  lastQuestionAt?: string;
}

export type { ListPageQuery as ListSummariesQuery } from "./list-page";
/** GET /summaries?limit=&next=: newest first, after the opaque `next` cursor (the shape every list route shares). */
export { LIST_PAGE_DEFAULT, LIST_PAGE_MAX, listPageQuerySchema as listSummariesQuerySchema } from "./list-page";

/** One row of Past Summaries: a projection, never the summary text, chat history, flags or files. */
export type SummaryListItem = Pick<
  SummaryView,
  "id" | "patientName" | "originalFilename" | "status" | "sentAt" | "createdAt" | "expiresAt" | "deliveryStatus"
> & {
  /** Flags still to check before it can be sent ("2 to check" on the row). */
  openFlags: number;
  /** A sample record (shown with a "Sample" badge; restorable from Settings). */
  sample?: boolean;
};

export interface SummaryListPage {
  summaries: SummaryListItem[];
  /** Pass back as `next` for the following page; null on the last page. */
  next: string | null;
}
