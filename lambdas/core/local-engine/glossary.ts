import glossaryData from "../../data/medical-glossary.json";

interface Rule {
  term: string;
  plain: string;
  medical: boolean;
  /** Abbreviations (no run of three lower-case letters: "BID", "b.i.d.", "SpO2") match exactly; words in any case. */
  exact: boolean;
  /**
   * The rule applies only to a text this matches: "PE" is a blood clot in the lung only beside words about one (it is
   * also a physical examination), so an explanation never gives the patient a condition the document does not name.
   */
  context?: RegExp;
  /** A describing word ("chronic", "clinical"): said plainly even where a diagnosis keeps its name. */
  swap?: boolean;
}

/** A trie over the terms' characters (ASCII letters folded to lower case); a space stands for any run of spaces. */
interface Node {
  next: Map<string, Node>;
  /** Terms ending here, longest-first order of the glossary; the first that accepts the text wins. */
  rules: Rule[];
}

const newNode = (): Node => ({ next: new Map(), rules: [] });
const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (ch: string) => /\s/.test(ch);
const fold = (ch: string) => (ch >= "A" && ch <= "Z" ? ch.toLowerCase() : ch);

interface Entry {
  term: string;
  plain: string;
  context?: string;
  swap?: boolean;
}

const rule = (e: Entry, medical: boolean) => ({
  term: e.term,
  plain: e.plain,
  medical,
  context: e.context ? new RegExp(e.context, "i") : undefined,
  swap: e.swap,
});

/** Entries of one term keep their order (the first whose context holds wins): the sort below is stable. */
const RULES: Rule[] = [
  ...(glossaryData.entries as Entry[]).map((e) => rule(e, true)),
  ...(glossaryData.phrases as Entry[]).map((e) => rule(e, false)),
]
  .map((r) => ({ ...r, exact: !/[a-z]{3}/.test(r.term) }))
  .sort((a, b) => b.term.length - a.term.length);

const ROOT = newNode();
for (const rule of RULES) {
  let node = ROOT;
  for (const ch of rule.term.trim().replace(/\s+/g, " ")) {
    const key = fold(ch);
    let child = node.next.get(key);
    if (!child) {
      child = newNode();
      node.next.set(key, child);
    }
    node = child;
  }
  node.rules.push(rule);
}

export const GLOSSARY_SIZE = glossaryData.entries.length;

interface Match {
  start: number;
  end: number;
  rule: Rule;
}

/** The longest term starting at `start` that ends at a word boundary, walking the trie once. */
function longestAt(text: string, start: number): Match | undefined {
  let node: Node | undefined = ROOT;
  let best: Match | undefined;
  let i = start;
  while (node && i < text.length) {
    const ch = text[i];
    if (isSpace(ch)) {
      node = node.next.get(" ");
      while (i < text.length && isSpace(text[i])) i++;
      continue;
    }
    node = node.next.get(fold(ch));
    i++;
    if (!node || node.rules.length === 0 || (i < text.length && isAlnum(text.charCodeAt(i)))) continue;
    const found = text.slice(start, i).replace(/\s+/g, " ");
    const rule = node.rules.find((r) => (!r.exact || r.term === found) && (!r.context || r.context.test(text)));
    if (rule) best = { start, end: i, rule };
  }
  return best;
}

/** Every glossary term in the text, left to right, longest first where terms overlap: one pass over the text. */
function findTerms(text: string): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < text.length; ) {
    // "anti-inflammatory" is one word: its second half is never swapped on its own.
    const wordStart =
      i === 0 ||
      (!isAlnum(text.charCodeAt(i - 1)) && !(text[i - 1] === "-" && i > 1 && isAlnum(text.charCodeAt(i - 2))));
    const match = wordStart ? longestAt(text, i) : undefined;
    if (match) {
      matches.push(match);
      i = match.end;
    } else {
      i++;
    }
  }
  return matches;
}

export interface Rewrite {
  text: string;
  /** Medical terms replaced, in order of appearance (repeats counted). */
  hits: string[];
}

function matchCase(original: string, plain: string): string {
  if (!plain) return plain;
  return /^[A-Z][a-z]/.test(original) ? plain[0].toUpperCase() + plain.slice(1) : plain;
}

/** The rest of a place's name after a capitalised word: " Day Unit", " Assessment Centre", " Ward". */
const PLACE_NAME_AFTER = /^(?:\s+[A-Z][a-z]+){0,3}\s+(?:Unit|Ward|Centre|Center|Department|Service|Team|Line|Suite)\b/;

/** Everyday clinic words: swapped even where diagnoses keep their names. */
const SWAPPED_ALWAYS = new Set(["follow-up", "follow up", "followup"]);

/**
 * Replaces jargon with plain words in one pass; replaced text is never matched again. With `explain`, a medical term
 * stays and its plain words follow in brackets ("pneumonia (lung infection)"): a diagnosis keeps the name the patient
 * will hear again. A term the document already explains in brackets is left as it is.
 */
export function rewriteWithGlossary(text: string, options: { explain?: boolean } = {}): Rewrite {
  const hits: string[] = [];
  const parts: string[] = [];
  let at = 0;
  for (const { start, end, rule } of findTerms(text)) {
    const original = text.slice(start, end);
    // "Phone the Cardiac Day Unit": a place's name is what the patient asks for on the phone; it stays as written.
    if (/^[A-Z][a-z]/.test(original) && PLACE_NAME_AFTER.test(text.slice(end, end + 60))) continue;
    const bracket = text.slice(end, end + 40).match(/^\s*\(([^()]*)\)/);
    // Abbreviations are swapped even then: "ECG" is not a name the patient needs, "heart tracing" is.
    // Inside brackets the meaning follows after a comma: "(cystitis, bladder infection)", never a bracket in one.
    const before = text.slice(0, start);
    const bracketed = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
    const keep =
      options.explain && rule.medical && !rule.exact && !rule.swap && !SWAPPED_ALWAYS.has(rule.term.toLowerCase());
    let plain = matchCase(original, rule.plain);
    let skip = 0;
    if (keep && rule.plain.toLowerCase() === original.toLowerCase()) plain = original;
    else if (keep && bracketed) plain = `${original}, ${rule.plain}`;
    else if (keep && bracket && !/[A-Za-z]/.test(bracket[1])) {
      // "ejection fraction (30%)": the meaning joins the document's bracket.
      plain = `${original} (${rule.plain}, ${bracket[1].trim()})`;
      skip = bracket[0].length;
    } else if (keep) plain = bracket ? original : `${original} (${rule.plain})`;
    parts.push(text.slice(at, start), plain);
    if (rule.medical) hits.push(rule.term);
    at = end + skip;
  }
  parts.push(text.slice(at));
  return {
    text: parts
      .join("")
      .replace(/\s{2,}/g, " ")
      .replace(/\s+([.,;:])/g, "$1")
      .trim(),
    hits,
  };
}

/** Plain explanation of a term the patient asks about ("what is hypertension?"), if the glossary knows it. */
export function explainTerm(question: string): string | undefined {
  const medical = findTerms(question).filter((m) => m.rule.medical);
  if (medical.length === 0) return undefined;
  // The most specific term asked about: "myocardial infarction" over "infarction".
  const rule = medical.reduce((a, b) => (b.rule.term.length > a.rule.term.length ? b : a)).rule;
  return `"${rule.term}" means ${rule.plain}.`;
}
