import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { RECENT_KEPT, type RecentRow, recentAfter, sameRow } from "#core/dashboard/recent";
import { TRANSCRIPTION_LIST_FIELDS } from "#core/transcriptions/ports";
import { db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";
import { livePage } from "./live-lists";
import { SUMMARY_LIST_FIELDS } from "./summaries";

/**
 * The item that keeps each kind's newest list rows for the dashboard (core/dashboard/recent.ts), written only by the
 * table's stream (jobs/dashboard-counts.ts) and read in the dashboard's batch (adapters/store/dashboard.ts).
 */

export type RecentKind = "summaries" | "transcriptions";
export type RecentLists = Record<RecentKind, RecentRow[]>;

const FAMILIES = {
  summaries: { of: keys.summariesOf, fields: SUMMARY_LIST_FIELDS },
  transcriptions: { of: keys.transcriptionsOf, fields: TRANSCRIPTION_LIST_FIELDS },
} as const;
const KINDS = Object.keys(FAMILIES) as RecentKind[];

/** Which kind a stored item's sort key belongs to, if it is a summary or transcription record. */
export function recentKindOf(sk: unknown): RecentKind | undefined {
  return KINDS.find((kind) => typeof sk === "string" && sk.startsWith(FAMILIES[kind].of("").skPrefix));
}

/** A record image as its list row: the fields a list query projects, no more (never text, chat or files). */
export function recentRowOf(kind: RecentKind, image: Record<string, unknown> | undefined): RecentRow | undefined {
  if (!image) return undefined;
  const row = Object.fromEntries(FAMILIES[kind].fields.flatMap((f) => (image[f] === undefined ? [] : [[f, image[f]]])));
  return typeof row.id === "string" && typeof row.createdAt === "string" ? (row as RecentRow) : undefined;
}

/** The kept rows of an item read with the dashboard's batch, or undefined when the stream has not written it yet. */
export function recentListsOf(item: Record<string, unknown> | undefined): RecentLists | undefined {
  if (!item) return undefined;
  return Object.fromEntries(
    KINDS.map((kind) => [kind, Array.isArray(item[kind]) ? (item[kind] as RecentRow[]) : []]),
  ) as RecentLists;
}

/** The newest live rows of one kind, read from the table itself (strongly consistent: the stream just changed it). */
async function newestOf(sub: string, kind: RecentKind, nowMs: number): Promise<RecentRow[]> {
  const page = { limit: RECENT_KEPT, cutoffByCaller: true, consistent: true };
  return (await livePage<RecentRow>(FAMILIES[kind].of(sub), FAMILIES[kind].fields, nowMs, page, undefined)).items;
}

/** One record's change as the stream saw it: its list row now, undefined once it is gone. */
export interface RecentChange {
  kind: RecentKind;
  id: string;
  after: RecentRow | undefined;
}

const ATTEMPTS = 5;

/**
 * Applies a batch of one clinician's record changes to the kept rows, guarded by the item's revision: a write made
 * meanwhile by another stream batch makes this one read again and redo its changes. The item exists only while it
 * keeps a row, and lives no longer than its newest record (its expiresAt is the latest of theirs).
 */
export async function applyRecentChanges(sub: string, changes: RecentChange[], nowMs: number): Promise<boolean> {
  if (changes.length === 0) return false;
  const key = keys.recentRecords(sub);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const kept = recentListsOf(Item);
    const lists: RecentLists = kept
      ? { ...kept }
      : {
          summaries: await newestOf(sub, "summaries", nowMs),
          transcriptions: await newestOf(sub, "transcriptions", nowMs),
        };
    for (const change of changes) {
      const next = recentAfter(lists[change.kind], change.id, change.after, nowMs);
      if (next === "refill") lists[change.kind] = await newestOf(sub, change.kind, nowMs);
      else if (next) lists[change.kind] = next;
    }
    const unchanged = kept && KINDS.every((k) => sameLists(kept[k], lists[k]));
    const empty = KINDS.every((k) => lists[k].length === 0);
    if (unchanged || (!Item && empty)) return false;
    const revision = Number(Item?.revision ?? 0);
    const guard = Item
      ? {
          ConditionExpression: "#revision = :revision",
          ExpressionAttributeNames: { "#revision": "revision" },
          ExpressionAttributeValues: { ":revision": revision },
        }
      : { ConditionExpression: "attribute_not_exists(pk)" };
    const write = empty
      ? db().send(new DeleteCommand({ TableName: tableName(), Key: key, ...guard }))
      : db().send(new PutCommand({ TableName: tableName(), Item: itemOf(key, lists, revision + 1), ...guard }));
    if (await conditionalWrite(write)) return true;
  }
  throw new Error("the dashboard's recent records changed under every attempt");
}

function sameLists(a: RecentRow[], b: RecentRow[]): boolean {
  return a.length === b.length && a.every((row, i) => sameRow(row, b[i]));
}

function itemOf(key: { pk: string; sk: string }, lists: RecentLists, revision: number) {
  const expiries = KINDS.flatMap((k) => lists[k].map((row) => row.expiresAt));
  // A row kept forever keeps the item; otherwise it goes with the newest of its records at the latest.
  const expiresAt = expiries.some((e) => e === undefined) ? undefined : Math.max(...(expiries as number[]));
  return { ...key, entity: "recentRecords", ...lists, revision, ...(expiresAt ? { expiresAt } : {}) };
}
