/**
 * What the claim checker (lambdas/core/claims/) tells a clinician about a text a patient will read (issue 18): each
 * problem is a flag with the claim, why it was raised and its evidence in the source. The API returns these on
 * summaries and transcriptions; the web shows them; the send gate counts the unresolved ones.
 */

/** What a claim is about. "dose", "number" and "date" are the kinds of flags stored before issue 18. */
export const CLAIM_KINDS = [
  "medication",
  "allergy",
  "diagnosis",
  "test",
  "followup",
  "warning",
  "limit",
  "number",
  "dose",
  "date",
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * - contradicted: the source says otherwise (action reversed, dose, unit or frequency differs, another drug).
 * - unsupported: the source does not have it (a drug, diagnosis or number it never names).
 * - low_confidence: found only in words the recogniser was unsure of.
 * - omitted: a safety item of the source (medication change, allergy, warning sign, follow-up, plan) is missing.
 */
export const FLAG_VERDICTS = ["contradicted", "unsupported", "low_confidence", "omitted"] as const;
export type FlagVerdict = (typeof FLAG_VERDICTS)[number];

/** Where the source says what the flag is about: a quote, and for a recording its time in seconds. */
export interface FlagEvidence {
  /** The source's words, at most 300 characters. */
  quote: string;
  /** Seconds from the start of the recording (transcript evidence only). */
  start?: number;
  end?: number;
  segmentId?: string;
}

/** How a clinician dealt with a flag: who, when, and for an acceptance the one-line reason. */
export interface FlagResolution {
  action: "accepted" | "edited" | "removed";
  /** Required for "accepted" (1-200 characters). */
  reason?: string;
  by: string | null;
  at: string;
}

export interface ReviewFlag {
  kind: ClaimKind;
  /**
   * The claim as it stands in the checked text (highlighted there; an edit that removes it resolves the flag). For
   * an omission, the source item that is missing.
   */
  value: string;
  /** Absent on flags stored before issue 18: read as "unsupported". */
  verdict?: FlagVerdict;
  /** One plain sentence for the clinician: "The source says start apixaban; the summary says stop." */
  reason?: string;
  evidence?: FlagEvidence[];
  resolution?: FlagResolution;
  /** Flags stored before issue 18 were accepted with these (no reason). */
  confirmedAt?: string;
  confirmedBy?: string;
}

/** A flag's identity across edits and requests: verdict, kind and value, ignoring case and spacing. */
export function flagKey(flag: Pick<ReviewFlag, "kind" | "value" | "verdict">): string {
  const value = flag.value.trim().replace(/\s+/g, " ").toLowerCase();
  return flag.verdict ? `${flag.verdict}:${flag.kind}:${value}` : `${flag.kind}:${value}`;
}

/** A flag still stands between the summary and the patient. */
export const isOpenFlag = (flag: Pick<ReviewFlag, "resolution" | "confirmedAt">) =>
  !flag.resolution && !flag.confirmedAt;

export const ACCEPT_REASON_MAX = 200;
