import type * as z from "zod/mini";

/**
 * zod/mini loads no locale, so a check without its own message would answer "Invalid input". The API's 422 bodies
 * carried classic zod's English texts for those ("Too big: expected string to have <=254 characters"); this map gives
 * the same texts for the issues our schemas raise, applied where a parse result becomes an answer or a log line
 * (`safeParse(raw, { error: issueMessage })` in http/preset.ts, the query parsers and config.ts). The whole English
 * locale is not loaded for it (decision 232). Messages the schemas set themselves still win.
 */
const FORMATS: Record<string, string> = { regex: "input", email: "email address", url: "URL", uuid: "UUID" };
const UNITS: Record<string, string> = {
  string: "characters",
  file: "bytes",
  array: "items",
  set: "items",
  map: "entries",
};

/** zod's own `util.parsedType`, `stringifyPrimitive` and `joinValues`: reaching them through `z.util` would bundle
 * the whole of zod's util module (about 10 KB). */
function parsedType(data: unknown): string {
  const t = typeof data;
  if (t === "number") return Number.isNaN(data) ? "nan" : "number";
  if (t !== "object") return t;
  if (data === null) return "null";
  if (Array.isArray(data)) return "array";
  const proto = Object.getPrototypeOf(data);
  const ctor = (data as { constructor?: { name: string } }).constructor;
  return proto !== Object.prototype && "constructor" in (data as object) && ctor ? ctor.name : t;
}
const primitive = (value: unknown) =>
  typeof value === "bigint" ? `${value}n` : typeof value === "string" ? `"${value}"` : `${String(value)}`;
const joinValues = (values: readonly unknown[], separator: string) => values.map(primitive).join(separator);

const typeName = (type: string, input?: unknown) =>
  type === "number" && typeof input === "number" && !Number.isFinite(input)
    ? String(input)
    : type === "nan"
      ? "NaN"
      : type;

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Invalid input: expected ${primitive(issue.values[0])}`
        : `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
    case "too_big":
    case "too_small": {
      const big = issue.code === "too_big";
      const adj = issue.exact ? "exactly " : issue.inclusive ? (big ? "<=" : ">=") : big ? "<" : ">";
      const unit = UNITS[issue.origin];
      const bound = `${adj}${(big ? issue.maximum : issue.minimum).toString()}`;
      const origin = big ? (issue.origin ?? "value") : issue.origin;
      return `Too ${big ? "big" : "small"}: expected ${origin} to ${unit ? `have ${bound} ${unit}` : `be ${bound}`}`;
    }
    case "invalid_format":
      if (issue.format === "starts_with") return `Invalid string: must start with "${issue.prefix}"`;
      if (issue.format === "regex") return `Invalid string: must match pattern ${issue.pattern}`;
      return `Invalid ${FORMATS[issue.format] ?? issue.format}`;
    case "unrecognized_keys":
      return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
    case "invalid_element":
      return `Invalid value in ${issue.origin}`;
    default:
      return "Invalid input";
  }
};
