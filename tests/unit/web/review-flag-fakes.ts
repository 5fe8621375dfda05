import type { ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";

/** A discharge summary as the engine might write it, with one of each kind of problem the checker reports. */
export const SUMMARY_TEXT = [
  "Hello Ada.",
  "",
  "## Your medicines",
  "- Stop taking apixaban 5 mg twice a day.",
  "- Continue metformin 850 mg with breakfast.",
  "",
  "## When to get help",
  "Call 999 if you have chest pain.",
  "",
].join("\n");

export const CONTRADICTED: ReviewFlag = {
  kind: "medication",
  value: "Stop taking apixaban",
  verdict: "contradicted",
  reason: "The letter says start apixaban; the summary says stop.",
  evidence: [{ quote: "Start apixaban 5 mg twice daily." }],
};

export const UNSUPPORTED: ReviewFlag = {
  kind: "dose",
  value: "850 mg",
  verdict: "unsupported",
  reason: "No metformin dose of 850 mg in the letter.",
  evidence: [{ quote: "Continue metformin 500 mg twice daily." }],
};

export const OMITTED: ReviewFlag = {
  kind: "warning",
  value: "Weigh yourself every morning; call if up 2 kg in 3 days",
  verdict: "omitted",
  reason: "A warning sign in the letter is not in the summary.",
  evidence: [{ quote: "Daily weights: contact the team if weight rises 2 kg over 3 days." }],
};

export const LOW_CONFIDENCE: ReviewFlag = {
  kind: "followup",
  value: "in 14 hours",
  verdict: "low_confidence",
  reason: "The recogniser was unsure of “fourteen eight”.",
  evidence: [{ quote: "follow up in fourteen eight hours", start: 42.4, end: 44.1, segmentId: "s7" }],
};

export const ACCEPTED: ReviewFlag = {
  kind: "number",
  value: "999",
  verdict: "unsupported",
  reason: "999 is not in the letter.",
  resolution: { action: "accepted", reason: "UK emergency number", by: "Dr Lee", at: "2026-11-24T10:00:00.000Z" },
};

export function reviewedSummary(patch: Partial<SummaryView> = {}): SummaryView {
  return {
    id: "sum-1",
    patientName: "Ada Lovelace",
    originalFilename: "discharge.pdf",
    status: "ready",
    stage: "done",
    error: null,
    summaryContent: SUMMARY_TEXT,
    engine: "local",
    sourceGrade: 11,
    summaryGrade: 6,
    targetGrade: 8,
    wordCount: 30,
    flags: [CONTRADICTED, UNSUPPORTED, OMITTED, ACCEPTED],
    patientEmail: null,
    sentAt: null,
    createdAt: "2026-11-24T09:00:00.000Z",
    expiresAt: null,
    chatHistory: [],
    deliveryStatus: "draft",
    revision: 3,
    versions: [],
    regeneration: null,
    ...patch,
  };
}
