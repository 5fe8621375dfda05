/**
 * Numbers a recogniser writes as words ("five hundred milligrams twice daily for seven days") in digits, with the
 * units of a dose shortened as a document writes them ("500 mg … for 7 days"), so a dictated plan is read by the same
 * medicine rules as a letter. "One" becomes 1 only before a unit, a time or "to"/"or" another number: "the blue
 * one" and "one of them" stay words.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
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
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join("|");
/** A run of number words: "five hundred and fifty", "seventy-five", "two point five". */
const RUN = new RegExp(
  `\\b(?:a\\s+(?=hundred|thousand))?(?:${NUMBER_WORD})(?:(?:[\\s-]+|\\s+and\\s+)(?:${NUMBER_WORD}))*(?:\\s+point(?:\\s+(?:${Object.keys(UNITS).join("|")}))+)?\\b`,
  "gi",
);
/** What may follow "one" (or "a hundred") when it is a number. */
const COUNTED =
  /^\s*(?:mg|milligrams?|micrograms?|mcg|grams?|g|ml|millilit(?:re|er)s?|units?|tablets?|capsules?|puffs?|drops?|doses?|sachets?|minutes?|hours?|days?|weeks?|months?|years?|kilos?|kilograms?|litres?|liters?|percent|to|or|and a half)\b/i;

/** The value of a run of number words, or undefined when the words do not make one number ("fourteen eight"). */
function numberOf(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let last: "unit" | "teen" | "tens" | "scale" | undefined;
  for (const word of words) {
    if (word === "a" || word === "and") continue;
    if (word in UNITS) {
      const v = UNITS[word];
      // "twenty five" is one number; "five five" or "fourteen eight" is not.
      if (last === "unit" || last === "teen" || (last === "tens" && v >= 10)) return undefined;
      current += v;
      last = v >= 10 ? "teen" : "unit";
    } else if (word in TENS) {
      if (last === "unit" || last === "teen" || last === "tens") return undefined;
      current += TENS[word];
      last = "tens";
    } else {
      const scale = SCALES[word];
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      last = "scale";
    }
  }
  return total + current;
}

function digitsOf(run: string): string | undefined {
  const [whole, fraction] = run.toLowerCase().split(/\s+point\s+/);
  const value = numberOf(whole.split(/[\s-]+/));
  if (value === undefined) return undefined;
  if (!fraction) return String(value);
  const decimals = fraction.split(/\s+/).map((w) => UNITS[w]);
  return decimals.some((d) => d === undefined || d > 9) ? undefined : `${value}.${decimals.join("")}`;
}

/** Units of a dose as documents write them, after a number. */
const DOSE_UNITS: Array<[RegExp, string]> = [
  [/(\d)\s*milligrams?\b/gi, "$1 mg"],
  [/(\d)\s*millilit(?:re|er)s?\b/gi, "$1 mL"],
  [/(\d)\s*grams?\b/gi, "$1 g"],
  [/(\d) and a half\b/gi, "$1.5"],
];

export function spokenNumbersToDigits(text: string): string {
  let out = text.replace(RUN, (run: string, at: number, whole: string) => {
    const bare = run.replace(/^a\s+/i, "");
    const after = whole.slice(at + run.length);
    // "three times a day" is how a document says it too.
    if (/^\s*times?\b/i.test(after)) return run;
    // "one" counts only before what it counts: "the blue one" stays a word.
    if (/^one$/i.test(bare.trim()) && !COUNTED.test(after)) return run;
    const digits = digitsOf(bare);
    if (digits === undefined) {
      // Words that do not make one number (a misheard "fourteen eight") are each said as a number of their own.
      return bare
        .split(/[\s-]+/)
        .map((w) => digitsOf(w) ?? w)
        .join(" ");
    }
    return digits;
  });
  for (const [re, to] of DOSE_UNITS) out = out.replace(re, to);
  return out;
}
