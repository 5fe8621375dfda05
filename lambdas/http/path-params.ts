/**
 * The shape of every path parameter the route table uses. Ids are ULIDs as `ulidIds` issues them: 26 characters of
 * lower-case Crockford base32 (no i, l, o, u), the first at most 7 (48-bit time). Summaries and custom templates both
 * use them; a template's `custom_<id>` form exists only inside settings, never in a path.
 */
export const ULID_PATTERN = /^[0-7][0-9a-hjkmnp-tv-z]{25}$/;

const shapes: Record<string, RegExp> = {
  id: ULID_PATTERN,
};

/**
 * Path parameters that have their shape; a malformed one (a 10 KB id, `..`, an encoded slash) is left out, so the
 * handler's own "not found" answers it before any store call. A parameter name with no shape here is always left
 * out: a new route with a new `{name}` must add its shape above before it can answer anything but 404.
 */
export function checkedPathParams(raw: Record<string, string | undefined> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const shape = Object.hasOwn(shapes, name) ? shapes[name] : undefined;
    if (value !== undefined && shape?.test(value)) params[name] = value;
  }
  return params;
}
