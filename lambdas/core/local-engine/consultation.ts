import type { Consultation } from "../shared/ai-port";
import { splitSentences } from "../shared/sentences";
import { knownMedicineIn } from "./medications";
import { ALLERGY, actionTopic, asksForHelp } from "./sections";
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

/** A spoken answer before the decision ("Yes, keep taking digoxin…"): the patient reads the decision, not the reply. */
const REPLY_LEAD = /^(?:(?:no|okay|ok|right|so|well|alright)\s*,\s*|(?:yes|yeah|and|so)\b[\s,]*)+(?=[A-Za-z])/i;

function normalise(sentence: string): string {
  const said = spokenNumbersToDigits(sentence)
    .replace(/\bA and E\b/gi, "A&E")
    // A recogniser's pause is not a sentence's end: "Continue, tiotropium. once a day".
    .replace(/\b(start|stop|continue|increase|reduce|keep taking),\s+(?=[a-z])/gi, "$1 ")
    .replace(/\.\s+(?=[a-z])/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  const decided = said.replace(REPLY_LEAD, "");
  // A run-on sentence's second part starts in lower case and has no stop: a line like that reads as the last one's end.
  const line = decided.charAt(0).toUpperCase() + decided.slice(1);
  return /[.?!]$/.test(line) || !line ? line : `${line}.`;
}

/** "Stop it", "continue it": the one medicine its sentence names, so the plan line says which. */
const ACTION_ON_IT = /\b(stop|continue|keep taking|carry on with|increase|reduce)\s+(?:it|that|this one)\b/i;

/** "The ibuprofen can make this worse, so please stop it." decides "Stop ibuprofen.": the decision, with its name. */
function namingTheMedicine(sentence: string): string {
  const action = ACTION_ON_IT.exec(sentence);
  if (!action) return sentence;
  const named = [...new Set((sentence.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((w) => knownMedicineIn(w)))];
  if (named.length !== 1) return sentence;
  const verb = action[1].charAt(0).toUpperCase() + action[1].slice(1).toLowerCase();
  return `${verb} ${named[0].toLowerCase()}${sentence.slice(action.index + action[0].length)}`;
}

/** What to do at once, said as its own sentence after the signs ("She must be seen urgently.", "Call 999."). */
const SEEK_HELP_NOW =
  /^(?:(?:she|he|they|you|your child)\s+(?:must|should|will need to|needs? to)\s+(?:be seen|see (?:a|the|your) (?:doctor|gp))\b[^.]*\b(?:urgently|today|same day|straight away|immediately)|(?:please\s+)?(?:call|phone|ring|dial)\s+(?:999|911|111|112|an ambulance|us|the surgery)|(?:go|come)\s+(?:straight\s+)?to\s+(?:a&e|hospital|the emergency department)|bring (?:her|him|them|your child|the child) back)\b/i;

/** "… will telephone him in three days he should weigh himself …": a run-on sentence, cut where the next one begins. */
const RUN_ON =
  /(?<=\b(?:days?|weeks?|months?|today|tomorrow))\s+(?=(?:he|she|you|they) (?:should|must|will need to|needs? to)\b)/i;

/**
 * A recogniser's sentence ends where the speaker only paused: "… tiotropium. once a day" goes on in lower case, and a
 * warning's sign and what to do come apart ("If the redness spreads, she gets a high fever. She must be seen urgently.").
 */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  const said = splitSentences(text, { beforeCapitalOnly: true }).flatMap((s) => s.split(RUN_ON));
  for (const sentence of said.map(normalise).filter(Boolean)) {
    const previous = out.at(-1);
    if (previous && /^if\b/i.test(previous) && !asksForHelp(previous) && SEEK_HELP_NOW.test(sentence)) {
      out[out.length - 1] =
        `${previous.replace(/[.!]+$/, "")}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
      continue;
    }
    out.push(sentence);
  }
  return out.map(namingTheMedicine);
}

/** One speaker's consecutive segments as one text: a recogniser cuts segments at pauses, not at sentences. */
function turnsOf(segments: Consultation["segments"]): string[] {
  const turns: { speaker: string | null; text: string }[] = [];
  for (const segment of segments) {
    const last = turns.at(-1);
    if (last && last.speaker === segment.speaker) last.text = `${last.text} ${segment.text}`;
    else turns.push({ speaker: segment.speaker, text: segment.text });
  }
  return turns.map((t) => t.text);
}

/** How a question opens. */
const ASKS =
  /^(?:do|does|did|is|are|was|were|can|could|have|has|had|will|would|should|shall|may|any|how|what|when|where|why|who|which)\b/i;

/** A sentence that says what was decided, and under which of the note's headings it goes. */
function decision(sentence: string): "plan" | "allergies" | undefined {
  // A question asks; it decides nothing ("Are you allergic to penicillin?"). A recogniser may hear a rise at a
  // warning's end as one ("He knows to report blood in his urine or fainting straight away?"): that still warns.
  const topic = actionTopic(sentence);
  if (/\?\s*$/.test(sentence) && !(topic === "warnings" && !ASKS.test(sentence))) return undefined;
  // "Stop warfarin today." is short and whole: a known medicine and what to do with it.
  const words = wordCount(sentence);
  if (words < MIN_DECISION_WORDS && !(words >= 2 && topic === "medications" && knownMedicineIn(sentence))) {
    return undefined;
  }
  if (ALLERGY.test(sentence)) return "allergies";
  if (topic !== undefined || ADVICE.test(sentence)) return "plan";
  return undefined;
}

/** The consultation as a clinic note: the headings the document engine files by, one sentence a line. */
export function consultationNote(consultation: Consultation): string {
  const assessment: string[] = [];
  const plan: string[] = [];
  const allergies: string[] = [];
  const seen = new Set<string>();
  const add = (list: string[], sentence: string) => {
    const key = ` ${sentence
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim()} `;
    // The notes often hold a part of a sentence the plan already has: said once is enough.
    if ([...seen].some((s) => s.includes(key))) return;
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
  for (const turn of turnsOf(consultation.segments)) {
    for (const sentence of sentencesOf(turn)) {
      if (SAID_ASSESSMENT.test(sentence) && wordCount(sentence) >= MIN_DECISION_WORDS) {
        add(assessment, assessmentText(sentence));
        continue;
      }
      const kind = decision(sentence);
      if (kind === "allergies") add(allergies, sentence);
      else if (kind === "plan") add(plan, sentence.replace(/\?\s*$/, "."));
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
