/**
 * Numbers as a clinician says them, both ways: the corpus generator writes "one hundred and forty two", and the
 * evaluation turns spoken numbers back into digits so "142" and "one hundred forty two" compare equal.
 */

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0 to 999,999 in words; `and` gives the British "one hundred and five". */
export function integerToWords(n: number, options: { and?: boolean } = {}): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) throw new RangeError(`Unsupported number ${n}`);
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  if (n < 100) return n % 10 === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]} ${UNITS[n % 10]}`;
  if (n < 1000) {
    const rest = n % 100;
    const head = `${UNITS[Math.floor(n / 100)]} hundred`;
    if (rest === 0) return head;
    return `${head} ${options.and ? "and " : ""}${integerToWords(rest)}`;
  }
  const rest = n % 1000;
  const head = `${integerToWords(Math.floor(n / 1000), options)} thousand`;
  if (rest === 0) return head;
  return `${head} ${options.and && rest < 100 ? "and " : ""}${integerToWords(rest, options)}`;
}

/** "2.5" → "two point five"; decimals are read digit by digit, as dictated. */
export function numberToWords(value: string | number, options: { and?: boolean } = {}): string {
  const [whole, fraction] = String(value).split(".");
  const head = integerToWords(Number(whole), options);
  if (!fraction) return head;
  return `${head} point ${[...fraction].map((d) => UNITS[Number(d)]).join(" ")}`;
}

const UNIT_VALUE = new Map<string, number>(UNITS.map((w, i) => [w, i] as const));
const TEEN_VALUE = new Map<string, number>(TEENS.map((w, i) => [w, i + 10] as const));
const TENS_VALUE = new Map<string, number>(TENS.flatMap((w, i) => (w ? [[w, i * 10] as const] : [])));

const isSmall = (w: string | undefined) =>
  w !== undefined && (UNIT_VALUE.has(w) || TEEN_VALUE.has(w) || TENS_VALUE.has(w));

/**
 * Replaces each run of number words with its digits: ["one", "hundred", "and", "sixty", "two", "over", "ninety",
 * "four"] → ["162", "over", "94"]; "two point five" → "2.5". Two numbers said back to back ("seventy eighty") stay
 * two numbers. Other tokens pass through.
 */
export function spokenNumbersToDigits(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isSmall(tokens[i])) {
      out.push(tokens[i]);
      i++;
      continue;
    }
    let total = 0;
    let current = 0;
    // What the previous number word was, to know whether the next one continues this number or starts another.
    let last: "unit" | "teen" | "tens" | "hundred" | "thousand" | null = null;
    while (i < tokens.length) {
      const w = tokens[i];
      if (UNIT_VALUE.has(w)) {
        if (last === "unit" || last === "teen") break;
        if (last === "tens" && current % 10 !== 0) break;
        current += UNIT_VALUE.get(w) ?? 0;
        last = "unit";
      } else if (TEEN_VALUE.has(w)) {
        if (last === "unit" || last === "teen" || last === "tens") break;
        current += TEEN_VALUE.get(w) ?? 0;
        last = "teen";
      } else if (TENS_VALUE.has(w)) {
        if (last === "unit" || last === "teen" || last === "tens") break;
        current += TENS_VALUE.get(w) ?? 0;
        last = "tens";
      } else if (w === "hundred" && (last === "unit" || last === "teen") && current % 100 === current) {
        current *= 100;
        last = "hundred";
      } else if (w === "thousand" && last !== null && last !== "thousand") {
        total += current * 1000;
        current = 0;
        last = "thousand";
      } else if (w === "and" && (last === "hundred" || last === "thousand") && isSmall(tokens[i + 1])) {
        // "one hundred and five": the "and" belongs to the number.
      } else {
        break;
      }
      i++;
    }
    let digits = String(total + current);
    if (tokens[i] === "point" && UNIT_VALUE.has(tokens[i + 1])) {
      let fraction = "";
      i++;
      for (; i < tokens.length && UNIT_VALUE.has(tokens[i]); i++) fraction += String(UNIT_VALUE.get(tokens[i]));
      digits = `${digits}.${fraction}`;
    }
    out.push(digits);
  }
  return out;
}
