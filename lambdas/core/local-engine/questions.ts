/**
 * Questions and their answers in a consultation (issue 20): a clinician's question states nothing about the patient,
 * and the patient's short "no" to it is a pertinent negative that only means something with the question beside it.
 * The offline recogniser writes no question marks, so a question is also known by how it starts.
 */

/** An auxiliary verb, "any" or a wh-word followed by who or what is asked about: how a spoken question starts. */
const ASKS =
  /^(?:(?:and|so|okay|ok|right|now|also)[, ]+)*(?:(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall)\s+(?:you|your|he|she|they|it|there|anyone|anybody|anything|that|this|the)\b|any\b|anything else\b|how\b|what\b|why\b|which\b|who\b|when (?:did|do|does|was|were|is|are|have|has)\b|where (?:is|are|do|does|did)\b|tell me\b|is that\b)/i;

export function isQuestion(sentence: string): boolean {
  const text = sentence.trim();
  if (/\?\s*$/.test(text)) return true;
  // "Any other history is unremarkable." states; "Any fever or back pain." asks (it has no verb).
  if (/^any\b/i.test(text) && /\b(is|are|was|were|has|have|had|noted)\b/i.test(text)) return false;
  return ASKS.test(text);
}

/** A question answered yes or no (not "how long", "what brings you in"). */
export function isYesNoQuestion(sentence: string): boolean {
  return (
    isQuestion(sentence) &&
    !/^(?:(?:and|so|okay|ok|right|now|also)[, ]+)*(?:how|what|why|which|who|when|where|tell me)\b/i.test(
      sentence.trim(),
    )
  );
}

const NO =
  /^(?:no|nope|nah|none|never|not really|not at all|not that i(?:'ve| have)? (?:noticed|know)|i don't think so|i do not think so|i haven't|i have not|i don't|i do not|i'm not|i am not|neither)\b/i;
const YES = /^(?:yes|yeah|yep|yup|i have|i do|i am|a (?:bit|little)|sometimes|definitely|certainly)\b/i;

export type Answer = "no" | "yes" | "other";

export function answerKind(sentence: string): Answer {
  const text = sentence.trim();
  if (NO.test(text)) return "no";
  if (YES.test(text)) return "yes";
  return "other";
}

/** The answer adds nothing past its yes or no ("No, not really.", "Yes, I have."): the question says it all. */
export function isBareAnswer(sentence: string): boolean {
  const rest = sentence
    .trim()
    .replace(/[.,!?]/g, " ")
    .replace(
      /\b(no|nope|nah|none|never|not|really|at all|yes|yeah|yep|i|i've|i'm|have|haven't|do|don't|am|think|so|doctor|thanks|thank you|that's right|right|okay|ok)\b/gi,
      " ",
    )
    .trim();
  return rest.length === 0;
}

function sentenceCase(text: string): string {
  const tidy = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[?.!]+$/, "");
  return `${tidy.charAt(0).toUpperCase()}${tidy.slice(1)}.`;
}

/** "your chest" is the patient's chest: a note says "the chest". */
const ownThe = (text: string) =>
  text
    .replace(/\byour\b/gi, "the")
    .replace(/\byou(?:'re| are)\b/gi, "the patient is")
    .replace(/\byou(?:'ve| have)\b/gi, "the patient has")
    .replace(/\byou'(?:ll|d)\b/gi, "the patient would")
    .replace(/\byou\b/gi, "the patient");

/** Words after "no" that name nothing ("No, nothing like that.", "No, not really."). */
const NAMES_NOTHING =
  /^(?:no|not|nothing|none|never|really|at all|like|that|this|it|i|i've|i'm|way|thanks?|doctor|sir|definitely|certainly|absolutely|of course|none at all)\b/i;

/**
 * A "no" that names what it denies in the patient's own words ("No, no cough." to a question the recogniser
 * misheard as "Have you had a conflict at all"): the note says "No cough." rather than rewording the question.
 */
export function ownNegative(answer: string): string | undefined {
  const text = answer
    .trim()
    .replace(/[?.!]+$/, "")
    .replace(/,/g, " ");
  const named =
    /^(?:no\s+)+(?:no|not any|none of the)\s+(.+)$/i.exec(text)?.[1] ?? /^no\s+(?!no\b)(.+)$/i.exec(text)?.[1];
  // "No, the pain is on the left." corrects the question rather than denying something: a clause is not a finding.
  const clause = /\b(?:is|are|was|were|it's|that's|but|just|only|actually|more|less|since)\b/i;
  if (!named || NAMES_NOTHING.test(named) || clause.test(named) || named.split(/\s+/).length > 5) return undefined;
  return sentenceCase(`no ${ownThe(named)}`);
}

/**
 * A clinician's line that is a question only because the patient answers it yes or no: the recogniser hears "any"
 * as "a" or "and a" ("And a rash anywhere on your body" → "No, nothing like that"). Only short "a …" lines: a
 * statement of the plan followed by "Yes" stays a statement.
 */
export function isAnsweredFragment(sentence: string, answer: string): boolean {
  const text = sentence.trim();
  return (
    answerKind(answer) !== "other" &&
    /^(?:(?:and|so|okay|ok|right|now|also)[, ]+)*(?:a|an)\s+[a-z]/i.test(text) &&
    text.split(/\s+/).length <= 9
  );
}

const LEAD = /^(?:(?:and|so|okay|ok|right|now|also)[, ]+)*/i;
/** Questions about a symptom or a thing ("Any fever?", "Have you had any vomiting?"): what is asked about. */
const ABOUT =
  /^(?:any|an?|is there any|is there|has there been any|has there been|(?:do|did) you (?:have|get|notice|feel|ever get|ever have)(?: any)?|have you (?:had|got|noticed|felt|been having|had any|got any|noticed any)|are you (?:having|getting)(?: any)?)\s+(?:any\s+|other\s+)*(.+)$/i;

/**
 * The note sentence for a patient's yes or no to a yes/no question: "Any fever or back pain?" answered no becomes
 * "Denies fever or back pain.". Forms it cannot turn into a statement keep the question's words, marked as answered.
 */
export function answeredStatement(question: string, answer: "yes" | "no"): string {
  const asked = question
    .trim()
    .replace(/[?.!]+$/, "")
    .replace(LEAD, "");
  if (
    /\ballerg/i.test(asked) &&
    /\b(anything|any (?:medicines?|medications?|drugs?)|any allergies|allergies)\b/i.test(asked)
  ) {
    return answer === "no" ? "No known allergies." : "Reports allergies.";
  }
  // "Not allergic to penicillin" would read as an allergy to whatever reads "allergic to X" downstream.
  const substance = /\ballergic to (.+)$/i.exec(asked)?.[1];
  if (substance && answer === "no") return sentenceCase(`no allergy to ${ownThe(substance)}`);
  // "Is there any chance you could be pregnant?" — "No." says "Not pregnant.", not "Denies chance …".
  const chance =
    /^(?:is there )?(?:any )?(?:chance|possibility) (?:that )?you (?:could|might|may) (?:be|have) (.+)$/i.exec(
      asked,
    )?.[1];
  if (chance) return sentenceCase(`${answer === "no" ? "not" : "may be"} ${ownThe(chance)}`);
  const about = ABOUT.exec(asked)?.[1];
  if (about) return sentenceCase(`${answer === "no" ? "denies" : "reports"} ${ownThe(about)}`);
  const polar = /^(do|did|are|have|has|is|can|were|was)\s+you\s+(.+)$/i.exec(asked);
  if (polar && answer === "no") {
    const [, verb, rest] = polar;
    const negated: Record<string, string> = {
      do: "does not",
      did: "did not",
      are: "not",
      is: "not",
      have: "has not",
      has: "has not",
      can: "cannot",
      were: "was not",
      was: "was not",
    };
    return sentenceCase(`${negated[verb.toLowerCase()]} ${ownThe(rest)}`);
  }
  if (polar && answer === "yes") {
    const [, verb, rest] = polar;
    const affirmed: Record<string, string> = {
      did: "did",
      are: "is",
      is: "is",
      have: "has",
      has: "has",
      can: "can",
      were: "was",
      was: "was",
    };
    return sentenceCase(
      verb.toLowerCase() === "do"
        ? ownThe(rest).replace(/^(\w+)/, "$1s")
        : `${affirmed[verb.toLowerCase()]} ${ownThe(rest)}`,
    );
  }
  return `Answered ${answer} to: "${sentenceCase(asked).replace(/\.$/, "?")}"`;
}
