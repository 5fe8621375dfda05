/**
 * Numbers said in words, as recognisers write them ("forty eight hours", "one hundred and forty over ninety",
 * "two point five milligrams", "nine nine nine"), read as digits so a transcript and a summary can be compared with
 * a letter. The text is rewritten once; `Rewritten` maps each place of the new text back to the original.
 */

const ONES: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

interface Word {
  lower: string;
  start: number;
  end: number;
}

interface Parsed {
  value: string;
  /** Index of the word after the number. */
  next: number;
}

const isDigitWord = (w: string) => w in ONES && w !== "oh";
const isNumberWord = (w: string) => isDigitWord(w) || w in TEENS || w in TENS;

/**
 * One number from `words[i]` on; the longest reading that is one number ("fourteen eight" is two). The words are
 * next to each other, apart only by spaces or hyphens (`wordsFrom`).
 */
function parseNumber(words: Word[], i: number): Parsed | undefined {
  if (!isNumberWord(words[i].lower)) return undefined;
  let total = 0;
  let current = 0;
  /** What the last word was, to know what may follow it. */
  let last: "one" | "teen" | "ten" | "hundred" | "thousand" | undefined;
  let j = i;
  for (; j < words.length; j++) {
    const w = words[j].lower;
    if (isDigitWord(w)) {
      if (last === "one" || last === "teen") break;
      current += ONES[w];
      last = "one";
    } else if (w in TEENS) {
      if (last === "one" || last === "teen" || last === "ten") break;
      current += TEENS[w];
      last = "teen";
    } else if (w in TENS) {
      if (last === "one" || last === "teen" || last === "ten") break;
      current += TENS[w];
      last = "ten";
    } else if (w === "hundred" && (last === "one" || last === "teen" || last === "ten") && current < 100) {
      current *= 100;
      last = "hundred";
    } else if (w === "thousand" && last !== undefined && last !== "thousand") {
      total += current * 1000;
      current = 0;
      last = "thousand";
    } else if (w === "and" && (last === "hundred" || last === "thousand") && j + 1 < words.length) {
      const after = words[j + 1].lower;
      if (!isNumberWord(after)) break;
    } else break;
  }
  let value = String(total + current);
  // "two point five", "two and a half"
  if (j + 1 < words.length && words[j].lower === "point" && isDigitWord(words[j + 1].lower)) {
    let decimals = "";
    let k = j + 1;
    for (; k < words.length && isDigitWord(words[k].lower); k++) decimals += ONES[words[k].lower];
    value = `${value}.${decimals}`;
    j = k;
  } else if (
    j + 2 < words.length &&
    words[j].lower === "and" &&
    words[j + 1].lower === "a" &&
    words[j + 2].lower === "half"
  ) {
    value = String(Number(value) + 0.5);
    j += 3;
  }
  return { value, next: j };
}

export interface Rewritten {
  text: string;
  /** The original offset of a place of `text` (a start: the start of a replaced number). */
  originalStart(at: number): number;
  /** The original offset just after a place of `text` (an end: the end of a replaced number). */
  originalEnd(at: number): number;
}

interface Replacement {
  /** Where the digits stand in the new text and where the words stood in the original. */
  newStart: number;
  newEnd: number;
  oldStart: number;
  oldEnd: number;
}

function mapper(replacements: Replacement[], text: string): Rewritten {
  const find = (at: number): number => {
    let lo = 0;
    let hi = replacements.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (replacements[mid].newStart <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };
  const shift = (i: number) => (i < 0 ? 0 : replacements[i].oldEnd - replacements[i].newEnd);
  return {
    text,
    originalStart(at) {
      const i = find(at);
      if (i >= 0 && at < replacements[i].newEnd) return replacements[i].oldStart;
      return at + shift(i);
    },
    originalEnd(at) {
      const i = find(at - 1);
      if (i >= 0 && at - 1 < replacements[i].newEnd) return replacements[i].oldEnd;
      return at + shift(i);
    },
  };
}

const NUMBER_WORD =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/gi;
/** Words that may continue a number ("hundred", "and", "point", "a half"). */
const WORD = /[A-Za-z]+/y;

/** The words from `at` on that may belong to one spoken number, up to the first that cannot. */
function wordsFrom(text: string, at: number): Word[] {
  const words: Word[] = [];
  let i = at;
  while (words.length < 16) {
    WORD.lastIndex = i;
    const m = WORD.exec(text);
    if (!m) break;
    const lower = m[0].toLowerCase();
    words.push({ lower, start: i, end: i + m[0].length });
    if (!(isNumberWord(lower) || CONTINUES.has(lower))) break;
    i += m[0].length;
    while (i < text.length && (text[i] === " " || text[i] === "-" || text[i] === "\t")) i++;
  }
  return words;
}

const CONTINUES = new Set(["hundred", "thousand", "and", "point", "a", "half", "oh"]);

/** The text with every number said in words written in digits; three or more single digits are one number ("999"). */
export function digitsForWords(text: string): Rewritten {
  const found: Array<{ start: number; end: number; value: string; single: boolean }> = [];
  NUMBER_WORD.lastIndex = 0;
  for (let m = NUMBER_WORD.exec(text); m; m = NUMBER_WORD.exec(text)) {
    const words = wordsFrom(text, m.index);
    let i = 0;
    while (i < words.length) {
      const parsed = parseNumber(words, i);
      if (!parsed) break;
      found.push({
        start: words[i].start,
        end: words[parsed.next - 1].end,
        value: parsed.value,
        single: parsed.next - i === 1,
      });
      i = parsed.next;
    }
    NUMBER_WORD.lastIndex = Math.max(NUMBER_WORD.lastIndex, found.length > 0 ? found[found.length - 1].end : 0);
  }
  // "nine nine nine", "one one one": a number said digit by digit.
  const digit = (f: (typeof found)[number]) => f.single && /^\d$/.test(f.value);
  const merged: typeof found = [];
  for (let k = 0; k < found.length; ) {
    let end = k;
    while (
      end + 1 < found.length &&
      digit(found[end]) &&
      digit(found[end + 1]) &&
      /^[\s-]+$/.test(text.slice(found[end].end, found[end + 1].start))
    )
      end++;
    if (end - k >= 2) {
      const value = found
        .slice(k, end + 1)
        .map((f) => f.value)
        .join("");
      merged.push({ start: found[k].start, end: found[end].end, value, single: false });
      k = end + 1;
    } else {
      merged.push(found[k]);
      k++;
    }
  }
  if (merged.length === 0) return mapper([], text);
  const parts: string[] = [];
  const replacements: Replacement[] = [];
  let at = 0;
  let length = 0;
  for (const f of merged) {
    parts.push(text.slice(at, f.start));
    length += f.start - at;
    replacements.push({ newStart: length, newEnd: length + f.value.length, oldStart: f.start, oldEnd: f.end });
    parts.push(f.value);
    length += f.value.length;
    at = f.end;
  }
  parts.push(text.slice(at));
  return mapper(replacements, parts.join(""));
}
