import glossary from "../../data/medical-glossary.json";
import type { MatchContext } from "./match-context";
import { NumberIndex } from "./numbers";
import { amountsIn, type Doc, originalSlice, PHONE_NUMBER, type Span } from "./text";
import { tokenize, wordsOf } from "./tokens";

export const lower = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

export function sourceWords(ctx: MatchContext, span: Span): string {
  return originalSlice(ctx.facts.doc, span.start, span.end).text.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------- medicines

/** Which claimed actions of the summary keep a source's action. */
/** The words coverage looks for: warning cues, limits, signs said alike, and whether a word is present in a text. */

/** "Return precautions" are signs to come back for; "seizure precautions" or "hip precautions" are how to live safely. */
export const WARNING_SECTION =
  /warning|(?<!\b(?:seizure|hip|spinal|spine|sternal|falls?|back|neck|infection|isolation|contact|bleeding|standard|universal|aspiration|sun|activity|driving|cardiac|wound)\s)precaution|red flag|safety|seek|get help|when to|return|come back|crisis|danger|urgent|emergency plan/;
/** "A seizure lasting more than 5 minutes needs a 999 call": the sign, then what it needs. */
const NEEDS_HELP_WORDS = "(?:needs?|requires?|warrants?) (?:an? )?(?:999|911|112|ambulance|emergency|urgent)";
export const NEEDS_HELP = new RegExp(String.raw`\b${NEEDS_HELP_WORDS}\b`, "i");
/** What to do to get help; "at nurse call", "the phone call" name a call, no one to call. */
export const ACTION = new RegExp(
  String.raw`\b(?:(?<!\b(?:at|the|nurse|phone|telephone|video|review|follow-up)\s)call|phone|ring|dial|contact|go (?:straight )?to|come (?:straight )?(?:back|to)|return|seek|get (?:urgent |medical |emergency )?help|attend|see a doctor|see your (?:gp|doctor)|see (?:you|us|the gp|(?:her|his|their) gp) (?:urgently|the same day|straight away|immediately)|book (?:an? )?(?:urgent |same[- ]day )?(?:(?:gp|doctor) )?(?:appointment|appt)|tell (?:your|the|us|a) ?(?:gp|doctor|nurse|team|surgery|clinic|midwife|pharmacist)?|tell (?:gp|doctor|nurse|team|surgery|clinic|midwife|pharmacist)|let (?:us|your \w+|the \w+) know|speak to|(?:should|must|needs? to) be seen|(?:and|should|must) see (?:you|me|us)|have an urgent|(?:should|must|to) be reported (?:to|urgently|straight away|immediately)|report (?:it |them |this )?(?:to (?:your|the|us)|urgently|straight away|immediately)|${NEEDS_HELP_WORDS})\b|\bsame[- ]day care\b|\bsame[- ]day (?:gp |doctor'?s? )?(?:appointment|appt|review|visit)\b|\((?:111|999|911|112)\b[^)]*\)`,
  "i",
);
/** "Get urgent help (999 or A&E) if:", "Call us when:", "Go to A&E for:": the list under it is a list of warning signs. */
export const LEAD_IN = /\b(?:if|when|whenever|for|any of(?: these| the following)?)\s*:\s*$/i;
export const CONDITION = /\b(?:if|when|whenever|should you)\b/i;
/** "Black stools or blood in the urine: call the GP surgery urgently": a sign, a colon, and what to do. */
export const SIGN_THEN_ACTION =
  /^\W*[^:]{3,160}:\s*(?:please\s+)?(?:call|phone|ring|dial|contact|go (?:straight )?to|tell|see|seek|attend|give [^.]{0,60}\b(?:and|then) (?:call|phone|ring|tell|contact))\b/i;
/**
 * A notes' shorthand for "if …, call …": "Cough with blood -> see GP urgently", "facial swelling -> 999", "Redness or
 * discharge from a wound - see GP", "dizzy on standing -> sit/lie down, tell GP" (what to do first, then whom to tell).
 */
export const ARROW_TO_HELP =
  /\S\s[-–]\s(?:call|phone|ring|contact(?!\s+(?:rash|dermatitis|allergy|eczema|lens))|attend|go to|seek|return to|come back|see (?:a |your |the )?(?:gp|doctor|nurse|pharmacist|midwife)|999|111|911|A&E)\b|\S\s*(?:-+>|→|=>)\s*(?:stop [\w-]+ (?:(?:now|at once|straight away|immediately|right away) )?(?:and|then) |[\w/ ]{1,30}, )?(?:call|phone|ring|contact|see|attend|go(?!\s+(?:up|down|on)\b)|seek|return|come (?:straight )?back|book|tell (?:gp|doctor|nurse|the|your)|999|111|911|112|A&E|ED\b|GP\b|urgent|same[- ]day|ambulance|emergency)/i;
/** "Signs of lithium toxicity - stop lithium and go to A&E: diarrhoea, …": a list of signs named by its title. */
export const SIGNS_OF =
  /^\W*(?:(?:warning|danger|red[- ]flag) signs?|red flags?|(?:(?:early|first|possible|any) )?(?:signs?|symptoms?) of)\b/i;
export const CLINIC_ACTS =
  /\b(?:we|they|the (?:clinic|surgery|team|nurse|hospital|lab)) will (?:phone|call|contact|write|let)\b/i;
export const LIMIT =
  /\b(?:limit|restrict\w*|no more than|not more than|less than|at most|maximum|avoid|do not|don't|no)\b|\bweigh yourself\b/i;
export const LIMIT_TOPIC =
  /\b(?:salt|sodium|fluids?|water|alcohol|lift\w*|driv\w*|weigh\w*|exercise|caffeine|smok\w*|bath\w*|swim\w*)\b/i;

export const FILLER = new Set(
  `the a an and or but if when whenever should you your yours have has had get gets getting got are is was were be been being it its this that these those
  they them their of in on at to for from by with as than then so such any more most very really also just still right away straight now
  call phone ring dial contact go goes going went come back return seek help urgent urgently immediately attend see doctor gp nurse team surgery clinic
  ambulance emergency department a&e ed nearest same day time please tell let us we our me my can could may might will would do does doing did not no
  don doesn didn won can't
  feel feeling notice notices start starts develop develops become becomes keep yourself she he her his him hers
  advise advised tell told while taking take takes returns comes look looks after before until
  care advice helpline line number hours hour happen happens happened following signs symptoms safety net warning
  ask asked sees saw pass passes passing himself herself themselves yourself others despite worry worried concern
  must taken lb lbs kg mg ml am pm
  explain explained explains discussed informed reassured guidance practice request requested questions queries query
  under over above below around into onto through across within such times usual normal
  min mins minute minutes week weeks wk wks month months year years immediate self unsure doubt concerns concerned about
  lasting lasts appear appears appeared starting started cause causes caused home monitor machine reading readings
  every using use uses used`.split(/\s+/),
);

/**
 * Words that say how much or how bad, not what: "loss of bladder control" is kept by "cannot control your bladder",
 * while "chest pain" is not kept by "knee pain" (its other word, "chest", is missing).
 */
export const DEGREE = new Set(
  `pain severe new loss worse worsening getting very much more sudden suddenly unusual difficulty difficult trouble problems coarse
  problem lots lot bad badly increasing ongoing persistent constant heavy large big long repeated repeatedly unexplained
  risk less fewer marked persist persists persisting mild milder mildly slight slightly unusually barely hardly refusing refuses refused
  stay stays staying change changes changed further drops dropping
  spell spells episode episodes clearly especially widespread`.split(/\s+/),
);

export function phoneSpans(text: string): Span[] {
  return [...text.matchAll(PHONE_NUMBER)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Words that say one thing in two ways in a warning ("faint" and "pass out"). */
export const ALIKE = [
  ["swoll", "swell", "swel"],
  ["faint", "colla", "synco"],
  ["vomit", "sick", "throw", "nause"],
  ["breat", "breath", "short"],
  ["fever", "tempe", "high"],
  ["bleed", "blood"],
  ["worse", "wors", "incre"],
  ["unwel", "ill"],
  ["confu", "drows"],
  ["disch", "pus", "ooze", "ooz", "leak", "weep", "fluid", "drain"],
  ["injur", "hurt"],
  ["relie", "paink"],
  ["tremo", "shak", "shaky", "tremb"],
  ["palpi", "heart"],
  ["visio", "sight", "visua"],
  // "visual disturbance" is "trouble seeing", "vision problems".
  ["distu", "troub", "probl"],
  // "unusual behaviour" is acting strangely.
  ["behav", "stran"],
  ["red", "redde"],
  ["urin", "urina", "pee", "wee"],
  ["stool", "poo", "poop"],
  // "black or tarry stools" is black poo; "bluish lips" are lips that look blue; "in the daytime" is in the day.
  ["tarry", "black"],
  ["blu", "bluis"],
  ["dayti", "day"],
  ["unabl", "canno"],
  // Plain words a summary uses for a letter's ("your face drops", "not getting better", "a cut", "your tummy").
  ["droop", "drop", "sag", "down"],
  ["impro", "bette"],
  ["wound", "cut", "incis"],
  ["abdom", "tummy", "belly", "stoma"],
  ["proce", "opera"],
  ["seizu", "fit", "convu"],
  // "if troublesome" is "if it is bad".
  ["sever", "bad", "badly", "troub"],
  ["irreg", "uneve"],
  ["fast", "race", "rac", "pound"],
  ["recur", "again"],
  ["diarr", "loose", "runny"],
  ["warmt", "warm", "hot"],
  // "sensitive to light" is "light hurts your eye".
  ["sensi", "hurt"],
  // "numb around your bottom or private parts", "pain not controlled".
  ["passa", "botto", "anus", "anal"],
  ["genit", "priva"],
  ["uncon", "contr"],
  // "your weight goes up by 2 kg" is "you gain 2 kg".
  ["weigh", "gain"],
  ["stead", "sam"],
  // "pauses in her breathing" is "she stops breathing for a few seconds".
  ["paus", "stop"],
  // "sudden loss of vision" is "your sight suddenly goes".
  ["los", "lost", "goes", "gon"],
  // "if troublesome" is "if it bothers you"; a dose of a spray is a spray.
  ["troub", "bothe"],
  ["dos", "spray", "puff"],
  ["anxio", "worry", "nervo"],
  // "unable to keep fluids down" is "cannot keep drinks down".
  ["fluid", "drink"],
  // "low mood, anger" is "you feel low or angry"; "irritability" is feeling cross.
  ["mood", "low"],
  ["anger", "angry", "cros", "irrit"],
  // "a rigid belly" is "your belly is hard".
  ["rigid", "hard"],
  // "slurred speech" is "you slur your words"; a knee that "stays stuck" "locks".
  ["speec", "word", "talk", "speak"],
  ["stuck", "lock"],
  // "despite reliever" is "even after your blue inhaler"; "exhausted" is "worn out" or "very tired".
  ["relie", "inhal"],
  ["exhau", "worn", "tired"],
  // "the fever continues" is "the fever carries on".
  ["conti", "carri", "carry"],
  ["drows", "sleep"],
  // "loin pain" is "pain in your side".
  ["loin", "sid", "flank"],
];

/** A word without its ending, cut to five letters: "weakness" and "weak", "fainting" and "faint" are one. */
export function stem(word: string): string {
  // "seeing" is "see", "fleeing" "flee": the verb keeps its double vowel.
  const base = word.replace(/(ee|oe|ye)ing$/, "$1");
  let bare = base.replace(/(?:nesses|ness|ings|ing|edly|ed|less|ly|ment|ful|ity|es|s)$/, "");
  // "drive" and "driving", "swim" and "swimming" are one.
  // "shakiness" and "shaky", "dizziness" and "dizzy" are one.
  bare = bare
    .replace(/([b-df-hj-np-tv-z])\1$/, "$1")
    .replace(/e$/, "")
    .replace(/(?<=\w{3})i$/, "y");
  return (bare.length >= 3 ? bare : base).slice(0, 5);
}

/** Single-word glossary terms and their plain words: "dyspnoea" in a letter is "shortness of breath" in a summary. */
export const PLAIN = new Map<string, string[]>();
for (const e of glossary.entries) {
  if (/^[a-z]+$/i.test(e.term)) PLAIN.set(e.term.toLowerCase(), wordsOf(tokenize(e.plain)));
}

export interface Presence {
  stems: Set<string>;
  numbers: NumberIndex;
}

export function presenceOf(doc: Doc, spans?: Span[]): Presence {
  const stems = new Set<string>();
  const words = spans ? spans.flatMap((s) => wordsOf(tokenize(doc.text, s.start, s.end))) : wordsOf(doc.tokens);
  for (const w of words) {
    stems.add(stem(w));
    for (const group of ALIKE) if (group.includes(stem(w))) for (const s of group) stems.add(s);
  }
  const numbers = new NumberIndex();
  for (const span of spans ?? [{ start: 0, end: doc.text.length }])
    for (const q of amountsIn(doc, span.start, span.end)) numbers.add(q);
  return { stems, numbers };
}

export function present(word: string, presence: Presence): boolean {
  if (presence.stems.has(stem(word))) return true;
  const plain = (PLAIN.get(word) ?? []).filter((w) => !FILLER.has(w));
  return plain.length > 0 && plain.every((w) => presence.stems.has(stem(w)));
}
