import type { SpeakerRole, TranscriptSpeakerView } from "#contracts/transcriptions/speakers";

/**
 * Which speaker label is the clinician and which the patient (issue 20, part 2), from what each says, for both speech
 * engines (Transcribe's spk_0/spk_1 and the offline diarisation's, which imitate them). The clinician greets and asks
 * ("what brings you in", "any fever?"), examines ("let me listen to your chest") and decides (prescribes, refers,
 * reviews) and says "you"; the patient reports ("I have had", "my knee", "it hurts") and thanks. A recording with one
 * speaker is a dictation: the clinician. The confidence says how far apart the two speakers' cues were.
 */

export const SPEAKER_NAMES: Record<SpeakerRole, string> = { clinician: "Clinician", patient: "Patient" };

interface Cue {
  pattern: RegExp;
  weight: number;
}

const CLINICIAN: Cue[] = [
  // greetings and openings
  {
    pattern:
      /\b(what (brings|brought) you|how can i help|what can i do for you|what seems to be|come in|take a seat|have a seat|nice to (meet|see) you)\b/g,
    weight: 3,
  },
  // questions put to the other person (the offline engine writes no question marks, so the openers count too)
  {
    pattern:
      /\b(have you (had|noticed|been|tried|taken)|do you (have|get|take|smoke|drink|feel)|did you|are you (taking|on|allergic|still)|is (it|there|the pain)|any (fever|pain|chest|shortness|nausea|vomiting|blood|allergies|other|change|trouble|problems)|how (long|often|much|many|are you|is)|when did|where (is|does)|tell me (about|more)|can you (describe|show|tell))\b/g,
    weight: 2,
  },
  // examination
  {
    pattern:
      /\b(let me (have a )?(look|listen|examine|check|feel)|on examination|i('| wi)ll (examine|listen|check|look)|your (blood pressure|temperature|pulse|oxygen|heart rate|chest|ears?|throat|tonsils|abdomen) (is|are|sounds?|looks?)|take a deep breath|breathe in|lie (down|back)|open (wide|your mouth)|say ah)\b/g,
    weight: 3,
  },
  // conclusions and plans
  {
    pattern:
      /\b(i('| wi)ll (prescribe|start|refer|give you|send|arrange|book|increase|reduce|stop|request|order)|i('d| would) (like you to|recommend|suggest)|i (think|suspect) (it|this|you)|(it|this) (looks|sounds) like|we('| wi)ll (start|arrange|check|refer|review|see)|come back (if|in)|see you (in|again)|follow[- ]up|prescri(be|ption)|refer(ral)?|(milligrams?|mg|tablets?) (once|twice|three times|daily|a day|every)|diagnosis|impression|plan)\b/g,
    weight: 2,
  },
  { pattern: /\b(you|your|you're|you've)\b/g, weight: 0.5 },
  { pattern: /\?/g, weight: 1 },
];

const PATIENT: Cue[] = [
  {
    pattern:
      /\b(i('ve| have) (had|got|been|noticed)|i('m| am) (worried|feeling|getting|having|not|still|on|taking)|i (feel|get|keep|can't|cannot|couldn't|was|think i|noticed|started)|it (hurts|aches|started|gets|keeps|is worse|was worse|burns|itches)|my (head|chest|back|knee|stomach|throat|ear|leg|arm|skin|husband|wife|son|daughter|mum|mother|dad|doctor|tablets|medication|pain)|since (last|monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday))\b/g,
    weight: 2,
  },
  { pattern: /\b(pain|hurts|sore|aches?|tired|dizzy|worried|scared|swollen|itchy)\b/g, weight: 1 },
  { pattern: /\b(thank you|thanks),? doctor\b|\bdoctor\b/g, weight: 2 },
  { pattern: /\b(i|i'm|i've|me|my|mine)\b/g, weight: 0.5 },
  { pattern: /^(yes|no|yeah|not really|a little|sometimes)\b/g, weight: 1 },
];

const score = (text: string, cues: Cue[]) =>
  cues.reduce((sum, cue) => sum + cue.weight * (text.match(cue.pattern)?.length ?? 0), 0);

export interface SpeakerRoles {
  speakers: TranscriptSpeakerView[];
  /** 0.5 (a guess) to 1 (one speaker, or cues all on one side). */
  confidence: number;
}

/** Segments as both engines' transcripts carry them. */
export interface SpokenSegment {
  speaker?: string | null;
  text: string;
}

/**
 * With no cues either way the first speaker is taken for the clinician (who usually opens a consultation), at
 * confidence 0.5. A label that speaks no words is still named, so every label on a word has a name.
 */
export function assignSpeakerRoles(segments: SpokenSegment[]): SpeakerRoles {
  const labels: string[] = [];
  const clinicianLean = new Map<string, number>();
  const words = new Map<string, number>();
  for (const segment of segments) {
    if (!segment.speaker) continue;
    if (!labels.includes(segment.speaker)) labels.push(segment.speaker);
    const text = segment.text.toLowerCase();
    const lean = score(text, CLINICIAN) - score(text, PATIENT);
    clinicianLean.set(segment.speaker, (clinicianLean.get(segment.speaker) ?? 0) + lean);
    words.set(segment.speaker, (words.get(segment.speaker) ?? 0) + text.split(/\s+/).filter(Boolean).length);
  }
  if (labels.length === 0) return { speakers: [], confidence: 1 };
  const named = (clinician: string) =>
    labels.map((label) => {
      const role: SpeakerRole = label === clinician ? "clinician" : "patient";
      return { label, role, name: SPEAKER_NAMES[role] };
    });
  if (labels.length === 1) return { speakers: named(labels[0]), confidence: 1 };

  // Cues per word, so a talkative patient does not outscore a brief clinician on "you" alone.
  const lean = (label: string) => (clinicianLean.get(label) ?? 0) / Math.max(1, words.get(label) ?? 0);
  const ranked = [...labels].sort((a, b) => lean(b) - lean(a) || labels.indexOf(a) - labels.indexOf(b));
  const margin = lean(ranked[0]) - lean(ranked[1]);
  // 0.1 cue points per word between the two is a clear difference (a question or a plan every ten words)
  const confidence = 0.5 + 0.5 * (margin / (margin + 0.1));
  return { speakers: named(ranked[0]), confidence: Number(confidence.toFixed(2)) };
}

/** The transcript document with its speakers named; unchanged when the engine labelled none. */
export function withSpeakerRoles<T extends { segments: SpokenSegment[]; speakers?: TranscriptSpeakerView[] }>(
  doc: T,
): T {
  const { speakers } = assignSpeakerRoles(doc.segments);
  return speakers.length > 0 ? { ...doc, speakers } : doc;
}
