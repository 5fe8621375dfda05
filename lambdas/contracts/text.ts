/**
 * Control characters, line and paragraph separators, zero-width characters and bidirectional overrides: none has
 * a place in a one-line field (names, addresses), and the overrides can make a name read differently from what is
 * stored. A lone UTF-16 surrogate (half of a pair) is no character at all: it cannot be encoded as UTF-8, so stores
 * and mail would each mangle it their own way.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/u;

export const hasUnprintable = (value: string) => UNPRINTABLE.test(value);

/** What a one-line field with such a character is refused with (transcriptions/one-line.ts). */
export const UNPRINTABLE_FIELD = "This field cannot contain control or text-direction characters.";
