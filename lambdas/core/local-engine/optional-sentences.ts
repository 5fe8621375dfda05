import explanations from "../../data/term-explanations.json";
import type { SourceItem } from "./document";
import { hospitalMedicines, type ParsedMedication } from "./medications";
import type { Topic } from "./sections";
import { wordCount } from "./sentences";
import type { Medication } from "./structure";

/** The narrative's optional sentences, ranked by what they are worth to the patient, best first. */

/** How much each kind of optional sentence is worth to the patient, before its other merits. */
const WEIGHT: Partial<Record<Topic, number>> = { procedures: 2, findings: 1.5, diagnosis: 1.5, history: 1 };

/** A procedure the patient had: the first sentence of a part saying so is always kept. */
export const PROCEDURE_DONE =
  /\b(?:underwent|performed|placed|inserted|removed|repaired|operation|surgery|nailing|replacement)\b/i;

const STOP_WORDS = new Set(
  "with from that this have were been your they their there which what when then than into over under after before about also only more most some such very well".split(
    " ",
  ),
);

export function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)));
}

/** Sentences of chart detail: three or more numbers and no word saying what they mean. */
function isNumberRun(text: string): boolean {
  const numbers = (text.match(/\b\d+(?:[.,/]\d+)*\b/g) ?? []).length;
  return numbers >= 3 && numbers * 5 >= wordCount(text) && !/normal|showed|ruled out|high|low/i.test(text);
}

/** A test name counts with its meaning: "HbA1c" is about blood sugar. */
function withMeanings(text: string): string {
  const meanings = explanations.kept.filter((e) => text.toLowerCase().includes(e.term.toLowerCase()));
  return [text, ...meanings.map((e) => e.meaning)].join(" ");
}

export interface Candidate {
  item: SourceItem;
  topic: Topic;
}

export interface RankingInput {
  /** The narrative's items not yet kept or dropped, in the document's order. */
  items: SourceItem[];
  topicOf: (item: SourceItem) => Topic;
  /** The words of the diagnosis already said: a result about it ranks higher. */
  diagnosisWords: Set<string>;
  medications: ParsedMedication[];
  hospital: Medication[];
}

/**
 * What was done first, then results about the diagnosis, then history. Chart detail and sentences the medicine list
 * or the hospital-only line already say are left out.
 */
export function rankOptional({ items, topicOf, diagnosisWords, medications, hospital }: RankingInput): Candidate[] {
  const medicineNames = medications.map((m) => m.name.toLowerCase().split(/[\s-]/)[0]);
  const repeatsAMedicine = (text: string) => medicineNames.some((n) => n.length > 3 && text.toLowerCase().includes(n));
  // A sentence that only lists what was given in hospital is said by the hospital-only line.
  const onlyHospitalMedicines = (text: string) =>
    hospital.length > 0 &&
    !PROCEDURE_DONE.test(text) &&
    hospitalMedicines(text).length > 0 &&
    hospitalMedicines(text).every((m) => hospital.some((h) => h.name === m.name));
  return (
    items
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
      .sort((a, b) => b.score - a.score || a.order - b.order)
  );
}
