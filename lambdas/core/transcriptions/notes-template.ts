import { SUBJECTIVE, type Topic } from "./notes-topics";

/** The clinician's clinical template as the offline draft fills it: its sections, and which topics each collects. */

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

export interface TemplateSection {
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

/**
 * Where each topic's sentences go in these sections: the first that collects the topic, or the nearest kin's. A chief
 * complaint section takes only the first complaint when another section collects the rest.
 */
export function sectionChooser(sections: TemplateSection[]): (topic: Topic) => number {
  const chiefIndex = sections.findIndex((s) => CHIEF.test(s.heading) && s.topics.has("complaint"));
  let chiefFilled = false;
  return (topic) => {
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
}
