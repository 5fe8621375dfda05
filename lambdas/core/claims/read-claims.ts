import glossary from "../../data/medical-glossary.json";
import explanations from "../../data/term-explanations.json";
import { CONDITIONS, type Condition } from "./conditions";
import { impliedLengths, type Quantity } from "./numbers";
import { amountsIn, type Doc, type Line, type Span, spanAt } from "./text";
import { PhraseTrie, tokenize } from "./tokens";
import { DRUGS } from "./vocabulary";

/**
 * Claims other than medicines, read the same way from a summary and from its source: allergies with the substance,
 * conditions, test results with their values, follow-up times and who with, and the glossary's explanations (the
 * engine's own words, which are no claim of their own).
 */

// ---------------------------------------------------------------- allergies

export interface Substance extends Span {
  key: string;
  name: string;
  /** Read from where it heads an allergy entry, not from a list: known only by its word. */
  byHead?: boolean;
}

export interface AllergyStatement extends Span {
  substances: Substance[];
  /** "No known drug allergies". */
  none: boolean;
}

/**
 * Words that record an allergy; "a reaction to the higher dose of risperidone" is a dose's side effect, and "Benadryl
 * Allergy Relief" a product, so neither records one.
 */
const NOT_A_DOSE = String.raw`(?! (?:the |a |this |that |her |his |your )?(?:higher |high |new |increased |raised |larger |bigger |extra )?dose\b)`;
const ALLERGY_WORD = new RegExp(
  String.raw`\b(?:allerg(?!y (?:medicines?|medications?|tablets?|treatment|clinic|team|service|nurse|specialist|relief|sprays?|drops|syrup|capsules?|liquid|remed(?:y|ies))\b)\w*|intoleran\w*|anaphyla\w*|hypersensitiv\w*|(?:bad |adverse )?reactions? to${NOT_A_DOSE}|reacts? to|reacted to|NKDA|NKA|ADRs?|adverse (?:drug )?reactions?(?=[^.:]{0,40}:)|caused (?:a |an )?(?:\w+ ){0,3}(?:rash|hives|swelling|blisters|blistering|reaction|wheeze)|(?:a |an )(?:\w+ )?(?:rash|hives|reaction) (?:with|to|from|after)${NOT_A_DOSE})\b`,
  "i",
);
const ALLERGY_WORDS = new RegExp(ALLERGY_WORD.source, "gi");
/** A heading or label over allergies: "Allergies", "ADRs / allergies", "Adverse reactions on your record". */
const ALLERGY_SECTION = /allerg|adverse (?:drug )?reactions?|intoleran|\badrs?\b/i;
const NO_ALLERGY = /\b(?:no known (?:drug )?allerg\w*|NKDA|NKA|no allerg\w*|nil known|no drug allerg\w*)\b/i;
/**
 * Where the sentence goes on to what was done about the allergy ("…, so I have chosen doxycycline", "…, the usual
 * amoxicillin treatment is not suitable", "…, which must be avoided with methotrexate", "… [so not on ACEi/ARB]").
 */
const INSTEAD =
  /,\s*(?:so|and so|therefore|hence|which(?!\s+(?:gave|gives|caused|causes|made|makes|led|leads)\b)|the usual|the standard|instead)\b|\binstead\b|\bso (?:i|we) (?:have|had|will)\b|[[(]\s*(?:so|hence|therefore)\b/i;
/** A medicine's device: "adrenaline pen", "adrenaline auto-injector". */
const DEVICE = /^\s*(?:pens?|auto-?injectors?|injectors?)\b/i;
const TOLERATED =
  /^\s*(?:\([^)]{0,20}\)\s*)?(?:is |was |has been )?(?:tolerated|taken without (?:a )?(?:problem|reaction))\b/i;
/** "No codeine allergy", "not allergic to", "No known food or latex allergy": an allergy denied, one of a list. */
const DENIED = /\b(?:no|not allergic to|no allergy to|no known(?: allergy to)?)\s+(?:[a-z]+,?\s+(?:or|and)\s+)?$/i;
/** Things people are allergic to that are not medicines. */
const ALLERGENS =
  /\b(?:peanuts?|nuts?|tree nuts?|latex|shellfish|eggs?|milk|dairy|bee stings?|wasp stings?|pollen|iodine|contrast|plasters?|adhesive|sticky dressings?|elastoplast|tapes?|sesame|soya?|wheat|gluten|fish|strawberr(?:y|ies)|cats?|dogs?|dust|kiwi|cantaloupe|melons?|bananas?|avocados?|mangos?|mustard|celery|lupin|hazelnuts?|almonds?|walnuts?|cashews?|pistachios?|prawns?|crabs?|lobsters?|mussels?|chickpeas?|lentils?|lanolin|wool fat|colophony|nickel|chlorhexidine|(?:red |yellow |food )?dyes?|food colou?rings?|tartrazine)\b/gi;
/**
 * "Allergies: NEOMYCIN (contact rash …)", "- Allergy: tedizolid (a rash)": the name that heads an allergy entry, read
 * as the substance when no list knows it.
 */
const ENTRY_HEAD =
  /^\W*(?:(?:known\s+)?(?:drug\s+)?(?:allerg(?:y|ies)|adverse reactions?)(?:\s*\/\s*[a-z ]+)?\s*:\s*)?(?:\d{1,2}[.)]\s+)?([A-Za-z][A-Za-z'-]{3,})(?=\s*(?:\(|[-–:]\s|\|))/i;
const NOT_A_SUBSTANCE =
  /^(?:none|nil|nkda|nkfa|nka|not|unknown|see|allerg\w*|reactions?|substance|drug|medicine|agent|type|known|no)$/i;
/** "allergic to X", "an allergy to X": where the substance is named after the word. */
const ALLERGIC_TO =
  /\b(?:allergic|allerg(?:y|ies)|hypersensitiv\w*) to (?:the |an? |his |her )?([A-Za-z][A-Za-z'-]{4,})/i;
/** Words after "allergic to" that name no substance. */
const NOT_NAMED =
  /^(?:some\w*|any\w*|every\w*|several|certain|many|these|those|other|others|most|which|medicines?|medications?|drugs?|antibiotics?|tablets?|foods?|things?)$/i;
/** One allergen in several words: a plaster is an adhesive dressing, Elastoplast or a sticky dressing. */
const SAME_ALLERGEN: Record<string, string> = {
  adhesive: "plaster",
  elastoplast: "plaster",
  "sticky dressing": "plaster",
  "wool fat": "lanolin",
  tape: "plaster",
};

/** The substance a match's last group names, known only by the words around it ("allergic to …", an entry's head). */
function namedByWords(match: RegExpExecArray, sentenceStart: number): Substance {
  const name = match[1];
  const start = sentenceStart + (match.index ?? 0) + match[0].length - name.length;
  return { key: `allergen:${name.toLowerCase()}`, name, start, end: start + name.length, byHead: true };
}

/** "strawberries" is a strawberry, "dyes" a dye, "peaches" a peach. */
const singular = (word: string) =>
  word
    .replace(/ies$/, "y")
    .replace(/(?<=(?:ch|sh|ss|x))es$/, "")
    .replace(/(?<!s)s$/, "");

/**
 * "ALLERGIES / Plasters - blistering. / (blank) / Other meds: … / (blank) / I saw this student …": an allergy heading
 * holds for the paragraph under it, not for the letter's prose after a blank line.
 */
function inHeadingsParagraph(doc: Doc, line: Line): boolean {
  let content = false;
  for (let i = doc.lines.indexOf(line); i >= 0; i--) {
    const l = doc.lines[i];
    if (l.isHeading || ALLERGY_SECTION.test(doc.text.slice(l.start, l.body))) return true;
    const blank = doc.text.slice(l.start, l.end).trim() === "";
    if (blank && content) return false;
    if (!blank) content = true;
  }
  return true;
}

export function readAllergies(doc: Doc): AllergyStatement[] {
  const statements: AllergyStatement[] = [];
  for (const sentence of doc.sentences) {
    const line = spanAt(doc.lines, sentence.start);
    const text = doc.text.slice(sentence.start, sentence.end);
    // "Allergy: penicillin (rash). Because of this he was given clindamycin": a label on the line is its first
    // sentence's; a heading above holds for every line under it.
    const labelHere = line !== undefined && line.body > line.start && !line.isHeading && line.label === undefined;
    // "Allergies: PCN (hives); sulfa drugs (rash)": a part after a semicolon goes on with the label's list.
    // "Allergies: Bee stings - anaphylaxis (2017). Lamotrigine - rash (as a teen)": another entry of the same shape, a
    // name, a dash and its reaction, goes on too.
    const listGoesOn =
      /;\s*$/.test(doc.text.slice(Math.max(line?.start ?? 0, sentence.start - 3), sentence.start)) ||
      /^[A-Za-z][A-Za-z -]{1,40}?\s[-–]\s+[a-z]/.test(text.trimStart());
    const inSection =
      line !== undefined &&
      ALLERGY_SECTION.test(line.section) &&
      inHeadingsParagraph(doc, line) &&
      (!labelHere ||
        sentence.start <= line.body + 1 ||
        listGoesOn ||
        !doc.text.slice(line.start, line.body).includes(":"));
    // "* Allergies: ciprofloxacin (tendon pain); peanuts (throat tightness)": on a bulleted line no heading is read,
    // and the entry after the semicolon goes on with the allergy before it.
    const previous = statements[statements.length - 1];
    const afterAllergy =
      previous !== undefined &&
      !previous.none &&
      /;\s*$/.test(doc.text.slice(previous.end - 2, previous.end)) &&
      /^\s*$/.test(doc.text.slice(previous.end, sentence.start)) &&
      // A list the line opens as allergies; not "PCN allergy -> avoid amox-clav; cipro + metronidazole".
      /^\W*(?:known\s+)?(?:drug\s+)?(?:allerg|adverse|intoleran)/i.test(
        doc.text.slice(spanAt(doc.lines, previous.start)?.start ?? previous.start, previous.end),
      );
    const word = text.match(ALLERGY_WORD);
    if (!inSection && !word && !afterAllergy) continue;
    // Near the word, or anywhere in a short sentence ("Codeine: do not take - it makes him vomit (added to
    // allergies)").
    // "He is allergic to penicillin (rash), so I have chosen doxycycline": the medicine chosen instead is no allergy.
    const wordAt = sentence.start + (word?.index ?? 0);
    // "She reacts to lanolin … and had a hepatitis-like reaction to minocycline": each word holds for what is near it.
    const wordsAt = word ? [...text.matchAll(ALLERGY_WORDS)].map((m) => sentence.start + (m.index ?? 0)) : [];
    const instead = text.slice(word?.index ?? 0).search(INSTEAD);
    const clauseEnd = instead === -1 ? sentence.end : wordAt + instead;
    // "LMA - NO rocuronium (allergy)": a bracketed word right after a name is that name's allergy, not the line's.
    const bracket = word?.index !== undefined ? /\(\s*$/.exec(text.slice(0, word.index)) : null;
    const bracketAt = bracket ? sentence.start + bracket.index : -1;
    const tokens = tokenize(doc.text, sentence.start, sentence.end);
    const hits = [...DRUGS.longestMatches(doc.text, tokens)];
    const named = bracket ? hits.find((h) => /^\s*$/.test(doc.text.slice(h.end, bracketAt))) : undefined;
    const near = (start: number) =>
      start < clauseEnd &&
      (named
        ? start === named.start
        : inSection || afterAllergy || !word || text.length <= 140 || wordsAt.some((at) => Math.abs(start - at) <= 45));
    const substances: Substance[] = [];
    for (const hit of hits) {
      // "carries no adrenaline pen": the pen an allergic patient carries is no allergy.
      if (DEVICE.test(doc.text.slice(hit.end, hit.end + 16))) continue;
      // "Doxycycline tolerated 2025": taken without a reaction, so no allergy.
      if (TOLERATED.test(doc.text.slice(hit.end, hit.end + 30))) continue;
      // "No codeine allergy known", "not allergic to penicillin": an allergy denied.
      // "NO rocuronium (allergy)" is not to be given: the bracket says why.
      if (
        named?.start !== hit.start &&
        DENIED.test(doc.text.slice(Math.max(sentence.start, hit.start - 20), hit.start))
      )
        continue;
      if (near(hit.start))
        substances.push({
          key: hit.value.key,
          name: doc.text.slice(hit.start, hit.end),
          start: hit.start,
          end: hit.end,
        });
    }
    for (const m of text.matchAll(ALLERGENS)) {
      const start = sentence.start + (m.index ?? 0);
      if (DENIED.test(doc.text.slice(Math.max(sentence.start, start - 30), start))) continue;
      if (near(start)) {
        const name = singular(m[0].toLowerCase());
        substances.push({
          key: `allergen:${SAME_ALLERGEN[name] ?? name}`,
          name: m[0],
          start,
          end: start + m[0].length,
        });
      }
    }
    // "He is allergic to oxybuprocaine (Minims) drops": a name no list knows, said to be what the allergy is to.
    const allergicTo = substances.length === 0 ? ALLERGIC_TO.exec(text) : null;
    if (allergicTo && !NOT_A_SUBSTANCE.test(allergicTo[1]) && !NOT_NAMED.test(allergicTo[1]))
      substances.push(namedByWords(allergicTo, sentence.start));
    const head = inSection || afterAllergy || /^\W*allerg/i.test(text) ? ENTRY_HEAD.exec(text) : null;
    if (head && !NOT_A_SUBSTANCE.test(head[1])) {
      const named = namedByWords(head, sentence.start);
      if (!substances.some((x) => x.start <= named.start && named.start < x.end)) substances.push(named);
    }
    const none = substances.length === 0 && NO_ALLERGY.test(text);
    if (substances.length > 0 || none) statements.push({ ...sentence, substances, none });
  }
  return statements;
}

// ---------------------------------------------------------------- conditions

export interface ConditionMention extends Span {
  condition: Condition;
}

/** Words before a condition that say the patient may not have it ("risk of stroke", "signs of a blood clot"). */
const HEDGE_BEFORE =
  /\b(?:no|not|without|risks?|signs?|symptoms?|chance|prevent\w*|protect\w*|avoid\w*|stops?|stopping|against|can|side[- ]effects?|reduc\w*|lower\w*|rul(?:e|ed|ing) out|check(?:s|ing)? for|test(?:s|ed|ing)? for|screen\w*|if|could|may|might|whether|worr\w*|concern\w*|exclud\w*|family history|unlikely)\b/i;
const HEDGE_AFTER = /^[^.;]{0,30}\b(?:ruled out|excluded|unlikely|was not|is not|has not|not found|not seen)\b/i;

/** "A medicine that helps blood clot": clotting, the body's own, not a blood clot the patient has. */
const CLOT_AS_VERB = /\b(?:helps?|makes?|lets?)\s+(?:your\s+|the\s+)?blood\s+(?:to\s+)?clot$/i;

/** Conditions the text says the patient has (hedged ones are left out). */
export function readConditions(doc: Doc): ConditionMention[] {
  const found: ConditionMention[] = [];
  for (const hit of CONDITIONS.longestMatches(doc.text, doc.tokens)) {
    const sentence = spanAt(doc.sentences, hit.start);
    const from = Math.max(sentence?.start ?? 0, hit.start - 60);
    if (HEDGE_BEFORE.test(doc.text.slice(from, hit.start))) continue;
    if (HEDGE_AFTER.test(doc.text.slice(hit.end, Math.min(sentence?.end ?? hit.end + 40, hit.end + 40)))) continue;
    if (CLOT_AS_VERB.test(doc.text.slice(from, hit.end))) continue;
    found.push({ condition: hit.value, start: hit.start, end: hit.end });
  }
  return found;
}

/** Every condition the source names, under any of its names, hedged or not: all a summary may repeat. */
export function sourceConditions(doc: Doc): Map<number, Span[]> {
  const byId = new Map<number, Span[]>();
  for (const hit of CONDITIONS.allMatches(doc.text, doc.tokens)) {
    const list = byId.get(hit.value.id);
    const span = { start: hit.start, end: hit.end };
    if (!list) byId.set(hit.value.id, [span]);
    else if (list.length < 20) list.push(span);
  }
  return byId;
}

// ---------------------------------------------------------------- tests with values

interface Test {
  id: number;
  label: string;
}

const TEST_GROUPS = [
  "HbA1c|A1c|haemoglobin A1c|hemoglobin A1c|glycated haemoglobin",
  "cholesterol|total cholesterol|LDL|LDL cholesterol|HDL|HDL cholesterol|non-HDL cholesterol|triglycerides",
  "eGFR|kidney function|renal function|GFR",
  "creatinine",
  "potassium|K+",
  "sodium|Na+",
  "haemoglobin|hemoglobin|Hb",
  "white cell count|white blood cell count|WBC|WCC",
  "platelets|platelet count",
  "CRP|C-reactive protein",
  "troponin|high-sensitivity troponin",
  "TSH|thyroid stimulating hormone",
  "INR",
  "blood sugar|blood glucose|glucose",
  "blood pressure|BP",
  "heart rate|pulse|HR",
  "temperature|temp",
  "oxygen saturation|oxygen level|oxygen levels|SpO2|sats|saturations",
  "respiratory rate|breathing rate",
  "ejection fraction|EF|LVEF|heart pumping strength",
  "PSA",
  "ferritin",
  "vitamin D|vitamin D level",
  "urine albumin|albumin to creatinine ratio|ACR|albumin creatinine ratio",
  "BMI|body mass index",
  "peak flow",
  "PHQ-9",
  "GAD-7",
].map((line) => line.split("|"));

const TESTS = new PhraseTrie<Test>();
TEST_GROUPS.forEach((names, id) => {
  for (const name of names) TESTS.add(name, { id, label: names[0] }, !/^[A-Z+-]{2,4}$/.test(name));
});

/** How far after a test's name its values are looked for ("HbA1c (your average blood sugar ...) 74 mmol/mol"). */
const TEST_WINDOW = 80;

export interface TestValue extends Span {
  test: Test;
  values: Quantity[];
}

/** A test named with its values right after it ("HbA1c 74 mmol/mol (was 68 six months ago)"); `skip`: dates, explanations. */
export function readTests(doc: Doc, skip: (span: Span) => boolean = () => false): TestValue[] {
  // "high blood pressure" is a condition, not a reading.
  const hits = TESTS.longestMatches(doc.text, doc.tokens).filter(
    (h) => !skip(h) && !/\b(?:high|low|raised)\s+$/i.test(doc.text.slice(Math.max(0, h.start - 8), h.start)),
  );
  const found: TestValue[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    const sentence = spanAt(doc.sentences, hit.start);
    const end = Math.min(
      hits[i + 1]?.start ?? doc.text.length,
      sentence?.end ?? hit.end + TEST_WINDOW,
      hit.end + TEST_WINDOW,
    );
    const values: Quantity[] = [];
    // "Adcal-D3 (calcium and vitamin D) 800 units": a name closing a bracket says what a medicine holds; what
    // follows is the medicine's dose, not the test's value.
    const glossed =
      /^\s*\)/.test(doc.text.slice(hit.end, hit.end + 3)) ||
      // "sodium chloride 0.9%": a medicine's name, not a blood level.
      /^\s+(?:chloride|bicarbonate|valproate|citrate|docusate|picosulfate|alginate|fusidate|cromoglicate)\b/i.test(
        doc.text.slice(hit.end, hit.end + 16),
      );
    for (const q of glossed ? [] : amountsIn(doc, hit.end, end)) {
      // A dose in milligrams near a test is a medicine's ("blood pressure treated with losartan 50 mg"), as is
      // one in units or tablets.
      if (q.end > end || q.dimension === "time" || q.dimension === "mass" || skip(q)) continue;
      if (q.dimension === "count" && q.unit !== "unit") continue;
      // "… 38C or more: call your GP or 111": a number to ring.
      if (/^(?:111|999|911|112)$/.test(q.digits) && !q.dimension) continue;
      values.push(q);
    }
    found.push({ test: hit.value, start: hit.start, end: hit.end, values });
  }
  return found;
}

// ---------------------------------------------------------------- follow-ups

export interface Duration extends Quantity {
  /** In a sentence about a follow-up (appointment, review, clinic, test to repeat). */
  followup: boolean;
}

const FOLLOWUP_SECTION = /follow|appointment|next visit|next steps|what happens next|review|check-up|monitoring/;
export const FOLLOWUP_WORDS =
  /\bfollow[\s-]?up\b|\bappointments?\b|\breview\b|\bclinic\b|\bbooked\b|\brefer(?:red|ral)\b|\brecheck\b|\brepeat\b|\bcheck-up\b|\bsee (?:you|her|him|them|your|the)\b|\bphone you\b|\bcall you\b|\bwrite to you\b|\bnurse\b|\bGP\b|\b(?:bloods|blood tests?|U&Es?|(?:kidney|renal|liver|thyroid) function|check|scan|x-?ray)\b(?=[^.]*\b(?:in|within)\s+\d+\s*(?:days?|weeks?|wks?|months?)\b)/i;

export function isFollowupSentence(doc: Doc, span: Span): boolean {
  const line = spanAt(doc.lines, span.start);
  return (
    (line !== undefined && FOLLOWUP_SECTION.test(line.section)) ||
    FOLLOWUP_WORDS.test(doc.text.slice(span.start, span.end))
  );
}

/** "in 2 weeks", "within 48 hours", "after 6 weeks": when something happens next. */
export function readDurations(doc: Doc): Duration[] {
  const found: Duration[] = [];
  for (const sentence of doc.sentences) {
    let followup: boolean | undefined;
    for (const q of amountsIn(doc, sentence.start, sentence.end)) {
      if (q.end > sentence.end) break;
      if (q.dimension !== "time") continue;
      const lead = doc.text.slice(Math.max(sentence.start, q.start - 20), q.start);
      // "Clinic review 8 weeks", "F/U: 6 weeks": an appointment's word before the time says when, as "in" does.
      if (
        !/\b(?:in|within|after|over the next|in the next|another|every|review|follow[- ]?up|f\/u|appt|appointment|(?:review|call|check|visit) at)\s*:?\s+(?:about\s+|around\s+)?$/i.test(
          lead,
        )
      )
        continue;
      // "every 3 to 4 hours": how often a dose is taken, not when to come back.
      if (/\bevery\s*$/i.test(lead) && q.base !== undefined && q.base < 1) continue;
      followup ??= isFollowupSentence(doc, sentence);
      // "If your sputum turns green, see your GP within 24 hours": what to do if a sign appears, kept by the
      // warning check, not an appointment.
      const ifSign =
        /\b(?:if|unless|should you)\b.*\b(?:see|call|phone|ring|contact|go|attend|seek|get|come)\b/i.test(
          doc.text.slice(sentence.start, q.start),
        ) ||
        // "Your pain is not better in 2 to 3 days: call the clinic": a sign, a colon, and what to do.
        /^[^:]*:\s*(?:please\s+)?(?:call|phone|ring|contact|see|go|attend|seek|get|come)\b/i.test(
          doc.text.slice(q.end, sentence.end),
        );
      // "Repeat after 10 minutes if the ambulance has not come": minutes time a dose or a wait, never a visit.
      const minutes = /\bmin(?:ute)?s?\b|\bmins?\b/i.test(q.text);
      found.push({ ...q, followup: followup && !ifSign && !minutes });
    }
  }
  // "DSN will phone in 1/52", "GP review 4/52": the fraction is the time, with or without "in" before it.
  for (const q of impliedLengths(doc.text)) {
    if (!/^\d{1,2}\/(?:52|12|7)$/.test(q.text)) continue;
    const sentence = spanAt(doc.sentences, q.start);
    if (sentence) found.push({ ...q, followup: isFollowupSentence(doc, sentence) });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "Dr. Okafor", "Dr Petrov": who the follow-up is with. */
export function readDoctors(doc: Doc): Array<Span & { name: string; surname: string }> {
  return [...doc.text.matchAll(/\bDr\.?\s+([A-Z][A-Za-z'’-]+)/g)].map((m) => ({
    name: m[0],
    surname: m[1].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

// ---------------------------------------------------------------- the glossary's explanations

/** A term and the plain words the engine writes after it ("hyperkalemia" → "high potassium"). */
const EXPLAINED = new PhraseTrie<string>();
const TERMS = new PhraseTrie<string>();
for (const [term, plain] of [
  ...glossary.entries.map((e): [string, string] => [e.term, e.plain]),
  ...glossary.phrases.map((e): [string, string] => [e.term, e.plain]),
  ...explanations.explained.map((e): [string, string] => [e.term, e.meaning]),
  ...explanations.kept.map((e): [string, string] => [e.term, e.meaning]),
]) {
  if (!plain.trim()) continue;
  EXPLAINED.add(plain, term.toLowerCase(), true);
  TERMS.add(term, term.toLowerCase(), true);
}

/** Glossary terms the source uses. */
export function sourceTerms(doc: Doc): Set<string> {
  return new Set(TERMS.allMatches(doc.text, doc.tokens).map((h) => h.value));
}

/**
 * Where the summary gives a glossary explanation of a term the source uses: the words are the engine's, not a claim
 * ("Hyperkalemia (high potassium)" names no medicine; "HbA1c (3-month blood sugar average)" adds no number).
 */
export function explanationSpans(doc: Doc, terms: () => Set<string>): Span[] {
  const spans: Span[] = [];
  for (const hit of EXPLAINED.allMatches(doc.text, doc.tokens)) {
    if (terms().has(hit.value)) spans.push({ start: hit.start, end: hit.end });
  }
  return spans.sort((a, b) => a.start - b.start);
}

export const inside = (spans: Span[], span: Span) => spans.some((s) => s.start <= span.start && span.end <= s.end);
