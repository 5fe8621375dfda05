import type { Consultation } from "../shared/ai-port";
import { splitSentences } from "../shared/sentences";
import { ALLERGY, actionTopic } from "./sections";
import { wordCount } from "./sentences";
import { spokenNumbersToDigits } from "./spoken-numbers";

/**
 * What a consultation decided, as a short clinic note the document engine reads (issue 18): the assessment from the
 * clinical notes, then the plan — every sentence of the notes and of the transcript that starts, stops, continues or
 * changes a medicine, books a follow-up, gives a warning sign or an allergy — with spoken numbers in digits. The
 * transcript's first words are never the reason for the visit: a recogniser's opening segment is often a fragment
 * ("Stop check dip.", "Seventy eight.").
 */

const ASSESSMENT_HEADING = /assessment|impression|diagnos/i;
/** A notes section of decisions: what the notes engine filed there is plan, whether or not it names a medicine. */
const PLAN_HEADING = /\bplan\b|management|next steps|follow[- ]?up/i;
/** A transcript sentence that states the assessment aloud: "Impression is a viral chest infection." */
const SAID_ASSESSMENT =
  /^(?:so,?\s+)?(?:my |the )?(?:impression|assessment|diagnosis)\b|^(?:so,?\s+)?i think (?:this|it|you) (?:is|has|have)\b/i;
/** "Impression is a viral chest infection." is said as "A viral chest infection." */
const ASSESSMENT_LEAD = /^(?:so,?\s+)?(?:my |the )?(?:impression|assessment|diagnosis)\s*(?:is|was|:)?\s*(?:of\s+)?/i;

function assessmentText(sentence: string): string {
  const said = sentence.replace(ASSESSMENT_LEAD, "");
  return said ? said[0].toUpperCase() + said.slice(1) : sentence;
}

/** A recogniser's fragment carries no decision: too few words to hold a medicine, a time or an action. */
const MIN_DECISION_WORDS = 4;
/** Sentences of a home-care plan (not a medicine, a follow-up or a warning): advice a patient is asked to follow. */
const ADVICE =
  /^(?:(?:you should|try to|please|make sure you|keep|avoid|drink|eat|rest|walk|stop smoking|cut down|weigh yourself|take plenty)\b)/i;

function normalise(sentence: string): string {
  return spokenNumbersToDigits(sentence)
    .replace(/\bA and E\b/gi, "A&E")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function sentencesOf(text: string): string[] {
  return splitSentences(text).map(normalise).filter(Boolean);
}

/** A sentence that says what was decided, and under which of the note's headings it goes. */
function decision(sentence: string): "plan" | "allergies" | undefined {
  // A question asks; it decides nothing ("Are you allergic to penicillin?").
  if (wordCount(sentence) < MIN_DECISION_WORDS || /\?\s*$/.test(sentence)) return undefined;
  if (ALLERGY.test(sentence)) return "allergies";
  if (actionTopic(sentence) !== undefined || ADVICE.test(sentence)) return "plan";
  return undefined;
}

/** The consultation as a clinic note: the headings the document engine files by, one sentence a line. */
export function consultationNote(consultation: Consultation): string {
  const assessment: string[] = [];
  const plan: string[] = [];
  const allergies: string[] = [];
  const seen = new Set<string>();
  const add = (list: string[], sentence: string) => {
    const key = sentence.toLowerCase().replace(/[^a-z0-9]+/g, " ");
    if (seen.has(key)) return;
    seen.add(key);
    list.push(sentence);
  };
  for (const section of consultation.notes) {
    const isAssessment = ASSESSMENT_HEADING.test(section.heading);
    for (const note of section.sentences) {
      for (const sentence of sentencesOf(note.text)) {
        if (isAssessment && wordCount(sentence) >= 2 && decision(sentence) === undefined) {
          add(assessment, assessmentText(sentence));
        }
      }
    }
  }
  // The plan is what was said, in the order it was said: the notes may have filed a dictated medicine under history.
  for (const segment of consultation.segments) {
    for (const sentence of sentencesOf(segment.text)) {
      if (SAID_ASSESSMENT.test(sentence) && wordCount(sentence) >= MIN_DECISION_WORDS) {
        add(assessment, assessmentText(sentence));
        continue;
      }
      const kind = decision(sentence);
      if (kind === "allergies") add(allergies, sentence);
      else if (kind === "plan") add(plan, sentence);
    }
  }
  // Notes written by a model say the plan in its own words; what they add that the transcript's sentences lack.
  for (const section of consultation.notes) {
    if (ASSESSMENT_HEADING.test(section.heading)) continue;
    const isPlan = PLAN_HEADING.test(section.heading);
    for (const note of section.sentences) {
      for (const sentence of sentencesOf(note.text)) {
        const kind = decision(sentence);
        if (kind === "allergies") add(allergies, sentence);
        // "Check kidney function in two weeks." decides a test, not a medicine: under Plan it is still the plan.
        else if (kind === "plan" || (isPlan && wordCount(sentence) >= MIN_DECISION_WORDS && !/\?\s*$/.test(sentence))) {
          add(plan, sentence);
        }
      }
    }
  }
  const part = (heading: string, lines: string[]) => (lines.length > 0 ? [`${heading}:`, ...lines, ""] : []);
  return [
    "CONSULTATION NOTE",
    "",
    ...part("Assessment", assessment),
    ...part("Allergies", allergies),
    ...part("Plan", plan),
  ].join("\n");
}
