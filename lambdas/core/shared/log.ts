import { AsyncLocalStorage } from "node:async_hooks";
import { config } from "#lambdas/config";

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, "silent">;
type Fields = Record<string, string | number | boolean | undefined>;

/**
 * Field names that would carry what a person wrote or who they are ("patientName", "email", "documentText"). Callers
 * never pass them (only ids, routes, statuses, timings, outcomes and error class names); if one ever does, its value
 * is not written. Matched at the end of the name, so "transcriptionId" stays.
 */
const PERSONAL_FIELD = /(name|email|phone|address|text|body|content|transcript|message|token|comment)s?$/i;

/** The invocation each line belongs to: one per request or job run, also when the local gateway runs them at once. */
const invocation = new AsyncLocalStorage<{ requestId?: string }>();

/**
 * Structured one-line JSON logs, one CloudWatch event each. Lines go straight to stdout and stderr, not through
 * `console`: Lambda's runtime prefixes console lines with a timestamp, request id and level, and a prefixed line is
 * not JSON to Logs Insights or to the metric filters the alarms count failed jobs with (infra/stacks/operations).
 */
export function log(level: Level, msg: string, fields: Fields = {}): void {
  if (order[level] < order[config().LOG_LEVEL]) return;
  const line = JSON.stringify({ level, msg, ...invocation.getStore(), ...withoutPersonalFields(fields), time: now() });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

function withoutPersonalFields(fields: Fields): Fields {
  const kept: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    kept[key] = PERSONAL_FIELD.test(key) ? "[withheld]" : value;
  }
  return kept;
}

const now = () => new Date().toISOString();

/** Runs `work` with every line it logs carrying the invocation's request id (Lambda's `awsRequestId`). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return invocation.run({ requestId }, work);
}

/**
 * Wraps a job or event handler so its lines carry the invocation's request id, read from Lambda's context (the
 * second argument; the local gateway passes the same shape).
 */
export function logsRequestId<A extends unknown[], R>(handler: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => {
    const context = (args as unknown[])[1] as { awsRequestId?: unknown } | undefined;
    const requestId = typeof context?.awsRequestId === "string" ? context.awsRequestId : undefined;
    return withRequestId(requestId, () => handler(...args));
  };
}
