import * as z from "zod/mini";
import type { ClinicalNotes, NoteSection, SpeakerRole } from "#contracts/transcriptions";
import medicationData from "../../data/medications.json";
import {
  answeredStatement,
  answerKind,
  isAnsweredFragment,
  isBareAnswer,
  isQuestion,
  isYesNoQuestion,
  ownNegative,
} from "../local-engine/questions";

/**
 * Clinical notes from a transcript: the offline engine's extractive draft (each transcript sentence routed to one
 * section of the clinician's clinical template, keeping the segment it came from), and the one validator every
 * engine's notes pass through (known headings only, evidence only from segments that exist, bounded size).
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

type Topic = "complaint" | "history" | "medications" | "allergies" | "negatives" | "findings" | "assessment" | "plan";
/** Topics a sentence is scored for; a pertinent negative is known from a question and its answer, not from cues. */
const TOPICS: Topic[] = ["complaint", "history", "medications", "allergies", "findings", "assessment", "plan"];
/** What the patient reports, and what a clinician restates of it: the Subjective family. */
const SUBJECTIVE: Topic[] = ["complaint", "history", "medications", "allergies", "negatives"];

const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

/** Words and phrases that point a transcript sentence at a topic; a phrase at the sentence's start weighs double. */
const CUES: Record<Topic, RegExp> = {
  complaint:
    /\b(complain\w*|present(s|ing|ed)? with|came in|comes in|reports?|describes?|feeling|feels|pain|ache|aching|cough\w*|symptoms?|since|for the (past|last)|worse|started|tired\w*|headaches?|fever\w*|breathless\w*|short of breath|dizz\w*|nause\w*|vomit\w*|sleep\w*|worried|burning)\b/i,
  history:
    /\b(history of|previous\w*|past|known|diagnosed|smok\w*|alcohol|drinks?|units a week|family|lives|works|retired|operation|surgery)\b/i,
  medications:
    /\b(milligrams?|micrograms?|mg|mcg|tablets?|capsules?|inhalers?|puffs?|dose|doses|daily|twice|once a day|three times|four times|at night|in the morning|taking|takes|medications?|medicines?|prescri\w*)\b/i,
  allergies: /\b(allerg\w*|intoleran\w*|reaction to)\b/i,
  negatives: /(?!)/,
  findings:
    /\b(blood pressure|pulse|heart rate|temperature|saturat\w*|oxygen|respiratory rate|weight|kilograms?|bmi|examination|examined|on examination|auscultation|chest (is|was) clear|abdomen|tender\w*|soft|heart sounds|murmur|looks?|appears? well|results?|tests?|blood tests?|ecg|x-?ray|scan|hba1c|cholesterol|creatinine|sugar|glucose|beats per minute|degrees|over \w+)\b/i,
  assessment:
    /\b(impression|assessment|diagnos\w*|likely|consistent with|suggests?|suggestive|probabl\w*|differential|i think|appears to be|in keeping with|exacerbation|controlled|uncontrolled|sounds like|looks like|this is an?|it's an?|you have an?|you've got an?|infection)\b/i,
  plan: /\b(plan|start\w*|continu\w*|stop\w*|increas\w*|reduc\w*|prescrib\w*|refer\w*|review|follow[- ]?up|come back|book\w*|arrang\w*|advis\w*|recheck|repeat|safety[- ]net\w*|return if|call if|we will|we'll|i will|i'll|give you|see you|next week|in \w+ (days?|weeks?|months?))\b/i,
};
const LEADING: Partial<Record<Topic, RegExp>> = {
  plan: /^(plan|start|continue|stop|increase|reduce|refer|review|follow|we will|we'll|i will|i'll|i am going to|i'm going to|book|arrange|advise|repeat|recheck|come back|see you)\b/i,
  assessment:
    /^(impression|assessment|diagnosis|likely|i think|it sounds like|this sounds like|it looks like|this looks like)\b/i,
  findings:
    /^(on examination|examination|blood pressure|pulse|temperature|oxygen|saturations?|weight|your blood pressure|your pulse|your temperature)\b/i,
  allergies: /^(allerg|no known)/i,
  history: /^(history of|past medical history|known|previous)\b/i,
};
/** Advice on when to come back is the plan, whatever symptom it names ("If the pain gets worse, call us."). */
const SAFETY_NET =
  /^(if|should|and if)\b.*\b(come back|call|ring|contact|seek|return|get in touch|go to|see (a|your|the) (doctor|gp))\b|\b(come back|return|call us|ring us|seek (urgent )?help) if\b/i;
/** A medicine being started, changed or stopped is a decision (Plan); one already taken is history (Subjective). */
const DECIDES =
  /\b(start\w*|prescrib\w*|give you|going to give|put (you|him|her) on|increas\w*|reduc\w*|stop\w*|switch\w*|chang\w* (it|the dose|to)|course of|for \w+ (days?|weeks?)|i will|i'll|we will|we'll)\b/i;
const ALREADY = /\b(taking|takes|is on|are on|currently|been on|already on|uses|has been)\b/i;
/** Words only there to be polite or to agree: a note has no room for them. */
const ACKNOWLEDGES =
  /^(okay|ok|alright|all right|right|thank|thanks|great|fine|sure|perfect|lovely|that's (fine|great|good|ok|okay|brilliant)|sounds good|see you|bye|goodbye|hello|hi|good (morning|afternoon|evening))\b/i;

/**
 * Headings a clinician says aloud in a dictation ("Subjective … Objective …"): what follows belongs there. Only a
 * heading said on its own counts ("Plan. Start…"): "Impression is…" and "Plan to start…" are sentences.
 */
const SPOKEN_HEADING = /^(subjective|objective|assessment|impression|plan)(?:\s*[.,:;-]+\s*|\s*$)/i;
const SPOKEN_FAMILY: Record<string, Topic[]> = {
  subjective: SUBJECTIVE,
  objective: ["findings"],
  assessment: ["assessment"],
  impression: ["assessment"],
  plan: ["plan"],
};

/** Which topics a template section collects, from its heading and the instruction lines under it. */
const SECTION_CUES: Array<[RegExp, Topic[]]> = [
  [/subjective|complaint|present(ing)? illness|interval history|reason for referral/i, ["complaint"]],
  [/review of systems|systems review|systems enquiry/i, ["negatives"]],
  [/past medical|relevant history|social|family|history/i, ["history"]],
  [/medication|medicine/i, ["medications"]],
  [/allerg/i, ["allergies"]],
  [/objective|examination|vital|physical|results?|findings/i, ["findings"]],
  [/assessment|diagnos|impression|question for the specialist/i, ["assessment"]],
  [/plan|follow/i, ["plan"]],
];
/** A chief complaint is one line: the first thing the patient came with; the rest is the history of it. */
const CHIEF = /chief complaint|presenting complaint|reason for (visit|attendance)/i;

/** Where each topic goes when no section names it: the nearest kin, in order. */
const FALLBACK: Record<Topic, Topic[]> = {
  complaint: ["history", "negatives", "findings", "assessment", "plan", "medications", "allergies"],
  history: ["complaint", "medications", "negatives", "assessment", "findings", "plan", "allergies"],
  medications: ["plan", "history", "complaint", "assessment", "findings", "allergies", "negatives"],
  allergies: ["medications", "history", "complaint", "negatives", "assessment", "findings", "plan"],
  negatives: ["complaint", "history", "findings", "assessment", "plan", "medications", "allergies"],
  findings: ["assessment", "complaint", "history", "plan", "medications", "allergies", "negatives"],
  assessment: ["findings", "plan", "complaint", "history", "medications", "allergies", "negatives"],
  plan: ["assessment", "medications", "findings", "complaint", "history", "allergies", "negatives"],
};

interface TemplateSection {
  heading: string;
  topics: Set<Topic>;
}

/** `## Heading` lines of a template, each with the topics its heading and description lines name. */
export function templateSections(template: string): TemplateSection[] {
  const sections: Array<{ heading: string; text: string }> = [];
  for (const line of template.split(/\r?\n/)) {
    const heading = line.match(/^#{1,3}\s+(.+?)\s*$/)?.[1];
    if (heading) sections.push({ heading, text: heading });
    else if (sections.length > 0 && line.trim()) sections[sections.length - 1].text += ` ${line}`;
  }
  const parsed = sections.map(({ heading, text }) => {
    const topics = new Set<Topic>();
    // The heading itself decides first; the description only adds topics when the heading names none.
    for (const [cue, named] of SECTION_CUES) if (cue.test(heading)) for (const t of named) topics.add(t);
    if (topics.size === 0)
      for (const [cue, named] of SECTION_CUES) if (cue.test(text)) for (const t of named) topics.add(t);
    // "History of Present Illness" is the story of the complaint, not the past medical history.
    if (topics.has("complaint")) topics.delete("history");
    // SOAP's Subjective is all the patient reports: medications, allergies and what they deny too.
    if (/subjective/i.test(heading)) for (const t of SUBJECTIVE) topics.add(t);
    return { heading, topics };
  });
  return parsed.length > 0
    ? parsed
    : [
        { heading: "Subjective", topics: new Set<Topic>(SUBJECTIVE) },
        { heading: "Objective", topics: new Set<Topic>(["findings"]) },
        { heading: "Assessment", topics: new Set<Topic>(["assessment"]) },
        { heading: "Plan", topics: new Set<Topic>(["plan"]) },
      ];
}

/** The best-cued topic among those allowed, or undefined when the sentence names none of them. */
function topicOf(sentence: string, allowed: readonly Topic[] = TOPICS): Topic | undefined {
  if (allowed.includes("plan") && SAFETY_NET.test(sentence)) return "plan";
  let best: Topic | undefined;
  let bestScore = 0;
  const words = sentence.toLowerCase().match(/[a-z]+/g) ?? [];
  const namesDrug = words.some((w) => MEDICATIONS.has(w));
  for (const topic of TOPICS) {
    if (!allowed.includes(topic)) continue;
    const matches = sentence.match(new RegExp(CUES[topic].source, "gi"))?.length ?? 0;
    let score = matches + (LEADING[topic]?.test(sentence.trim()) ? 2 : 0);
    if (topic === "medications" && namesDrug) score += 1;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (best === "medications" && allowed.includes("plan") && DECIDES.test(sentence) && !ALREADY.test(sentence)) {
    return "plan";
  }
  return best;
}

interface Spoken {
  text: string;
  segmentId: string;
  role: SpeakerRole | null | undefined;
}

/** Transcript sentences with their segment and speaker's role, in the order spoken. */
function spokenSentences(segments: NotesSegment[]): Spoken[] {
  const out: Spoken[] = [];
  for (const segment of segments) {
    for (const raw of segment.text.split(/(?<=[.?!])\s+/)) {
      const text = raw.trim();
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
  const chiefIndex = sections.findIndex((s) => CHIEF.test(s.heading) && s.topics.has("complaint"));
  let chiefFilled = false;
  const sectionFor = (topic: Topic) => {
    for (const candidate of [topic, ...FALLBACK[topic]]) {
      const matching = sections.flatMap((s, i) => (s.topics.has(candidate) ? [i] : []));
      if (matching.length === 0) continue;
      if (candidate === "complaint" && matching[0] === chiefIndex && matching.length > 1) {
        if (chiefFilled) return matching[1];
        chiefFilled = true;
      }
      return matching[0];
    }
    return 0;
  };
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
  const spoken = spokenSentences(request.segments);
  for (const [index, sentence] of spoken.entries()) {
    let text = sentence.text;
    const fromPatient = speakersKnown && sentence.role === "patient";
    // A dictation has one speaker, the clinician: spoken headings route what follows whether speakers are known or not.
    if (!fromPatient) {
      const heading = SPOKEN_HEADING.exec(text);
      if (heading) {
        heard = SPOKEN_FAMILY[heading[1].toLowerCase()];
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
    if (heard ? wordsIn(text) < 2 : isFiller(text)) continue;
    if (fromPatient) {
      if (ACKNOWLEDGES.test(text)) continue;
      add(topicOf(text, SUBJECTIVE) ?? "complaint", noteText(text), [sentence.segmentId]);
      continue;
    }
    const topic = heard ? (topicOf(text, heard) ?? heard[0]) : topicOf(text);
    if (!topic) continue;
    add(topic, noteText(text), [sentence.segmentId]);
  }
  return { sections: out };
}

// ── Validation of any engine's notes ─────────────────────────────────────────────────────────────────────────

export const MAX_NOTE_SECTIONS = 30;
export const MAX_SENTENCES_PER_SECTION = 200;
const MAX_SENTENCE_CHARS = 2000;
/** The notes document is bounded like any stored output: about 200 KB of text at most. */
const MAX_NOTES_CHARS = 200_000;

const draftSchema = z.lazy(() =>
  z.object({
    sections: z
      .array(
        z.object({
          heading: z.string(),
          sentences: z._default(
            z.array(z.object({ text: z.string(), segmentIds: z._default(z.array(z.string()), []) })),
            [],
          ),
        }),
      )
      .check(z.minLength(1)),
  }),
);

export class InvalidNotes extends Error {}

/**
 * Keeps what can be trusted of an engine's answer: non-empty sentences, evidence that names segments of this
 * transcript (unknown ids are dropped, never invented), at most the bounds above. Throws InvalidNotes when nothing
 * of the expected shape is there.
 */
export function validateNotes(raw: unknown, segmentIds: Set<string>, templateName: string): ClinicalNotes {
  const parsed = draftSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidNotes("The notes do not have the expected shape.");
  let budget = MAX_NOTES_CHARS;
  const sections = parsed.data.sections.slice(0, MAX_NOTE_SECTIONS).map((section) => ({
    heading: section.heading.trim().slice(0, 200) || "Notes",
    sentences: section.sentences
      .map((s) => ({
        text: s.text.trim().slice(0, MAX_SENTENCE_CHARS),
        segmentIds: [...new Set(s.segmentIds.filter((id) => segmentIds.has(id)))].slice(0, 50),
      }))
      .filter((s) => {
        if (!s.text || budget < s.text.length) return false;
        budget -= s.text.length;
        return true;
      })
      .slice(0, MAX_SENTENCES_PER_SECTION),
  }));
  return { templateName, sections };
}
