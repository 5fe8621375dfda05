import explanations from "../../data/term-explanations.json";
import { rewriteWithGlossary } from "./glossary";
import { shorten } from "./sentences";

/**
 * Plain words for one sentence, phrase by phrase: clinical phrases first (so "intravenous ceftriaxone" becomes
 * "ceftriaxone through a vein", never "into a vein ceftriaxone"), then the patient spoken to as "you" with verbs to
 * match, then the glossary, then repeated words and articles tidied, then long sentences cut at clause boundaries.
 */

/** Phrases whose plain form needs the words around them; glossary swaps are word for word. */
const PHRASES: Array<[RegExp, string | ((...args: string[]) => string)]> = [
  [
    /\b(?:intravenous(?:ly)?|IV)\s+([A-Za-z][A-Za-z-]+(?:\s+\d+(?:\.\d+)?\s?(?:mg|g|mL|ml|units?))?)/g,
    "$1 through a vein",
  ],
  [/\b(?:intravenous(?:ly)?|IV)\b/g, "through a vein"],
  // A clinic note's shorthand: "Safety-net: cough with blood -> see GP urgently", "salt < 6 g/day".
  [/^(?:safety[\s-]?net(?:ting)?|(?:pt|patient) advice|advice given)\s*:\s*/i, ""],
  [/\s*(?:-+>|→|=>)\s*(999|111|911|112)\b/g, ": call $1"],
  [/\s*(?:-+>|→|=>)\s*(A&E|ED)\b/g, ": go to $1"],
  [/\s*(?:-+>|→|=>)\s*(?=(?:call|phone|ring|contact|see|seek|attend|go|return|come back)\b)/gi, ": "],
  [/\b(see|contact|call|phone|ring|tell) (GP|surgery|practice)\b/gi, "$1 your $2"],
  [
    /(\d)\s?(g|mg|mL|ml|L|litres?|units?|u)\s?\/\s?(day|week|wk|d)\b/gi,
    (_m: string, digit: string, unit: string, per: string) =>
      `${digit} ${/^u$/i.test(unit) ? "units" : unit} a ${/^d/i.test(per) ? "day" : "week"}`,
  ],
  [/(?<![\w<>])<\s?(?=\d)/g, "less than "],
  [/(?<![\w<>-])>\s?(?=\d)/g, "more than "],
  // A note's sides: "R eye", "L side of face", "R sided facial droop" ("L" alone is also litres, so only before a
  // part of the body).
  [
    /\b([RL])(?:\s*-?\s*sided)?\s+(?=(?:eye|ear|side|arm|leg|hand|foot|knee|hip|calf|thigh|wrist|shoulder|kidney|breast|groin|lung|chest|nostril|ankle|elbow|thumb|finger|toe|face|facial|eyelid|cheek)s?\b)/g,
    (m: string, side: string) => `${side === "R" ? "right" : "left"}${/sided/.test(m) ? "-sided" : ""} `,
  ],
  [/\bonce[\s-]daily\b/gi, "once a day"],
  [/\btwice[\s-]daily\b/gi, "twice a day"],
  [/\b(three|four) times daily\b/gi, "$1 times a day"],
  [/\bacute on chronic\b/gi, "a flare-up of long-term"],
  [/\bpresented with\b/gi, "came in with"],
  [/\bpresented to\b/gi, "came to"],
  [/\bas tolerated\b/gi, "as much as you can manage"],
  [/\bon room air\b|\bon air\b/gi, "without extra oxygen"],
  [/\bwas switched to oral\b/gi, "was switched to"],
  [/\bhigh-sensitivity\s+/gi, ""],
  [
    /\b(?:(left|right) )?intertrochanteric hip fracture\b/gi,
    (_m: string, side?: string) => `broken ${side ? `${side.toLowerCase()} ` : ""}hip, near the top of the thigh bone`,
  ],
  [/\bdaily walks\b/gi, "a walk every day"],
  [/\btitrate (?:up )?([A-Za-z-]+(?: succinate| tartrate)?)(?: as tolerated)?/gi, "slowly adjust the dose of $1"],
  [
    /\bST(?:-segment)? depression(?: in the (?:lateral|inferior|anterior|side) leads)?/g,
    "signs of strain on the heart",
  ],
  [/\bchronically inflamed (gallbladder|appendix)\b/gi, "$1 that had been swollen for a long time"],
  [/\brecurrent\b/gi, "repeated"],
  [/\b(?:moderate |mild |severe )?depressive episode\b/gi, "depression"],
  [/\bgeneralised anxiety\b/gi, "anxiety"],
  [/,? partial response to (\w+)/gi, "; $1 has helped a little so far"],
  [/^Day-case discharge home tonight\b/i, "You can go home tonight"],
  [/^Normal common bile duct\.?$/i, "The main bile tube was normal."],
  [/\bsymptomatic (\w+)/gi, "$1 causing symptoms"],
  [/\bbiliary colic\b/gi, "attacks of gallbladder pain"],
  [/\blaparoscopic\b/gi, "keyhole"],
  [/^Same,? with\b/i, "The operation also found"],
  [/\bthe pathology result\b/gi, "the results of the tests on the removed tissue"],
  [/\bthe outpatient lab\b/gi, "the hospital lab"],
  [/\bnormal sinus rhythm\b/gi, "a normal heart rhythm"],
  [/\bsinus tachycardia\b/gi, "a fast but regular heartbeat"],
  [/\b(?:left|right) bundle branch block\b|\b[LR]BBB\b/g, "a delay in the heart's electrical wiring"],
  [
    /\b(?:NYHA )?(?:functional )?class (IV|III|II|I|[1-4])(?: heart failure| symptoms)?\b/g,
    // Obesity, airways (Mallampati), anaesthetic risk (ASA) and many more are graded in classes: a class is the
    // heart failure one only where the sentence is about heart failure.
    (m: string, c: string, ...rest: string[]) => (HEART_FAILURE.test(String(rest.at(-1))) ? (NYHA[c] ?? m) : m),
  ],
  [/\b(?:LV)?EF\b(?:\s+(?:of\s+)?)?(?=\d)/g, "heart pumping strength "],
  [/\b(?:patchy |focal )?opacit(?:y|ies)\b/gi, "shadowing"],
  [/\b(?:with )?no (?:acute )?ST(?:-segment)? changes\b/g, "with no signs of strain on the heart"],
  [/\bcommunity-acquired\s+/gi, ""],
  [/\bwith good diuresis\b/gi, "to remove the extra fluid"],
  // How the patient was put to sleep is the anaesthetist's detail; the patient was there.
  [/,?\s+under (?:general|spinal|local|regional|epidural)(?: endotracheal)? an(?:a)?esthe(?:s|t)i[ac]\b/gi, ""],
  // Letters' long words where only their context says which short one fits (issue 18: grade).
  [/\battended (?=(?:the|a|an|his|her|your|our|clinic|hospital|A&E)\b)/gi, "came to "],
  [/\bfollowing (?=(?:a|an|the|his|her|their|your|this|that|two|three|four|several|\d))/gi, "after "],
  [/\bdue to (?!(?:be|have|attend|start|come|see|return|finish|begin)\b)/gi, "because of "],
  [/\bI (?:had|have had) the pleasure of (?:reviewing|seeing|meeting)\b/gi, "I saw"],
  [/^(?:a )?referral (?:has been )?made to\b/i, "You have been referred to"],
  [/\bthank you for (?:referring|asking me to see|sending)\b/gi, "I saw"],
  // A follow-up on "day 14 (19/04/2025)" says its date once: the date is what the patient plans by.
  [/\bon day \d+ \((\d{1,2}\/\d{1,2}\/\d{2,4})\)/gi, "on $1"],
];

/** A sentence about heart failure, where a bare "class II" is the New York Heart Association class. */
const HEART_FAILURE = /\bNYHA\b|heart failure|\bHF(?:rEF|pEF)?\b|\bCHF\b|cardiomyopathy|ejection fraction/i;

/** New York Heart Association classes, said as what they mean for the patient's day. */
const NYHA: Record<string, string> = {
  I: "heart failure that does not limit your activity",
  "1": "heart failure that does not limit your activity",
  II: "heart failure that makes you breathless with heavy activity",
  "2": "heart failure that makes you breathless with heavy activity",
  III: "heart failure that makes you breathless with everyday activity",
  "3": "heart failure that makes you breathless with everyday activity",
  IV: "heart failure that makes you breathless even at rest",
  "4": "heart failure that makes you breathless even at rest",
};

/** Test names a patient meets on their results: kept, with a plain meaning the first time (see the renderer). */
const KEPT = new RegExp(`\\b(?:${explanations.kept.map((e) => e.term).join("|")})\\b`, "gi");

const VERB_S = new Set(
  "describes reports admits says feels needs takes remains lives denies notes works smokes drinks walks uses understands knows wants agrees continues complains experiences tolerates finds seems appears looks attends plans prefers wishes manages gets keeps sleeps eats weighs notices develops becomes passes vomits coughs faints bleeds loses gains collapses falls misses forgets struggles starts stops hits bangs injures breaks wakes wets".split(
    " ",
  ),
);
const VERB_FIX: Record<string, string> = { was: "were", is: "are", has: "have", does: "do" };
/** "her" before these is the object ("told her not to"), before anything else it is "your" ("her weight"). */
const AFTER_OBJECT =
  /^(?:not|to|that|a|an|the|and|or|with|about|again|today|in|on|at|for|if|from|up|down|home|back|off)\b|^[.,;:!?)]|^$/;

/** "sent her home" but "visited her home", "took her back" but "her back pain": the verb before decides. */
const EITHER = /^(?:home|back)\b/i;
const MOVED =
  /\b(?:send|sent|take|took|taken|bring|brought|drive|drove|driven|discharge|discharged|let|allow|allowed|get|got|walk|walked|ring|rang|call|called|phone|phoned)\s*$/i;

function herIsObject(next: string, before: string): boolean {
  if (EITHER.test(next)) return MOVED.test(before);
  return AFTER_OBJECT.test(next);
}

function nameForms(patientName: string): RegExp | undefined {
  const words = patientName
    .split(/\s+/)
    .filter((w) => /^[A-Za-z][A-Za-z'’-]+$/.test(w))
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0 || /unknown/i.test(patientName)) return undefined;
  const last = words[words.length - 1];
  const forms = [
    words.join("\\s+"),
    `(?:Mr|Mrs|Ms|Miss|Master)\\.?\\s+(?:${words[0]}\\s+)?${last}`,
    ...(words.length > 1 ? [words[0]] : []),
  ];
  return new RegExp(`\\b(?:${forms.join("|")})\\b('s|’s)?`, "g");
}

const baseForm = (verb: string) =>
  verb
    .replace(/ies$/, "y")
    .replace(/(sh|ch|ss|x)es$/, "$1")
    .replace(/([^s])s$/, "$1");

/** Speaks to the patient: "The patient was" and "Mrs. Lee was" become "You were", "her weight" "your weight". */
export function secondPerson(sentence: string, patientName = ""): string {
  const names = nameForms(patientName);
  let text = names ? sentence.replace(names, (_m, s?: string) => (s ? "your" : "you")) : sentence;
  let agreed = false;
  text = text
    .replace(/\b(?:the )?patient's\b/gi, "your")
    .replace(/\b(?:the )?patient\b(?! [Nn]ame)/gi, "you")
    .replace(/\b(?:she|he)\b/gi, "you")
    .replace(/\b(?:herself|himself)\b/gi, "yourself")
    .replace(/\bhis\b/gi, "your")
    .replace(/\bhim\b/gi, "you")
    .replace(/\bher\b(\s*)(\S*)/gi, (_m, space: string, next: string, at: number, whole: string) =>
      herIsObject(next, whole.slice(0, at)) ? `you${space}${next}` : `your${space}${next}`,
    )
    // "He already uses" → "You already use": an adverb may stand between the subject and its verb.
    .replace(
      /\b(you\s+(?:(?:already|also|still|now|usually|often|never|always|sometimes|only|just|rarely)\s+)?)([a-z]+)\b(?=(\s+(?:out|up|over|off|down|away)\b)?)/gi,
      (m, you: string, verb: string, particle?: string) => {
        const fixed = VERB_FIX[verb];
        if (fixed) {
          agreed = true;
          return `${you}${fixed}`;
        }
        // "If she blacks out", "he throws up": a word in -s before its particle is the verb, listed or not (issue 18).
        const phrasal = particle !== undefined && /^[a-z]{2,}[^su]s$/.test(verb);
        if (!VERB_S.has(verb) && !phrasal) return m;
        agreed = true;
        return `${you}${baseForm(verb)}`;
      },
    );
  // "If you pass black stools, vomits blood or feels faint": the verbs after the first share its subject.
  if (agreed) {
    text = text.replace(/(,\s+(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+)([a-z]+)\b/g, (m, sep: string, verb: string) =>
      VERB_FIX[verb] ? `${sep}${VERB_FIX[verb]}` : VERB_S.has(verb) ? `${sep}${baseForm(verb)}` : m,
    );
  }
  return text.replace(/^you\b/, "You").replace(/([.!?]\s+)you\b/g, "$1You");
}

function fixArticles(text: string): string {
  return text
    .replace(/\b([Aa])n (?=[bcdfghjklmnpqrstvwxz])(?!hour|honest)/g, "$1 ")
    .replace(/\b([Aa]) (?=[aeio][a-z])/g, "$1n ");
}

/**
 * "high blood pressure high blood pressure" after a swap next to its own meaning: said once. Likewise a bracket
 * that only repeats the words before it ("heart pumping strength (heart pumping strength 30%)" keeps "(30%)").
 */
function dropRepeats(text: string): string {
  return text
    .replace(/\b(\w+(?:\s+\w+){0,3})\s+\1\b/gi, "$1")
    .replace(/\b(\w+(?:[\s-]+\w+){1,4}) \((?:[\w-]+ )?\1\)/gi, "$1")
    .replace(/\b(\w+(?:[\s-]+\w+){1,4}) \(\1\s+/gi, "$1 (");
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export interface Plain {
  sentences: string[];
  hits: string[];
}

export interface PlainOptions {
  /** Keep medical terms and explain them in brackets (diagnoses and results), instead of swapping them. */
  explain?: boolean;
  /** Keep "he" and "she": the reader is a child's parent, not the patient. */
  thirdPerson?: boolean;
}

export function plainWords(sentence: string, patientName: string, options: PlainOptions = {}): Plain1 {
  let text = dropRepeats(sentence);
  for (const [re, to] of PHRASES) text = typeof to === "string" ? text.replace(re, to) : text.replace(re, to);
  if (!options.thirdPerson) text = secondPerson(text, patientName);
  // Kept test names are hidden from the glossary and put back after it.
  const kept: string[] = [];
  text = text.replace(KEPT, (m) => `\uE020${kept.push(m) - 1}\uE021`);
  const rewritten = rewriteWithGlossary(text, { explain: options.explain });
  text = rewritten.text.replace(/\uE020(\d+)\uE021/g, (_m, i: string) => kept[Number(i)]);
  // "E. coli": a genus's initial starts no sentence.
  const tidy = fixArticles(dropRepeats(text)).replace(
    /(?<!\b[A-Z])([.!?]\s+)([a-z])/g,
    (_m, end: string, c: string) => end + c.toUpperCase(),
  );
  return { text: capitalise(tidy), hits: rewritten.hits };
}

interface Plain1 {
  text: string;
  hits: string[];
}

export function plainSentence(
  sentence: string,
  patientName: string,
  maxWords: number,
  options: PlainOptions = {},
): Plain {
  const { text, hits } = plainWords(sentence, patientName, options);
  return { sentences: shorten(text, maxWords), hits };
}
