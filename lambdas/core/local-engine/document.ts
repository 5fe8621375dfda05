import { DECORATED_HEADING } from "../shared/decorated-heading";
import { splitSentences } from "../shared/sentences";
import { splitInlineList } from "./inline-lists";
import { medicationName } from "./medications";
import {
  actionTopic,
  asksForHelp,
  documentKind,
  type HeadingFamily,
  headingFamily,
  NOT_ABOUT_TAKING,
  NOT_NOW,
  sentenceTopic,
  type Topic,
} from "./sections";
import type { DocumentKind } from "./structure";
import { numberedTitle, unwrapLines } from "./unwrap";

/** One piece of the source with the place it belongs: a sentence, or a whole medicine, warning or follow-up line. */
export interface SourceItem {
  text: string;
  topic: Topic;
  /** The family of the heading it stood under ("unheaded" before any heading or in a letter's body). */
  section: HeadingFamily | "unheaded";
  /** Index of the section block it came from, so the first sentence of each block can be told apart. */
  block: number;
  /** Position in the block: 0 for its first sentence. */
  index: number;
  /** Under a list of what the patient took before the visit ("Current medicine:"), which a plan may change. */
  current?: boolean;
}

/**
 * Who the document speaks to: the patient; a clinician ("Dear Dr …", where "contact you" means the family doctor); or
 * a carer ("Dear Mr and Mrs …", "Thank you for bringing Ayo"), where "he" is the child and "you" the parent.
 */
export type Reader = "patient" | "clinician" | "carer";

export interface ReadDocument {
  kind: DocumentKind;
  items: SourceItem[];
  reader: Reader;
}

/** Files that could not be read leave a placeholder; it is not content to summarise. */
const PLACEHOLDER = /\[File processing failed[^\]]*\]/g;
/** "Return precautions:", "D.O.B.:", "Come back straight away if:" (a label is at most six words, without digits). */
const LABEL = /^([A-Za-z][A-Za-z .'’/&()-]{0,60}?)\s*:\s*(.*)$/;
const CLOSING =
  /^(?:yours (?:sincerely|faithfully|truly)|(?:with )?(?:kind|best|warm|warmest) (?:regards|wishes)|regards|sincerely|[-=*\s]*end of (?:export|report|document|record|letter|summary))\b/i;
/** "Electronically signed: …", "Dictated by …", "cc: GP": who wrote, typed or received the record, not its content. */
const SIGN_OFF =
  /^(?:(?:electronically |digitally |e-)?signed\b|(?:dictated|reported|typed|transcribed|verified|authori[sz]ed|countersigned)(?: and \w+)? by\b|cc\s*:)/i;
const SALUTATION = /^dear\b/i;
const TO_CLINICIAN = /^dear\s+(?:dr\b|doctor\b|colleague|gp\b)/i;
/** A letter to a child's parents: to two people, to "parents", or thanking them for bringing the child. */
const TO_CARER =
  /^dear\s+(?:(?:mr|mrs|ms|miss|mx)\.?\s+and\s+(?:mr|mrs|ms|miss|mx)\b|parents?\b|carers?\b|mum\b|dad\b|mother\b|father\b)/i;
const CARER_CUE = /\b(?:thank you for bringing|your (?:son|daughter|child)(?:'s|’s)?\b)/i;
/**
 * A child's record is read by a parent: a "Child:" label, or an age under 16 in the record's header ("Age: 1 yr 7 mo",
 * "Age: 6 years"). Only the first lines are looked at, where the record says whose it is.
 */
function aboutAChild(source: string): boolean {
  const header = source.slice(0, 600);
  if (/^\s*child(?:'s)? name\s*:|^\s*child\s*:|\bchild\s*:\s*[A-Z]/im.test(header)) return true;
  const age = header.match(/\bage\s*:?\s*(\d{1,2})\s*(y|yrs?|years?|m|mo|months?|w|wks?|weeks?)\b/i);
  if (!age) return false;
  return !/^y/i.test(age[2]) || Number(age[1]) < 16;
}
/** "J. Abernethy-Lowe, Consultant Geriatrician / A. Fitzwilliam, Clinical Pharmacist": who signed, not content. */
const SIGNATURE =
  /^(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?(?:[A-Z]\.\s?){1,2}[A-Z][\p{L}'’-]+(?:\.?$|,\s*(?:Consultant|Specialist|Registrar|Clinical|Senior|Staff|Advanced|Nurse|Pharmacist|Physician|Surgeon|GP|FY\d|ST\d|SHO|Associate|Speciality|Specialty)\b.*$|,.*\b(?:ST\d|StR|CT\d|FY\d|SpR|MD|DO|RN|NP|GMC|NMC|bleep|ext)\b.*$)/u;
/** "- ", "• ", "1) ", and the arrows some records type as bullets ("-> Amoxicillin …"). */
const LIST_MARK =
  /^(?:->|→|>|[-•*–]|[+^=](?=\s+[A-Z]{2,}[A-Z ]*:)|\d{1,2}[.)]|\[\d{1,2}\]|\(?(?:[ivx]{1,4}|[a-h])[.)])\s+/;
/** Courtesy of a letter between clinicians, not about the patient's care. */
const COURTESY =
  /^(?:thank you for (?:referring|asking|sending)|many thanks for|i (?:was pleased|had the pleasure) to see)/i;
const DOSE = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|micrograms?|g|ml|mL|units?|puffs?)\b/i;
const ACTION_START =
  /^(?:if|call|phone|contact|ring|go|come|return|seek|get|stop|tell|see a doctor)\b|\b(?:call|go to|come back|seek)\b/i;

/** How to take the medicine just named, said in a sentence of its own: it stays with that medicine. */
const HOW_TO_TAKE =
  /^(?:rinse|gargle|swallow|shake|take (?:it|them|this|these|each|with|after|before)|do not (?:crush|chew|take|stop|skip)|don't (?:crush|chew|take|stop)|use (?:it|them|a spacer)|it (?:may|can|might|will) (?:make|cause|upset)|this (?:may|can|might) (?:make|cause|upset))\b/i;

/** A paragraph in the writer's voice, not a list entry: "I have explained …", "We discussed …". */
const LETTER_PROSE =
  /^(?:I|We)\s+(?:have\s+|had\s+|also\s+)*(?:explained|discussed|advised|told|talked|spoke|counselled|reassured|gave|went through|informed)\b/;

/** A field named after a visit: a clinic, a scan, a review, an appointment. */
const VISIT_LABEL = /\b(?:clinic|scan|review|appointment|visit|check(?:-up)?|follow[\s-]?up)$/i;
/** A field's value that is only when: "4 weeks", "in 6 weeks", "6/52", "booked for 23 April 2025 (12 weeks)". */
const WHEN_ONLY =
  /^(?:(?:booked |arranged |planned )?(?:for|on|in|at|within)\s+)?(?:\d+(?:\s*-\s*\d+)?\s*(?:days?|weeks?|months?|years?|\/52|\/12|\/7)|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+(?:\s+\d{4})?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\b[^.;]{0,40}\.?$/;
/** "02-Dec-2025 11:20", "12/09/2025", "3 March 2026": a date first. */
const DATED_FIELD =
  /^\s*\d{1,2}(?:[-/.](?:\d{1,2}|[A-Za-z]{3})[-/.]\d{2,4}|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4})\b/i;

/** A line of sentences, not a list entry: a dozen words or more, ending a sentence. */
const isProse = (line: string) => /[.!?]$/.test(line) && line.split(/\s+/).length >= 12;

/** A warning whose condition is the sentence before it ("If the cut bleeds, press on it. If it does not stop, call 999"). */
const REFERS_BACK = /^if (?:these|this|any of these|either of these|they|so|it|that)\b/i;

/** A telephone number: "01632 960 532", "0800 952 1144", "(555) 123-4567". */
const PHONE_NUMBER = /(?:\b0\d{3,4}|\(\d{3}\))[\s-]?\d{3}[\s-]?\d{3,4}\b/;

/** A sentence that is a condition: "If her skin blisters …", "Should the pain get worse …". */
const CONDITION = /^(?:if|should)\b/i;

/** A warning that says its own condition or action first needs no lead from its heading ("Return if:"). */
const LEADS = /^(?:if|call|phone|contact|ring|go|come|return|seek|get|stop|tell)\b/i;

/**
 * Text without sentence punctuation would make one "sentence" of a whole document; longer runs are cut into pieces of
 * this many words, so every later step works on short strings and the draft stays bounded.
 */
const MAX_SENTENCE_WORDS = 60;
/** The same for text without spaces (a scanned table, an encoded blob): no piece is longer than this. */
const MAX_SENTENCE_CHARS = 1000;

/** A medicine or warning gathers the sentences after it up to this length; a run-on line cannot make one giant entry. */
const MAX_ENTRY_CHARS = 1500;

function sentencesOf(text: string): string[] {
  return splitSentences(text).flatMap(pieces);
}

function pieces(sentence: string): string[] {
  // Fewer characters than 60 words need: nothing to cut (most sentences; no split to allocate).
  if (sentence.length < MAX_SENTENCE_WORDS * 2) return [sentence];
  const words = sentence.split(/\s+/);
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const end =
      words.length - i <= MAX_SENTENCE_WORDS ? words.length : i + clauseEnd(words.slice(i, i + MAX_SENTENCE_WORDS));
    const whole = i === 0 && end === words.length ? sentence : words.slice(i, end).join(" ");
    // A piece cut at ", and she reports…" starts at its subject.
    const piece = i === 0 ? whole : whole.replace(/^(?:and|but|so|while)\s+(\S)/i, (_m, c: string) => c.toUpperCase());
    for (let at = 0; at < piece.length; at += MAX_SENTENCE_CHARS) out.push(piece.slice(at, at + MAX_SENTENCE_CHARS));
    i = end;
  }
  return out;
}

/** Fewest words a piece cut at a clause keeps: a cut earlier than this is no better than the hard one. */
const MIN_PIECE_WORDS = 20;

/**
 * How many of these words make the piece: up to the last clause boundary ("; ", ", and", ", which") or else the last
 * comma, so "without breathlessness, palpitations or chest pain" is never parted from its "without" (issue 18).
 */
function clauseEnd(words: string[]): number {
  let comma = 0;
  for (let n = words.length - 1; n >= MIN_PIECE_WORDS; n--) {
    const word = words[n - 1];
    if (word.endsWith(";") || (word.endsWith(",") && /^(?:and|but|which|who|whom|as|so|while)$/i.test(words[n])))
      return n;
    if (comma === 0 && word.endsWith(",")) comma = n;
  }
  return comma || words.length;
}

/** "DISCHARGE ADVICE (verbal + written)": a heading in capitals, its note in brackets aside (issue 18). */
function isCapsLine(line: string): boolean {
  const title = line.replace(/\s*\([^()]{1,60}\)\s*$/, "");
  return title.length <= 70 && /[A-Z]{3}/.test(title) && !/[a-z]/.test(title);
}

const TITLE_FAMILIES = new Set<HeadingFamily>(["allergies", "warnings", "followup", "medications"]);

/** "Get urgent help (999 or A&E) if:": a lead-in may name a number to call. */
const LEAD_IN_LABEL = /^([A-Za-z][^:]{0,80}?\b(?:if|when))\s*:\s*()$/i;

/**
 * A line's label and what follows it on the line: "Return precautions: …", "Get urgent help (999 or A&E) if:"; or a
 * line that ends in a colon, its notes in brackets aside ("Outcome of review (consultant: Mr D. Oyenuga):",
 * "X-ray right wrist (AP and lateral), reported:").
 */
function labelOf(line: string): { name: string; rest: string } | undefined {
  const label = line.match(LABEL) ?? line.match(LEAD_IN_LABEL);
  const labelWords = label ? label[1].trim().split(/\s+/).length : 0;
  // "Get urgent help (999 or A&E) if:" leads a list of warning signs: its number is who to call, not a value.
  const leadIn = label !== null && /\b(?:if|when)$/i.test(label[1].trim()) && !label[2];
  if (label && labelWords <= 6 + (leadIn ? 4 : 0) && (leadIn || !/\d/.test(label[1])))
    return { name: label[1].trim(), rest: label[2] };
  if (!/:\s*$/.test(line)) return undefined;
  const name = line
    .replace(/\([^()]*\)/g, "")
    .replace(/[\s:]+$/, "")
    .replace(/\s+,/g, ",")
    .trim();
  const words = name.split(/\s+/).length;
  // A line that ends in a colon leads what follows; "Patient advice given verbally and written asthma action plan:"
  // is longer than a label on a line with its entry.
  return /^[A-Za-z][^:\d]*$/.test(name) && words <= 10 ? { name, rest: "" } : undefined;
}

/** "Allergies", "Follow-up", "Sick day rules (reviewed with the nurse)": a heading set on its own line, no colon. */
// Each word starts with a letter: "ERYTHROMYCIN - severe vomiting (1998)" is an allergy entry, not a title.
const TITLE_LINE = /^([A-Z][A-Za-z'’&/-]*(?: [A-Za-z'’&/][A-Za-z'’&/-]*){0,3})(?:\s*\([^()]{1,80}\))?$/;

/** A medicine list of what the patient was taking before the visit, not of what to take from now on. */
const CURRENT_LIST = /\b(?:current|on admission|pre-?admission|usual|regular|existing|drug history)\b|^dh(?:x)?$/i;

/** Family of sections whose every line is kept whole and read as one kind of entry. */
/** What an allergy entry or its reaction says: a sentence with none of these tells of something else. */
const ALLERGY_WORDS =
  /\b(?:allerg|intoleran|react|rash|hives|urticari|swell|swollen|anaphyla|itch|wheez|sensitiv|side[- ]effects?|avoid|epipen|adrenaline)/i;
/** "Because of this he was given …", "The redness has settled …": the letter going on after its allergy. */
const LETTER_GOES_ON =
  /^(?:because|so|therefore|for (?:that|this) reason|as a result|the|this|these|he|she|they|we|it|his|her|their|there|since|during|after|on)\b/i;

/** "Allergy: penicillin (rash). Because of this he had clindamycin …": the sentences after it are read by their cues. */
function asideFromAllergy(sentence: string): boolean {
  return LETTER_GOES_ON.test(sentence) && sentence.split(/\s+/).length >= 6 && !ALLERGY_WORDS.test(sentence);
}

const WHOLE_LINES = new Set<HeadingFamily>(["medications", "warnings", "followup"]);
/** Past context (what happened, what was found): a dose named there is hospital treatment, not a home medicine. */
const CONTEXT = new Set<HeadingFamily | "unheaded">(["history", "findings", "procedures", "allergies"]);

/**
 * Reads the document by its own headings: each part goes to the topic its heading names; text under no heading
 * (a letter's body) is sorted by each sentence's cues. Header fields, salutations, courtesy lines, signatures and
 * chart detail (examination, technique, scores) are left out. One pass over the lines.
 */
export function readDocument(sourceText: string): ReadDocument {
  const source = sourceText.replace(PLACEHOLDER, "");
  const items: SourceItem[] = [];
  let section = "unheaded" as HeadingFamily | "unheaded";
  let block = 0;
  let index = 0;
  let lead = "";
  let labelled = false;
  let ended = false;
  let current = false;
  let afterBlank = false;
  /** After "Dear …" the letterhead is over: a heading in capitals there is a heading, with or without a label above. */
  let greeted = false;
  let reader: Reader = "patient";
  /** The block whose lines were a bulleted or numbered list. */
  let listedBlock = -1;
  /** "ALLERGY / ADR: Amoxicillin - facial swelling": an allergy label with its entry holds for its paragraph only. */
  let inlineAllergies = false;
  // The number of the last numbered heading ("6. Driving"): the next number is a heading too, whatever its words.
  let headingNumber = 0;
  // Daily notes repeat the same plan with new numbers; the first wording is kept, later repeats add nothing.
  const seen = new Set<string>();

  const push = (text: string, topic: Topic): SourceItem | undefined => {
    // A medicine line is kept unless it is the same line again; other text, unless the same words with other numbers.
    const words = text.toLowerCase().replace(/\s+/g, " ");
    const key = section === "medications" ? words : words.replace(/[\d.,/%]+/g, "#");
    if (seen.has(key)) return undefined;
    seen.add(key);
    const item: SourceItem = { text, topic, section, block, index: index++, ...(current ? { current } : {}) };
    items.push(item);
    return item;
  };
  const startSection = (family: HeadingFamily | "unheaded", label = "") => {
    section = family;
    // "Current medication and plan:" is the plan as well: its entries are what to take from now on.
    current = family === "medications" && CURRENT_LIST.test(label) && !/\bplan\b|\bchanges?\b/i.test(label);
    block++;
    index = 0;
    lead = family === "warnings" && /\bif$/i.test(label) ? label : "";
  };

  const content = (raw: string) => {
    const line = raw.replace(LIST_MARK, "").trim();
    if (!line || COURTESY.test(line)) return;
    if (section === "noise" || section === "admin") {
      // Chart detail is left out, but a warning sign is never dropped, whatever heading it stands under.
      for (const sentence of sentencesOf(line)) if (actionTopic(sentence) === "warnings") push(sentence, "warnings");
      return;
    }
    // A letter's paragraph of sentences under its "MEDICINES" heading is read sentence by sentence by their own cues,
    // as a letter's body is: "Lactulose has not worked, so please stop it. Instead, he will start Movicol" is two medicines, and "I have
    // advised that she tell us if …" a warning sign (issue 18: the whole paragraph was one medicine's line).
    // An entry of a list is marked, or opens with a short line ("Clopidogrel 75 mg OD - CONTINUE. He has a stent").
    const sentences = section === "medications" && greeted ? sentencesOf(line) : [];
    const letterParagraph =
      sentences.length > 1 &&
      !LIST_MARK.test(raw) &&
      labelOf(line) === undefined &&
      sentences[0].split(/\s+/).length >= 10;
    if (section !== "unheaded" && WHOLE_LINES.has(section) && !letterParagraph) {
      wholeLine(line, section as Topic);
      return;
    }
    const family: Topic | "unheaded" = letterParagraph ? "unheaded" : section === "reason" ? "diagnosis" : section;
    // What follows a medicine or a warning on its line belongs to it ("Rinse your mouth after use").
    let previous: SourceItem | undefined;
    for (const sentence of sentencesOf(line)) {
      // "Discharged 13:20 home with wife. N. Castellanos, ED StR": the signature at a paragraph's end.
      if (COURTESY.test(sentence) || SIGNATURE.test(sentence) || SIGN_OFF.test(sentence)) continue;
      let topic: Topic;
      if (family === "unheaded" || (family === "allergies" && previous !== undefined && asideFromAllergy(sentence))) {
        topic = sentenceTopic(sentence, "history");
      } else {
        const action = actionTopic(sentence);
        topic = action && !(CONTEXT.has(section) && action === "medications") ? action : family;
      }
      // "Relapse signs: poor sleep, louder voices. If these happen, contact the crisis team": one warning sign.
      // "If her rash blisters, she may have an infection. Please take her to A&E": the condition, then the action.
      const actionAfterCondition =
        previous !== undefined &&
        previous.topic !== "warnings" &&
        CONDITION.test(previous.text) &&
        asksForHelp(sentence) &&
        !CONDITION.test(sentence);
      if (
        previous &&
        previous.topic !== "warnings" &&
        ((topic === "warnings" && REFERS_BACK.test(sentence)) || actionAfterCondition)
      ) {
        previous.text += ` ${sentence}`;
        previous.topic = "warnings";
        continue;
      }
      const howToTake = previous?.topic === "medications" && HOW_TO_TAKE.test(sentence) && !medicationName(sentence);
      const belongs =
        previous &&
        (previous.topic === "warnings" || (previous.topic === "medications" && !NOT_ABOUT_TAKING.test(sentence))) &&
        (topic === family ||
          howToTake ||
          // "The advice line is 01632 960 532": the number to ring for the warning before it (issue 18).
          (previous.topic === "warnings" && PHONE_NUMBER.test(sentence) && actionTopic(sentence) === undefined) ||
          (topic === "medications" && previous.topic === "medications" && !medicationName(sentence)));
      if (previous && belongs && previous.text.length < MAX_ENTRY_CHARS) {
        previous.text += ` ${sentence}`;
        continue;
      }
      previous = push(sentence, topic);
    }
  };

  /** A medicine list line may hold two medicines; a warning line two instructions; each is kept whole. */
  const wholeLine = (line: string, topic: Topic) => {
    if (topic === "followup") {
      // "If you feel very unwell, contact the surgery the same day" under "Next steps" is a warning sign.
      const parts = line.length > MAX_ENTRY_CHARS ? sentencesOf(line) : [line];
      for (const part of parts) push(part, actionTopic(part) === "warnings" ? "warnings" : topic);
      return;
    }
    const entries: string[] = [];
    for (const sentence of sentencesOf(line)) {
      const starts = topic === "medications" ? DOSE.test(sentence) : ACTION_START.test(sentence);
      if (starts || entries.length === 0 || entries[entries.length - 1].length >= MAX_ENTRY_CHARS)
        entries.push(sentence);
      else entries[entries.length - 1] += ` ${sentence}`;
    }
    // "Get urgent help if" + "Blood ketones are 3.0 or higher": the entry goes on the sentence, in lower case.
    const onLead = (entry: string) =>
      /^[A-Z][a-z]/.test(entry) ? `${entry[0].toLowerCase()}${entry.slice(1)}` : entry;
    for (const entry of entries) {
      const kept = topic === "medications" && NOT_NOW.test(entry) ? "instructions" : topic;
      push(lead && !LEADS.test(entry) ? `${lead} ${onLead(entry)}` : entry, kept);
    }
  };

  // "--- Allergies / adverse reactions ---", "== PLAN ==": a heading set off by marks is read as "Allergies …:".
  const undecorated = source.replace(
    new RegExp(DECORATED_HEADING.source, "gm"),
    (_m, title: string) => `${title.replace(/\s*:\s*$/, "")}:`,
  );
  for (const raw of unwrapLines(undecorated).flatMap(splitInlineList)) {
    const line = raw.trim();
    if (!line) afterBlank = true;
    if (!line || ended) continue;
    const newParagraph = afterBlank;
    afterBlank = false;
    if (CLOSING.test(line)) {
      ended = true;
      continue;
    }
    if (SALUTATION.test(line)) {
      greeted = true;
      if (TO_CLINICIAN.test(line)) reader = "clinician";
      else if (TO_CARER.test(line)) reader = "carer";
    }
    if (SALUTATION.test(line) || SIGNATURE.test(line) || SIGN_OFF.test(line)) continue;
    if (newParagraph && inlineAllergies) {
      inlineAllergies = false;
      // What follows is read as a document's own section: "Advice" over a paragraph is its title.
      const title = TITLE_LINE.exec(line);
      const family = title ? headingFamily(title[1]) : undefined;
      if (title && family !== undefined && family !== "admin") {
        startSection(family, title[1]);
        continue;
      }
      startSection("unheaded");
    }
    // "I have explained to Mrs X that …" in a paragraph of its own after a medicine list is the letter going on,
    // not another entry of the list (its warning signs were kept as a medicine).
    // A paragraph of prose after a bulleted list ("Sick day rules were explained …") has left the list too.
    const proseAfterList = listedBlock === block && !LIST_MARK.test(line) && isProse(line);
    if (
      newParagraph &&
      section !== "unheaded" &&
      WHOLE_LINES.has(section) &&
      index > 0 &&
      (LETTER_PROSE.test(line) || proseAfterList)
    ) {
      startSection("unheaded");
    }
    // "Course 10 days of more cough …" in a paragraph of its own after an allergy table: the letter has gone on.
    // It is read as the story it is: a medicine named there was given or taken, not one to take from now on.
    if (newParagraph && section === "allergies" && index > 0 && isProse(line) && !ALLERGY_WORDS.test(line)) {
      startSection("history");
    }
    if (LIST_MARK.test(line)) listedBlock = block;
    const afterInlineAllergies = inlineAllergies;
    inlineAllergies = false;
    const label = labelOf(line);
    if (label) {
      labelled = true;
      // "Consultation: 02-Dec-2025 11:20, Surgery consultation, Dr Y. Halvorsen": a field that starts with a date is
      // the record's header, whatever its name.
      const family = DATED_FIELD.test(label.rest) ? "admin" : headingFamily(label.name);
      // "Allergies: none known" then "Read codes: …": the next field is not an allergy, whatever its name.
      if (afterInlineAllergies && family !== "allergies") startSection("unheaded", label.name);
      if (family === "admin") continue;
      // "Obstetric medicine clinic: 4 weeks", "Dating scan: booked for 23 April": a visit and when, not a heading.
      if (VISIT_LABEL.test(label.name) && WHEN_ONLY.test(label.rest.trim())) {
        push(line, "followup");
        continue;
      }
      // A heading of its own the families do not know ("Started today:") ends the section above: what it leads is
      // read by its own cues, never as the results before it.
      if (family === undefined && !label.rest.trim()) {
        startSection("unheaded", label.name);
        continue;
      }
      // "Discussed by phone: …" in a paragraph of its own after the results is no longer a result.
      if (family === undefined && newParagraph && CONTEXT.has(section)) startSection("unheaded", label.name);
      // "Liver tests: normal." among results is a result, not a new heading.
      if (family === undefined || (family === "findings" && section === "findings" && label.rest)) {
        content(line);
        continue;
      }
      startSection(family, label.name);
      if (label.rest) content(label.rest);
      inlineAllergies = family === "allergies" && label.rest.trim() !== "";
      continue;
    }
    const numbered = numberedTitle(line);
    const numberedFamily = numbered ? headingFamily(numbered.title) : undefined;
    // A list of medicines numbered from 1 inside a numbered section is not a run of headings.
    if (numbered && (numberedFamily !== undefined || (headingNumber > 0 && numbered.number === headingNumber + 1))) {
      labelled = true;
      headingNumber = numbered.number;
      startSection(numberedFamily === "admin" ? "noise" : (numberedFamily ?? "unheaded"), numbered.title);
      continue;
    }
    // A letterhead and a title set one under the other are read as one line ("… TIA Service Discharge summary").
    const unpunctuated = !/[.!?;,]$/.test(line) && line.split(/\s+/).length <= 16;
    // Before the first labelled line come the letterhead, title, addresses and date: not content.
    if (!labelled && unpunctuated && !DOSE.test(line) && !(greeted && isCapsLine(line))) continue;
    const title = labelled ? TITLE_LINE.exec(line) : null;
    // Only titles that say what to do ("Allergies", "Follow-up"): "Treatment" over a list may be the plan or what was
    // given, and the lines' own cues tell that better than the word. A title the families do not know ends the
    // section above only when it says it is a title, with a note in brackets ("Sick day rules (reviewed with the
    // nurse)"); a short line of text stays text.
    const known = title ? headingFamily(title[1]) : undefined;
    const titleFamily =
      known !== undefined
        ? TITLE_FAMILIES.has(known)
          ? known
          : undefined
        : title && title[0] !== title[1]
          ? "unheaded"
          : undefined;
    if (titleFamily !== undefined) {
      startSection(titleFamily, title?.[1] ?? "");
      continue;
    }
    // "Allergies / intolerances" over a table, a blank line, then "Course" or "Changes since admission" over text:
    // a title in a paragraph of its own ends the allergies, whatever its words (issue 18: a child's whole course and
    // medicines were listed as allergies).
    const ownFamily = title ? headingFamily(title[1]) : undefined;
    // A title in capitals is read below as every heading in capitals is.
    if (
      title &&
      newParagraph &&
      !isCapsLine(line) &&
      (section === "allergies" ||
        (section === "medications" && ownFamily !== undefined && ownFamily !== "medications" && ownFamily !== "admin"))
    ) {
      // "Advice to parents" after the medicines is advice; "Course" after the allergies is the story, where a
      // medicine named is one given, not one to take; any other title leaves its lines to their own cues.
      const opens =
        ownFamily !== undefined &&
        (TITLE_FAMILIES.has(ownFamily) || ownFamily === "instructions" || CONTEXT.has(ownFamily));
      startSection(opens ? ownFamily : "unheaded", title[1]);
      continue;
    }
    if (isCapsLine(line) && !DOSE.test(line)) {
      labelled = true;
      const family = headingFamily(line);
      startSection(family === "admin" ? "noise" : (family ?? "unheaded"), line);
      continue;
    }
    content(line);
  }
  if (reader === "patient" && (CARER_CUE.test(source) || aboutAChild(source))) reader = "carer";
  return { kind: documentKind(source), items, reader };
}
