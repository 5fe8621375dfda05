import type { ReviewFlag } from "#contracts/review-flags";

/**
 * Bounds that keep a summary record far below DynamoDB's 400 KB item limit whatever the documents hold
 * (docs/decisions.md, hardening of background jobs). The source text is never stored; what is stored is capped here.
 */

/** Longer sources are refused before any work: about 200 pages, and within a model's context window. */
export const MAX_SOURCE_WORDS = 100_000;
// Grouped by hand: the first toLocaleString of a process loads ICU data (about 17 ms of CPU at every cold start).
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
export const SOURCE_TOO_LONG = `This document is too long to summarise (over ${groupThousands(MAX_SOURCE_WORDS)} words). Please upload a shorter document.`;

/** UTF-8 bytes of summary text kept on the record (a model's answer is about 12 KB; the offline draft less). */
export const MAX_SUMMARY_BYTES = 64 * 1024;
export const SUMMARY_SHORTENED =
  "(The rest of this summary was left out because it was too long. Check the documents.)";

export const MAX_FLAGS = 50;
const MAX_FLAG_CHARS = 60;
export const FLAGS_SHORTENED = `Only the first ${MAX_FLAGS} facts to check are listed.`;

const MAX_ERROR_CHARS = 500;

/** Cuts at a line break below the byte budget and says so, so the clinician never mistakes it for the whole. */
export function boundSummary(text: string): string {
  if (Buffer.byteLength(text, "utf8") <= MAX_SUMMARY_BYTES) return text;
  const budget = MAX_SUMMARY_BYTES - Buffer.byteLength(SUMMARY_SHORTENED, "utf8") - 2;
  const head = Buffer.from(text, "utf8").subarray(0, budget).toString("utf8");
  const cut = head.lastIndexOf("\n");
  // A cut inside a multi-byte character leaves U+FFFD; without a line break, drop it from the end.
  const kept = cut > 0 ? head.slice(0, cut) : head.replace(/\uFFFD+$/, "");
  return `${kept.trimEnd()}\n\n${SUMMARY_SHORTENED}`;
}

const MAX_REASON_CHARS = 300;
const MAX_QUOTE_CHARS = 300;
const MAX_EVIDENCE = 3;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** At most MAX_FLAGS flags, each with a short value, reason and a few short quotes: a record stays small. */
export function boundFlags(flags: ReviewFlag[]): { flags: ReviewFlag[]; shortened: boolean } {
  return {
    flags: flags.slice(0, MAX_FLAGS).map((f) => ({
      kind: f.kind,
      value: cut(f.value, MAX_FLAG_CHARS),
      ...(f.verdict ? { verdict: f.verdict } : {}),
      ...(f.reason ? { reason: cut(f.reason, MAX_REASON_CHARS) } : {}),
      ...(f.evidence
        ? { evidence: f.evidence.slice(0, MAX_EVIDENCE).map((e) => ({ ...e, quote: cut(e.quote, MAX_QUOTE_CHARS) })) }
        : {}),
    })),
    shortened: flags.length > MAX_FLAGS,
  };
}

/** Spec-style notice for files of a batch that gave no text: '1 of 2 files could not be read: scan.pdf'. */
export function unreadableNotice(failed: string[], total: number): string | undefined {
  if (failed.length === 0) return undefined;
  return `${failed.length} of ${total} ${total === 1 ? "file" : "files"} could not be read: ${failed.join(", ")}`;
}

export function boundError(message: string): string {
  return message.length > MAX_ERROR_CHARS ? `${message.slice(0, MAX_ERROR_CHARS)}…` : message;
}
