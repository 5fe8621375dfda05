/**
 * Words of a text with their places, and phrases looked up among them. Every vocabulary of the checker (drugs,
 * classes, conditions, tests, the glossary's explanations) is a phrase trie over lower-case words, walked once per
 * word: linear in the text, whatever the number of phrases.
 */

export interface Tokens {
  count: number;
  /** Each word as a number (its lower-case letters hashed): no string is made per word of a 2 MB source. */
  hashes: Float64Array;
  starts: Int32Array;
  ends: Int32Array;
  /** The text the words are from, for `wordAt`. */
  text: string;
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Two independent hashes of the lower-case word in one number (53 bits): two words of the vocabulary and the source
 * share one with a chance of about one in a billion.
 */
function hashRange(text: string, start: number, end: number): number {
  let a = 0x811c9dc5;
  let b = 5381;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    a = Math.imul(a ^ c, 0x01000193);
    b = (Math.imul(b, 33) + c) | 0;
  }
  return (a >>> 0) * 2097152 + ((b >>> 0) & 0x1fffff);
}

export const hashWord = (word: string) => hashRange(word, 0, word.length);

/** One pass over the characters: a 2 MB source is about 350,000 words. */
export function tokenize(text: string, from = 0, to = text.length): Tokens {
  let capacity = Math.max(16, Math.ceil((to - from) / 5));
  let hashes = new Float64Array(capacity);
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
      const grow = <T extends Float64Array | Int32Array>(old: T, next: T): T => {
        next.set(old);
        return next;
      };
      hashes = grow(hashes, new Float64Array(capacity));
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
  private readonly root: Node<T> = { next: new Map(), entries: [] };
  /** The longest phrase in words: how far a walk can go. */
  private longest = 0;

  /** Abbreviations are matched in their case unless `anyCase` ("HbA1c" is also "HBA1C" in a letter in capitals). */
  add(phrase: string, value: T, anyCase = false): void {
    const tokens = tokenize(phrase);
    if (tokens.count === 0) return;
    let node = this.root;
    for (let i = 0; i < tokens.count; i++) {
      const word = tokens.hashes[i];
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), entries: [] };
        node.next.set(word, child);
      }
      node = child;
    }
    const exact = !anyCase && isAbbreviation(phrase.trim()) ? phrase.trim().replace(/[\s-]+/g, " ") : undefined;
    if (!node.entries.some((e) => e.value === value && e.exact === exact)) node.entries.push({ value, exact });
    this.longest = Math.max(this.longest, tokens.count);
  }

  /** Every phrase that starts at word `first`, shortest first. */
  *at(text: string, tokens: Tokens, first: number): Generator<PhraseHit<T>> {
    let node: Node<T> | undefined = this.root;
    for (let i = first; i < tokens.count && i - first < this.longest; i++) {
      if (i > first && !joined(text, tokens.ends[i - 1], tokens.starts[i])) return;
      node = node.next.get(tokens.hashes[i]);
      if (!node) return;
      for (const entry of node.entries) {
        const start = tokens.starts[first];
        const end = tokens.ends[i];
        if (entry.exact && text.slice(start, end).replace(/[\s-]+/g, " ") !== entry.exact) continue;
        yield { value: entry.value, first, last: i + 1, start, end };
      }
    }
  }

  /** Left to right, the longest phrase at each place; words inside a phrase start no other. */
  longestMatches(text: string, tokens: Tokens): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.count; ) {
      let best: PhraseHit<T> | undefined;
      // At one length the entry added last wins (a class word over a generic of the same spelling).
      for (const hit of this.at(text, tokens, i)) if (!best || hit.last >= best.last) best = hit;
      if (best) {
        hits.push(best);
        i = best.last;
      } else i++;
    }
    return hits;
  }

  /** Every phrase at every word, nested ones too ("diabetes" inside "type 2 diabetes"). */
  allMatches(text: string, tokens: Tokens): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.count; i++) for (const hit of this.at(text, tokens, i)) hits.push(hit);
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
