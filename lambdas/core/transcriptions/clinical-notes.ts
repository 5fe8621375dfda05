import type { NoteSection } from "#contracts/transcriptions/notes";
import type { SpeakerRole } from "#contracts/transcriptions/speakers";
import {
  answeredStatement,
  answerKind,
  isAnsweredFragment,
  isBareAnswer,
  isQuestion,
  isYesNoQuestion,
  ownNegative,
} from "../local-engine/questions";
import { sectionChooser, templateSections } from "./notes-template";
import { clinicianTopicOf, opensPlan, SUBJECTIVE, type Topic, topicOf } from "./notes-topics";

/**
 * Clinical notes from a transcript: what every notes engine is asked for, and the offline engine's extractive draft
 * (each transcript sentence routed to one section of the clinician's clinical template, keeping the segment it came
 * from). Every engine's answer then passes notes-validation.ts.
 */

export interface NotesSegment {
  id: string;
  /** The speaker's name as the transcript shows it ('Clinician', 'Patient', or the clinician's renaming), or null. */
  speaker: string | null;
  /** Who spoke, when the speakers are known (issue 20): notes file what the patient reports apart from findings. */
  role?: SpeakerRole | null;
  text: string;
}

export interface ClinicalNotesRequest {
  templateName: string;
  templateContent: string;
  patientName: string;
  segments: NotesSegment[];
}

export type NotesDraft = { sections: NoteSection[] };

/** Words only there to be polite or to agree: a note has no room for them. */
const ACKNOWLEDGES =
  /^(okay|ok|alright|all right|right|thank|thanks|great|fine|sure|perfect|lovely|that's (fine|great|good|ok|okay|brilliant)|sounds good|see you|bye|goodbye|hello|hi|good (morning|afternoon|evening))\b/i;

/**
 * Headings a clinician says aloud in a dictation ("Subjective … Objective …"): what follows belongs there. A heading
 * is said on its own ("Plan. Start…"), or run into what follows when the recogniser heard no pause ("Plan start
 * ramipril…"); "Impression is…" and "Plan to start…" are sentences.
 */
const HEADING_WORDS = "subjective|objective|assessment|impression|plan";
const NOT_A_HEADING = "(?:is|was|to|for|of|with|and|that|will|would|has|had|are|were|going|here|wise)\\b";
/**
 * A clinic letter's other headings, said aloud ("Examination: …", "Management. …"): only with the pause after them,
 * as "Examination showed…" and "Follow up in two weeks" are sentences.
 */
const LETTER_HEADINGS =
  "history of presenting complaint|presenting complaint|history|on examination|examination|findings|investigations|results|diagnosis|management|recommendations|follow[- ]up|discharge medications?|medications? on discharge|treatment|post-?operative (?:orders|plan|instructions)|post-?op (?:orders|plan|instructions)|orders|disposition";
/**
 * An operative or procedure note's headings, said with a comma after them ("Findings, a thick-walled gallbladder …",
 * "Indication, recurrent biliary colic"): no sentence starts that way. "On examination, he was well" does.
 */
const COMMA_HEADINGS = "procedure|indications?|technique|operative findings|findings";
/** An operative note's headings said straight into what follows ("Procedure laparoscopic cholecystectomy."). */
const RUN_IN_HEADINGS = "procedure|indications?|technique|post-?operative orders|post-?op orders";
const SPOKEN_HEADING = new RegExp(
  `^(?:(${HEADING_WORDS})(?:\\s*[.,:;-]+\\s*|\\s*$|\\s+(?!${NOT_A_HEADING}))|(${LETTER_HEADINGS}|${COMMA_HEADINGS})(?:\\s*[.:;-]+\\s*|\\s*$)|(${COMMA_HEADINGS}),\\s+|(${RUN_IN_HEADINGS})\\s+(?!${NOT_A_HEADING}))`,
  "i",
);
/** A word before "plan" or "assessment" that makes it a noun of the sentence ("the plan", "a care plan"). */
const OWNED =
  /^(?:the|a|an|this|that|your|my|his|her|our|their|its|care|treatment|management|new|same|of|to|with|on|about|initial|full|risk)$/i;
/** A word after a heading that makes it the sentence's own word ("plan for", "assessment of"). */
const CONTINUES = /^(?:of|for|with|and|that|is|was)$/i;

/**
 * A recogniser's run-on sentence cut where a heading starts a new part (when the recogniser heard no pause, or put
 * the pause after the heading): after a comma ("… 18 kilograms, assessment acute otitis media"), capitalised where
 * the recogniser began a new sentence ("… control has slipped Plan increase …"), or with punctuation right after it
 * ("… temperature 37.6, assessment. Infective …", "… COPD plan, prednisolone …"). "The plan", "a care plan" and
 * "assessment of" stay whole.
 */
function atSpokenHeadings(piece: string): string[] {
  const cuts: number[] = [];
  for (const m of piece.matchAll(new RegExp(`\\b(?:${HEADING_WORDS})\\b`, "gi"))) {
    const at = m.index ?? 0;
    if (at === 0) continue;
    const before = piece.slice(0, at);
    const after = piece.slice(at + m[0].length);
    if (OWNED.test(/([\w']+)[^\w']*$/.exec(before)?.[1] ?? "")) continue;
    const next = /^\s+([\w']+)/.exec(after)?.[1];
    const startsSentence = next !== undefined && !CONTINUES.test(next);
    const punctuated = /^[,.:;]/.test(after);
    if (punctuated || ((/[,;]\s*$/.test(before) || /^[A-Z]/.test(m[0])) && startsSentence)) cuts.push(at);
  }
  const parts: string[] = [];
  let from = 0;
  for (const at of cuts) {
    parts.push(piece.slice(from, at));
    from = at;
  }
  parts.push(piece.slice(from));
  return parts;
}
/** A greeting and nothing more ("Hi, Mr Alvarez, good to see you again."): no note, though it says "see you". */
const GREETING_ONLY =
  /^(?:(?:hello|hullo|hi|hiya|hey|morning|afternoon|good (?:morning|afternoon|evening)|welcome back)\b[\s,!.]*)+(?:(?:mr|mrs|ms|miss|dr)\.?\s+[\w'-]+[\s,]*)?(?:(?:it's |it is )?(?:nice|lovely|good|great) to see you(?: again)?)?[\s,.!]*$/i;
const SPOKEN_FAMILY: Array<[RegExp, Topic[]]> = [
  [/^(?:subjective|history|presenting)/i, SUBJECTIVE],
  [
    /^(?:objective|on examination|examination|findings|operative findings|investigations|results|technique)/i,
    ["findings"],
  ],
  [/^(?:assessment|impression|diagnosis|indication|procedure)/i, ["assessment"]],
  [
    /^(?:plan|management|recommendations|follow|discharge medication|medications? on discharge|treatment|post-?op|orders|disposition)/i,
    ["plan"],
  ],
];
const familyOf = (heading: string): Topic[] => SPOKEN_FAMILY.find(([p]) => p.test(heading))?.[1] ?? SUBJECTIVE;

/**
 * A dictated sentence that opens with what is to be done ("Start levothyroxine 50 micrograms…", "Recheck thyroid
 * function in six weeks."): "Started on…" and "Review of systems…" tell what happened.
 */
const DICTATED_PLAN =
  /^(?:start|stop|continue|increase|reduce|recheck|repeat|refer|arrange|book|review in|follow[- ]up in)\b/i;

/**
 * The clinician says they will examine ("Let me have a look.", "I'll listen to your chest."): what they say next,
 * until they conclude or decide, is what they find ("There are red spots across your cheeks, but no deep cysts.").
 */
const EXAMINES =
  /\b(?:let me|let's|i'll|i will|i'm going to|i am going to|can i)\s+(?:just\s+)?(?:have a (?:quick )?(?:look|listen|feel)|take a (?:quick )?look|look|listen|examine|check|feel|press)\b/i;
/** Saying so is no finding: "Let me have a look." */
const ONLY_EXAMINES =
  /^(?:okay,?\s+|right,?\s+|so,?\s+)?(?:let me|let's|i'll|i will|can i)\s+(?:just\s+)?(?:have a (?:quick )?(?:look|listen|feel)|take a (?:quick )?look|look|listen|examine|check|feel)(?:\s+(?:at (?:it|that|them|you)|now|then|here))?[.!]?$/i;

/** A dose or a course's length on its own: "Fifteen milligrams.", "For ten days.", "Five days." */
const PLAN_FRAGMENT =
  /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|hundred)\s+(?:mg|milligrams?|micrograms?|mcg|grams?|units?|puffs?|days?|weeks?|months?)\b/i;

interface Spoken {
  text: string;
  segmentId: string;
  role: SpeakerRole | null | undefined;
}

/** Transcript sentences with their segment and speaker's role, in the order spoken. */
function spokenSentences(segments: NotesSegment[]): Spoken[] {
  const out: Spoken[] = [];
  for (const segment of segments) {
    // "Ms A. I. Chican": a name's initials end no sentence; nor does a pause the recogniser wrote as a stop before
    // words that go on in lower case ("Yes, continue tiotropium. once a day").
    const pieces = segment.text.split(/(?<=[.?!])(?<!\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?(?:\s+[A-Z]\.)+)\s+(?![a-z])/);
    // Only the clinician dictates headings; a patient's "plan" is a word of their own.
    const split = segment.role === "patient" ? pieces : pieces.flatMap(atSpokenHeadings);
    for (const raw of split) {
      const text = raw.trim().replace(/[,;]$/, "");
      if (!/[A-Za-z0-9]/.test(text)) continue;
      out.push({ text, segmentId: segment.id, role: segment.role });
    }
  }
  return out;
}

const wordsIn = (text: string) => text.match(/[A-Za-z0-9']+/g)?.length ?? 0;
/** Too short to say anything clinical ("Okay.", "Right then."), unless it carries a number. */
const isFiller = (text: string) => wordsIn(text) < 3 && !/\d/.test(text);

function noteText(text: string): string {
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The offline engine: every transcript sentence goes to the template section that collects its topic (or the
 * nearest one the template has), in the order spoken, citing its segment. When the speakers are known (issue 20),
 * what the patient says is Subjective, and findings, assessment and plan come from the clinician. A question is never
 * a note; a yes or no to it is, worded from the question and citing both segments ("Denies fever."). In a dictation
 * (no speakers), spoken SOAP headings route what follows them. Nothing is invented: a note line is the transcript's
 * sentence, or the question's own words turned into a statement.
 */
export function draftClinicalNotes(request: ClinicalNotesRequest): NotesDraft {
  const sections = templateSections(request.templateContent);
  const out: NoteSection[] = sections.map((s) => ({ heading: s.heading, sentences: [] }));
  const sectionFor = sectionChooser(sections);
  const add = (topic: Topic, text: string, segmentIds: string[]) => {
    const target = out[sectionFor(topic)];
    const previous = target.sentences[target.sentences.length - 1];
    // Two sentences of one segment in one section read as one note line with one citation.
    if (segmentIds.length === 1 && previous?.segmentIds.length === 1 && previous.segmentIds[0] === segmentIds[0]) {
      previous.text = `${previous.text} ${text}`;
    } else {
      target.sentences.push({ text, segmentIds: [...new Set(segmentIds)] });
    }
  };

  const speakersKnown = request.segments.some((s) => s.role === "clinician" || s.role === "patient");
  let asked: { text: string; segmentId: string; yesNo: boolean } | undefined;
  let heard: readonly Topic[] | undefined;
  let examining = false;
  let lastTopic: Topic | undefined;
  const spoken = spokenSentences(request.segments);
  for (const [index, sentence] of spoken.entries()) {
    let text = sentence.text;
    const fromPatient = speakersKnown && sentence.role === "patient";
    // A dictation has one speaker, the clinician: spoken headings route what follows whether speakers are known or not.
    if (!fromPatient) {
      const heading = SPOKEN_HEADING.exec(text);
      if (heading) {
        heard = familyOf(heading[1] ?? heading[2] ?? heading[3] ?? heading[4]);
        text = text.slice(heading[0].length);
        if (!/[A-Za-z0-9]/.test(text)) continue;
      }
    }
    if (isQuestion(text)) {
      // The patient's own questions are not the history either; only the clinician's get answers worth noting.
      asked = fromPatient ? undefined : { text, segmentId: sentence.segmentId, yesNo: isYesNoQuestion(text) };
      continue;
    }
    const next = spoken[index + 1];
    if (speakersKnown && sentence.role === "clinician" && next?.role === "patient") {
      if (isAnsweredFragment(text, next.text)) {
        asked = { text, segmentId: sentence.segmentId, yesNo: true };
        continue;
      }
    }
    const answering = asked && (speakersKnown ? fromPatient : true) ? asked : undefined;
    if (answering) {
      asked = undefined;
      const kind = answerKind(text);
      const citing = [answering.segmentId, sentence.segmentId];
      if (kind !== "other" && answering.yesNo) {
        const own = kind === "no" ? ownNegative(text) : undefined;
        const statement = own ?? answeredStatement(answering.text, kind);
        const topic: Topic = /\ballerg/i.test(statement) ? "allergies" : kind === "no" ? "negatives" : "complaint";
        add(topic, statement, citing);
        if (own || isBareAnswer(text) || wordsIn(text) < 5) continue;
      } else if (wordsIn(text) >= 2 && !ACKNOWLEDGES.test(text)) {
        // "About three days." means something only beside "How long have you had it?": cite both.
        add(topicOf(text, SUBJECTIVE) ?? "complaint", noteText(text), citing);
        continue;
      }
    } else if (speakersKnown && sentence.role === "clinician") {
      asked = undefined;
    }
    // Under a spoken heading a short line is the dictated content itself ("Assessment. Stable angina.").
    if (heard ? wordsIn(text) < 2 : isFiller(text) && !PLAN_FRAGMENT.test(text)) continue;
    if (fromPatient) {
      if (ACKNOWLEDGES.test(text)) continue;
      add(topicOf(text, SUBJECTIVE) ?? "complaint", noteText(text), [sentence.segmentId]);
      continue;
    }
    if (GREETING_ONLY.test(text)) continue;
    if (EXAMINES.test(text)) examining = true;
    if (ONLY_EXAMINES.test(text)) continue;
    // The heading "Plan" went unheard, and what to do begins anyway: the plan has started.
    if (
      heard &&
      heard[0] !== "plan" &&
      (DICTATED_PLAN.test(text) || opensPlan(text)) &&
      clinicianTopicOf(text) === "plan"
    ) {
      heard = familyOf("plan");
    }
    const cued = heard ? (topicOf(text, heard) ?? heard[0]) : speakersKnown ? clinicianTopicOf(text) : topicOf(text);
    // "I'm giving you naproxen. | Fifteen milligrams." — the recogniser cut the prescription at a pause: a short piece
    // that is only a dose or a course's length goes on with the plan it follows.
    const goesOn = !cued && lastTopic === "plan" && PLAN_FRAGMENT.test(text) && wordsIn(text) <= 6 ? "plan" : undefined;
    const topic = cued ?? goesOn ?? (examining ? "findings" : undefined);
    if (topic === "assessment" || topic === "plan") examining = false;
    if (!topic) continue;
    lastTopic = topic;
    add(topic, noteText(text), [sentence.segmentId]);
  }
  return { sections: out };
}
