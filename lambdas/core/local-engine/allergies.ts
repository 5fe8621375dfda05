import { rewriteWithGlossary } from "./glossary";

/**
 * Allergy lines of the offline summary (issue 18): the substance to avoid as the document names it, the reaction in
 * plain words, one line each: "Allergy: amoxicillin (it causes hives)." A line the rules cannot read is kept in the
 * document's own words, so the substance is never lost.
 */

const NONE = /^(?:no known(?: drug)? allergies|nkda|nil known|none known|nil|none|no allergies)\b/i;
/** "He is allergic to", "Allergic to", "allergy to": the words before the substance. */
const LEAD = /^(?:\S+\s+){0,4}?(?:allergic to|allerg(?:y|ies) to|intoleran(?:t|ce) (?:to|of))\s+/i;
const CAUSE_VERB =
  /\s+(causes?|caused|gives?|gave|leads? to|led to|triggers?|triggered|results? in|resulted in|brings? on|brought on)\s+/i;
const PAST = /^(?:caused|gave|led to|triggered|resulted in|brought on)$/i;
/** The object of the cause: "gave him a rash" is "a rash". */
const WHOM = /^(?:him|her|them|you|me|the patient)\s+/i;
/** "Tramadol (hallucinations) - noted": that the record holds it is no reaction. */
const ON_RECORD = /\s*[-–:]\s*(?:noted|recorded|documented|confirmed|on record|flagged)\.?$/i;
/** "Teicoplanin 400 mg IV given at induction": a dose given during the stay, typed under the allergies heading. */
const GIVEN_DOSE = /\b\d+(?:\.\d+)?\s?(?:mg|mcg|micrograms?|g|ml|units?)\b[^.]*\b(?:given|administered|received)\b/i;
/** A substance runs a few words at most; more is a sentence these rules did not read. */
const MAX_SUBSTANCE_WORDS = 5;

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function plainReaction(reaction: string, cell: boolean): string {
  const plain = rewriteWithGlossary(reaction.replace(WHOM, "").trim()).text.replace(/[.;,\s]+$/, "");
  // "Codeine→Severe vomiting": a table cell's capital is no name (a name such as "Achilles" is kept elsewhere).
  return cell && /^[A-Z][a-z]+(?:\s|$)/.test(plain) ? plain[0].toLowerCase() + plain.slice(1) : plain;
}

/** One allergy: substance and reaction, or undefined when the words are not of that shape. */
function readOne(part: string): string | undefined {
  // An intolerance is said as one: it is not an allergy, and the patient may be told so.
  const label = /\bintoleran/i.test(part) && !/\ballerg/i.test(part) ? "Intolerance" : "Allergy";
  let text = part
    .trim()
    .replace(/^(?:allerg(?:y|ies)|intoleran(?:ce|ces))\s*:\s*/i, "")
    .replace(ON_RECORD, "")
    .replace(/[.;,\s]+$/, "");
  text = text.replace(LEAD, "").replace(/-allergic$/i, "");
  // "Penicillin - anaphylaxis (1988)": the year it happened is no reaction.
  const year = text.match(/\s*\(((?:in\s+)?(?:19|20)\d\d)\)$/i);
  if (year) text = text.slice(0, year.index);
  let substance: string;
  let reaction: string | undefined;
  // "Penicillin - hives (childhood)": it happened long ago.
  const long = text.match(/\s*\((?:in\s+)?(?:childhood|as a child|years ago)\)$/i);
  if (long) text = text.slice(0, long.index);
  let past = long !== null;
  // A cause said outside brackets ("amoxicillin causes hives"); one inside is the reaction's own ("(it causes a rash)").
  const caused = text.replace(/\([^()]*\)/g, (m) => "_".repeat(m.length)).match(CAUSE_VERB);
  // "Codeine→Severe vomiting": a record system's tab parts them as a dash does.
  const dash = text.match(/^(.+?)(?:\s+[-–:]\s+|\t+)(.+)$/);
  // "Penicillin - hives (childhood)": the bracket tells when, the dash parts the substance from its reaction.
  const bracket = dash ? null : text.match(/^(.+?)\s*\(([^()]+)\)$/);
  if (caused && caused.index !== undefined) {
    substance = text.slice(0, caused.index).replace(/,?\s+(?:which|that|and it|as it|it)$/i, "");
    reaction = text.slice(caused.index + caused[0].length);
    past ||= PAST.test(caused[1]);
  } else if (bracket) {
    [, substance, reaction] = bracket;
  } else if (dash) {
    [, substance, reaction] = dash;
  } else {
    substance = text;
  }
  // "latex (it causes a rash)": the reaction already says its verb.
  const said = reaction?.match(new RegExp(`^(?:it|which|that)?${CAUSE_VERB.source}(.+)$`, "i"));
  if (said && !caused) {
    past ||= PAST.test(said[1]);
    reaction = said[2];
  }
  substance = substance
    .replace(/\s+(?:allerg(?:y|ies)|intolerance)$/i, "")
    .replace(/,$/, "")
    .trim();
  if (!substance || substance.split(/\s+/).length > MAX_SUBSTANCE_WORDS) return undefined;
  // "(swollen lips in 2015)": a reaction with its year happened then.
  past ||= reaction !== undefined && /\b(?:19|20)\d\d\)?$/.test(reaction.trim());
  const plain = reaction ? plainReaction(reaction, dash !== null && !bracket && !caused && dash[0].includes("\t")) : "";
  return `${label}: ${substance}${plain ? ` (${past ? "it caused" : "it causes"} ${plain})` : ""}.`;
}

/** What a note on the allergy before it starts with. */
const NOTE_ON_IT = /^(?:no|not|nil|never|but|although|though|carries|has|had|was|given|prescribed)\b/i;

/** Parts of one allergy line: "Penicillin - anaphylaxis; codeine - vomiting", "penicillin, latex". */
function partsOf(text: string): string[] {
  const parts = text
    .split(/\s*;\s*/)
    .filter(Boolean)
    // "Wasp stings - swollen arm; no adrenaline pen prescribed": a note on the allergy before it, not a substance.
    .reduce<string[]>((kept, part) => {
      if (kept.length > 0 && NOTE_ON_IT.test(part)) kept[kept.length - 1] += `; ${part}`;
      else kept.push(part);
      return kept;
    }, []);
  return parts.flatMap((part) => {
    const pieces = part.split(/\s*,\s*(?![^()]*\))/);
    // "amoxicillin, which gave him a rash" is one allergy; "penicillin, latex, codeine" are three.
    const list = pieces.length > 1 && pieces.every((p) => p.split(/\s+/).length <= 4 && !CAUSE_VERB.test(` ${p} `));
    return list ? pieces : [part];
  });
}

/** "No, that's fine, no allergies", "not allergic to anything": said anywhere in the item, it has none. */
const NONE_SAID =
  /\bno (?:known )?(?:drug |medicine )?allerg(?:y|ies)\b|\bnot allergic to (?:anything|any)\b|\bNKDA\b|\bno allergies\b/i;

const OTHERS_NONE = /^(?:no|nil|none) other (?:known )?(?:drug )?(?:allerg(?:y|ies)|known)\.?$/i;

/**
 * "Allergies: NKDA. … / Smoker? no. EtOH ~12 u/wk.": a clerking note's social history typed on the allergies' lines is
 * no allergy, nor is a question.
 */
const SOCIAL_HISTORY =
  /\b(?:smok(?:er|es|ing)|ex-?smoker|etoh|alcohol|units?\s*\/\s*(?:wk|week)|cigarettes?|pack[- ]years?|vap(?:es|ing))\b|\?\s*$/i;

/** The summary lines for one allergy item of the document. */
export function allergyLines(text: string, plain: (sentence: string) => string): string[] {
  const trimmed = text.trim();
  if (SOCIAL_HISTORY.test(trimmed) && !/\ballerg|\bintoleran/i.test(trimmed)) return [];
  if (NONE_SAID.test(trimmed) && !/\ballergic to (?!anything|any\b)/i.test(trimmed)) {
    return [/drug|nkda/i.test(trimmed) ? "No known drug allergies." : "No known allergies."];
  }
  if (NONE.test(trimmed.replace(/^allerg(?:y|ies)\s*:\s*/i, ""))) {
    return [/drug|nkda/i.test(trimmed) ? "No known drug allergies." : "No known allergies."];
  }
  if (/^(?:nkfa|no known food allergies)\.?$/i.test(trimmed)) return ["No known food allergies."];
  // "Haloperidol - stiff jaw. No other known allergies.": the rest of the list, not a substance called "no other".
  if (OTHERS_NONE.test(trimmed))
    return [/drug/i.test(trimmed) ? "No other known drug allergies." : "No other known allergies."];
  const lines = partsOf(trimmed)
    .filter((part) => !GIVEN_DOSE.test(part))
    .map((part) => readOne(part));
  if (lines.every((l): l is string => l !== undefined)) return lines;
  // Not of a shape these rules read: the document's own words, in plain language, still naming the substance.
  const said = plain(trimmed);
  return [/\ballerg|\bintoleran/i.test(said) ? said : `Allergy: ${capitalise(said)}`];
}
