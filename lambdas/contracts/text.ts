/**
 * Control characters (C0, DEL, C1: NUL, bell, line breaks, escapes) and the Unicode bidirectional controls that can
 * make text display differently from what it is ("Trojan Source", CVE-2021-42574). Single-line fields refuse them.
 */
export const CONTROL_OR_BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const isPlainLine = (value: string) => !CONTROL_OR_BIDI.test(value);
