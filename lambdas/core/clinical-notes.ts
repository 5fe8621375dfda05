import * as z from "zod/mini";
import type { ClinicalNotes, NoteSection, SpeakerRole } from "../contracts/transcriptions";
import medicationData from "../data/medications.json";

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

type Topic = "complaint" | "history" | "medications" | "allergies" | "findings" | "assessment" | "plan";
const TOPICS: Topic[] = ["complaint", "history", "medications", "allergies", "findings", "assessment", "plan"];

const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

/** Words and phrases that point a transcript sentence at a topic; a phrase at the sentence's start weighs double. */
const CUES: Record<Topic, RegExp> = {
  complaint:
    /\b(complain\w*|present(s|ing|ed)? with|came in|comes in|reports?|describes?|feeling|feels|pain|ache|aching|cough\w*|symptoms?|since|for the (past|last)|worse|started|tired\w*|headaches?|fever\w*|breathless\w*|short of breath|dizz\w*|nause\w*|vomit\w*|sleep\w*|worried)\b/i,
  history:
    /\b(history of|previous\w*|past|known|diagnosed|smok\w*|alcohol|drinks?|units a week|family|lives|works|retired|operation|surgery)\b/i,
  medications:
    /\b(milligrams?|micrograms?|mg|mcg|tablets?|capsules?|inhalers?|puffs?|dose|doses|daily|twice|once a day|three times|four times|at night|in the morning|taking|takes|medications?|medicines?|prescri\w*)\b/i,
  allergies: /\b(allerg\w*|intoleran\w*|reaction to)\b/i,
  findings:
    /\b(blood pressure|pulse|heart rate|temperature|saturat\w*|oxygen|respiratory rate|weight|kilograms?|bmi|examination|examined|on examination|auscultation|chest (is|was) clear|abdomen|tender\w*|soft|heart sounds|murmur|looks?|appears? well|results?|tests?|blood tests?|ecg|x-?ray|scan|hba1c|cholesterol|creatinine|sugar|glucose|beats per minute|degrees|over \w+)\b/i,
  assessment:
    /\b(impression|assessment|diagnos\w*|likely|consistent with|suggests?|suggestive|probabl\w*|differential|i think|appears to be|in keeping with|exacerbation|controlled|uncontrolled)\b/i,
  plan: /\b(plan|start\w*|continu\w*|stop\w*|increas\w*|reduc\w*|prescrib\w*|refer\w*|review|follow[- ]?up|come back|book\w*|arrang\w*|advis\w*|recheck|repeat|safety[- ]net\w*|return if|call if|we will|we'll|i will|i'll|next week|in \w+ weeks?|in \w+ months?)\b/i,
};
const LEADING: Partial<Record<Topic, RegExp>> = {
  plan: /^(plan|start|continue|stop|increase|reduce|refer|review|follow|we will|we'll|i will|i'll|book|arrange|advise|repeat|recheck)\b/i,
  assessment: /^(impression|assessment|diagnosis|likely|i think)\b/i,
  findings: /^(on examination|examination|blood pressure|pulse|temperature|oxygen|saturations?|weight)\b/i,
  allergies: /^(allerg|no known)/i,
};

/** Which topics a template section collects, from its heading and the instruction lines under it. */
const SECTION_CUES: Array<[RegExp, Topic[]]> = [
  [/subjective|complaint|present(ing)? illness|interval history|reason for referral|review of systems/i, ["complaint"]],
  [/past medical|relevant history|social|family|history/i, ["history"]],
  [/medication|medicine/i, ["medications"]],
  [/allerg/i, ["allergies"]],
  [/objective|examination|vital|physical|results?|findings/i, ["findings"]],
  [/assessment|diagnos|impression|question for the specialist/i, ["assessment"]],
  [/plan|follow/i, ["plan"]],
];

/** Where each topic goes when no section names it: the nearest kin, in order. */
const FALLBACK: Record<Topic, Topic[]> = {
  complaint: ["history", "findings", "assessment", "plan", "medications", "allergies"],
  history: ["complaint", "medications", "assessment", "findings", "plan", "allergies"],
  medications: ["plan", "history", "complaint", "assessment", "findings", "allergies"],
  allergies: ["medications", "history", "complaint", "assessment", "findings", "plan"],
  findings: ["assessment", "complaint", "history", "plan", "medications", "allergies"],
  assessment: ["findings", "plan", "complaint", "history", "medications", "allergies"],
  plan: ["assessment", "medications", "findings", "complaint", "history", "allergies"],
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
    // SOAP's Subjective lists medications and allergies in its description: they belong there too.
    if (/subjective/i.test(heading)) for (const t of ["history", "medications", "allergies"] as Topic[]) topics.add(t);
    return { heading, topics };
  });
  return parsed.length > 0
    ? parsed
    : [
        { heading: "Subjective", topics: new Set<Topic>(["complaint", "history", "medications", "allergies"]) },
        { heading: "Objective", topics: new Set<Topic>(["findings"]) },
        { heading: "Assessment", topics: new Set<Topic>(["assessment"]) },
        { heading: "Plan", topics: new Set<Topic>(["plan"]) },
      ];
}

function topicOf(sentence: string): Topic | undefined {
  let best: Topic | undefined;
  let bestScore = 0;
  const words = sentence.toLowerCase().match(/[a-z]+/g) ?? [];
  const namesDrug = words.some((w) => MEDICATIONS.has(w));
  for (const topic of TOPICS) {
    const matches = sentence.match(new RegExp(CUES[topic].source, "gi"))?.length ?? 0;
    let score = matches + (LEADING[topic]?.test(sentence.trim()) ? 2 : 0);
    if (topic === "medications" && namesDrug) score += 1;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** Transcript sentences (with their segment), filler dropped: a note has no room for "okay" or "thank you". */
function transcriptSentences(segments: NotesSegment[]): Array<{ text: string; segmentId: string }> {
  const out: Array<{ text: string; segmentId: string }> = [];
  for (const segment of segments) {
    for (const raw of segment.text.split(/(?<=[.?!])\s+/)) {
      const text = raw.trim();
      const words = text.match(/[A-Za-z0-9']+/g) ?? [];
      if (words.length < 3 && !/\d/.test(text)) continue;
      const sentence = text.charAt(0).toUpperCase() + text.slice(1);
      out.push({ text: /[.?!]$/.test(sentence) ? sentence : `${sentence}.`, segmentId: segment.id });
    }
  }
  return out;
}

/**
 * The offline engine: every transcript sentence goes to the template section that collects its topic (or the
 * nearest one the template has), in the order spoken, citing its segment. Nothing is paraphrased, so nothing can be
 * invented; sentences that carry no clinical cue are left out.
 */
export function draftClinicalNotes(request: ClinicalNotesRequest): NotesDraft {
  const sections = templateSections(request.templateContent);
  const out: NoteSection[] = sections.map((s) => ({ heading: s.heading, sentences: [] }));
  const sectionFor = (topic: Topic) => {
    for (const candidate of [topic, ...FALLBACK[topic]]) {
      const index = sections.findIndex((s) => s.topics.has(candidate));
      if (index >= 0) return index;
    }
    return 0;
  };
  for (const sentence of transcriptSentences(request.segments)) {
    const topic = topicOf(sentence.text);
    if (!topic) continue;
    const target = out[sectionFor(topic)];
    const previous = target.sentences[target.sentences.length - 1];
    // Two sentences of one segment in one section read as one note line with one citation.
    if (previous && previous.segmentIds.length === 1 && previous.segmentIds[0] === sentence.segmentId) {
      previous.text = `${previous.text} ${sentence.text}`;
    } else {
      target.sentences.push({ text: sentence.text, segmentIds: [sentence.segmentId] });
    }
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
