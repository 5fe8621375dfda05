import medicationData from "../../data/medications.json";

/**
 * What a chat answer may say (decision 184): passages of the summary and of the source document, found by section
 * and by the medicines, follow-ups and warning signs a question names. A passage is a whole instruction: a list
 * item, or a sentence with the sentences that continue it ("Do not take more than 4 g in 24 hours.", "If the pain
 * persists, call 911."), never cut at a semicolon. Both engines use it: the offline engine answers with the
 * passages, Bedrock gets them as its context. No glossary here, so Bedrock's chat functions stay small.
 */
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
}

export interface ChatContext {
  /** What the question is about, by section; empty when it names no topic. */
  topics: PassageKind[];
  /** The passages that answer it, best first within each source, summary before document. */
  passages: Passage[];
}

const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

/** Headings (of a summary or a document) by the topic they hold; the first that matches wins. */
const HEADING_KINDS: Array<[PassageKind, RegExp]> = [
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
const QUESTION_TOPICS: Array<[PassageKind, RegExp]> = [
  [
    "warnings",
    /emergency|\b911\b|\b999\b|\ber\b|\ba&e\b|urgent|worr|warning|danger|unsafe|harm (?:myself|yourself)|suicid|end(?:ing)? my life|crisis|ambulance|get help|seek help|(?:go|come) (?:back )?to (?:the )?hospital|return to (?:the )?hospital|(?:signs?|symptoms?) (?:to|that|of)|what if .* (?:worse|comes? back)|when should i (?:call|go|come|get)/i,
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

const STOP = new Set(
  "a an the and or but if of to in on at for with by from is are was were be been do does did i my me you your it this that what when how why which who whom should can could would will about have has had any am there their they them so as not no yes please tell know".split(
    " ",
  ),
);
/** Words of almost any answer: matching one of them alone is not a reason to quote a line. */
const GENERIC = new Set(
  "take day daily time need get go feel doctor care team hospital like say said much many long often more less use show result found test happen week month year hour minute today tomorrow scan appointment medicine medication tablet pill dose drug sign symptom warning clinic visit still keep call phone contact need room follow up".split(
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
const SAME_IDEA = new Map([
  ["next", "again"],
  ["repeat", "again"],
  ["another", "again"],
  ["phone", "call"],
  ["ring", "call"],
]);

function termsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => !STOP.has(w) && w.length > 1).map((w) => SAME_IDEA.get(w) ?? stem(w));
}

/** Kinds of medicine a patient names instead of the drug ("the antibiotic"), and how their drugs are spelled. */
const MEDICINE_KINDS: Array<[RegExp, RegExp]> = [
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

function kindsAsked(question: string): RegExp[] {
  return MEDICINE_KINDS.filter(([asked]) => asked.test(question)).map(([, drug]) => drug);
}

function medicationsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    for (const part of [word, ...word.split("-")]) if (MEDICATIONS.has(part)) found.add(part);
  }
  return found;
}

function kindOfHeading(heading: string): PassageKind {
  for (const [kind, pattern] of HEADING_KINDS) if (pattern.test(heading)) return kind;
  return "other";
}

export function topicsOf(question: string): PassageKind[] {
  const topics = QUESTION_TOPICS.filter(([, pattern]) => pattern.test(question)).map(([kind]) => kind);
  if (medicationsIn(question).size > 0 && !topics.includes("medications")) topics.push("medications");
  return topics;
}

/** Sentences that only make sense with the one before: a limit, a condition, or a pronoun pointing back. */
const CONTINUES =
  /^(?:do not (?:take|use|exceed|have) more|don't (?:take|use) more|no more than|not more than|never (?:take|use) more|maximum|max\b|up to \d|if (?:it|this|that|the (?:pain|symptoms?|swelling|fever|bleeding)|symptoms?|they|you still|there is no)|otherwise|then\b|this (?:is|will|may|should|medicine|tablet)|it (?:is|will|may|can|should)|these|they (?:will|may|should)|stop (?:it|taking it)|unless|but\b)/i;
const ABBREVIATION_END = /\b(?:dr|mr|mrs|ms|prof|st|no|approx|e\.g|i\.e|vs|etc|tab|tabs|caps)\.$/i;

/** Sentences of one line, split at . ! ? followed by a capital or digit, never at an abbreviation or a decimal. */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(/[.!?]+(?=\s+["'(]?[A-Z0-9])/g)) {
    const end = (m.index ?? 0) + m[0].length;
    const piece = line.slice(start, end).trim();
    if (ABBREVIATION_END.test(piece)) continue;
    if (piece) out.push(piece);
    start = end;
  }
  const last = line.slice(start).trim();
  if (last) out.push(last);
  return out;
}

const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
/** A document's own heading: "DISCHARGE MEDICATIONS:", "Return precautions:", or a short capitalised line. */
const DOCUMENT_HEADING = /^([A-Z][A-Za-z0-9 /&(),'-]{2,60}):\s*$|^([A-Z][A-Z0-9 /&(),'-]{2,60})$/;
/** "Follow-up: Cardiology clinic in 2 weeks." — a label that names a known topic, then its text. */
const INLINE_HEADING = /^([A-Z][A-Za-z /&-]{2,40}):\s+(\S.*)$/;
const BULLET = /^\s*(?:[-*•·]|\d+[.)])\s+/;
/** Greetings and filler say nothing a question could be answered with. */
const NOT_AN_ANSWER =
  /^(?:hello|hi|dear|best wishes|kind regards|yours)\b|did not write anything|does not say anything|nothing (?:was )?written/i;

/** Passages of a text, each under the heading it sits in. One pass over the lines. */
export function passagesOf(text: string, from: Passage["from"]): Passage[] {
  const passages: Passage[] = [];
  let heading = "";
  let kind: PassageKind = "other";
  let paragraph: string[] = [];
  const add = (unit: string) => {
    const previous = passages[passages.length - 1];
    if (previous && previous.heading === heading && CONTINUES.test(unit)) previous.text = `${previous.text} ${unit}`;
    else passages.push({ text: unit, heading, kind, from });
  };
  const flush = () => {
    if (paragraph.length === 0) return;
    for (const sentence of sentencesOf(paragraph.join(" "))) add(sentence);
    paragraph = [];
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const markdown = line.match(MARKDOWN_HEADING);
    const labelled = from === "document" ? line.match(DOCUMENT_HEADING) : null;
    if (markdown || labelled) {
      flush();
      heading = (markdown?.[1] ?? labelled?.[1] ?? labelled?.[2] ?? "").replace(/[*_]/g, "").trim();
      kind = kindOfHeading(heading);
      continue;
    }
    if (!line) {
      flush();
      continue;
    }
    const inline = line.match(INLINE_HEADING);
    if (inline && kindOfHeading(inline[1]) !== "other") {
      flush();
      heading = inline[1];
      kind = kindOfHeading(heading);
      // The label stays in the text: "Echocardiogram: ejection fraction 45%" says what the number is.
      paragraph.push(line.replace(/\*\*/g, ""));
      continue;
    }
    if (BULLET.test(line)) {
      flush();
      // A list item is one instruction, whatever its sentences.
      add(line.replace(BULLET, "").replace(/\*\*/g, "").trim());
      continue;
    }
    // A wrapped line (PDF text) continues the paragraph; a new capitalised line after a full stop starts one.
    const last = paragraph[paragraph.length - 1];
    if (last && /[.!?:]$/.test(last) && from === "summary") flush();
    paragraph.push(line.replace(/\*\*/g, ""));
  }
  flush();
  return passages.filter((p) => /[A-Za-z]/.test(p.text) && !NOT_AN_ANSWER.test(p.text));
}

/** A passage's words hold a question's word, or (4 letters or more) a word it starts: "echo" → "echocardiogram". */
function holds(words: Set<string>, term: string): boolean {
  if (words.has(term)) return true;
  if (term.length < 4 || GENERIC.has(term)) return false;
  for (const w of words) if (w.length > term.length && w.startsWith(term)) return true;
  return false;
}

interface Scored {
  passage: Passage;
  score: number;
  /** Content words of the question it holds (beyond generic ones), or a medicine the question names. */
  matched: boolean;
  /** It names a medicine the question names. */
  namesMedicine: boolean;
  index: number;
}

/** Most passages one answer quotes from a section the question asks about, and from word matches. */
const MAX_SECTION_PASSAGES = 6;
const MAX_MATCHED_PASSAGES = 3;

function rank(passages: Passage[], question: string, topics: PassageKind[]): Passage[] {
  if (passages.length === 0) return [];
  const asked = [...new Set(termsOf(question))];
  const askedMeds = medicationsIn(question);
  const askedKinds = kindsAsked(question);
  const terms = passages.map((p) => new Set(termsOf(`${p.text}`)));
  // Rare words weigh more: a word in every passage says nothing about which one answers.
  const frequency = new Map<string, number>();
  for (const set of terms) for (const t of set) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const scored: Scored[] = passages.map((passage, index) => {
    let score = 0;
    let specific = 0;
    for (const t of asked) {
      if (!holds(terms[index], t)) continue;
      score += Math.log(1 + passages.length / (frequency.get(t) ?? 1));
      if (!GENERIC.has(t)) specific++;
    }
    const meds = medicationsIn(passage.text);
    let namesMedicine = askedKinds.some((drug) => drug.test(passage.text));
    for (const m of askedMeds) if (meds.has(m)) namesMedicine = true;
    if (namesMedicine) score += 3;
    const inTopic = topics.includes(passage.kind);
    if (inTopic) score += 1.5;
    return { passage, score, matched: specific > 0 || namesMedicine, namesMedicine, index };
  });

  // A question that names a medicine is answered by the passages about that medicine.
  if (askedMeds.size > 0 || askedKinds.length > 0) {
    const aboutIt = scored.filter((s) => s.namesMedicine);
    // Not here: the other passages on medicines are about other medicines.
    return aboutIt.length > 0 ? best(aboutIt, MAX_SECTION_PASSAGES, question) : [];
  }
  const matched = scored.filter((s) => s.matched);
  // The first topic the question names that this text has a section for answers it (topics are in cue order:
  // "When is my blood test?" is a follow-up before it is a result): the passages that hold the question's words
  // ("Can I drive?", "When should I call 911?"); with none there, the passages elsewhere that do; with none at
  // all, the whole section ("What did the scan show?", "When should I go to the emergency room?").
  for (const topic of topics) {
    const inTopic = scored.filter((s) => s.passage.kind === topic);
    if (inTopic.length === 0) continue;
    const matchedInTopic = inTopic.filter((s) => s.matched);
    if (matchedInTopic.length > 0) return best(matchedInTopic, MAX_SECTION_PASSAGES, question);
    if (matched.length > 0) break;
    // "Can I go skiing next month?" names something no passage holds: the section is not its answer.
    return unanswered(asked, terms, topic) ? [] : best(inTopic, MAX_SECTION_PASSAGES, question);
  }

  if (matched.length === 0) return [];
  const top = Math.max(...matched.map((s) => s.score));
  return best(
    matched.filter((s) => s.score >= top * 0.6),
    MAX_MATCHED_PASSAGES,
    question,
  );
}

/**
 * A word of the question that no passage holds, beyond generic words ("scan"), the words of an emergency (a
 * warnings question is answered by the warning signs whatever number they give) and the words that name the
 * section asked about ("next" for follow-up): "skiing", or "drive" when the home-care section says nothing about
 * driving (home-care cues name the activity, not the section).
 */
function unanswered(asked: string[], terms: Array<Set<string>>, topic: PassageKind): boolean {
  const emergency = QUESTION_TOPICS[0][1];
  const section = topic === "instructions" ? undefined : QUESTION_TOPICS.find(([kind]) => kind === topic)?.[1];
  return asked.some(
    (t) => !GENERIC.has(t) && !emergency.test(t) && !section?.test(t) && !terms.some((words) => holds(words, t)),
  );
}

const HOSPITAL_ONLY = /^in hospital only\b|\(not for home\)|given in hospital only/i;
const ASKS_HOSPITAL = /\bin (?:the )?hospital\b|\bdrip\b|\bvein\b|\biv\b/i;
const ASKS_SIZE = /\bhow (?:big|large|small)\b|\bwhat size\b/i;
const MEASURE = /\d+(?:\.\d+)?\s?(?:mm|cm)\b/i;

/**
 * The highest scores, shown in document order; a treatment given only in hospital is left out when anything else
 * answers (a home dose never sits beside an in-hospital one), and a size question keeps the lines with a size.
 */
function best(scored: Scored[], limit: number, question = ""): Passage[] {
  let pool = scored;
  const home = pool.filter((s) => !HOSPITAL_ONLY.test(s.passage.text));
  if (home.length > 0 && !ASKS_HOSPITAL.test(question)) pool = home;
  const sized = ASKS_SIZE.test(question) ? pool.filter((s) => MEASURE.test(s.passage.text)) : [];
  if (sized.length > 0) pool = sized;
  return [...pool]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.passage);
}

/** "What is furosemide for?", "Why am I taking bisoprolol?", "What does salbutamol do?": the thing asked about. */
const PURPOSE_QUESTIONS = [
  /\bwhat(?:'s| is| are)\s+(.+?)\s+(?:for|used for|meant for|supposed to do)\s*\??\s*$/i,
  /\bwhy\s+(?:am|do|should|have|was|did|must|will)\s+i\s+(?:been\s+)?(?:taking|take|on|given|started on|prescribed|needing|need|using|use)\s+(.+?)\s*\??\s*$/i,
  /\bwhat does\s+(.+?)\s+do\s*\??\s*$/i,
  /\bwhat is the (?:point|purpose|reason) (?:of|for)\s+(.+?)\s*\??\s*$/i,
];
const DETERMINER = /^(?:my|the|this|these|that|those|your|a|an)\s+/i;
/** A thing a patient takes, when the question names no medicine of the list: "the blue inhaler", "my water tablet". */
const TAKEN = /\b(?:inhaler|tablets?|pills?|medicines?|medications?|injections?|cream|drops|spray|patch(?:es)?)\b/i;

/** What a purpose question asks about, said as the patient would read it ("furosemide", "your water tablet"). */
export function purposeAsked(question: string): string | undefined {
  for (const pattern of PURPOSE_QUESTIONS) {
    const subject = question.trim().match(pattern)?.[1]?.trim();
    if (!subject) continue;
    if (medicationsIn(subject).size === 0 && kindsAsked(subject).length === 0 && !TAKEN.test(subject)) return undefined;
    return subject.replace(/^my\s+/i, "your ").replace(DETERMINER, (m) => (/^your\s/i.test(m) ? m : ""));
  }
  return undefined;
}

/** "to reduce your risk of stroke", "as needed for fever or pain" — never "to 20 mg", "for 12 months" or "asked your GP to". */
const PURPOSE_TO =
  /(?<!\b(?:up|going|need|needs|have|has|want|wants|try|how|able|listen|go|come|back|due|increase|increased|reduce|reduced|change|changed|switch|switched|asked \w+(?: \w+)?|told \w+|used)\s)\bto\s+(?!be\b|take\b|\d)[a-z]/i;
const PURPOSE_FOR =
  /\b(?:for|against)\s+(?!\d|up to\b|another\b|more\b|the next\b|now\b|life\b|you\b|a (?:week|month|day|few|year)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|long)\b)[a-z]/i;
const PURPOSE_SAID =
  /\b(?:helps?|used to|works by|protects?|prevents?)\b|\b(?:a|an) (?:water tablet|water pill|blood thinner|antibiotic|painkiller|steroid|diuretic|statin)\b/i;
const PURPOSE_BRACKET =
  /\(([^()]*\b(?:medicine|tablet|pill|thinner|antibiotic|kills|reliever|preventer|painkiller|steroid|water|opens|calms|lowers|protects)\b[^()]*)\)/i;

/** Where a passage says what the thing it names is for: after its name in the same sentence, or said of it. */
function saysPurpose(text: string, at: number): boolean {
  const lead = text.match(/^(?:[A-Z][a-z]+(?: taking)?:\s*)?(?:for|to)\s+[a-z][^,]*,/i);
  if (lead && (lead.index ?? 0) + lead[0].length <= at) return true;
  const rest = text.slice(at);
  const sentence = rest.split(/(?<=[.!?])\s+/)[0] ?? rest;
  return (
    PURPOSE_TO.test(sentence) || PURPOSE_FOR.test(sentence) || PURPOSE_SAID.test(text) || PURPOSE_BRACKET.test(text)
  );
}

export interface PurposeContext {
  /** What was asked about, as the patient would read it. */
  subject: string;
  /** Passages that say what it is for, summary first; empty when neither text says so. */
  passages: Passage[];
  /** The summary names it at all. */
  mentioned: boolean;
}

/** Where in a passage the subject is named: one of its medicines, a drug of a kind it names, or its own words. */
function mentionOf(text: string, subject: string): number {
  const lower = text.toLowerCase();
  for (const name of medicationsIn(subject)) {
    const at = lower.indexOf(name);
    if (at >= 0) return at;
  }
  for (const drug of kindsAsked(subject)) {
    const m = drug.exec(text);
    if (m) return m.index;
  }
  const words = termsOf(subject).filter((t) => !GENERIC.has(t));
  if (words.length === 0) return -1;
  const held = new Set(termsOf(text));
  return words.every((w) => holds(held, w)) ? 0 : -1;
}

/**
 * For a question about what a medicine is for (issue 18: "What is furosemide for?" was answered with its dose): the
 * passages of the summary, else of the document, that say what it is for. Undefined when the question is not one.
 */
export function purposeContext(
  summary: string,
  source: string | undefined,
  question: string,
): PurposeContext | undefined {
  const subject = purposeAsked(question);
  if (!subject) return undefined;
  const find = (text: string, from: Passage["from"]) =>
    passagesOf(text, from)
      .map((p) => ({ p, at: mentionOf(p.text, subject) }))
      .filter(({ at }) => at >= 0);
  const inSummary = find(summary, "summary");
  const said = inSummary.filter(({ p, at }) => saysPurpose(p.text, at)).map(({ p }) => p);
  if (said.length > 0 || !source)
    return { subject, passages: said.slice(0, MAX_MATCHED_PASSAGES), mentioned: inSummary.length > 0 };
  const inDocument = find(source, "document")
    .filter(({ p, at }) => saysPurpose(p.text, at))
    .map(({ p }) => p);
  return { subject, passages: inDocument.slice(0, MAX_MATCHED_PASSAGES), mentioned: inSummary.length > 0 };
}

/**
 * The passages that answer a question: from the summary first; from the source document when the summary has
 * nothing on it (a document's in-hospital doses never sit beside the summary's home doses). A question about what a
 * medicine is for is answered by the passages that say so.
 */
export function retrieveContext(summary: string, source: string | undefined, question: string): ChatContext {
  const topics = topicsOf(question);
  const purpose = purposeContext(summary, source, question);
  if (purpose && purpose.passages.length > 0) return { topics, passages: purpose.passages };
  const fromSummary = rank(passagesOf(summary, "summary"), question, topics);
  if (!source) return { topics, passages: fromSummary };
  if (fromSummary.length > 0 && covered(fromSummary, question) === specificTerms(question).length) {
    return { topics, passages: fromSummary };
  }
  // The summary has nothing, or leaves out what the question names ("What did the urine dipstick show?"): the
  // document answers when it holds more of the question's words.
  const fromDocument = rank(passagesOf(source, "document"), question, topics);
  const better = fromDocument.length > 0 && covered(fromDocument, question) > covered(fromSummary, question);
  return { topics, passages: better || fromSummary.length === 0 ? fromDocument : fromSummary };
}

/**
 * The question's own words: not generic, not a topic cue, and not a name ("How often should Lily use …": the
 * summary says "you").
 */
function specificTerms(question: string): string[] {
  const names = new Set((question.match(/(?<=\S\s+)[A-Z][a-z]+/g) ?? []).map((n) => n.toLowerCase()));
  const words = (question.match(/[A-Za-z0-9]+/g) ?? []).filter((w) => !names.has(w.toLowerCase()));
  return [...new Set(termsOf(words.join(" ")))].filter(
    (t) => !GENERIC.has(t) && !QUESTION_TOPICS.some(([, cue]) => cue.test(t)),
  );
}

/** How many of the question's own words the passages hold. */
function covered(passages: Passage[], question: string): number {
  const words = passages.map((p) => new Set(termsOf(p.text)));
  return specificTerms(question).filter((t) => words.some((w) => holds(w, t))).length;
}
