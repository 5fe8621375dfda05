import { isLive } from "../records/retention";

/** One summary's line in the clinician's open-questions index (the dashboard reads it with its counters). */
export interface OpenQuestionsEntry {
  count: number;
  askedAt: string;
  patientName: string;
  /** The summary's expiry: an entry is not shown past it, even before the stream removes it. */
  expiresAt?: number;
}

type Image = Record<string, unknown> | undefined;

function entryOf(image: Image): OpenQuestionsEntry | null {
  if (image?.entity !== "summary") return null;
  const count = Number(image.openQuestions ?? 0);
  if (!(count > 0)) return null;
  return {
    count,
    askedAt: String(image.lastQuestionAt ?? ""),
    patientName: String(image.patientName ?? ""),
    ...(typeof image.expiresAt === "number" ? { expiresAt: image.expiresAt } : {}),
  };
}

/**
 * What one stream record changes in the index: the summary's entry as its new image says (null: removed), or
 * undefined when nothing shown changed. Deleted and expired summaries leave the index here, whichever way they went.
 */
export function openQuestionsChange(
  before: Image,
  after: Image,
): { summaryId: string; entry: OpenQuestionsEntry | null } | undefined {
  const image = after ?? before;
  if (image?.entity !== "summary" || typeof image.id !== "string") return undefined;
  const was = entryOf(before);
  const now = entryOf(after);
  if (JSON.stringify(was) === JSON.stringify(now)) return undefined;
  return { summaryId: image.id, entry: now };
}

/** The dashboard's card: how many questions wait, and the summaries they wait on, most recently asked first. */
export function openQuestionsView(entries: Array<OpenQuestionsEntry & { id: string }>, nowMs: number, shown = 5) {
  const live = entries.filter((e) => e.count > 0 && isLive(e, nowMs));
  return {
    open: live.reduce((sum, e) => sum + e.count, 0),
    summaries: live
      .sort((a, b) => b.askedAt.localeCompare(a.askedAt))
      .slice(0, shown)
      .map((e) => ({ id: e.id, patientName: e.patientName, count: e.count, askedAt: e.askedAt })),
  };
}
