import * as z from "zod/mini";

/**
 * zod/mini loads no locale, so a check without its own message would answer "Invalid input". The API's 422 bodies
 * carried classic zod's English texts for those ("Too big: expected string to have <=254 characters"); this map gives
 * the same texts for the issues our schemas raise, applied where a parse result becomes an answer or a log line
 * (`safeParse(raw, { error: issueMessage })` in http/preset.ts, the query parsers and config.ts). The whole English
 * locale is not loaded for it (decision 227). Messages the schemas set themselves still win.
 */
const FORMATS: Record<string, string> = { regex: "input", email: "email address", url: "URL", uuid: "UUID" };
const UNITS: Record<string, string> = {
  string: "characters",
  file: "bytes",
  array: "items",
  set: "items",
  map: "entries",
};

const typeName = (type: string, input?: unknown) =>
  type === "number" && typeof input === "number" && !Number.isFinite(input)
    ? String(input)
    : type === "nan"
      ? "NaN"
      : type;

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(z.util.parsedType(issue.input), issue.input)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, "|")}`;
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
      return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${z.util.joinValues(issue.keys, ", ")}`;
    case "invalid_element":
      return `Invalid value in ${issue.origin}`;
    default:
      return "Invalid input";
  }
};
