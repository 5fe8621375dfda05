import { labelAction, sectionOf } from "./action-words";
import { amountsIn, type Doc, type Span, spanAt } from "./text";
import { escapeRegExp, lowerBound, type PhraseHit, wordAt } from "./tokens";
import { DRUGS, type DrugRef, isClassKey, qualifierOf } from "./vocabulary";

/** Where a text names a medicine: the vocabulary's drugs and unknown words standing where a name stands. */

/** Words that stand before a dose without naming a medicine ("Take 5 mg", "Limit salt to 2 g"). */
export const NOT_A_NAME = new Set(
  "take takes taking took give given use used start started stop stopped increase increased reduce reduced decrease decreased from to of and or the a an then with about dose doses total daily each every maximum max only up than more less your his her their weight weighs weighed weighing salt sodium fluid fluids water sugar limit limited drink drinks alcohol loss gain fell rose was were is are be by at in on for over under below above around approximately nearly new changed continue keep also dosage strength tablet tablets capsule capsules puffs puff drops units unit measured level levels result results score reading range target lost gained day days week weeks month months hour hours year years aged age old january february march april june july august september october november december monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);

export interface Found extends Span {
  key: string;
  name: string;
  ambiguous: boolean;
  /** Index of the word after the name. */
  next: number;
}

/** Drugs from the vocabulary, combinations read as one ("amoxicillin-clavulanate", "insulin glargine"). */
export function drugHits(doc: Doc): Found[] {
  const hits = DRUGS.longestMatches(doc.text, doc.tokens);
  const found: Found[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit: PhraseHit<DrugRef> = hits[i];
    let key = hit.value.key;
    let end = hit.end;
    let last = hit.last;
    let ambiguous = hit.value.ambiguous;
    while (i + 1 < hits.length && hits[i + 1].first === last) {
      const between = doc.text.slice(end, hits[i + 1].start);
      const next = hits[i + 1].value;
      // "Insulin glargine" names one insulin; "insulin antibiotic" (an edit) names two things, neither of them both.
      const insulin = key === "class:insulin" && /^\s+$/.test(between) && !isClassKey(next.key);
      // "Ibuprofen / naproxen: avoid" is two medicines; "amoxicillin-clavulanate" and "X + Y" are one.
      if (!/^(?:[-/+]|\s*\+\s*)$/.test(between) && !insulin) break;
      if (insulin) key = next.key;
      ambiguous = ambiguous && next.ambiguous;
      end = hits[i + 1].end;
      last = hits[i + 1].last;
      i++;
    }
    found.push({ key, name: doc.text.slice(hit.start, end), start: hit.start, end, ambiguous, next: last });
  }
  return found;
}

/**
 * A word the vocabulary does not know, standing where a medicine's name stands: right before a dose, capitalised or
 * on a medicine line ("Zorvalex 40 mg"). Kept as "word:<name>" so the other text can be searched for it.
 */
/** A product's form, which may stand between its name and its dose. */
const FORM_WORD =
  /^(?:inhalers?|tablets?|capsules?|cream|gel|ointment|drops|spray|patch(?:es)?|injections?|sachets?|liquid|solution|suspension|pessar(?:y|ies))$/i;

export function unknownNames(doc: Doc, known: Found[]): Found[] {
  const found: Found[] = [];
  const knownEnds = known.map((k) => k.end);
  for (const q of amountsIn(doc)) {
    if (q.dimension !== "mass" && q.dimension !== "volume" && q.dimension !== "count") continue;
    let w = lowerBound(doc.tokens.starts, q.start) - 1;
    if (w < 0) continue;
    // "Trimbow inhaler 2 puffs": the name stands before the product's form.
    if (
      w > 0 &&
      FORM_WORD.test(wordAt(doc.tokens, w) ?? "") &&
      /^\s+$/.test(doc.text.slice(doc.tokens.ends[w], q.start))
    )
      w -= 1;
    const word = wordAt(doc.tokens, w) ?? "";
    const start = doc.tokens.starts[w];
    const end = doc.tokens.ends[w];
    const gap = doc.text.slice(end, q.start);
    const spaced = /^\s+$/.test(gap) || /^\s+[a-z]+\s+$/i.test(gap);
    if (!spaced || !/^[a-z]{4,}$/.test(word) || NOT_A_NAME.has(word) || FORM_WORD.test(word)) continue;
    if (qualifierOf(word)) continue;
    // A known medicine just before ("Metoprolol succinate 50 mg") names it already.
    const k = lowerBound(knownEnds, end + 1) - 1;
    if (k >= 0 && start - knownEnds[k] <= 20) continue;
    const line = spanAt(doc.lines, start);
    const capital = /^[A-Z]/.test(doc.text[start]);
    // On a list of medicines a name may be in lower case, where its line starts ("- sodium bicarbonate 500 mg BID").
    const listed = line && (line.label || line.item || sectionOf(line.section).medicines);
    const leadsLine = line !== undefined && /^[\s*•–-]*(?:[A-Za-z]+\s+)?$/.test(doc.text.slice(line.body, start));
    // "He should continue alfacalcidol 0.25 micrograms od": a word told what to do, with its dose, is a medicine.
    const told =
      /\b(?:continue|start|stop|take|increase|reduce|decrease|restart|prescribed?|started|commenced?)\s+$/i.test(
        doc.text.slice(Math.max(0, start - 24), start),
      );
    if (!capital && !(listed && leadsLine) && !told) continue;
    found.push({ key: `word:${word}`, name: doc.text.slice(start, end), start, end, ambiguous: false, next: w + 1 });
  }
  // A capitalised word where only a name stands, known to no list: its own medicine, known by its first word
  // ("Centrum Adults multivitamin" and "stop Centrum" are one).
  const addName = (name: string, start: number) => {
    const taken = known.some((k) => k.start <= start && start < k.end) || found.some((f) => f.start === start);
    if (NOT_A_NAME.has(name.toLowerCase()) || taken) return;
    const end = start + name.length;
    found.push({
      key: `word:${name.split(" ")[0].toLowerCase()}`,
      name,
      start,
      end,
      ambiguous: false,
      next: lowerBound(doc.tokens.starts, end),
    });
  };
  // "… and stop Adcal-D3 (he will get calcium from the binder)": a capitalised word told to start or stop is the
  // medicine the verb is about, even without a dose, so the verb is not given to a known name after it.
  for (const m of doc.text.matchAll(TOLD_NAME)) addName(m[1], (m.index ?? 0) + m[0].length - m[1].length);
  // "- Stop taking: Adcal-D3.": a medicine label's one word is a name.
  // "- Anoro Ellipta (umeclidinium/vilanterol) 55/22 mcg" on a list of medicines: the brand leading its entry.
  // "- Stop taking: Benylin dry cough medicine.": what a line told to start or stop a medicine starts with is its
  // name, whatever words follow it.
  for (const line of doc.lines) {
    const entry = line.label || (line.item && sectionOf(line.section).medicines);
    const body = doc.text.slice(line.body, line.end);
    const leading = entry ? LEADING_NAME.exec(body) : null;
    const told = !leading && line.label && labelAction(line.label) && !glossOfKnown(body, line.body, known);
    const loose = told ? TOLD_LEAD.exec(body) : null;
    const m = leading ?? (loose && !LEAD_WORDS.has(loose[1].split(/[ -]/)[0].toLowerCase()) ? loose : null);
    if (m) addName(m[1], line.body + (m.index ?? 0) + m[0].length - m[1].length);
    // "Stop taking: Peppermint oil capsules (Colpermin)": the brand in brackets is the name the source may use.
    const bracketed = m && told ? BRACKETED_NAME.exec(body.slice(m[0].length)) : null;
    if (m && bracketed) addName(bracketed[1], line.body + m[0].length + bracketed[0].length - bracketed[1].length);
  }
  return found;
}

/**
 * Where the text names a medicine another text named and no list knows ("Nebusal 7% (hypertonic saline)" in a
 * table row, for a summary's "New: Nebusal"): each whole-word use of the name that no other name covers.
 */
export function namedHits(doc: Doc, names: readonly string[], taken: Found[]): Found[] {
  const found: Found[] = [];
  const covered = (start: number, end: number) => [...taken, ...found].some((t) => t.start < end && start < t.end);
  for (const name of names) {
    const escaped = escapeRegExp(name);
    for (const m of doc.text.matchAll(new RegExp(`(?<![A-Za-z0-9-])${escaped}(?![A-Za-z0-9])`, "gi"))) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (covered(start, end)) continue;
      const key = `word:${name.toLowerCase()}`;
      found.push({ key, name: m[0], start, end, ambiguous: false, next: lowerBound(doc.tokens.starts, end) });
    }
  }
  return found;
}

/**
 * The label's whole item, "Adcal-D3.", "Trelegy Ellipta,", "Fostair 100/6" or "Adcal-D3 (…)", not the first word of a
 * sentence ("Both of them"); a name of three letters only before a comma or a bracket ("Yaz, 1 tablet a day").
 */
const LEADING_NAME =
  /^\s*((?:[A-Z][a-z]{3,}|[A-Z][a-z]{2,}[A-Z][a-z]{2,}|(?!(?:Now|Yes|You|All|Any|One|Two|Six|Ten|Its|Her|His|The|For|And|But|Use|Add|See)\b)[A-Z][a-z]{2}(?=,|\s*\())(?:-[A-Za-z0-9]+)?(?: [A-Z][a-z]{3,})?)(?=\s*(?:[.,;(]|$|\d+(?:\.\d+)?\/\d+(?:\.\d+)?\b|\d+(?:\.\d+)?\s*(?:[.,;(]|$)|(?:ointment|cream|gel|lotion|inhaler|tablets?|capsules?|drops|spray|patch(?:es)?|liquid|solution|suspension)\b))/;
/**
 * A medicine label's first word, or two when both are capitalised ("Centrum Adults multivitamin"), a brand written in
 * two capitals ("NeilMed Sinus Rinse"), after "your" or "the"; not a person the line tells of ("In hospital only: Oscar had one dose of ibuprofen").
 */
const TOLD_LEAD =
  /^\s*(?:(?:Your|The|His|Her|Their)\s+)?((?:[A-Z][a-z]{3,}|[A-Z][a-z]{2,}[A-Z][a-z]{2,})(?:-[A-Za-z0-9]+)?(?: [A-Z][a-z]{3,})?|[A-Z]{3,6}(?=\s+(?:capsules?|tablets?|drops|cream|gel|ointment|spray|patch(?:es)?|injections?|sachets?|liquid|supplements?)\b))(?![A-Za-z'])(?!\s+(?:had|has|have|was|were|is|are|will|would|should|can|could|may|must|needs?|got|took|gave|came|went)\b)/;

/**
 * Words that open a medicine line without naming it ("Changed: After 7 days, apixaban 5 mg", "Changed: Lower sodium
 * valproate to 300 mg").
 */
const LEAD_WORDS = new Set(
  "after before until from only each every also then when while since both some once twice with without these those this that what which other another more less most first last next half extra plus please just still all any none no lower higher raise raised lowered smaller bigger larger usual regular normal same current daily weekly monthly nightly morning evening".split(
    " ",
  ),
);

/** A capitalised name opening a bracket a few words on: "… oil capsules (Colpermin)". */
const BRACKETED_NAME = /^[^.;:()\n]{0,40}\(\s*([A-Z][a-z]{3,}(?: [A-Z][a-z]{3,})?)(?=\s*[),])/;

/** "Saltwater nose drops (sodium chloride 0.9%)": the words before a known medicine in brackets describe it. */
function glossOfKnown(body: string, from: number, known: Found[]): boolean {
  const open = body.indexOf("(");
  if (open === -1 || open > 50) return false;
  return known.some((k) => k.start > from + open && k.start <= from + open + 3);
}
/** A product named by its capitals, only before its form ("DHEA capsules"), so no "GP" or "INR" is a medicine. */
const ACRONYM =
  /[A-Z]{3,6}(?=\s+(?:capsules?|tablets?|drops|cream|gel|ointment|spray|patch(?:es)?|injections?|sachets?|liquid|supplements?)\b)/;
/** The verbs in lower case, capitalised or in capitals ("START Fostair 100/6"); the name itself is capitalised. */
const TOLD_VERBS = [
  "stop",
  "stopping",
  "start",
  "starting",
  "continue",
  "withhold",
  "restart",
  "change to",
  "changed to",
  "switch to",
  "switched to",
  "swap to",
]
  .flatMap((v) => [v, v.toUpperCase(), v[0].toUpperCase() + v.slice(1)])
  .join("|");
const TOLD_NAME = new RegExp(
  `\\b(?:${TOLD_VERBS})[ \\t]+(?:the[ \\t]+|his[ \\t]+|her[ \\t]+|your[ \\t]+)?([A-Z][a-z]{3,}(?:-[A-Za-z0-9]+)?|${ACRONYM.source})\\b`,
  "g",
);
