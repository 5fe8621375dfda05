import glossaryData from "../../data/medical-glossary.json";

interface Rule {
  term: string;
  plain: string;
  pattern: RegExp;
  medical: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Abbreviations (no run of three lower-case letters: "BID", "b.i.d.", "SpO2") match exactly; words in any case. */
function ruleFor(term: string, plain: string, medical: boolean): Rule {
  const exact = !/[a-z]{3}/.test(term);
  const body = escapeRegExp(term).replace(/\\ /g, "\\s+").replace(/ /g, "\\s+");
  const pattern = new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, exact ? "g" : "gi");
  return { term, plain, pattern, medical };
}

// Longest first, so "myocardial infarction" wins over "myocardial".
const RULES: Rule[] = [
  ...glossaryData.entries.map((e) => ruleFor(e.term, e.plain, true)),
  ...glossaryData.phrases.map((e) => ruleFor(e.term, e.plain, false)),
].sort((a, b) => b.term.length - a.term.length);

export const GLOSSARY_SIZE = glossaryData.entries.length;

export interface Rewrite {
  text: string;
  /** Medical terms replaced, in order of appearance (repeats counted). */
  hits: string[];
}

function matchCase(original: string, plain: string): string {
  if (!plain) return plain;
  return /^[A-Z][a-z]/.test(original) ? plain[0].toUpperCase() + plain.slice(1) : plain;
}

/** Replaces jargon with plain words; a placeholder keeps replaced text from being matched again. */
export function rewriteWithGlossary(text: string): Rewrite {
  const hits: string[] = [];
  const done: string[] = [];
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.pattern, (match) => {
      if (rule.medical) hits.push(rule.term);
      done.push(matchCase(match, rule.plain));
      return `\uE000${done.length - 1}\uE000`;
    });
  }
  out = out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => done[Number(i)]);
  return {
    text: out
      .replace(/\s{2,}/g, " ")
      .replace(/\s+([.,;:])/g, "$1")
      .trim(),
    hits,
  };
}

/** Plain explanation of a term the patient asks about ("what is hypertension?"), if the glossary knows it. */
export function explainTerm(question: string): string | undefined {
  for (const rule of RULES) {
    if (!rule.medical) continue;
    rule.pattern.lastIndex = 0;
    if (rule.pattern.test(question)) {
      rule.pattern.lastIndex = 0;
      return `"${rule.term}" means ${rule.plain}.`;
    }
  }
  return undefined;
}
