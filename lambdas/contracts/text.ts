/**
 * Control characters, line and paragraph separators, zero-width characters and bidirectional overrides: none has
 * a place in a one-line field (names, addresses), and the overrides can make a name read differently from what is
 * stored.
 */
const UNPRINTABLE = /[\p{Cc}\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/u;

export const hasUnprintable = (value: string) => UNPRINTABLE.test(value);
