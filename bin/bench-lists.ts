import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { startLocalStack } from "../infra/local/stack";
import { db } from "../lambdas/adapters/store/client";
import { keys } from "../lambdas/adapters/store/keys";
import { newClinician } from "../tests/support/clinicians";
import { seedSummaries } from "../tests/support/seed-summaries";
import { tableClient } from "../tests/support/table";

/**
 * `npm run bench:functions -- --lists`: the list and dashboard rows. Seeds one clinician with 1,000 full summaries
 * (one-page text, a short chat, flags, a file; 40 % sent, spread over 125 days) in the local stack, then asks
 * GET /summaries (first page) and GET /dashboard and prints the response size, the DynamoDB calls one request makes
 * and latency percentiles, one request after another (the service time) and at a fixed rate (`--rate`, default 100
 * per second; `--requests N` one after another, default 200), beside a bare DynamoDB Local query of 20 items.
 * Budget (issue 8): first list page <= 50 KB, and p99 <= 20 ms one request after another (a fixed-rate p99 on a
 * shared 2-core machine measures the machine's other work as much as ours; it is printed beside).
 */
const KB = 1024;
const LIST_MAX_BYTES = 50 * KB;
const LIST_MAX_P99_MS = 20;
const SUMMARIES = 1000;
const rateArg = process.argv.indexOf("--rate");
const RATE_PER_SECOND = rateArg >= 0 ? Number(process.argv[rateArg + 1]) : 100;
const SECONDS = 4;
const requestsArg = process.argv.indexOf("--requests");
const SEQUENTIAL = requestsArg >= 0 ? Number(process.argv[requestsArg + 1]) : 200;
const HOUR = 3600 * 1000;
const WARMUP = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
};

/** Requests started at a fixed rate (not one after another), so a slow answer does not slow the load down. */
async function atFixedRate(run: () => Promise<unknown>): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started: Promise<void>[] = [];
  const total = RATE_PER_SECOND * SECONDS;
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    started.push(
      (async () => {
        const t = performance.now();
        try {
          await run();
          latencies.push(performance.now() - t);
        } catch (error) {
          errors++;
          if (errors === 1) console.error(`first error: ${(error as Error).message}`);
        }
      })(),
    );
  }
  await Promise.all(started);
  return { latencies, errors };
}

export async function benchLists(): Promise<string[]> {
  process.env.LOG_LEVEL ??= "silent";
  const stack = await startLocalStack({ dataDir: null, ports: "free", web: false });
  const failures: string[] = [];
  try {
    const info = {
      apiUrl: `${stack.urls.api}/api`,
      cognitoUrl: stack.urls.cognito,
      userPoolId: stack.cognito.userPoolId,
      clientId: stack.cognito.clientId,
    };
    const clinician = await newClinician(info as Parameters<typeof newClinician>[0], "bench-lists");
    await seedSummaries(tableClient(stack.urls.dynamodb), stack.tableName, clinician.sub, {
      count: SUMMARIES,
      newestMs: Date.now() - 60_000,
      spacingMs: 3 * HOUR,
      sentEvery: 5,
      chatMessages: 6,
    });
    const { pk, skPrefix } = keys.summariesOf(clinician.sub);

    // Count the DynamoDB calls the handlers make: they run in this process and share this client.
    let calls: string[] = [];
    db().middlewareStack.add(
      (next, context) => (args) => {
        calls.push(context.commandName ?? "?");
        return next(args);
      },
      { step: "initialize", name: "benchCallCounter" },
    );

    const get = async (path: string) => {
      const response = await fetch(`${info.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${clinician.token}` },
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return body;
    };
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

    const cases = [
      { name: "GET /summaries (first page)", run: () => get("/summaries"), budget: true },
      { name: "GET /dashboard", run: () => get("/dashboard"), budget: false },
      { name: "bare DynamoDB Local query, 20 items", run: bare, budget: false },
    ];
    const rows: string[][] = [];
    for (const c of cases) {
      for (let i = 0; i < WARMUP; i++) await c.run(); // warm: handlers loaded, connections open
      calls = [];
      const once = await c.run();
      const perRequest = [...calls];
      const bytes = typeof once === "string" ? Buffer.byteLength(once) : 0;
      const sequential: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t = performance.now();
        await c.run();
        sequential.push(performance.now() - t);
      }
      const p50 = percentile(sequential, 50);
      const p99 = percentile(sequential, 99);
      const { latencies, errors } = await atFixedRate(c.run);
      const verdicts: string[] = [];
      if (c.budget && bytes > LIST_MAX_BYTES) verdicts.push(`size > ${LIST_MAX_BYTES / KB} KB`);
      if (c.budget && p99 > LIST_MAX_P99_MS) verdicts.push(`p99 > ${LIST_MAX_P99_MS} ms`);
      if (errors > 0) verdicts.push(`${errors} errors`);
      for (const v of verdicts) failures.push(`${c.name}: ${v}`);
      rows.push([
        c.name,
        bytes ? `${(bytes / KB).toFixed(1)} KB` : "",
        perRequest.length ? `${perRequest.length} (${perRequest.join(", ")})` : "1",
        p50.toFixed(1),
        p99.toFixed(1),
        `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)}`,
        String(errors),
        verdicts.length ? `FAIL ${verdicts.join(", ")}` : c.budget ? "ok" : "",
      ]);
    }
    const header = [
      "request",
      "response",
      "DynamoDB calls",
      "p50 ms",
      "p99 ms",
      `at ${RATE_PER_SECOND}/s p50 / p99 ms`,
      "errors",
      "budget",
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
    console.log(
      `\n${SUMMARIES} summaries of one clinician; ${SEQUENTIAL} requests one after another, then ${RATE_PER_SECOND}/s for ${SECONDS} s`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`budget: first list page <= ${LIST_MAX_BYTES / KB} KB and p99 <= ${LIST_MAX_P99_MS} ms`);
  } finally {
    await stack.stop();
  }
  return failures;
}
