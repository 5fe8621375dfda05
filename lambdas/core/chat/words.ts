import medicationData from "../../data/medications.json";

/** The words of questions and passages: topics, medicines, stems, and when a passage holds a question's word. */

export type PassageKind =
  | "diagnosis"
  | "findings"
  | "procedures"
  | "medications"
  | "instructions"
  | "warnings"
  | "followup"
  | "other";

export interface Passage {
  text: string;
  heading: string;
  kind: PassageKind;
  from: "summary" | "document";
  /**
   * The lines of its text it was read from (0-based, as `text.split("\n")`): a chat answer names the summary's
   * sentences it quotes by them (issue 25, part 5).
   */
  lines: number[];
}

export const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

/** Headings (of a summary or a document) by the topic they hold; the first that matches wins. */
export const HEADING_KINDS: Array<[PassageKind, RegExp]> = [
  // "Why you came to the emergency department" is the reason for the visit, not a warning.
  ["diagnosis", /^why you\b/i],
  [
    "warnings",
    /when to (?:get|seek|call)|warning|return precaution|precaution|seek (?:care|help)|emergency|red flag|get help|danger|call us/i,
  ],
  ["medications", /medic|medicine|prescri|\bdrugs?\b|tablets|pills/i],
  ["followup", /follow|appointment|next step|referr|booked|review|check-?up|see (?:you|your)/i],
  [
    "findings",
    /result|finding|what we found|showed|\btests?\b|imaging|scan|x-?ray|\bct\b|mri|ultrasound|\blabs?\b|report|investigation|echo/i,
  ],
  ["diagnosis", /diagnos|why you|what happened|problem|condition|assessment|impression|reason|what you have/i],
  ["procedures", /procedure|operation|surgery|hospital course|treatment|what (?:was|we) did|course/i],
  ["instructions", /home|activity|diet|instruction|looking after|lifestyle|what you can do|care plan|advice|wound/i],
];

/** Question cues by topic: a question may name several ("Which tablets do I stop before my scan?"). */
export const QUESTION_TOPICS: Array<[PassageKind, RegExp]> = [
  [
    "warnings",
    /emergency|\b911\b|\b999\b|\ber\b|\ba&e\b|urgent|worr|warning|danger|unsafe|harm (?:myself|yourself)|suicid|end(?:ing)? my life|crisis|ambulance|get help|seek help|(?:go|come) (?:back )?to (?:the )?hospital|return to (?:the )?hospital|(?:signs?|symptoms?) (?:to|that|of)|what if .* (?:worse|comes? back)|when should i (?:call|go|come|get)|\bwatch(?:ing)? (?:out )?for\b|\blook(?:ing)? out for\b/i,
  ],
  [
    "medications",
    /medic|medicine|\bpills?\b|tablets?|\bdoses?\b|dosage|\bdrugs?\b|prescri|\btake\b|taking|\bstop(?:ped)? taking/i,
  ],
  [
    "followup",
    /appointment|follow|check-?up|come back|booked|referr|\bclinic\b|next visit|see (?:a|the|my) (?:doctor|specialist|nurse|team)|another|repeat|again|\bnext\b|when (?:is|are|will) (?:my|the)\b/i,
  ],
  [
    "findings",
    /result|\bscan\b|x-?ray|\bct\b|\bmri\b|ultrasound|\becho\b|\btests?\b|blood|imaging|show(?:ed|s)?\b|\bfound\b|finding|level/i,
  ],
  ["diagnosis", /what(?:'s| is) wrong|diagnos|what (?:do|did) i have|why (?:was|am|did) i|what happened|condition/i],
  [
    "instructions",
    /exercise|\bdriv|\beat\b|diet|food|shower|bath|\bwork\b|\blift|activity|sport|alcohol|sleep|wound|dressing|rest\b/i,
  ],
];

export const STOP = new Set(
  "a an the and or but if of to in on at for with by from is are was were be been do does did i my me you your it this that what when how why which who whom should can could would will about have has had any am there their they them so as not no yes please tell know".split(
    " ",
  ),
);
/** Words of almost any answer: matching one of them alone is not a reason to quote a line. */
export const GENERIC = new Set(
  "take day daily time need get go feel doctor care team hospital like say said much many long often more less use show result found test happen week month year hour minute today tomorrow scan appointment medicine medication tablet pill dose drug sign symptom warning clinic visit still keep call phone contact need room follow up watch look".split(
    " ",
  ),
);

/**
 * A light suffix stripper for matching (never shown): "eyes" → "eye" (the old one made "ey" and lost the match
 * with "eye"), "taking" → "take", "stopped" → "stop", "tablets" → "tablet", "allergies" → "allergy".
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/(?:sh|ch|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  const cut = w.match(/^(.{3,}?)(?:ing|ed)$/);
  if (cut) {
    w = cut[1];
    if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)) w = `${w}e`;
  }
  return w;
}

/** Words a question and a document use for one idea: "my next blood test" and "a repeat HbA1c". */
export const SAME_IDEA = new Map([
  ["next", "again"],
  ["repeat", "again"],
  ["another", "again"],
  ["phone", "call"],
  ["ring", "call"],
]);

export function termsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => !STOP.has(w) && w.length > 1).map((w) => SAME_IDEA.get(w) ?? stem(w));
}

/** Kinds of medicine a patient names instead of the drug ("the antibiotic"), and how their drugs are spelled. */
export const MEDICINE_KINDS: Array<[RegExp, RegExp]> = [
  [
    /antibiotic/i,
    /cillin|mycin|cycline|floxacin|\bcef|ceph|clavulan|nitrofurantoin|trimethoprim|metronidazole|sulfamethoxazole/i,
  ],
  [
    /painkiller|pain relief|pain medicine/i,
    /paracetamol|acetaminophen|ibuprofen|naproxen|codeine|morphine|oxycodone|tramadol/i,
  ],
  [/blood thinner/i, /warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|enoxaparin|heparin/i],
  [/water (?:tablet|pill)|diuretic/i, /furosemide|bumetanide|torsemide|spironolactone|thiazide|indapamide|eplerenone/i],
  [/steroid/i, /prednisolone|prednisone|dexamethasone|hydrocortisone|methylprednisolone/i],
];

export function kindsAsked(question: string): RegExp[] {
  return MEDICINE_KINDS.filter(([asked]) => asked.test(question)).map(([, drug]) => drug);
}

export function medicationsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    for (const part of [word, ...word.split("-")]) if (MEDICATIONS.has(part)) found.add(part);
  }
  return found;
}

export function kindOfHeading(heading: string): PassageKind {
  for (const [kind, pattern] of HEADING_KINDS) if (pattern.test(heading)) return kind;
  return "other";
}

export function topicsOf(question: string): PassageKind[] {
  const topics = QUESTION_TOPICS.filter(([, pattern]) => pattern.test(question)).map(([kind]) => kind);
  if (medicationsIn(question).size > 0 && !topics.includes("medications")) topics.push("medications");
  return topics;
}

/** A passage's words hold a question's word, or (4 letters or more) a word it starts: "echo" → "echocardiogram". */
export function holds(words: Set<string>, term: string): boolean {
  if (words.has(term)) return true;
  if (term.length < 4 || GENERIC.has(term)) return false;
  for (const w of words) if (w.length > term.length && w.startsWith(term)) return true;
  return false;
}

/** Most passages one answer quotes from word matches. */
export const MAX_MATCHED_PASSAGES = 3;
