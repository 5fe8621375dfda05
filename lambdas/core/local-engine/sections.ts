import { medicationName } from "./medications";
import type { DocumentKind, SectionKind } from "./structure";

/** What a sentence of a clinical document is about, so it lands under the right template heading. */
export type Topic = SectionKind;

/**
 * What a heading of the document says its part holds. "noise" is chart detail a patient's summary leaves out
 * (examination, technique, scores, blood loss); "admin" is a header field (names, numbers, dates of the letter);
 * "reason" is why the patient came (shown with the diagnosis).
 */
export type HeadingFamily = Topic | "noise" | "admin" | "reason";

/** Checked in order: the first family whose words the heading holds wins ("Discharge medications" is medicines). */
const HEADING_FAMILIES: Array<[RegExp, HeadingFamily]> = [
  // A clerking's abbreviations: presenting complaint, its history, past medical, drug, social and family history,
  // on examination, investigations, impression; "ED Rx" is what the department gave.
  [/^(?:pc|c\/o)$/i, "reason"],
  // A SOAP note's one-letter headings: what the patient says, the examination, the assessment and the plan.
  [/^s$/i, "history"],
  [/^o$/i, "noise"],
  [/^a$/i, "diagnosis"],
  [/^p$/i, "instructions"],
  [/^(?:hpc|pmh|pmhx|psh|sh|fh)$/i, "history"],
  [/^(?:dh|dhx)$/i, "medications"],
  [/^(?:o\/e|oe)$/i, "noise"],
  [/^(?:ix|ix & results)$/i, "findings"],
  [/^(?:imp|dx|ddx)$/i, "diagnosis"],
  [/^(?:ed|a&e|pre-hospital|in ed|given) rx$/i, "procedures"],
  [
    /^(?:(?:patient\s*)?name|patient|dob|d\.?o\.?b\.?|date of birth|age|sex|weight|mrn|nhs|hospital (?:no|number)|ward|unit|date|date of (?:admission|discharge|visit|operation)|read codes?|snomed(?: codes?)?|coded(?: as)?|clinical codes?|codes?(?: added| entered)?|(?:admission|discharge|visit|exam) date|attending|consultant|physician|clinician|provider|surgeon|assistant|an(?:a)?esthetist|seen by|ed physician|discharging (?:clinician|doctor|midwife|nurse|pharmacist|physician|consultant)|referring physician|accompanied by|also present|re|cc|to|from|cop(?:y|ies) to|distribution|woman|client|service user|resident|child|hosp(?:ital)?\.? no|next of kin|nok|(?:requested|reported|dictated|typed|verified) by)\b/i,
    "admin",
  ],
  [
    /exam(?:ination)?\b|physical|vital|technique|comparison|scores?\b|an(?:a)?esthesia|blood loss|specimens?|complications|description of (?:the )?procedure|disposition|mental state/i,
    "noise",
  ],
  [/allerg|intoleran|adverse (?:drug )?reactions?|\bADRs?\b/i, "allergies"],
  [
    // "Return precautions" are signs to come back for; "seizure precautions" or "hip precautions" how to live safely.
    /warning|(?<!\b(?:seizure|hip|spinal|spine|sternal|falls?|back|neck|infection|isolation|contact|bleeding|standard|universal|aspiration|sun|activity|driving|cardiac|wound)\s)precaution|red flag|safety|seek|get (?:urgent |medical |emergency )?help|urgent help|when to|return|come back|crisis|emergency plan|danger signs?|alarm (?:signs?|symptoms?)|\b(?:act on|watch (?:out )?for|look out for) (?:these|the following|any of these)\b/i,
    "warnings",
  ],
  // "Call 999 if:", "Phone the ward if", "See your GP urgently if": who to turn to, leading a list of signs (issue 18).
  [/^(?:please\s+)?(?:call|phone|ring|dial|contact|go to|see|tell|attend)\b.*\b(?:if|when)$/i, "warnings"],
  [
    /medication|medicine|\bmeds\b|drugs|prescription|\brx\b|tablets|^changes since (?:admission|last visit)/i,
    "medications",
  ],
  [/follow[\s-]?up|appointment|next visit|review date|next steps|what happens next/i, "followup"],
  [
    /diagnos|impression|assessment|problem list|what this means|conclusion|summary of findings|^diagnosis/i,
    "diagnosis",
  ],
  [
    /reason|chief complaint|presenting|clinical (?:indication|history)|^indications?$|why (?:you|we)|presentation|referral/i,
    "reason",
  ],
  [
    /instruction|activity|diet|wound|home care|advice|recommendation|plan|outcome|self[\s-]?care|lifestyle|at home|education|teaching|leaflet|discharge information|counsel+ing|precaution/i,
    "instructions",
  ],
  [
    /procedure|operation|surgery|treatment|intervention|management|hospital course|course in hospital|course\b/i,
    "procedures",
  ],
  [/finding|result|lab|investigation|imaging|test|x-ray|radiograph|\bscan\b|\bmri\b|\bct\b|ultrasound/i, "findings"],
  [/history|hpi|background|subjective|interval/i, "history"],
];

/** The header fields a heading that starts with "Patient" can name; any other "Patient …" is read by its other words. */
const PATIENT_FIELD =
  /^patient(?:'s|’s)?(?:\s+(?:name|id|identifier|no\.?|number|details|demographics|label|address|dob|mrn|nhs(?: number)?))?$/i;

/**
 * A heading's family, from its words. "Patient instructions", "Patient education" or "Patient plan" is read by what
 * follows "Patient" (issue 18: any heading starting with "patient" was a header field, and its warnings were lost).
 */
export function headingFamily(label: string): HeadingFamily | undefined {
  const text = label.trim().replace(/\s+/g, " ");
  const rest = text.match(/^patient(?:'s|’s)?\s+(.+)$/i)?.[1];
  if (rest && !PATIENT_FIELD.test(text)) return headingFamily(rest);
  return HEADING_FAMILIES.find(([re]) => re.test(text))?.[1];
}

/** "30 mg/L", "4.2 mg/mmol", "45 mL/min": a measured level, not a dose. */
const PER_MEASURE = String.raw`(?!\s*\/\s*(?:[dD]?[lL]|m[lL]|mmol|mol|min|24\s*h)\b)`;
const DOSE = new RegExp(
  String.raw`\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|micrograms?|g|ml|mL|units?|puffs?|tablets?|drops?)\b${PER_MEASURE}`,
  "i",
);
/** "Paracetamol 1 g every 6 hours": a medicine line without a verb, in a plan. "Urine albumin 30 mg/L" is a result. */
export const STARTS_WITH_DOSE = new RegExp(
  String.raw`^(?!(?:[Uu]rin|[Ss]erum|[Bb]lood|[Pp]lasma|[Ss]tool|[Ss]putum|CSF|[Cc]reatinine))[A-Z][A-Za-z-]+(?:\s+[a-z]+)?\s+\d+(?:\.\d+)?\s?(?:mg|mcg|micrograms?|g|mL|ml|units?)\b${PER_MEASURE}`,
);
/** "Bendroflumethiazide - STOP (raises urate)", "EpiPen 300 micrograms - NEW": a list's status mark, in capitals. */
const STATUS_MARKER = /\s[-–]\s(?:NEW|STOP(?:PED)?|CONTINUED?|CHANGED)\b|\((?:NEW|STOP(?:PED)?|CONTINUED?|CHANGED)\b/;
/** A name the list marks without a dose ("Bendroflumethiazide - STOP"), known to the engine or not. */
const MARKED_NAME = /^[A-Z][a-z][A-Za-z-]+(?: [a-z]+)?\s[-–]\s(?:NEW|STOP(?:PED)?|CONTINUED?|CHANGED)\b/;
/** A list entry that leads with a medicine's name and its change: "Naproxen - STOPPED", "Dexamethasone - stop now". */
export const namesItsChange = (line: string): boolean => MARKED_NAME.test(line) || NAME_THEN_ACTION.test(line);

/** A plan's item that leads with the name and says what to do after a dash: "Dexamethasone - stop now". */
const NAME_THEN_ACTION = /^[A-Z][a-z][A-Za-z-]+\s[-–]\s(?:new|stop(?:ped)?|continued?|changed|start(?:ed)?)\b/;
/** How often: a dose with one is a regimen to follow, not a dose given once. */
const REGIMEN =
  /\b(?:daily|once a day|twice a day|(?:three|four) times a day|every \d+ hours|at night|a week|OD|BD|BID|TDS|TID|QDS|QID|nocte|mane|PRN)\b/i;
/**
 * A medicine started years ago is history, not a change: "aspirin, which you started in 2021", "Started ramipril in
 * Aug." (a clinic note's history).
 */
const PAST =
  /\b(?:which|that) (?:you|she|he|they|was|were|had been|has been) (?:started|stopped)\b|\bsince (?:we|you|i|she|he|they) (?:started|stopped|began)\b|\bin (?:19|20)\d\d\b|^(?:started|stopped|began|was started|was stopped) [a-z-]+ (?:in|on|since|last) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:started|stopped|began|commenced|prescribed)\b[^.;]*\b(?:\d+|a|one|two|three|four|six|a few|several) (?:days?|weeks?|months?|years?) ago\b|\b(?:started|stopped|began|commenced|prescribed)\b[^.;]*\b(?:at (?:that|the|your|his|her) (?:last |previous )?(?:visit|appointment)|before (?:this |the |his |her |your )?admission)\b/i;
export const MEDICATION_VERB =
  /^(?:start|take|stop|increase|reduce|decrease|continue|change|switch|use|give|commence|keep (?:taking|using)|carry on)\b|\b(?:'ll|will|going to|want to|like to|let's|let us)\s+(?:start|stop|continue|increase|reduce|decrease|change|switch|prescribe|try|give)\b|\b(?:have |has |was |were |been |is )?(?:started|stopped|increased|reduced|decreased|switched|changed|continued|restarted|discontinued|commenced|prescribed|initiated)\b|\b(?:should|must|will|can|may|to) (?:stop|start|continue|take|discontinue|commence|keep taking|keep using)\b/i;

/** "Mirabegron could be considered later - not started today": a medicine thought of, not one to take. */
export const NOT_NOW =
  /\b(?:could|might|may|can) be (?:considered|tried|offered|discussed)\b|\bnot (?:yet )?(?:been )?started(?: today)?\b|\bconsider(?:ing)? (?:starting|adding|a trial of)\b/i;

/** An allergy or intolerance named in a sentence: "allergic to penicillin", "codeine intolerance", "anaphylaxis". */
export const ALLERGY = /\ballerg(?:y|ies|ic)\b|\banaphyla|\bintoleran(?:t|ce)\b|\bNKDA\b/i;

/**
 * A sentence about a test, a sample or an arrangement: after a medicine it is not part of the medicine's line ("Bring a
 * urine sample to the practice" is not how to take metformin).
 */
export const NOT_ABOUT_TAKING =
  /\b(?:urine|blood tests?|bloods|sample|specimen|scan|x-ray|ecg|screening|exam(?:ination)?|appointment|clinic|optician|practice|arrange|book|refer(?:ral)?)\b/i;

/** Tests a plan books for later; "potassium" here is a blood level, not the medicine. */
const TEST_TO_COME =
  /\b(?:blood tests?|bloods|kidney function|liver function|potassium|sodium|cholesterol|hba1c|thyroid function|u&e|urine test|check|scan|x-ray|ecg)\b/;

/** A sign, an arrow, and who to turn to: a notes' shorthand for "if …, call …". */
export const ARROW_TO_HELP =
  /\S\s*(?:-+>|→|=>)\s*(?:call|phone|ring|contact|see|attend|go to|seek|return|come back|(?:bring|take) (?:him|her|them|you|your child|the child) (?:to|back)|999|111|911|112|A&E|ED\b|GP\b|urgent|same[- ]day|ambulance|emergency)/i;

/**
 * "Black stools or blood in the urine: call the GP surgery urgently": a sign, a colon, and who to turn to; "…: stop
 * lithium and go to A&E", "…: come back to ED" as well.
 */
export const SIGN_THEN_HELP =
  /^[^:]{3,160}:\s*(?:please\s+)?(?:stop [^.:]{0,60}?\band (?:then )?)?(?:call|phone|ring|dial|contact|go (?:straight )?to|come (?:straight )?back|come straight|return|tell|see|seek|attend|give [^.]{0,60}\b(?:and|then) (?:call|phone|ring|tell|contact))\b[^.]*\b(?:911|999|111|112|a&e|ed|er|emergency|gp|surgery|doctor|ambulance|hospital|ward|team|nurse|practice|midwife|clinician|hotline|helpline|urgent(?:ly)?|same day|straight away|immediately)\b/i;

/**
 * "Chest pain or cough - call 999", "Pain not controlled by these medicines - phone the Haematology Day Unit": a sign,
 * a dash, and an urgent line to turn to (issue 18). Narrower than the colon's form: a list's "Ramipril - see GP in 2
 * weeks" is no warning.
 */
const SIGN_DASH_HELP =
  /^[^:]{3,160}?\s[-–]+\s*(?:please\s+)?(?:call|phone|ring|dial|contact|go (?:straight )?to|seek|attend|return to)\b[^.]*\b(?:911|999|111|112|a&e|ambulance|hospital|emergency|urgent(?:ly)?|same day|straight away|immediately|day unit|helpline|hotline|triage)\b/i;

/** Turning to someone for help: "call the ward", "take him to A&E", "see your GP" (issue 18: the last two were missed). */
const HELP_ACTION =
  /\b(?:call|phone|contact|ring|go to|come back|return|seek|get|take (?:him|her|them|your child|the child) to|(?:come|go) straight to)\b[^.]*\b(?:911|999|988|112|111|emergency|ambulance|urgent|doctors?|clinic|surgery|us|gp|pcp|ward|help|straight away|same day|nurses?|team|midwi(?:fe|ves)|hospital|department|practice|office|specialists?|a&e|er|ed|advice|attention|hotline|helpline|triage)\b|\bcontact you\b|\bsee (?:your|a|the) (?:gp|doctor|pcp|nurse|midwife|pharmacist)\b|\b(?:call|phone|ring)\s+if\b/i;

/** Whether a sentence tells the patient to turn to someone for help, with or without a condition of its own. */
export const asksForHelp = (sentence: string): boolean => HELP_ACTION.test(sentence);

/** Cues for sentences of text without headings, and for actions inside a mixed section (a plan, an impression). */
const SENTENCE_TOPICS: Array<[(s: string) => boolean, Topic]> = [
  // A clinic note's safety-net written with arrows: "Cough with blood -> see GP urgently", "Safety-net: …".
  [
    (s) =>
      ARROW_TO_HELP.test(s) ||
      SIGN_THEN_HELP.test(s) ||
      SIGN_DASH_HELP.test(s) ||
      // "Fever of 38C or more - this is an emergency": a sign said to be one.
      /\b(?:is|are) (?:a medical |an )emergency\b/i.test(s) ||
      /^safety[\s-]?net(?:ting)?\b/i.test(s),
    "warnings",
  ],
  // "Should the numbness get worse, he should contact the surgery": a condition may be said with "should" first.
  // "He knows to report blood in his urine or fainting straight away": what to report, and how soon.
  [(s) => /\breport\b[^.]*\b(?:straight away|immediately|urgently|at once|the same day)\b/i.test(s), "warnings"],
  // "Any bleeding that will not stop, come straight to hospital": the signs first, then where to go.
  [(s) => asksForHelp(s) && /\bif\b|\bwhen\b|^should\b|^any\b[^.]*,/i.test(s), "warnings"],
  // "Seek urgent help (999) for: worsening breathlessness …", "Contact GP for: heavier periods": who, then the signs.
  [(s) => /^(?:please\s+)?(?:seek|get|call|phone|ring|contact|go|see|tell)\b[^.:]{0,60}\bfor\s*:/i.test(s), "warnings"],
  // "Call 911 for fainting", "Return to the ER right away for: fever …": an emergency line and what it is for.
  [
    (s) =>
      /\b(?:call|dial|phone|ring)\s+(?:911|999|112|an ambulance)\b(?!\s+(?:said|was|were|had|came|arrived|crew|took))/i.test(
        s,
      ) && !/\b(?:called|phoned|rang|dialled|dialed)\b/i.test(s),
    "warnings",
  ],
  [
    (s) =>
      /\b(?:return|come back|go back|go|get back)\s+(?:straight\s+)?to\s+(?:[^.]{0,40}?\bor\s+)?(?:the\s+)?(?:nearest\s+)?(?:er|ed|a&e|emergency(?: room| department)?|hospital)\b[^.]*\bfor\b/i.test(
        s,
      ),
    "warnings",
  ],
  // "Tell your GP if you get muscle aches", "She should see you urgently if she develops palpitations" (a letter to
  // the GP), "if BP above 180/120 with headache - same-day care (111 or A&E)": a condition and who to turn to.
  [
    (s) =>
      /\bif\b/i.test(s) &&
      (/\b(?:tell|inform)\b[^.]*\b(?:gp|doctor|nurse|team|pharmacist|midwife|us|dentist)\b/i.test(s) ||
        /\bsee (?:you|us|your gp|your doctor|a doctor)\b[^.]*\b(?:urgently|straight away|immediately|same day|at once|within (?:\d+|24|48) hours)\b/i.test(
          s,
        ) ||
        // "… she must be seen the same day": who sees her is left unsaid, the urgency is not.
        /\b(?:be|being|get) seen\b[^.]*\b(?:urgently|straight away|immediately|same day|today|at once|within (?:\d+|24|48) hours)\b/i.test(
          s,
        ) ||
        /\b(?:111|999|911|112|A&E)\b|\bsame[- ]day care\b|\bemergency department\b/i.test(s)),
    "warnings",
  ],
  // "Come back if you're not better in 48 hours": coming back is the action, whoever it is to.
  [
    (s) =>
      /\b(?:come back|go back|return|get help|seek help)\b[^.]*\bif\b|^if\b[^.]*\b(?:come back|return|bring (?:her|him|them|your child|the child) back)\b/i.test(
        s,
      ),
    "warnings",
  ],
  [
    (s) =>
      (((DOSE.test(s) || medicationName(s) !== undefined) && MEDICATION_VERB.test(s)) ||
        (DOSE.test(s) && REGIMEN.test(s)) ||
        STARTS_WITH_DOSE.test(s) ||
        (STATUS_MARKER.test(s) && (medicationName(s) !== undefined || MARKED_NAME.test(s))) ||
        NAME_THEN_ACTION.test(s)) &&
      !PAST.test(s),
    "medications",
  ],
  // After medicines: "Start cetirizine 10 mg daily for hay fever allergy" is a medicine to take.
  [(s) => ALLERGY.test(s), "allergies"],
  [
    (s) =>
      !/\bno (?:further )?follow[\s-]?up\b/i.test(s) &&
      /follow[\s-]?up|\bappointment\b|\bbooked\b|\bnext (?:[a-z-]+ ){0,2}(?:visit|appointment|review|check(?:-up)?)\b|\b(?:review|visit|appointment|clinic|phone|call|check)\b[^.]*\b\d{1,2}\s*\/\s*(?:52|12)\b|\bwill (?:phone|telephone|call|ring)\b[^.]*\bin (?:\d+|a|one|two) (?:days?|weeks?|months?)\b|\b(?:arrange|book|organi[sz]e|schedule)\b[^.]*\b(?:in \d+ (?:days?|weeks?|months?|years?)|next (?:week|month|year)|before your next)\b|\bnext visit\b|\b(?:come back|come and see (?:me|us)|(?:see|review) (?:you|her|him|them)|recheck)\b[^.]*\bin \d+ (?:hours?|days?|weeks?|months?)\b|\breview (?:in|with)\b|\bsee (?:you|her|him|them) again\b|\bclinic in\b|\brepeat\b[^.]*\bin \d|\bwill (?:phone|telephone|call|ring|write to) (?:you|him|her|them)\b|\breferral made\b|\bhave been referred\b|\bbook a review\b/i.test(
        s,
      ),
    "followup",
  ],
  // "Kidney function and potassium in one week": a test to come, said without "repeat" or "book" (issue 18).
  [
    (s) =>
      new RegExp(`${TEST_TO_COME.source}[^.]*\\bin \\d+ (?:days?|weeks?|months?)\\b`, "i").test(s) &&
      !/\b(?:was|were|fell|rose|had|has been|went|came)\b/i.test(s) &&
      // A medicine named in it makes it about the medicine, or a recogniser's guess at a word it did not know.
      medicationName(s.replace(new RegExp(TEST_TO_COME.source, "gi"), "")) === undefined,
    "followup",
  ],
  [(s) => /diagnos|\bimpression\b|\bfound to have\b|\bconsistent with\b|\bconfirmed\b/i.test(s), "diagnosis"],
  [
    (s) =>
      /\b(?:underwent|performed|placed|received|was given|were given|treated|surgery|procedure|operation)\b/i.test(s) &&
      // "before planned cataract surgery" is to come, not what was done.
      !/\b(?:planned|awaiting|scheduled|upcoming|booked for|listed for)\b/i.test(s),
    "procedures",
  ],
  [(s) => /\b(?:showed|revealed|demonstrated|normal|elevated|level|scan|x-ray|ecg|result)\b/i.test(s), "findings"],
  [
    (s) =>
      /\b(?:avoid|rest|walk|diet|eat|drink|shower|lift|exercises?|keep|cut down|drive|driving|kneel|ice pack|do not|don't)\b|^advice\b/i.test(
        s,
      ) &&
      // "She reports reduced exercise tolerance" tells what happened; it asks nothing of the patient.
      !/\b(?:reports?|describes?|complains?|denies|noticed|experienced)\b/i.test(s),
    "instructions",
  ],
];

export function sentenceTopic(sentence: string, fallback: Topic): Topic {
  return SENTENCE_TOPICS.find(([test]) => test(sentence))?.[1] ?? fallback;
}

/** Safety-critical items named inside another section (a plan, an impression) move to their own section. */
const ACTION_TOPICS = new Set<Topic>(["warnings", "medications", "allergies", "followup"]);

export function actionTopic(sentence: string): Topic | undefined {
  const topic = sentenceTopic(sentence, "history");
  return ACTION_TOPICS.has(topic) ? topic : undefined;
}

/** Which topics a template heading asks for, from its words ("Why you were in hospital" → diagnosis, history). */
export function topicsForTemplateHeading(heading: string): Topic[] {
  const h = heading.toLowerCase();
  const topics: Topic[] = [];
  if (/why|reason|came in|what was wrong|diagnos|in hospital|talked about|chief|assessment/.test(h))
    topics.push("diagnosis");
  if (/talked about|history|why|background|subjective|interval/.test(h)) topics.push("history");
  if (/found|showed|result|tests? you had|what your results|findings|objective|examination/.test(h))
    topics.push("findings");
  if (/what your results mean|what this means/.test(h)) topics.push("diagnosis");
  if (/what we did|what was done|treatment|procedure|what happened|operation/.test(h) && !/^why\b/.test(h))
    topics.push("procedures");
  // The allergies stand first under the medicines: what not to take, before what to take.
  if (/medicine|medication|tablet|pain and medicines/.test(h)) topics.push("allergies", "medications");
  if (/home|looking after|care for yourself|activity|diet|plan|next steps|what to do/.test(h))
    topics.push("instructions");
  if (/get help|warning|side effects to watch|when to call|danger/.test(h)) topics.push("warnings");
  if (/follow|appointment|next visit|what happens next|next steps/.test(h)) topics.push("followup");
  return topics;
}

/** `## Heading` lines of a template, in order; the engine writes one section per heading. */
export function templateHeadings(template: string): string[] {
  return template
    .split("\n")
    .map((l) => l.match(/^#{1,3}\s+(.+)$/)?.[1]?.trim())
    .filter((h): h is string => Boolean(h));
}

export const DEFAULT_HEADINGS = [
  "Why you were seen",
  "What we found",
  "What we did",
  "Your medicines",
  "Looking after yourself at home",
  "When to get help",
  "Your follow-up appointments",
];

/** The default template's hospital wording, said the way each kind of document needs it. */
const ADAPTED_HEADINGS: Record<string, Partial<Record<DocumentKind, string>>> = {
  "why you were in hospital": {
    ed_visit: "Why you came to the emergency department",
    consultation_letter: "Why you were seen",
    imaging_report: "Why you had the scan",
    clinic_note: "Why you were seen",
    lab_results: "Why you had these tests",
    operative_note: "Why you had the operation",
    other: "Why you were seen",
  },
  "why you were seen": {
    discharge: "Why you were in hospital",
    imaging_report: "Why you had the scan",
    lab_results: "Why you had these tests",
    operative_note: "Why you had the operation",
  },
  "what we found": { imaging_report: "What the scan showed", lab_results: "What your results mean" },
  "what we did": { operative_note: "What was done" },
};

export function adaptHeading(heading: string, kind: DocumentKind): string {
  return ADAPTED_HEADINGS[heading.toLowerCase()]?.[kind] ?? heading;
}

/** The kind of document, from its title and headings; the first rule that holds wins. */
const DOCUMENT_RULES: Array<[RegExp, DocumentKind]> = [
  [/operative note|operation note|^\s*procedure:|an(?:a)?esthesia:/im, "operative_note"],
  [/radiology|^\s*technique:|^\s*exam:\s*(?:ct|mri|x-ray|ultrasound)/im, "imaging_report"],
  [/emergency department|^\s*ed course|\bed physician\b/im, "ed_visit"],
  [/discharge summary|date of discharge|discharge date|hospital course|course in hospital/i, "discharge"],
  [/results letter|results of (?:the|your) (?:blood )?tests|blood test results/i, "lab_results"],
  [/^\s*dear dr\b|thank you for referring/im, "consultation_letter"],
  [/clinic|review|consultation|surgery|outpatient/i, "clinic_note"],
];

/** The title (the first lines) decides first; then the first part of the record. */
const TITLE_WINDOW = 300;
const KIND_WINDOW = 4000;

export function documentKind(source: string): DocumentKind {
  const title = source.trimStart().slice(0, TITLE_WINDOW);
  const head = source.slice(0, KIND_WINDOW);
  return (
    DOCUMENT_RULES.find(([re]) => re.test(title))?.[1] ?? DOCUMENT_RULES.find(([re]) => re.test(head))?.[1] ?? "other"
  );
}
