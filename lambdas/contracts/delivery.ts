import * as z from "zod/mini";
import type { CareTeamQuestionView } from "./care-team";
import { hasUnprintable } from "./text";

/** Spec section 5: text, @, text, dot, text, no spaces (nor invisible control or format characters). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

/** Schemas are built on their first parse (`z.lazy`), like the settings schemas (decision 233). */
export const sendSummaryRequestSchema = z.lazy(() =>
  z.object({
    patientEmail: z.string().check(
      z.trim(),
      z.minLength(1, "Please enter the patient's email address."),
      z.maxLength(254),
      z.regex(EMAIL_PATTERN, "Please enter a valid email address."),
      z.refine((address) => !hasUnprintable(address), "Please enter a valid email address."),
    ),
    followUp: z._default(z.boolean(), true),
    /** Chosen by the browser per click; a retried request with the same key sends nothing twice. */
    idempotencyKey: z.uuid(),
  }),
);
export type SendSummaryRequest = z.infer<typeof sendSummaryRequestSchema>;

/**
 * What SES reported for the patient's summary email (issue 22, part 4): delivered to the patient's mail server, a
 * permanent bounce, or the patient marked it as spam. Absent until SES reports; a corrected address starts again.
 */
export type EmailOutcome = "delivered" | "bounced" | "complained";

/** How the clinician sees each outcome, on the summary and the transcription. */
export const EMAIL_OUTCOME_TEXT: Record<EmailOutcome, string> = {
  delivered: "Delivered",
  bounced: "Bounced: the address does not exist",
  complained: "Marked as spam",
};

/** A corrected address must differ from the one that bounced (SES would suppress it again). */
export const SAME_BOUNCED_ADDRESS = "This address bounced. Please enter a corrected email address.";

export interface SendSummaryResult {
  sentAt: string;
  patientEmail: string;
  summaryEmailSent: true;
  followUpRequested: boolean;
  followUpSent: boolean;
  /** When a scheduled feedback request will go out (decision 200); null when it went at once or was not asked for. */
  followUpDueAt: string | null;
}

const token = () => z.string().check(z.maxLength(100));
const summaryId = () => z.string().check(z.minLength(1), z.maxLength(40));

export const portalRequestSchema = z.lazy(() => z.object({ summaryId: summaryId(), token: token() }));
export const portalChatRequestSchema = z.lazy(() =>
  z.object({ summaryId: summaryId(), token: token(), message: z.string().check(z.maxLength(2000)) }),
);

/** Spec section 3: the portal answers these fields only (never flags or the clinician's chat). */
export interface PortalSummary {
  id: string;
  patient_name: string;
  created_at: string;
  summary_content: string;
  chat_history: [];
  /** Who prepared it ("Dr. Amara Lee at Riverside Family Practice"), null when the clinician set no names. */
  prepared_by: string | null;
  /**
   * The practice's phone as its Settings give it, for the portal's call button (issue 25); null when not given. The
   * portal learns nothing else about the clinician's account.
   */
  practice_phone: string | null;
  /** The emergency number the practice chose for its patients (911 unless it chose another). */
  emergency_number: string;
  /**
   * The translation the summary was sent with (issue 23, part 2), beside the English original in `summary_content`;
   * absent when it was sent in English (the answer is then exactly the spec's fields).
   */
  translation?: PortalTranslation;
  /** The patient's questions to the care team and the replies (issue 25), oldest first; absent when none was sent. */
  questions?: CareTeamQuestionView[];
}

/** `POST /portal/chat`'s answer. */
export interface PortalChatReply {
  reply: string;
  /**
   * The sentences of the summary (English, `summary_content`) the answer relies on, by their numbers in
   * `summarySentences` (issue 25, part 5). Optional: a client that does not read it is answered as before.
   */
  sources?: number[];
  /** The summary does not cover the question, so the portal offers to send it to the care team (issue 25). */
  notCovered?: boolean;
}

export interface PortalTranslation {
  language: string;
  /** As the patient knows it: "Español", "العربية". */
  native_name: string;
  dir: "ltr" | "rtl";
  text: string;
}

const stars = () => z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))));

export const feedbackRequestSchema = z.lazy(() =>
  z.object({
    session: z.string().check(z.minLength(1), z.maxLength(100)),
    summary: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
    usedChatbox: z.optional(z.nullable(z.enum(["yes", "no"]))),
    chatboxRating: stars(),
    clarityRating: stars(),
    usefulnessRating: stars(),
    accuracyRating: stars(),
    overallRating: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(10)))),
    comment: z.optional(z.nullable(z.string().check(z.maxLength(5000)))),
  }),
);
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** The feedback page asks whether its link can still be used before showing any question. */
export const feedbackSessionRequestSchema = z.lazy(() =>
  z.object({ session: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

export interface PublicStats {
  totalSummaries: number;
  patientsImpacted: number;
  /** Out of 10, one decimal; null without ratings. */
  averageRating: number | null;
  providers: number;
}
