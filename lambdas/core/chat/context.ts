import { passagesOf } from "./passages";
import { purposeContext } from "./purpose";
import {
  GENERIC,
  holds,
  kindsAsked,
  MAX_MATCHED_PASSAGES,
  medicationsIn,
  type Passage,
  type PassageKind,
  QUESTION_TOPICS,
  termsOf,
  topicsOf,
} from "./words";

/**
 * What a chat answer may say (decision 184): passages of the summary and of the source document, found by section
 * and by the medicines, follow-ups and warning signs a question names. A passage is a whole instruction: a list
 * item, or a sentence with the sentences that continue it ("Do not take more than 4 g in 24 hours.", "If the pain
 * persists, call 911."), never cut at a semicolon. Both engines use it: the offline engine answers with the
 * passages, Bedrock gets them as its context. No glossary here, so Bedrock's chat functions stay small.
 */

export interface ChatContext {
  /** What the question is about, by section; empty when it names no topic. */
  topics: PassageKind[];
  /** The passages that answer it, best first within each source, summary before document. */
  passages: Passage[];
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
