import type { ListSummariesQuery, SummaryListItem, SummaryListPage } from "#contracts/summaries";
import type { Clock } from "../account/account";
import { InvalidInput } from "../shared/errors";
import type { SummaryListRecord, SummaryRecord, SummaryStore } from "./ports";
import { toView } from "./summaries";

export const INVALID_CURSOR = "This list position is no longer valid. Please reload the list.";
const ULID = /^[0-9a-hjkmnp-tv-z]{26}$/;

/** Opaque to clients: the id of the last row shown. It only positions a query inside the caller's own partition. */
export const encodeCursor = (afterId: string) => Buffer.from(afterId, "utf8").toString("base64url");

export function decodeCursor(cursor: string): string {
  const id = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  if (!ULID.test(id)) throw new InvalidInput(INVALID_CURSOR, { next: INVALID_CURSOR });
  return id;
}

/**
 * A list row. It goes through toView, so status rules (delivery status, deadlines) are the detail view's; the
 * projection has no text, chat, flags or files, and the row carries none of them.
 */
export function toListItem(record: SummaryListRecord, nowMs: number): SummaryListItem {
  const view = toView(record as SummaryRecord, nowMs);
  return {
    id: view.id,
    patientName: view.patientName,
    originalFilename: view.originalFilename,
    status: view.status,
    sentAt: view.sentAt ?? null,
    createdAt: view.createdAt,
    expiresAt: view.expiresAt,
    deliveryStatus: view.deliveryStatus,
    openFlags: view.sentAt ? 0 : (record.openFlags ?? 0),
    ...(record.sample ? { sample: true } : {}),
  };
}

/** GET /summaries: one page, newest first. */
export async function listSummaryPage(
  store: SummaryStore,
  sub: string,
  clock: Clock,
  query: ListSummariesQuery,
): Promise<SummaryListPage> {
  const after = query.next === undefined ? undefined : decodeCursor(query.next);
  const nowMs = clock.now().getTime();
  const page = await store.listSummaries(sub, nowMs, { limit: query.limit, after });
  return {
    summaries: page.items.map((item) => toListItem(item, nowMs)),
    next: page.after ? encodeCursor(page.after) : null,
  };
}
