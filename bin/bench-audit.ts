import { auditItemsOf } from "../lambdas/adapters/store/audit";
import { auditClient } from "../lambdas/core/audit/client";
import {
  type AuditAction,
  type AuditActor,
  type AuditEvent,
  type AuditRecordType,
  POLL_WINDOW_MS,
} from "../lambdas/core/audit/events";
import { routeAudit } from "../lambdas/core/audit/route-actions";

/**
 * `npm run bench:audit` (issue 24): how many audit events one patient journey writes, and what the trail costs per
 * 1,000 clinician actions. The journey's clinician requests are route keys, turned into events by the same
 * derivation the HTTP preset uses (core/audit/route-actions.ts); the patient's and system's events are the ones
 * their code paths write. Item sizes are the stored items' own (adapters/store/audit.ts auditItemsOf), measured with
 * DynamoDB's size rules. A page's polls (decision 440) are recorded once per window: the journey's polls are timed
 * at the page's interval and put through the store's window rule (adapters/store/audit.ts appendPoll), each costing
 * its conditional put whether it opens a window or not. The same journey is also costed with every poll an event
 * (decision 408's count), for comparison. Prints a table and ends; exits 1 past the budget below.
 */

/** DynamoDB Standard table class, on-demand, us-east-1 (aws.amazon.com/dynamodb/pricing, November 2024 prices). */
const PRICE_PER_MILLION_WRITES = 0.625;
const PRICE_PER_GB_MONTH = 0.25;
/** Per item, DynamoDB bills 100 bytes of index overhead on top of the item's own size for storage. */
const STORAGE_OVERHEAD_BYTES = 100;
const KEPT_MONTHS = 72;
/** The web page reads a generating summary again every 1.5 s (hooks/poll-interval.ts); 20 reads is about 30 s. */
const GENERATION_POLLS = 20;
const POLL_EVERY_MS = 1500;
/** A transcription page left open while a long recording is transcribed and its notes written: five minutes. */
const LONG_WAIT_POLLS = 200;
/** Budget: a 1,000-action trail kept six years must cost under a dollar. */
const BUDGET_USD = 1;

type Step =
  | { who: "clinician"; route: string; times?: number; poll?: true }
  | { who: "patient-link" | "system"; action: AuditAction; recordType?: AuditRecordType };

const JOURNEY: Array<[string, Step[]]> = [
  ["upload", [{ who: "clinician", route: "POST /uploads" }]],
  [
    "create and wait",
    [
      { who: "clinician", route: "POST /summaries" },
      { who: "clinician", route: "GET /summaries/{id}", times: GENERATION_POLLS, poll: true },
    ],
  ],
  [
    "review",
    [
      { who: "clinician", route: "POST /summaries/{id}/flags/confirm" },
      { who: "clinician", route: "PUT /summaries/{id}/content" },
    ],
  ],
  [
    "send",
    [
      { who: "clinician", route: "POST /summaries/{id}/send" },
      { who: "system", action: "delivered" },
    ],
  ],
  ["patient opens", [{ who: "patient-link", action: "portal-opened" }]],
  [
    "chat (2 questions)",
    [
      { who: "patient-link", action: "patient-chat" },
      { who: "patient-link", action: "patient-chat" },
    ],
  ],
  ["feedback", [{ who: "patient-link", action: "feedback" }]],
  [
    "clinician checks and deletes",
    [
      { who: "clinician", route: "GET /summaries" },
      { who: "clinician", route: "GET /summaries/{id}" },
      { who: "clinician", route: "DELETE /summaries/{id}" },
    ],
  ],
];

const SUB = "1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b";
const RECORD = "01jf6q8v4z9k2m3n5p7r8s9t0v";
let counter = 0;

function event(actor: AuditActor, action: AuditAction, recordType: AuditRecordType, recordId?: string): AuditEvent {
  counter += 1;
  const clinician = actor.kind === "clinician";
  return {
    id: `01jf6q8v4z${String(counter).padStart(16, "0")}`,
    at: new Date(Date.UTC(2026, 10, 27, 10, 0, counter)).toISOString(),
    owner: SUB,
    actor,
    action,
    recordType,
    ...(recordId ? { recordId } : {}),
    outcome: "0",
    ...(actor.kind === "system" ? {} : { status: 200 }),
    ...(actor.kind === "system"
      ? {}
      : { client: auditClient("203.0.113.7", clinician ? "Chrome/131.0" : "Safari/605 Version/17", "k".repeat(32)) }),
    via: clinician ? "GET-api-summaries-id" : actor.kind === "system" ? "email-outcome" : "POST-api-portal-summary",
  };
}

/** Which of `times` polls, `POLL_EVERY_MS` apart, open a window (are recorded): the store's rule, `until <= at`. */
function pollsRecorded(times: number): boolean[] {
  let until = Number.NEGATIVE_INFINITY;
  return Array.from({ length: times }, (_, i) => {
    const at = i * POLL_EVERY_MS;
    if (until > at) return false;
    until = at + POLL_WINDOW_MS;
    return true;
  });
}

/** A step's events, and the window puts its polls cost beside them (one write unit each, recorded or not). */
function stepOf(step: Step, collapse: boolean): { events: AuditEvent[]; windowPuts: number } {
  if (step.who === "clinician" && step.poll && collapse) {
    const recorded = pollsRecorded(step.times ?? 1).filter(Boolean).length;
    return { events: eventsOf({ ...step, times: recorded }), windowPuts: step.times ?? 1 };
  }
  return { events: eventsOf(step), windowPuts: 0 };
}

function eventsOf(step: Step): AuditEvent[] {
  if (step.who !== "clinician") return [event({ kind: step.who }, step.action, step.recordType ?? "summary", RECORD)];
  const [method, path] = step.route.split(" ");
  const audit = routeAudit(method, path);
  if (!audit) return [];
  const one = () =>
    event(
      { kind: "clinician", sub: SUB },
      audit.action,
      audit.recordType,
      audit.idFrom === "none" ? undefined : RECORD,
    );
  return Array.from({ length: step.times ?? 1 }, one);
}

/** DynamoDB's item size: attribute names and values in UTF-8, numbers by their digits, maps and lists with 3 bytes each. */
function sizeOf(value: unknown): number {
  if (typeof value === "string") return Buffer.byteLength(value, "utf8");
  if (typeof value === "number") return Math.ceil(String(Math.abs(value)).replace(/^0+/, "").length / 2) + 1;
  if (typeof value === "boolean" || value === null) return 1;
  if (Array.isArray(value)) return 3 + value.reduce((n: number, v) => n + 1 + sizeOf(v), 0);
  if (typeof value === "object") {
    return 3 + Object.entries(value as object).reduce((n, [k, v]) => n + Buffer.byteLength(k) + 1 + sizeOf(v), 0);
  }
  return 0;
}
const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + sizeOf(v), 0);

interface Costed {
  rows: Array<[string, number, number]>;
  events: number;
  items: number;
  clinicianRequests: number;
  writeUnitsPerRequest: number;
  bytesPerRequest: number;
  itemsPerRequest: number;
  sixYears: number;
  storageMonth: number;
  writes: number;
  storedGb: number;
}

/**
 * The journey's trail and its cost per 1,000 clinician requests (every request the clinician's pages make, polls
 * included: decision 408's "action", when each was one event), with polls collapsed or each an event.
 */
function costed(collapse: boolean): Costed {
  const rows: Array<[string, number, number]> = [];
  let clinicianItems: Array<Record<string, unknown>> = [];
  let windowPuts = 0;
  let clinicianRequests = 0;
  let events = 0;
  for (const [name, steps] of JOURNEY) {
    const stepEvents: AuditEvent[] = [];
    for (const step of steps) {
      const done = stepOf(step, collapse);
      stepEvents.push(...done.events);
      windowPuts += done.windowPuts;
      if (step.who === "clinician" && routeAudit(...(step.route.split(" ") as [string, string])))
        clinicianRequests += step.times ?? 1;
    }
    events += stepEvents.length;
    rows.push([name, stepEvents.length, stepEvents.reduce((n, e) => n + auditItemsOf(e).length, 0)]);
    clinicianItems = clinicianItems.concat(
      stepEvents.filter((e) => e.actor.kind === "clinician").flatMap(auditItemsOf),
    );
  }
  const bytes = clinicianItems.reduce((n, i) => n + itemBytes(i), 0);
  const writeUnits = clinicianItems.reduce((n, i) => n + Math.ceil(itemBytes(i) / 1024), 0) + windowPuts;
  const writes = (1000 * (writeUnits / clinicianRequests) * PRICE_PER_MILLION_WRITES) / 1_000_000;
  // The window items live a day (their own TTL): nothing of them is kept for the six years.
  const storedGb = (1000 * (bytes + clinicianItems.length * STORAGE_OVERHEAD_BYTES)) / clinicianRequests / 1024 ** 3;
  const storageMonth = storedGb * PRICE_PER_GB_MONTH;
  return {
    rows,
    events,
    items: rows.reduce((n, [, , i]) => n + i, 0),
    clinicianRequests,
    writeUnitsPerRequest: writeUnits / clinicianRequests,
    bytesPerRequest: bytes / clinicianRequests,
    itemsPerRequest: clinicianItems.length / clinicianRequests,
    sixYears: writes + storageMonth * KEPT_MONTHS,
    storageMonth,
    writes,
    storedGb,
  };
}

const now = costed(true);
const before = costed(false);

console.log("Audit events per patient journey (upload → review → send → patient opens → chat → feedback → delete)");
console.log(`${"step".padEnd(30)} ${"events".padStart(6)} ${"items".padStart(6)}   every poll an event`);
for (const [i, [name, events, stored]] of now.rows.entries()) {
  const [, everyEvents, everyItems] = before.rows[i];
  console.log(
    `${name.padEnd(30)} ${String(events).padStart(6)} ${String(stored).padStart(6)}   ${String(everyEvents).padStart(6)} ${String(everyItems).padStart(6)}`,
  );
}
console.log(
  `${"total".padEnd(30)} ${String(now.events).padStart(6)} ${String(now.items).padStart(6)}   ${String(before.events).padStart(6)} ${String(before.items).padStart(6)}`,
);
console.log(
  `(the page's ${GENERATION_POLLS} reads while the summary is written, ${POLL_EVERY_MS / 1000} s apart, are ${pollsRecorded(GENERATION_POLLS).filter(Boolean).length} event(s) in ${POLL_WINDOW_MS / 1000} s windows)`,
);
console.log(
  `A page left open on a record for ${(LONG_WAIT_POLLS * POLL_EVERY_MS) / 60_000} minutes: ${LONG_WAIT_POLLS} polls, ${pollsRecorded(LONG_WAIT_POLLS).filter(Boolean).length} events`,
);
console.log("");
for (const [label, c] of [
  ["polls once per window", now],
  ["every poll an event", before],
] as const) {
  console.log(`Per clinician request (${c.clinicianRequests} in the journey, polls included), ${label}:`);
  console.log(
    `  items kept ${c.itemsPerRequest.toFixed(2)}, bytes kept ${c.bytesPerRequest.toFixed(0)}, write units ${c.writeUnitsPerRequest.toFixed(2)} (window puts included)`,
  );
  console.log(
    `  per 1,000: writes $${c.writes.toFixed(6)}, storage ${(c.storedGb * 1024).toFixed(3)} MB = $${c.storageMonth.toFixed(6)}/month, kept ${KEPT_MONTHS} months $${c.sixYears.toFixed(5)}`,
  );
}
console.log(
  `(DynamoDB on-demand, us-east-1: $${PRICE_PER_MILLION_WRITES}/million writes, $${PRICE_PER_GB_MONTH}/GB-month, +${STORAGE_OVERHEAD_BYTES} B per item; budget $${BUDGET_USD} per 1,000 kept six years)`,
);
process.exitCode = now.sixYears <= BUDGET_USD ? 0 : 1;
