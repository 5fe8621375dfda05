import medicationData from "../../data/medications.json";

/**
 * What a transcript sentence is about: the topics a clinical note files sentences under, and the cues that point a
 * sentence at one. The offline draft (clinical-notes.ts) routes each sentence by them.
 */

export type Topic =
  | "complaint"
  | "history"
  | "medications"
  | "allergies"
  | "negatives"
  | "findings"
  | "assessment"
  | "plan";
/** Topics a sentence is scored for; a pertinent negative is known from a question and its answer, not from cues. */
const TOPICS: Topic[] = ["complaint", "history", "medications", "allergies", "findings", "assessment", "plan"];
/** What the patient reports, and what a clinician restates of it: the Subjective family. */
export const SUBJECTIVE: Topic[] = ["complaint", "history", "medications", "allergies", "negatives"];

const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

/** Words and phrases that point a transcript sentence at a topic; a phrase at the sentence's start weighs double. */
const CUES: Record<Topic, RegExp> = {
  complaint:
    /\b(complain\w*|present(s|ing|ed)? with|came in|comes in|reports?|describes?|feeling|feels|pain|ache|aching|cough\w*|symptoms?|since|for the (past|last)|worse|started|tired\w*|headaches?|fever\w*|breathless\w*|short of breath|dizz\w*|nause\w*|vomit\w*|sleep\w*|worried|burning)\b/i,
  history:
    /\b(history of|previous\w*|past|known|diagnosed|smok\w*|alcohol|drinks?|units a week|family|lives|works|retired|operation|surgery|years?[- ]old)\b/i,
  medications:
    /\b(milligrams?|micrograms?|millilit(?:re|er)s?|mg|mcg|ml|tablets?|capsules?|inhalers?|puffs?|dose|doses|daily|twice|once a day|(?:two|three|four|\d) times a day|three times|four times|at night|at bedtime|in the morning|taking|takes|medications?|medicines?|prescri\w*)\b/i,
  allergies: /\b(allerg\w*|intoleran\w*|reaction to)\b/i,
  negatives: /(?!)/,
  findings:
    /\b(blood pressure|pulse|heart rate|temperature|saturat\w*|oxygen|respiratory rate|weight|kilograms?|bmi|examination|examined|on examination|auscultation|chest (is|was) clear|abdomen|tender\w*|soft|heart sounds|murmur|looks?|appears? well|results?|tests?|blood tests?|ecg|x-?ray|scan|hba1c|cholesterol|creatinine|sugar|glucose|beats per minute|degrees|over \w+)\b/i,
  assessment:
    /\b(impression|assessment|diagnos\w*|likely|consistent with|fits with|suggests?|suggestive|probabl\w*|differential|i think|appears to be|in keeping with|exacerbation|controlled|uncontrolled|sounds like|looks like|this is an?(?! (?:note|letter|dictation|recording|summary|referral|clinic|discharge|review|telephone|phone|follow)\b)|it's an?|you have an?|you've got an?|infection)\b/i,
  plan: /\b(plan|bring (?:him|her|them|the child|your child|the baby) back|see me|start\w*|continu\w*|stop\w*|increas\w*|reduc\w*|prescrib\w*|refer\w*|review|follow[- ]?up|come back|book\w*|arrang\w*|order|advis\w*|recheck|repeat|safety[- ]net\w*|return if|call if|we will|we'll|i will|i'll|giv(?:e|ing) you|see you|next week|(?:in|within) \w+ (days?|weeks?|months?))\b/i,
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
  /^(if|should|and if)\b.*\b(come back|call|ring|contact|seek|return|get in touch|go to|see (a|your|the) (doctor|gp))\b|\bif\b[^.]*,\s*(?:come|bring (?:him|her|them|the child|your child|the baby)|go) (?:straight |right )?back\b|\b(come (?:straight |right )?back|return|call us|ring us|seek (urgent )?help)( straight away| right away| immediately)? if\b/i;
/** A medicine being started, changed or stopped is a decision (Plan); one already taken is history (Subjective). */
const DECIDES =
  /\b((?:i|we)(?:'ve| have| will|'ll)? add(?:ed)?|start\w*|prescrib\w*|giv(?:e|ing) you|going to give|put (you|him|her) on|increas\w*|reduc\w*|stop\w*|switch\w*|chang\w* (it|the dose|to)|course of|for \w+ (days?|weeks?)|i will|i'll|we will|we'll)\b/i;
const ALREADY =
  /\b(?<!\b(?:it|that|this) )(taking|takes)\b|\b(is on|are on|currently|been on|already on|uses|has been)\b|\w're on\b/i;
/** "Keep taking it", "stop using the cream": a decision about a medicine already taken. */
const KEEP_OR_STOP = /\b(keep|continue|carry on|stop|start)\w* (taking|using)\b/i;

/** The best-cued topic among those allowed, or undefined when the sentence names none of them. */
export function topicOf(sentence: string, allowed: readonly Topic[] = TOPICS): Topic | undefined {
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

/**
 * What the clinician concludes, said plainly: "This is moderate acne.", "That's probably a tension headache.", "What
 * you've got is shingles." (a clinician's "this is" before a severity or a likelihood names a diagnosis).
 */
const SAYS_WHAT_IT_IS =
  /^(?:so,?\s+|okay,?\s+|right,?\s+|well,?\s+)?(?:this|that|it)(?:'s| is| looks| sounds)\s+(?:like\s+)?(?:a\s+|an\s+)?(?:mild|moderate|severe|probably|likely|most likely|almost certainly|definitely|typical|classic|early|a touch of|a flare|a bout)\b|^(?:so,?\s+)?what you(?:'ve got| have) (?:is|here is)\b|^(?:so,?\s+|okay,?\s+|right,?\s+)?this is (?!(?:your|my|our|his|her|their|the|a|an|just|only|not|how|what|why|where|when|because|to|for|it|that|this|going|something|one|all|about|very|really|quite|so)\b)[a-z]{4,}/i;
/**
 * What the clinician asks the patient to do, said as an instruction ("Use a high-factor sun cream.", "Take it for up
 * to four weeks.", "So give it twelve weeks.", "Keep a headache diary."), or after a reason ("It can make you burn,
 * so use …"): the plan. What to do during the examination ("Take a deep breath") is not.
 */
const INSTRUCTS =
  /(?:^(?:so,?\s+|and,?\s+|then,?\s+|please,?\s+|just\s+)?|,\s*so\s+)(?:use|take|keep|avoid|try|drink|rest|apply|wear|raise|elevate|weigh|give it|carry on|don't|do not|make sure|get plenty|stay off|hold off)\b(?!\s+(?:a\s+)?(?:deep\s+)?breaths?\b|\s+a seat\b|\s+a look\b)/i;
/** A course's length said on its own ("for up to four weeks", "for the next five days"): how long to do it. */
const COURSE_LENGTH =
  /\bfor (?:up to|another|the next|a further|at least) \w+ (?:days?|weeks?|months?)\b|\b(?:stay|stays|keep|be) on (?:it|them|this|that|these|the \w+) for\b/i;

/** A dose said with its unit: "40 mg", "five milligrams", "2 puffs". */
const DOSE =
  /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand)\s*(?:mg|milligrams?|micrograms?|mcg|units?|puffs?)\b/i;

/**
 * A dictated sentence that says what is to be done whatever heading it was said under ("I will see him again in
 * eight weeks.", "Enoxaparin 40 mg under the skin once daily."): the plan has begun, though its heading went unheard.
 */
export function opensPlan(sentence: string): boolean {
  const said = sentence.trim();
  return (LEADING.plan?.test(said) ?? false) || (DOSE.test(said) && !ALREADY.test(said));
}

/** Words of prescribing to the patient. */
const PRESCRIBES = /\b(?:giv(?:e|ing) you|prescrib\w*|put(?:ting)? you on|start(?:ing)? you on)\b/i;

/** A time from now: "in two weeks", "within a month", "next week". */
const AHEAD = /\b(?:in|within) (?:the next )?\w+ (?:days?|weeks?|months?)\b|\bnext (?:week|month)\b/i;

/**
 * What a clinician says of a medicine in a consultation is what the patient is to do ("Take 500 milligrams four times
 * a day", "Let's restart the preventer, two puffs twice a day"): the plan, unless it names what they already take.
 * A decision said first ("I'll start you on …") stays the plan whatever else the sentence says. What the clinician
 * concludes is the assessment, and what they ask the patient to do is the plan.
 */
export function clinicianTopicOf(sentence: string): Topic | undefined {
  const said = sentence.trim();
  if (SAYS_WHAT_IT_IS.test(said)) return "assessment";
  const topic = topicOf(sentence);
  if (topic === "medications" && (!ALREADY.test(sentence) || KEEP_OR_STOP.test(sentence))) return "plan";
  if ((topic === "medications" || topic === undefined) && LEADING.plan?.test(said) && DECIDES.test(said)) return "plan";
  if (topic === undefined && (INSTRUCTS.test(said) || COURSE_LENGTH.test(said))) return "plan";
  // "I'm giving you something for the pain", or a misheard name that reads as a finding's "look": giving is the plan.
  if ((topic === "findings" || topic === "complaint") && PRESCRIBES.test(said)) return "plan";
  // A test with a time from now is one being arranged ("… a stress test within two weeks"), not a result.
  if (topic === "findings" && AHEAD.test(said) && !/\b(?:was|were|came back|showed?)\b/i.test(said)) return "plan";
  return topic;
}
