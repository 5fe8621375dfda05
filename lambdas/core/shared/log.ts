import { config } from "#lambdas/config";

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, "silent">;

/**
 * Structured one-line JSON logs. Callers pass only operational facts (route, status, timings, ids);
 * request bodies, names, emails and document text are never logged.
 */
export function log(
  level: Level,
  msg: string,
  fields: Record<string, string | number | boolean | undefined> = {},
): void {
  if (order[level] < order[config().LOG_LEVEL]) return;
  const line = JSON.stringify({ level, msg, ...fields, time: new Date().toISOString() });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}
