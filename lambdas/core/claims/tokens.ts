/**
 * Words of a text with their places, and phrases looked up among them. Every vocabulary of the checker (drugs,
 * classes, conditions, tests, the glossary's explanations) is a phrase trie over lower-case words, walked once per
 * word: linear in the text, whatever the number of phrases.
 */

export interface Tokens {
  count: number;
  /**
   * Each word as a small number (its lower-case letters hashed to 30 bits, which the engine keeps unboxed): no string
   * is made per word of a 2 MB source. Two words may share a hash; a phrase hit is checked against its words.
   */
  hashes: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  /** The text the words are from, for `wordAt`. */
  text: string;
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** FNV-1a of the lower-case word, cut to 30 bits. */
function hashRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h & 0x3fffffff;
}

export const hashWord = (word: string) => hashRange(word, 0, word.length);

/** A hash of a stretch of text, to tell repeated passages apart cheaply. */
export const hashText = (text: string, start: number, end: number) => hashRange(text, start, end);

/** One pass over the characters: a 2 MB source is about 350,000 words. */
export function tokenize(text: string, from = 0, to = text.length): Tokens {
  let capacity = Math.max(16, Math.ceil((to - from) / 5));
  let hashes = new Int32Array(capacity);
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let count = 0;
  let start = -1;
  for (let i = from; i <= to; i++) {
    const word = i < to && isWordChar(text.charCodeAt(i));
    if (word) {
      if (start === -1) start = i;
      continue;
    }
    if (start === -1) continue;
    if (count === capacity) {
      capacity *= 2;
      const grow = (old: Int32Array<ArrayBuffer>, next: Int32Array<ArrayBuffer>) => {
        next.set(old);
        return next;
      };
      hashes = grow(hashes, new Int32Array(capacity));
      starts = grow(starts, new Int32Array(capacity));
      ends = grow(ends, new Int32Array(capacity));
    }
    hashes[count] = hashRange(text, start, i);
    starts[count] = start;
    ends[count] = i;
    count++;
    start = -1;
  }
  // Views of the words found, so a binary search over `starts` never meets the unused end.
  return {
    count,
    hashes: hashes.subarray(0, count),
    starts: starts.subarray(0, count),
    ends: ends.subarray(0, count),
    text,
  };
}

/** A word as a lower-case string, made only when asked for. */
export const wordAt = (tokens: Tokens, i: number): string | undefined =>
  i < tokens.count ? tokens.text.slice(tokens.starts[i], tokens.ends[i]).toLowerCase() : undefined;

/** All the words as strings: for short texts (a sentence, a phrase). */
export function wordsOf(tokens: Tokens): string[] {
  const words: string[] = [];
  for (let i = 0; i < tokens.count; i++) words.push(tokens.text.slice(tokens.starts[i], tokens.ends[i]).toLowerCase());
  return words;
}

/** Two words of one phrase are apart only by spaces, hyphens or a slash, never across a sentence or a blank line. */
function joined(text: string, end: number, next: number): boolean {
  if (next - end > 3) return false;
  for (let i = end; i < next; i++) {
    const c = text[i];
    if (c !== " " && c !== "-" && c !== "\n" && c !== "\t" && c !== "/") return false;
  }
  return true;
}

export interface PhraseEntry<T> {
  value: T;
  /** Abbreviations ("MI", "AF") count only in the case written here. */
  exact?: string;
}

interface Node<T> {
  /** The word that leads here, to tell it from another word of the same hash. */
  word: string;
  next: Map<number, Node<T>>;
  entries: PhraseEntry<T>[];
}

export interface PhraseHit<T> {
  value: T;
  /** Index of the first and one past the last word. */
  first: number;
  last: number;
  start: number;
  end: number;
}

const isAbbreviation = (phrase: string) => !/[a-z]{3}/.test(phrase) && /[A-Z]/.test(phrase);

export class PhraseTrie<T> {
  private readonly root: Node<T> = { word: "", next: new Map(), entries: [] };
  /** The longest phrase in words: how far a walk can go. */
  private longest = 0;

  /** Abbreviations are matched in their case unless `anyCase` ("HbA1c" is also "HBA1C" in a letter in capitals). */
  add(phrase: string, value: T, anyCase = false): void {
    const words = phrase.match(/[A-Za-z0-9]+/g) ?? [];
    if (words.length === 0) return;
    let node = this.root;
    for (const text of words) {
      const word = hashWord(text);
      let child = node.next.get(word);
      if (!child) {
        child = { word: text.toLowerCase(), next: new Map(), entries: [] };
        node.next.set(word, child);
      }
      node = child;
    }
    const exact = !anyCase && isAbbreviation(phrase.trim()) ? phrase.trim().replace(/[\s-]+/g, " ") : undefined;
    if (!node.entries.some((e) => e.value === value && e.exact === exact)) node.entries.push({ value, exact });
    this.longest = Math.max(this.longest, words.length);
  }

  /**
   * Every phrase that starts at word `first`, shortest first, each handed to `visit` (a callback, not a generator:
   * this runs at every word of a 2 MB source).
   */
  private walk(text: string, tokens: Tokens, first: number, visit: (hit: PhraseHit<T>) => void): void {
    // Most words start no phrase: one lookup and done.
    let node = this.root.next.get(tokens.hashes[first]);
    for (let i = first; node && node.word === wordAt(tokens, i); ) {
      for (const entry of node.entries) {
        const start = tokens.starts[first];
        const end = tokens.ends[i];
        if (entry.exact && text.slice(start, end).replace(/[\s-]+/g, " ") !== entry.exact) continue;
        visit({ value: entry.value, first, last: i + 1, start, end });
      }
      i++;
      if (i >= tokens.count || i - first >= this.longest || !joined(text, tokens.ends[i - 1], tokens.starts[i])) return;
      node = node.next.get(tokens.hashes[i]);
    }
  }

  /** Left to right, the longest phrase at each place; words inside a phrase start no other. */
  longestMatches(text: string, tokens: Tokens): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    let best: PhraseHit<T> | undefined;
    // At one length the entry added last wins (a class word over a generic of the same spelling).
    const keep = (hit: PhraseHit<T>) => {
      if (!best || hit.last >= best.last) best = hit;
    };
    for (let i = 0; i < tokens.count; ) {
      best = undefined;
      if (this.root.next.has(tokens.hashes[i])) this.walk(text, tokens, i, keep);
      const found = best as PhraseHit<T> | undefined;
      if (found) {
        hits.push(found);
        i = found.last;
      } else i++;
    }
    return hits;
  }

  /** Every phrase at every word, nested ones too ("diabetes" inside "type 2 diabetes"). */
  allMatches(text: string, tokens: Tokens): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    const keep = (hit: PhraseHit<T>) => hits.push(hit);
    for (let i = 0; i < tokens.count; i++) if (this.root.next.has(tokens.hashes[i])) this.walk(text, tokens, i, keep);
    return hits;
  }
}

/** Index of the first element of sorted `starts` that is >= `at`. */
export function lowerBound(sorted: ArrayLike<number>, at: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A text to find as it is, in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
