/** What a sentence of a clinical document is about, so it lands under the right template heading. */
export type Topic =
  | "diagnosis"
  | "history"
  | "findings"
  | "procedures"
  | "medications"
  | "instructions"
  | "warnings"
  | "followup";

const HEADING_TOPICS: Array<[RegExp, Topic]> = [
  [
    /diagnos|impression|assessment|problem|reason for (?:admission|visit|referral)|chief complaint|presenting complaint/i,
    "diagnosis",
  ],
  [/medication|medicine|drugs|prescription|\brx\b/i, "medications"],
  [/follow[\s-]?up|appointment|next visit|review date/i, "followup"],
  [/warning|precaution|red flag|seek (?:medical|help)|when to (?:call|seek|return)|return to/i, "warnings"],
  [/instruction|activity|diet|wound|home care|advice|recommendation|plan|self[\s-]?care|lifestyle/i, "instructions"],
  [/procedure|operation|surgery|treatment|intervention|management|hospital course|course in hospital/i, "procedures"],
  [/finding|result|lab|investigation|imaging|examination|exam\b|vital|test/i, "findings"],
  [/history|hpi|background|presentation|subjective/i, "history"],
];

const SENTENCE_TOPICS: Array<[RegExp, Topic]> = [
  [
    /\b\d+(?:\.\d+)?\s?(?:mg|mcg|g|ml|units?)\b|\btablets?\b|\b(?:daily|twice|once a day|bid|tid|prn)\b/i,
    "medications",
  ],
  [/\b(?:call|return|seek|go to|come back)\b.*\bif\b|\bif you (?:notice|have|develop|feel|get)\b/i, "warnings"],
  [
    /follow[\s-]?up|\bappointment\b|\bsee (?:your|the|dr)\b|\breview in\b|\bclinic in\b|\bweeks?\b.*\b(?:clinic|review)\b/i,
    "followup",
  ],
  [/diagnos|\bimpression\b|\bfound to have\b|\bconsistent with\b/i, "diagnosis"],
  [/\b(?:underwent|performed|placed|received|was given|treated|started on|stent|surgery|procedure)\b/i, "procedures"],
  [/\b(?:showed|revealed|demonstrated|normal|elevated|level|count|scan|x-ray|ecg|echo|result)\b/i, "findings"],
  [/\b(?:avoid|rest|walk|diet|eat|drink|shower|lift|exercise|keep)\b/i, "instructions"],
];

/** A heading line: "MEDICATIONS:", "Discharge Diagnosis:", or a short ALL-CAPS line. */
export function headingTopic(line: string): Topic | undefined {
  const trimmed = line.trim();
  const label = trimmed.match(/^([A-Za-z][A-Za-z /&-]{2,60}):\s*(.*)$/);
  const isCaps = trimmed.length <= 60 && trimmed === trimmed.toUpperCase() && /[A-Z]{3}/.test(trimmed);
  const text = label ? label[1] : isCaps ? trimmed : undefined;
  if (!text) return undefined;
  return HEADING_TOPICS.find(([re]) => re.test(text))?.[1];
}

export function sentenceTopic(sentence: string, fallback: Topic): Topic {
  return SENTENCE_TOPICS.find(([re]) => re.test(sentence))?.[1] ?? fallback;
}

/** Which topics a template heading asks for, from its words ("Why you were in hospital" → diagnosis, history). */
export function topicsForTemplateHeading(heading: string): Topic[] {
  const h = heading.toLowerCase();
  const topics: Topic[] = [];
  if (/why|reason|came in|what was wrong|diagnos|in hospital|talked about|chief|assessment/.test(h))
    topics.push("diagnosis");
  if (/talked about|history|why|background|subjective|interval/.test(h)) topics.push("history");
  if (/found|result|tests? you had|what your results|findings|objective|examination/.test(h)) topics.push("findings");
  if (/what your results mean|what this means/.test(h)) topics.push("diagnosis");
  if (/what we did|what was done|treatment|procedure|what happened/.test(h)) topics.push("procedures");
  if (/medicine|medication|tablet|pain and medicines/.test(h)) topics.push("medications");
  if (/home|looking after|care for yourself|activity|diet|plan|next steps|what to do/.test(h))
    topics.push("instructions");
  if (/get help|warning|side effects to watch|when to call|danger/.test(h)) topics.push("warnings");
  if (/follow|appointment|next visit|what happens next/.test(h)) topics.push("followup");
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
