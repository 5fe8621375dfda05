import type { ReadDocument, SourceItem } from "./document";
import type { ParsedMedication } from "./medications";
import { isAlsoAtHome } from "./medicine-list";
import { type Candidate, contentWords, PROCEDURE_DONE, rankOptional } from "./optional-sentences";
import type { PlainWriter } from "./plain-line";
import type { Topic } from "./sections";
import { wordCount } from "./sentences";
import type { Medication, StructuredSection } from "./structure";

/**
 * The summary's narrative: the diagnosis and home instructions always, then, while the summary stays within its
 * share of the source, what was done, what was found and the history, in that order.
 */

/** Summarise, don't copy: a long source's summary aims at this share of its words (issue 10's limit is 60 %). */
const LONG_SOURCE_WORDS = 300;
const LONG_SHARE = 0.5;
/** Short sources have less to drop; their summary still leaves out chart detail. */
const SHORT_SHARE = 0.75;

/** However long the record, the summary's narrative stays readable; medicines, follow-ups and warnings are not capped. */
const MAX_OPTIONAL_WORDS = 350;
const MAX_SENTENCES_PER_TOPIC = 30;
const MAX_HISTORY_SENTENCES = 3;

/** Topics said as whole items of their own, outside the narrative. */
const WHOLE_TOPICS: Topic[] = ["medications", "allergies", "followup", "warnings"];

export interface NarrativeInput {
  doc: ReadDocument;
  sourceWords: number;
  writer: PlainWriter;
  medications: ParsedMedication[];
  hospital: Medication[];
  /** Words the medicines, allergies, follow-ups and warnings already take. */
  wholeWords: number;
}

export interface Narrative {
  sections: StructuredSection[];
  /** The hospital-only medicines, or none when that line did not fit. */
  saidInHospital: Medication[];
}

export function writeNarrative(input: NarrativeInput): Narrative {
  const { doc, sourceWords, writer, medications, hospital } = input;
  const topicOf = topicReader(doc);
  const content = narrativeItems(doc);
  const kept = new Map<SourceItem, string>();
  const dropped = new Set<SourceItem>();
  let used = input.wholeWords + keepRequired(content, doc, topicOf, writer, kept, dropped);

  // The hospital-only line stays when it tells a home medicine's dose from the one given in hospital, or when it is the
  // treatment (no operation said); beside an operation, a painkiller given through a vein is detail, said if it fits.
  const hospitalWords = hospital.length > 0 ? 10 + hospital.length * 3 : 0;
  const operationSaid = [...kept.keys()].some((i) => topicOf(i) === "procedures");
  const hospitalNeeded = !operationSaid || hospital.some((h) => isAlsoAtHome(h.name, medications));
  if (hospitalNeeded) used += hospitalWords;
  // The rest is ranked and each is taken while it fits the budget. A short source always keeps its most telling result.
  const diagnosisWords = contentWords(
    content
      .filter((i) => kept.has(i) && topicOf(i) === "diagnosis")
      .map((i) => i.text)
      .join(" "),
  );
  const items = content.filter((item) => !kept.has(item) && !dropped.has(item));
  const candidates = rankOptional({ items, topicOf, diagnosisWords, medications, hospital });
  const budget = sourceWords > LONG_SOURCE_WORDS ? sourceWords * LONG_SHARE : sourceWords * SHORT_SHARE;
  const limit = Math.min(budget, used + MAX_OPTIONAL_WORDS);
  const saidInHospital = hospitalNeeded || used + hospitalWords <= limit ? hospital : [];
  used += saidInHospital === hospital && !hospitalNeeded ? hospitalWords : 0;
  keepWhileFits(candidates, { writer, kept, used, limit, telling: sourceWords <= LONG_SOURCE_WORDS });

  return { sections: sectionsOf(content, kept, topicOf), saidInHospital };
}

/**
 * The topic an item is said under. An imaging report's impression is what the scan showed; its reason for the scan
 * is the "why". Beyond its first sentence, the reason for a visit is history.
 */
function topicReader(doc: ReadDocument): (item: SourceItem) => Topic {
  return (item) =>
    doc.kind === "imaging_report" && item.topic === "diagnosis" && item.section === "diagnosis"
      ? "findings"
      : item.section === "reason" && item.topic === "diagnosis" && item.index > 0
        ? "history"
        : item.topic;
}

/** What the narrative is made of: every item but the whole ones, in the document's order. */
function narrativeItems(doc: ReadDocument): SourceItem[] {
  const hasImpression = doc.items.some((i) => i.section === "diagnosis");
  // The findings an impression sums up are the radiologist's working: the impression is kept instead.
  const working = (item: SourceItem) => doc.kind === "imaging_report" && hasImpression && item.section === "findings";
  return doc.items.filter((i) => !WHOLE_TOPICS.includes(i.topic) && !working(i));
}

/** Whether an item is said whatever the budget: the diagnosis, instructions, key results and the operation done. */
function isRequired(doc: ReadDocument, item: SourceItem, topic: Topic, diagnosed: boolean): boolean {
  return (
    (topic === "diagnosis" && (item.section !== "reason" || !diagnosed)) ||
    topic === "instructions" ||
    (topic === "findings" &&
      (doc.kind === "imaging_report" || doc.kind === "lab_results") &&
      item.section !== "findings") ||
    (topic === "findings" && doc.kind === "lab_results") ||
    (topic === "procedures" && item.index === 0 && (doc.kind === "operative_note" || PROCEDURE_DONE.test(item.text)))
  );
}

/** A diagnosis or result keeps its name with plain words after it; a reason for the visit is just said plainly. */
function explainItem(item: SourceItem, topic: Topic): boolean {
  return (topic === "diagnosis" || topic === "findings") && item.section !== "reason";
}

/** Keeps every required item (see `isRequired`) that is new; returns the words they take. */
function keepRequired(
  content: SourceItem[],
  doc: ReadDocument,
  topicOf: (item: SourceItem) => Topic,
  writer: PlainWriter,
  kept: Map<SourceItem, string>,
  dropped: Set<SourceItem>,
): number {
  const diagnosed = doc.items.some((i) => i.section === "diagnosis");
  const perTopic = new Map<Topic, number>();
  const saidAlready = repeatDetector();
  let used = 0;
  for (const item of content) {
    const topic = topicOf(item);
    if (!isRequired(doc, item, topic, diagnosed)) continue;
    const count = (perTopic.get(topic) ?? 0) + 1;
    perTopic.set(topic, count);
    if (count > MAX_SENTENCES_PER_TOPIC || saidAlready(item, topic)) {
      dropped.add(item);
      continue;
    }
    const plain = writer.line(item.text, { explain: explainItem(item, topic) });
    kept.set(item, plain);
    used += wordCount(plain);
  }
  return used;
}

/** Daily notes restate the diagnosis and plan: a sentence whose words were nearly all said under its topic is skipped. */
function repeatDetector(): (item: SourceItem, topic: Topic) => boolean {
  const said = new Map<Topic, Set<string>>();
  return (item, topic) => {
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
}

interface Filling {
  writer: PlainWriter;
  kept: Map<SourceItem, string>;
  used: number;
  limit: number;
  /** Whether the first result is kept even over the limit (a short source's most telling result). */
  telling: boolean;
}

/** Takes the ranked candidates, best first, while each fits the limit. */
function keepWhileFits(candidates: Candidate[], { writer, kept, used, limit, telling }: Filling): void {
  let history = 0;
  for (const { item, topic } of candidates) {
    // Daily notes each open with the patient's report: a few lines of history are enough.
    if (topic === "history" && ++history > MAX_HISTORY_SENTENCES) continue;
    const plain = writer.line(item.text, { explain: explainItem(item, topic) });
    const words = wordCount(plain);
    const alwaysOne = telling && topic === "findings";
    if (used + words > limit && !alwaysOne) continue;
    if (alwaysOne) telling = false;
    kept.set(item, plain);
    used += words;
  }
}

/** The kept sentences under their topics, in the document's order, each said once. */
function sectionsOf(
  content: SourceItem[],
  kept: Map<SourceItem, string>,
  topicOf: (item: SourceItem) => Topic,
): StructuredSection[] {
  const sections: StructuredSection[] = [];
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
  return sections;
}
