import explanations from "../../data/term-explanations.json";
import { allergyLines } from "./allergies";
import { readDocument, type SourceItem } from "./document";
import { hospitalMedicines, medicationName, type ParsedMedication, parseMedication } from "./medications";
import { renderSummary } from "./render";
import { plainSentence, plainWords } from "./rewrite";
import { MEDICATION_VERB, type Topic } from "./sections";
import { shorten, splitSentences, wordCount } from "./sentences";
import type { FollowUp, Medication, StructuredSection, StructuredSummary, WarningSign } from "./structure";

export { unwrapLines } from "./unwrap";

export interface LocalDraftInput {
  sourceText: string;
  template: string;
  patientName: string;
  /** Longest sentence the draft aims for; the simplify pass lowers it. */
  maxWords: number;
}

export interface LocalDraft {
  text: string;
  glossaryHits: string[];
  /** What `text` was rendered from (the `ai` port's `Draft.structure`). */
  structure: OfflineSummary;
}

/** The structured summary with the offline engine's own plain line for each medicine. */
export type OfflineSummary = StructuredSummary & { medications: Array<ParsedMedication | Medication> };

/** Summarise, don't copy: a long source's summary aims at this share of its words (issue 10's limit is 60 %). */
const LONG_SOURCE_WORDS = 300;
const LONG_SHARE = 0.5;
/** Short sources have less to drop; their summary still leaves out chart detail. */
const SHORT_SHARE = 0.75;

/** Sentences of chart detail: three or more numbers and no word saying what they mean. */
function isNumberRun(text: string): boolean {
  const numbers = (text.match(/\b\d+(?:[.,/]\d+)*\b/g) ?? []).length;
  return numbers >= 3 && numbers * 5 >= wordCount(text) && !/normal|showed|ruled out|high|low/i.test(text);
}

/** How much each kind of optional sentence is worth to the patient, before its other merits. */
const WEIGHT: Partial<Record<Topic, number>> = { procedures: 2, findings: 1.5, diagnosis: 1.5, history: 1 };

const STOP_WORDS = new Set(
  "with from that this have were been your they their there which what when then than into over under after before about also only more most some such very well".split(
    " ",
  ),
);

function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)));
}

/** A test name counts with its meaning: "HbA1c" is about blood sugar. */
function withMeanings(text: string): string {
  const meanings = explanations.kept.filter((e) => text.toLowerCase().includes(e.term.toLowerCase()));
  return [text, ...meanings.map((e) => e.meaning)].join(" ");
}

/** A procedure the patient had: the first sentence of a part saying so is always kept. */
const PROCEDURE_DONE =
  /\b(?:underwent|performed|placed|inserted|removed|repaired|operation|surgery|nailing|replacement)\b/i;

/** A warning is cut into sentences only where it runs longer than this; it stays one item either way. */
const WARNING_WORDS = 14;

/** A letter's voice before a medicine: "I have also", "we will", "she should", "please". */
const LEAD_IN =
  /^(?:(?:and|so|then|okay|ok|right|now),?\s+)?(?:(?:the )?plan is to\s+|(?:I|we)(?:'ll|'m|'re|'d|'ve)?\s+(?:(?:have|had|will|would like to|am going to|are going to|going to|like to|want to|also|now|just)\s+)*|(?:you|she|he|they|the patient)\s+(?:should|must|will|can|needs? to|is to|are to)\s+(?:now\s+|also\s+)?|please\s+|let's\s+|let us\s+)(?=\S)/i;
/** "For rate control, I have started bisoprolol…": the purpose stays, the writer's voice goes. */
const PURPOSE_LEAD_IN = /^((?:for|to) [^,]{1,40},\s*)(?:I|we) (?:have )?(?:also )?(?:started|commenced|prescribed)\s+/i;
/** The action the status label already says. Changes keep their verb: "Increased ramipril to 10 mg". */
const ACTION_WORD =
  /^(?:start(?:ed)?|commenc(?:e|ed)|prescrib(?:e|ed)|initiated?|stop(?:ped)?|discontinu(?:e|ed)|continu(?:e|ed)|keep (?:taking|using)|carry on (?:taking|using|with))\s+(?:the\s+|your\s+)?(?=\S)/i;

/** Each sentence of a line at most about `maxWords` long, cut at its clauses; nothing is left out. */
function shortSentences(text: string, maxWords: number): string {
  return splitSentences(text)
    .flatMap((s) => shorten(s, maxWords))
    .join(" ");
}

/** However long the record, the summary's narrative stays readable; medicines, follow-ups and warnings are not capped. */
const MAX_OPTIONAL_WORDS = 350;
const MAX_SENTENCES_PER_TOPIC = 30;
const MAX_HISTORY_SENTENCES = 3;

const WHO =
  /\b(?:with|by)\s+(Dr\.?\s+[A-Z][A-Za-z'-]+|the [a-z ]+?(?:clinic|nurse|team|surgery))\b|^([A-Z][A-Za-z ]*?(?:clinic|nurse|team|GP|review))\b/;
const WHEN =
  /\b(?:in \d+(?: to \d+)? (?:days?|weeks?|months?)|within \d+ (?:days?|weeks?)|on day \d+|(?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2})?(?:,? \d{4})?|\d{1,2}\/\d{1,2}\/\d{2,4})\b/;

function followUpOf(plain: string): FollowUp {
  const who = plain.match(WHO);
  return { who: (who?.[1] ?? who?.[2])?.trim(), when: plain.match(WHEN)?.[0]?.trim(), text: plain };
}

const ACTION =
  /\b(?:call \d{3}|call (?:the|your|us)[^,.;]*|go to (?:the )?(?:nearest )?(?:emergency|A&E)[^,.;]*|come back[^,.;]*|contact [^,.;]*|see a doctor the same day|seek urgent medical help)/i;

function warningOf(plain: string): WarningSign {
  return { text: plain, action: plain.match(ACTION)?.[0]?.trim() };
}

/**
 * Reads the document and keeps what the patient needs: every medicine, follow-up and warning sign whole, the
 * diagnosis and home instructions, and then, while the summary stays within its share of the source, what was done,
 * what was found and the history, in that order. It adds no facts of its own.
 */
export function structureDocument(
  sourceText: string,
  patientName: string,
  maxWords: number,
): OfflineSummary & {
  hits: string[];
} {
  const doc = readDocument(sourceText);
  const hits: string[] = [];
  // A letter to the family doctor says "contact you" for "contact your GP".
  const forPatient =
    doc.kind === "consultation_letter"
      ? (text: string) =>
          text
            .replace(/\b(contact|call|phone|tell|see) you\b/gi, "$1 your GP")
            .replace(/\bwhich you started\b/gi, "which your GP started")
            .replace(/\bI would be grateful if you could\b/gi, "I have asked your GP to")
            .replace(/\b(?:please could you|could you please)\b/gi, "I have asked your GP to")
      : (text: string) => text;
  const plainLine = (text: string, options: { explain?: boolean; whole?: boolean; maxWords?: number } = {}) => {
    if (options.whole) {
      const plain = plainWords(forPatient(text), patientName, options);
      hits.push(...plain.hits);
      return /[.!?]$/.test(plain.text) ? plain.text : `${plain.text}.`;
    }
    const plain = plainSentence(forPatient(text), patientName, options.maxWords ?? maxWords, options);
    hits.push(...plain.hits);
    return plain.sentences.join(" ");
  };

  const hasImpression = doc.items.some((i) => i.section === "diagnosis");
  // An imaging report's impression is what the scan showed; its reason for the scan is the "why". Beyond its first
  // sentence, the reason for a visit is history.
  const topicOf = (item: SourceItem): Topic =>
    doc.kind === "imaging_report" && item.topic === "diagnosis" && item.section === "diagnosis"
      ? "findings"
      : item.section === "reason" && item.topic === "diagnosis" && item.index > 0
        ? "history"
        : item.topic;
  // The findings an impression sums up are the radiologist's working: the impression is kept instead.
  const skipped = (item: SourceItem) => doc.kind === "imaging_report" && hasImpression && item.section === "findings";

  // A document with its own medicine list means it: a plan that says "continue aspirin" on day 2 of a stay is not
  // another medicine to take, and stays with the plan.
  const hasList = doc.items.some((i) => i.section === "medications");
  for (const item of doc.items) {
    if (hasList && item.topic === "medications" && item.section !== "medications" && item.section !== "unheaded") {
      item.topic =
        item.section === "reason" || item.section === "noise" || item.section === "admin" ? "diagnosis" : item.section;
    }
  }
  const medications: ParsedMedication[] = [];
  const seenMedicines = new Set<string>();
  for (const item of doc.items) {
    if (item.topic !== "medications") continue;
    for (const statement of medicineStatements(item.text)) {
      const parsed = parseMedication(statement, "home");
      // The label says "New" or "Stop taking": the line's own "Start" or "Stop" would repeat it, and a letter's
      // "I have" or "she should" before it is the writer's voice, not the patient's instruction.
      const said = parsed.marked
        ? parsed.text.replace(PURPOSE_LEAD_IN, "$1").replace(LEAD_IN, "").replace(ACTION_WORD, "")
        : parsed.text;
      const plain = plainWords(forPatient(said), patientName);
      hits.push(...plain.hits);
      const key = plain.text.toLowerCase();
      if (seenMedicines.has(key)) continue;
      seenMedicines.add(key);
      // Tablets are taken by mouth: the list says a route only when it is another one.
      const line = shortSentences(plain.text.replace(/\s+by mouth\b/, ""), maxWords);
      medications.push({ ...parsed, text: line });
    }
  }
  // What was given in hospital, by name and route: the home list is only what to take from now on.
  const homeNames = new Set(medications.map((m) => m.name.toLowerCase()));
  const hospital: Medication[] = [];
  for (const item of doc.items) {
    if (item.topic !== "procedures") continue;
    for (const m of hospitalMedicines(item.text)) {
      const atHome = [...homeNames].some((n) => n.includes(m.name));
      if ((atHome && m.route !== "through a vein") || hospital.some((h) => h.name === m.name)) continue;
      hospital.push(m);
    }
  }
  // Every allergy, whole and never budgeted: the substance to avoid as the document names it.
  const allergies = [
    ...new Set(
      doc.items
        .filter((i) => i.topic === "allergies")
        .flatMap((i) => allergyLines(i.text, (text) => plainLine(text, { whole: true }))),
    ),
  ];
  // Each follow-up and warning is one item; a long one is said in short sentences, its condition and its action
  // still together in the one item.
  const followUps = doc.items
    .filter((i) => i.topic === "followup")
    .map((i) => followUpOf(shortSentences(plainLine(i.text, { whole: true }), maxWords)));
  const warningSigns = doc.items
    .filter((i) => i.topic === "warnings")
    .map((i) => warningOf(shortSentences(plainLine(i.text, { whole: true }), Math.max(maxWords, WARNING_WORDS))));

  const sourceWords = wordCount(sourceText);
  const budget = sourceWords > LONG_SOURCE_WORDS ? sourceWords * LONG_SHARE : sourceWords * SHORT_SHARE;
  const kept = new Map<SourceItem, string>();
  const hospitalWords = hospital.length > 0 ? 10 + hospital.length * 3 : 0;
  let used =
    allergies.reduce((n, a) => n + wordCount(a), 0) +
    medications.reduce((n, m) => n + wordCount(m.text) + 2, 0) +
    followUps.reduce((n, f) => n + wordCount(f.text), 0) +
    warningSigns.reduce((n, w) => n + wordCount(w.text), 0);

  const diagnosed = doc.items.some((i) => i.section === "diagnosis");
  const must = (item: SourceItem, topic: Topic) =>
    (topic === "diagnosis" && (item.section !== "reason" || !diagnosed)) ||
    topic === "instructions" ||
    (topic === "findings" &&
      (doc.kind === "imaging_report" || doc.kind === "lab_results") &&
      item.section !== "findings") ||
    (topic === "findings" && doc.kind === "lab_results") ||
    (topic === "procedures" && item.index === 0 && (doc.kind === "operative_note" || PROCEDURE_DONE.test(item.text)));
  const medicineNames = medications.map((m) => m.name.toLowerCase().split(/[\s-]/)[0]);
  const repeatsAMedicine = (text: string) => medicineNames.some((n) => n.length > 3 && text.toLowerCase().includes(n));

  // A sentence that only lists what was given in hospital is said by the hospital-only line.
  const onlyHospitalMedicines = (text: string) =>
    hospital.length > 0 &&
    !PROCEDURE_DONE.test(text) &&
    hospitalMedicines(text).length > 0 &&
    hospitalMedicines(text).every((m) => hospital.some((h) => h.name === m.name));
  const content = doc.items.filter(
    (i) => !["medications", "allergies", "followup", "warnings"].includes(i.topic) && !skipped(i),
  );
  // A diagnosis or result keeps its name with plain words after it; a reason for the visit is just said plainly.
  const explainItem = (item: SourceItem, topic: Topic) =>
    (topic === "diagnosis" || topic === "findings") && item.section !== "reason";
  const perTopic = new Map<Topic, number>();
  // Daily notes restate the diagnosis and plan: a sentence whose words were nearly all said under its topic is skipped.
  const said = new Map<Topic, Set<string>>();
  const dropped = new Set<SourceItem>();
  const saidAlready = (item: SourceItem, topic: Topic) => {
    const words = contentWords(item.text);
    const before = said.get(topic) ?? new Set<string>();
    said.set(topic, before);
    const [first, second] = [...words];
    const sameSubject = first !== undefined && before.has(first) && (second === undefined || before.has(second));
    const repeated =
      words.size > 0 && (sameSubject || [...words].filter((w) => before.has(w)).length >= words.size * 0.7);
    for (const w of words) before.add(w);
    return repeated;
  };
  for (const item of content) {
    const topic = topicOf(item);
    if (!must(item, topic)) continue;
    const count = (perTopic.get(topic) ?? 0) + 1;
    perTopic.set(topic, count);
    if (count > MAX_SENTENCES_PER_TOPIC || saidAlready(item, topic)) {
      dropped.add(item);
      continue;
    }
    const plain = plainLine(item.text, { explain: explainItem(item, topic) });
    kept.set(item, plain);
    used += wordCount(plain);
  }
  // The hospital-only line stays when it tells a home medicine's dose from the one given in hospital, or when it is the
  // treatment (no operation said); beside an operation, a painkiller given through a vein is detail, said if it fits.
  const operationSaid = [...kept.keys()].some((i) => topicOf(i) === "procedures");
  const hospitalNeeded = !operationSaid || hospital.some((h) => [...homeNames].some((n) => n.includes(h.name)));
  if (hospitalNeeded) used += hospitalWords;
  // The rest is ranked: what was done first, then results about the diagnosis, then history; each is taken while it
  // fits the budget. A short source always keeps its most telling result.
  const diagnosisWords = contentWords(
    content
      .filter((i) => kept.has(i) && topicOf(i) === "diagnosis")
      .map((i) => i.text)
      .join(" "),
  );
  const candidates = content
    .filter((item) => !kept.has(item) && !dropped.has(item))
    .filter((item) => WEIGHT[topicOf(item)] !== undefined)
    // Of the history, the opening sentence of each part says why; the rest is the clinician's detail.
    .filter((item) => topicOf(item) !== "history" || item.index === 0 || item.section === "reason")
    .filter((item) => !isNumberRun(item.text) && !repeatsAMedicine(item.text) && !onlyHospitalMedicines(item.text))
    .map((item, order) => {
      const topic = topicOf(item);
      const about = [...contentWords(withMeanings(item.text))].filter((w) => diagnosisWords.has(w)).length;
      const telling = topic === "findings" && /\b(?:showed|revealed|confirmed|high|low|raised)\b/i.test(item.text);
      return { item, topic, order, score: (WEIGHT[topic] ?? 0) + Math.min(about, 3) * 0.5 + (telling ? 1 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const limit = Math.min(budget, used + MAX_OPTIONAL_WORDS);
  const saidInHospital = hospitalNeeded || used + hospitalWords <= limit ? hospital : [];
  used += saidInHospital === hospital && !hospitalNeeded ? hospitalWords : 0;
  let telling = sourceWords <= LONG_SOURCE_WORDS;
  let history = 0;
  for (const { item, topic } of candidates) {
    // Daily notes each open with the patient's report: a few lines of history are enough.
    if (topic === "history" && ++history > MAX_HISTORY_SENTENCES) continue;
    const plain = plainLine(item.text, { explain: explainItem(item, topic) });
    const words = wordCount(plain);
    const alwaysOne = telling && topic === "findings";
    if (used + words > limit && !alwaysOne) continue;
    if (alwaysOne) telling = false;
    kept.set(item, plain);
    used += words;
  }

  const sections: StructuredSection[] = allergies.length > 0 ? [{ kind: "allergies", sentences: allergies }] : [];
  for (const item of content) {
    const plain = kept.get(item);
    if (!plain) continue;
    const kind = topicOf(item);
    let section = sections.find((s) => s.kind === kind);
    if (!section) {
      section = { kind, sentences: [] };
      sections.push(section);
    }
    if (!section.sentences.includes(plain)) section.sentences.push(plain);
  }

  const explained = [...explanations.explained, ...explanations.kept].filter((e) =>
    new RegExp(`\\b${e.term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(sourceText.slice(0, 200_000)),
  );
  return {
    documentKind: doc.kind,
    sections,
    medications: [...medications, ...saidInHospital],
    followUps,
    warningSigns,
    explained,
    hits,
  };
}

let last: { key: string; result: ReturnType<typeof structureDocument> } | undefined;

/**
 * The offline draft: the document read as structure (its own headings, medicines as data), rendered by the one
 * renderer under the template's headings. The simplify pass drafts the same source with shorter sentences.
 */
/**
 * One line can hold several medicines ("Metformin 500 mg PO BID. Stop Lisinopril."): each sentence that names a
 * medicine of its own starts a new one, so one medicine's status never spills onto another; a sentence naming none
 * ("Take with food.") stays with the medicine before it.
 */
export function medicineStatements(text: string): string[] {
  const statements: string[] = [];
  for (const sentence of text.split(/(?<=[.;])\s+(?=[A-Z])/)) {
    if (statements.length > 0 && medicationName(sentence) === undefined) {
      statements[statements.length - 1] = `${statements[statements.length - 1]} ${sentence}`;
      continue;
    }
    // "I have started apixaban 5 mg twice daily, and she should stop aspirin 75 mg": two medicines, two actions.
    // The split keeps its separators (odd places), so a clause that stays joined keeps its own punctuation.
    const parts = sentence.split(CLAUSE);
    let current = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const clause = parts[i + 1] ?? "";
      if (medicationName(clause) !== undefined && MEDICATION_VERB.test(clause)) {
        statements.push(current);
        current = clause;
      } else {
        current = `${current}${parts[i]}${clause}`;
      }
    }
    statements.push(current);
  }
  return statements;
}

/** Where one clause of a sentence ends and another may begin: ", and", ", but", "; ". */
const CLAUSE = /(,\s+(?:and|but|while|whereas)\s+|;\s+)/;

export function draftSummary(input: LocalDraftInput): LocalDraft {
  const key = `${input.maxWords}\u0000${input.patientName}\u0000${input.sourceText}`;
  if (last?.key !== key) last = { key, result: structureDocument(input.sourceText, input.patientName, input.maxWords) };
  const { hits, ...structure } = last.result;
  return { text: renderSummary(structure, input.template), glossaryHits: [...hits], structure };
}
