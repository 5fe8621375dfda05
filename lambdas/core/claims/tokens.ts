/**
 * Words of a text with their places, and phrases looked up among them. Every vocabulary of the checker (drugs,
 * classes, conditions, tests, the glossary's explanations) is a phrase trie over lower-case words, walked once per
 * word: linear in the text, whatever the number of phrases.
 */

export interface Tokens {
  /** Lower-case words ("Co-amoxiclav" is "co", "amoxiclav"). */
  words: string[];
  starts: number[];
  ends: number[];
}

const WORD = /[A-Za-z0-9]+/g;

export function tokenize(text: string, from = 0, to = text.length): Tokens {
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  WORD.lastIndex = from;
  for (let m = WORD.exec(text); m && m.index < to; m = WORD.exec(text)) {
    words.push(m[0].toLowerCase());
    starts.push(m.index);
    ends.push(m.index + m[0].length);
  }
  return { words, starts, ends };
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
  next: Map<string, Node<T>>;
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
    const words = tokenize(phrase).words;
    if (words.length === 0) return;
    let node = this.root;
    for (const word of words) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), entries: [] };
        node.next.set(word, child);
      }
      node = child;
    }
    const exact = !anyCase && isAbbreviation(phrase.trim()) ? phrase.trim().replace(/[\s-]+/g, " ") : undefined;
    if (!node.entries.some((e) => e.value === value && e.exact === exact)) node.entries.push({ value, exact });
    this.longest = Math.max(this.longest, words.length);
  }

  /** Every phrase that starts at word `first`, shortest first. */
  *at(text: string, tokens: Tokens, first: number): Generator<PhraseHit<T>> {
    let node: Node<T> | undefined = this.root;
    for (let i = first; i < tokens.words.length && i - first < this.longest; i++) {
      if (i > first && !joined(text, tokens.ends[i - 1], tokens.starts[i])) return;
      node = node.next.get(tokens.words[i]);
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
    for (let i = 0; i < tokens.words.length; ) {
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
    for (let i = 0; i < tokens.words.length; i++) for (const hit of this.at(text, tokens, i)) hits.push(hit);
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
