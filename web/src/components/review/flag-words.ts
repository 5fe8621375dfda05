import { formatLong } from "#contracts/format-date";
import type { ClaimKind, FlagVerdict, ReviewFlag } from "#contracts/review-flags";

/** What the clinician's text was checked against: a summary's documents, or a transcription's recording. */
export type FlagSource = "documents" | "recording";

/** Flags stored before issue 18 carry no verdict: they were numbers or medicines the documents did not have. */
export const verdictOf = (flag: Pick<ReviewFlag, "verdict">): FlagVerdict => flag.verdict ?? "unsupported";

/** Each verdict in plain words, for a clinician between patients. */
export const VERDICT_WORDS: Record<FlagVerdict, string> = {
  contradicted: "Says the opposite of the source",
  unsupported: "Not in the source",
  low_confidence: "Unclear in the recording",
  omitted: "Missing from the summary",
};

export const KIND_WORDS: Record<ClaimKind, string> = {
  medication: "Medicine",
  allergy: "Allergy",
  diagnosis: "Diagnosis",
  test: "Test",
  followup: "Follow-up",
  warning: "Warning sign",
  limit: "Limit",
  number: "Number",
  dose: "Dose",
  date: "Date",
};

/** A kind a later checker adds reads as "Fact" rather than as its code. */
export const kindWords = (kind: string) => KIND_WORDS[kind as ClaimKind] ?? "Fact";

/** The flag's own reason, or what its verdict means when it has none (flags stored before issue 18). */
export function reasonOf(flag: ReviewFlag, source: FlagSource): string {
  if (flag.reason) return flag.reason;
  const where = source === "recording" ? "the recording" : "the documents";
  switch (verdictOf(flag)) {
    case "contradicted":
      return `${where.charAt(0).toUpperCase()}${where.slice(1)} say otherwise.`;
    case "low_confidence":
      return "The recogniser was unsure of these words.";
    case "omitted":
      return `This is in ${where} but not in the summary.`;
    default:
      return `This was not found in ${where}.`;
  }
}

/** "2 to check" on a list row; "1 to check" for one. */
export const toCheckLabel = (count: number) => `${count} to check`;

/** Beside a disabled Send. */
export const factsToCheck = (count: number) => `${count} ${count === 1 ? "fact" : "facts"} to check before sending`;

/** Who dealt with a resolved flag, how and when, in one line ("Accepted by Dr Lee on Nov 24, 2026 10:00"). */
export function resolutionLine(flag: ReviewFlag): string {
  const resolution = flag.resolution;
  const by = resolution ? resolution.by : (flag.confirmedBy ?? null);
  const at = resolution ? resolution.at : flag.confirmedAt;
  const how =
    resolution?.action === "edited"
      ? "Corrected in the text"
      : resolution?.action === "removed"
        ? "Removed from the text"
        : "Accepted as correct";
  return [how, by ? `by ${by}` : "", at ? `on ${formatLong(at)}` : ""].filter(Boolean).join(" ");
}
