import type { ReviewFlag } from "#contracts/review-flags";
import { checkClaims } from "#core/claims/check";
import type { SourceWord, TranscriptSource } from "#core/claims/types";

/** The checker on a document source; a patient summary unless told otherwise. */
export function check(source: string, output: string, audience: "patient" | "clinician" = "patient"): ReviewFlag[] {
  return checkClaims({ output, source: { kind: "document", text: source }, audience });
}

/** What a flag says in one line, for readable expectations: "contradicted medication: Stop taking: Apixaban". */
export const briefly = (flags: ReviewFlag[]) => flags.map((f) => `${f.verdict} ${f.kind}: ${f.value}`);

/**
 * A transcript as a recogniser gives it: each word half a second long, sure (0.95) unless listed in `unsure` with
 * its confidence, ten words a segment.
 */
export function transcript(
  spoken: string,
  unsure: Record<string, number> = {},
  lowConfidenceBelow = 0.5,
): TranscriptSource {
  const words: SourceWord[] = spoken.split(/\s+/).map((raw, i) => {
    const text = raw.replace(/[.,;:]/g, "");
    return {
      text,
      start: i * 0.5,
      end: i * 0.5 + 0.4,
      confidence: unsure[text.toLowerCase()] ?? 0.95,
      segmentId: `s${Math.floor(i / 10) + 1}`,
    };
  });
  return { kind: "transcript", text: spoken, words, lowConfidenceBelow };
}

/** Summary lines under the patient summary's medicines heading. */
export const meds = (lines: string) => `## Your medicines\n${lines}`;

/**
 * The checker's medication flags (and dose flags when asked), in one line each, on a summary whose medicines are
 * `lines`.
 */
export const medicineFlags = (source: string, lines: string, { withDoses = false } = {}) =>
  briefly(check(source, meds(lines))).filter(
    (f) => f.includes(" medication: ") || (withDoses && f.includes(" dose: ")),
  );

/** The checker's flags on a summary whose one-line form mentions `about` ("followup", "omitted warning"). */
export const flagsAbout = (source: string, summary: string, about: string) =>
  briefly(check(source, summary)).filter((f) => f.includes(about));
