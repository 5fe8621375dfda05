import { loadavg } from "node:os";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { startLocalStack } from "../infra/local/stack";
import { dynamoAuditLog } from "../lambdas/adapters/store/audit";
import { db } from "../lambdas/adapters/store/client";
import { keys } from "../lambdas/adapters/store/keys";
import { ulidIds } from "../lambdas/adapters/system";
import { auditClient } from "../lambdas/core/audit/client";
import { outcomeOfStatus } from "../lambdas/core/audit/events";
import { type Clinician, newClinician } from "../tests/support/clinicians";
import { seedSummaries } from "../tests/support/seed-summaries";
import { seedTranscriptions } from "../tests/support/seed-transcriptions";
import { tableClient } from "../tests/support/table";
import { atFixedRate, percentile, printTable, settle } from "./bench-lists/measure";

/**
 * `npm run bench:lists` (or `bench:functions -- --lists`): the list, dashboard and settings rows at a clinic's volume
 * (issue 22). Seeds one clinician with 10,000 full summaries (one-page text, a short chat, flags, a file; every
 * fifth sent; one every 10 minutes) and 2,000 finished transcriptions (one every 50 minutes) in the local stack, waits
 * for the table's stream to count them, then asks each read route one request after another (service time, DynamoDB
 * calls, CPU per request) and at a fixed rate (`--rate`, default 100 per second, for `--seconds`, default 10), beside a bare DynamoDB
 * Local query. Then it changes the retention setting (PUT /settings) and times the job that applies it to every
 * record. Budgets: first list page <= 50 KB and p99 <= 20 ms one request after another; GET /dashboard p99 <= 50 ms
 * and <= 2 x the audited floor's at the fixed rate (a bare query, then an audit event's put: what every read of patient
 * data must do since the audit trail, decision 394), no errors, CPU per request <= 1.5 x the list routes'; PUT /settings
 * <= 200 ms; the retention job through 10,000 records in <= 2 minutes. Options: `--summaries N`,
 * `--transcriptions N`, `--rate N`, `--seconds N`, `--requests N` (one after another, default 500).
 */
const KB = 1024;
const number = (flag: string, fallback: number) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SUMMARIES = number("--summaries", 10_000);
const TRANSCRIPTIONS = number("--transcriptions", 2_000);
const RATE = number("--rate", 100);
// Enough requests that a p99 is not the second- or fourth-slowest of a few hundred (decision 448).
const SEQUENTIAL = number("--requests", 500);
const SECONDS = number("--seconds", 10);
const WARMUP = 300;
const MINUTE = 60_000;
const LIST_MAX_BYTES = 50 * KB;
const LIST_MAX_P99_MS = 20;
const DASHBOARD_MAX_P99_MS = 50;
const SETTINGS_MAX_MS = 200;
const RETENTION_JOB_MAX_MS = 2 * MINUTE;

interface Case {
  name: string;
  run: () => Promise<unknown>;
  kind: "list" | "dashboard" | "floor" | "audited floor";
}

export async function benchLists(): Promise<string[]> {
  process.env.LOG_LEVEL ??= "silent";
  // Without the local TTL reaper's table scans, which AWS's TTL has no counterpart of (decision 451); nothing seeded
  // here expires.
  const stack = await startLocalStack({ dataDir: null, ports: "free", web: false, reapExpired: false });
  const failures: string[] = [];
  try {
    const info = {
      apiUrl: `${stack.urls.api}/api`,
      cognitoUrl: stack.urls.cognito,
      userPoolId: stack.cognito.userPoolId,
      clientId: stack.cognito.clientId,
    };
    const clinician = await newClinician(info as Parameters<typeof newClinician>[0], "bench-lists");
    const seedStarted = performance.now();
    const table = tableClient(stack.urls.dynamodb);
    const newestMs = Date.now() - MINUTE;
    await seedSummaries(table, stack.tableName, clinician.sub, {
      count: SUMMARIES,
      newestMs,
      spacingMs: 10 * MINUTE,
      sentEvery: 5,
      chatMessages: 6,
    });
    await seedTranscriptions(table, stack.tableName, clinician.sub, {
      count: TRANSCRIPTIONS,
      newestMs,
      spacingMs: 50 * MINUTE,
      sentEvery: 4,
    });
    const get = async (path: string) => {
      const response = await fetch(`${info.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${clinician.token}` },
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return body;
    };
    const unsent = await settle(async () => JSON.parse(await get("/dashboard")).stats.unsentDrafts);
    console.log(
      `seeded ${SUMMARIES} summaries and ${TRANSCRIPTIONS} transcriptions in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s; ` +
        `the stream counted ${unsent} unsent drafts in the last 3 days`,
    );

    // Count the DynamoDB calls the handlers make: they run in this process and share this client.
    let calls: string[] = [];
    db().middlewareStack.add(
      (next, context) => (args) => {
        calls.push(context.commandName ?? "?");
        return next(args);
      },
      { step: "initialize", name: "benchCallCounter" },
    );
    const { pk, skPrefix } = keys.summariesOf(clinician.sub);
    const bare = () =>
      db().send(
        new QueryCommand({
          TableName: stack.tableName,
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
          ExpressionAttributeValues: { ":pk": pk, ":prefix": skPrefix },
          ScanIndexForward: false,
          Limit: 20,
        }),
      );
    // Every read of patient data appends its audit event once its answer is known (issue 24, decision 400): one
    // round of reads, then one put. The least an audited read can cost is a bare query followed by a bare put.
    const auditedBare = async () => {
      await bare();
      await dynamoAuditLog.append({
        id: ulidIds.next(),
        at: new Date().toISOString(),
        owner: clinician.sub,
        actor: { kind: "clinician", sub: clinician.sub },
        action: "list",
        recordType: "summary",
        outcome: outcomeOfStatus(200),
        status: 200,
        client: auditClient("127.0.0.1", "bench", undefined),
        via: "GET-dashboard",
      });
    };
    const cases: Case[] = [
      { name: "GET /summaries (first page)", run: () => get("/summaries"), kind: "list" },
      { name: "GET /transcriptions (first page)", run: () => get("/transcriptions"), kind: "list" },
      { name: "GET /dashboard", run: () => get("/dashboard"), kind: "dashboard" },
      { name: "bare DynamoDB Local query, 20 items", run: bare, kind: "floor" },
      { name: "bare query, then an audit event's put", run: auditedBare, kind: "audited floor" },
    ];
    const results = [];
    // Every case is warmed before any is measured (handlers loaded, connections open, the seeding's stream records
    // and garbage behind us): measured one after another, whichever case came first read slowest (decision 452).
    for (const c of cases) for (let i = 0; i < WARMUP; i++) await c.run();
    for (const c of cases) {
      calls = [];
      const once = await c.run();
      const perRequest = [...calls];
      const sequential: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t = performance.now();
        await c.run();
        sequential.push(performance.now() - t);
      }
      const cpu = process.cpuUsage(cpuBefore);
      const rated = await atFixedRate(c.run, RATE, SECONDS);
      results.push({
        c,
        bytes: typeof once === "string" ? Buffer.byteLength(once) : 0,
        perRequest,
        p50: percentile(sequential, 50),
        p99: percentile(sequential, 99),
        cpuMs: (cpu.user + cpu.system) / 1000 / SEQUENTIAL,
        ratedP50: percentile(rated.latencies, 50),
        ratedP99: percentile(rated.latencies, 99),
        errors: rated.errors,
      });
    }
    const floor = results.find((r) => r.c.kind === "floor");
    const auditedFloor = results.find((r) => r.c.kind === "audited floor");
    const listCpu = Math.max(...results.filter((r) => r.c.kind === "list").map((r) => r.cpuMs));
    const rows = results.map((r) => {
      const verdicts: string[] = [];
      if (r.c.kind === "list" && r.bytes > LIST_MAX_BYTES) verdicts.push(`size > ${LIST_MAX_BYTES / KB} KB`);
      if (r.c.kind === "list" && r.p99 > LIST_MAX_P99_MS) verdicts.push(`p99 > ${LIST_MAX_P99_MS} ms`);
      if (r.c.kind === "dashboard") {
        if (r.ratedP99 > DASHBOARD_MAX_P99_MS) verdicts.push(`p99 at ${RATE}/s > ${DASHBOARD_MAX_P99_MS} ms`);
        if (auditedFloor && r.ratedP99 > 2 * auditedFloor.ratedP99)
          verdicts.push("p99 at rate > 2 x the audited floor's");
        if (r.cpuMs > 1.5 * listCpu) verdicts.push("CPU per request > 1.5 x the list routes'");
      }
      if (r.errors > 0) verdicts.push(`${r.errors} errors`);
      for (const v of verdicts) failures.push(`${r.c.name}: ${v}`);
      return [
        r.c.name,
        r.bytes ? `${(r.bytes / KB).toFixed(1)} KB` : "",
        r.perRequest.length ? `${r.perRequest.length} (${r.perRequest.join(", ")})` : "1",
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.cpuMs.toFixed(2),
        `${r.ratedP50.toFixed(1)} / ${r.ratedP99.toFixed(1)}`,
        String(r.errors),
        verdicts.length ? `FAIL ${verdicts.join(", ")}` : r.c.kind.endsWith("floor") ? "" : "ok",
      ];
    });
    console.log(
      `\n${SUMMARIES} summaries and ${TRANSCRIPTIONS} transcriptions of one clinician; ${SEQUENTIAL} requests one after another, then ${RATE}/s for ${SECONDS} s; load average ${loadavg()[0].toFixed(1)}`,
    );
    printTable(
      [
        "request",
        "response",
        "DynamoDB calls",
        "p50 ms",
        "p99 ms",
        "CPU ms/req",
        `at ${RATE}/s p50 / p99 ms`,
        "errors",
        "budget",
      ],
      rows,
    );
    const dashboard = results.find((r) => r.c.kind === "dashboard");
    if (dashboard && floor && auditedFloor)
      console.log(
        `GET /dashboard p99 at ${RATE}/s: ${(dashboard.ratedP99 / floor.ratedP99).toFixed(2)} x the bare query's, ` +
          `${(dashboard.ratedP99 / auditedFloor.ratedP99).toFixed(2)} x the audited floor's (budget 2)`,
      );
    failures.push(...(await benchRetention(info.apiUrl, clinician)));
  } finally {
    await stack.stop();
  }
  return failures;
}

/** PUT /settings answers at once; the job it starts re-stamps every record. */
async function benchRetention(apiUrl: string, clinician: Clinician): Promise<string[]> {
  const failures: string[] = [];
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${clinician.token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json();
  };
  const put = async (hours: number) => {
    const t = performance.now();
    await call("PUT", "/settings", { autoDeleteEnabled: true, retentionHours: hours });
    return performance.now() - t;
  };
  // The request's own cost: no job is running. Then four more a second apart (about as fast as a clinician can
  // change the setting and save again), each replacing the job before it while that job writes.
  const idle = await put(168);
  const contended: number[] = [];
  for (const hours of [720, 168, 720, 720]) {
    await new Promise((r) => setTimeout(r, 1000));
    contended.push(await put(hours));
  }
  const started = performance.now();
  let progress: { state: string; done: number; total: number | null } | undefined;
  for (;;) {
    progress = (await call("GET", "/me")).retention;
    if (progress?.state !== "applying" || performance.now() - started > 2 * RETENTION_JOB_MAX_MS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const jobMs = performance.now() - started;
  if (idle > SETTINGS_MAX_MS) failures.push(`PUT /settings: ${idle.toFixed(0)} ms > ${SETTINGS_MAX_MS} ms`);
  const perTenThousand = progress?.total ? (jobMs * 10_000) / progress.total : Number.POSITIVE_INFINITY;
  if (progress?.state !== "done") failures.push(`retention job: ${progress?.state ?? "never started"}`);
  else if (perTenThousand > RETENTION_JOB_MAX_MS)
    failures.push("retention job: slower than 10,000 records in 2 minutes");
  console.log("\nretention change: one save, then four a second apart, each replacing the job before it");
  printTable(
    ["step", "result", "budget"],
    [
      ["PUT /settings, no job running", `${idle.toFixed(0)} ms`, `<= ${SETTINGS_MAX_MS} ms`],
      [
        "PUT /settings while a job writes, p50 / slowest",
        `${percentile(contended, 50).toFixed(0)} / ${Math.max(...contended).toFixed(0)} ms`,
        "(shown)",
      ],
      [
        "last job: records re-stamped, time",
        `${progress?.done ?? 0} of ${progress?.total ?? "?"} in ${(jobMs / 1000).toFixed(1)} s (${progress?.state})`,
        "10,000 in <= 120 s",
      ],
    ],
  );
  return failures;
}
