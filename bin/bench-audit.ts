import { auditItemsOf } from "../lambdas/adapters/store/audit";
import { auditClient } from "../lambdas/core/audit/client";
import type { AuditAction, AuditActor, AuditEvent, AuditRecordType } from "../lambdas/core/audit/events";
import { routeAudit } from "../lambdas/core/audit/route-actions";

/**
 * `npm run bench:audit` (issue 24): how many audit events one patient journey writes, and what the trail costs per
 * 1,000 clinician actions. The journey's clinician requests are route keys, turned into events by the same
 * derivation the HTTP preset uses (core/audit/route-actions.ts); the patient's and system's events are the ones
 * their code paths write. Item sizes are the stored items' own (adapters/store/audit.ts auditItemsOf), measured with
 * DynamoDB's size rules. Prints a table and ends; exits 1 past the budget below.
 */

/** DynamoDB Standard table class, on-demand, us-east-1 (aws.amazon.com/dynamodb/pricing, November 2024 prices). */
const PRICE_PER_MILLION_WRITES = 0.625;
const PRICE_PER_GB_MONTH = 0.25;
/** Per item, DynamoDB bills 100 bytes of index overhead on top of the item's own size for storage. */
const STORAGE_OVERHEAD_BYTES = 100;
const KEPT_MONTHS = 72;
/** The web page polls a generating summary once a second (hooks/useSummaryGeneration.ts); a summary takes ~20 s. */
const GENERATION_POLLS = 20;
/** Budget: a 1,000-action trail kept six years must cost under a dollar. */
const BUDGET_USD = 1;

type Step =
  | { who: "clinician"; route: string; times?: number }
  | { who: "patient-link" | "system"; action: AuditAction; recordType?: AuditRecordType };

const JOURNEY: Array<[string, Step[]]> = [
  ["upload", [{ who: "clinician", route: "POST /uploads" }]],
  [
    "create and wait",
    [
      { who: "clinician", route: "POST /summaries" },
      { who: "clinician", route: "GET /summaries/{id}", times: GENERATION_POLLS },
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

const rows: Array<[string, number, number]> = [];
const all: AuditEvent[] = [];
for (const [name, steps] of JOURNEY) {
  const events = steps.flatMap(eventsOf);
  all.push(...events);
  rows.push([name, events.length, events.reduce((n, e) => n + auditItemsOf(e).length, 0)]);
}
const total = rows.reduce((n, [, e]) => n + e, 0);
const totalItems = rows.reduce((n, [, , i]) => n + i, 0);

const clinicianEvents = all.filter((e) => e.actor.kind === "clinician");
const items = clinicianEvents.flatMap(auditItemsOf);
const bytesPerAction = items.reduce((n, i) => n + itemBytes(i), 0) / clinicianEvents.length;
const itemsPerAction = items.length / clinicianEvents.length;
const writeUnitsPerAction = items.reduce((n, i) => n + Math.ceil(itemBytes(i) / 1024), 0) / clinicianEvents.length;
const per1000 = {
  writes: (1000 * writeUnitsPerAction * PRICE_PER_MILLION_WRITES) / 1_000_000,
  storedGb: (1000 * (bytesPerAction + itemsPerAction * STORAGE_OVERHEAD_BYTES)) / 1024 ** 3,
};
const storageMonth = per1000.storedGb * PRICE_PER_GB_MONTH;
const sixYears = per1000.writes + storageMonth * KEPT_MONTHS;

console.log("Audit events per patient journey (upload → review → send → patient opens → chat → feedback → delete)");
console.log(`${"step".padEnd(30)} ${"events".padStart(6)} ${"items".padStart(6)}`);
for (const [name, events, stored] of rows)
  console.log(`${name.padEnd(30)} ${String(events).padStart(6)} ${String(stored).padStart(6)}`);
console.log(`${"total".padEnd(30)} ${String(total).padStart(6)} ${String(totalItems).padStart(6)}`);
console.log(
  `(of which ${GENERATION_POLLS} are the page's reads while the summary is written; without them ${total - GENERATION_POLLS})`,
);
console.log("");
console.log("Per clinician action (the journey's clinician events):");
console.log(
  `  items stored ${itemsPerAction.toFixed(2)}, bytes ${bytesPerAction.toFixed(0)}, write units ${writeUnitsPerAction.toFixed(2)}`,
);
console.log(
  `Per 1,000 clinician actions (DynamoDB on-demand, us-east-1: $${PRICE_PER_MILLION_WRITES}/million writes, $${PRICE_PER_GB_MONTH}/GB-month, +${STORAGE_OVERHEAD_BYTES} B per item):`,
);
console.log(
  `  writes $${per1000.writes.toFixed(6)}, storage ${(per1000.storedGb * 1024).toFixed(3)} MB = $${storageMonth.toFixed(6)}/month`,
);
console.log(`  kept ${KEPT_MONTHS} months: $${sixYears.toFixed(5)} in all (budget $${BUDGET_USD})`);
process.exitCode = sixYears <= BUDGET_USD ? 0 : 1;
