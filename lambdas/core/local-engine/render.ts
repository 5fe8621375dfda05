import { STATUS_LABEL } from "./medications";
import { adaptHeading, DEFAULT_HEADINGS, type Topic, templateHeadings, topicsForTemplateHeading } from "./sections";
import type { Medication, StructuredSummary } from "./structure";

/**
 * The one renderer both engines feed: a structured summary into the light Markdown the web shows
 * (web/src/components/SummaryText.tsx: `## ` headings, `- ` list items, one paragraph per line). Each template
 * heading gets the content of its topics; headings of the default template are worded for the kind of document
 * (an imaging report's "What the scan showed"); a heading with nothing to say is left out, never filled with a
 * claim that the document is silent. Content the template has no heading for goes under a standard heading at the
 * end. Medicines, follow-ups and warning signs are lists, each entry whole; no list is capped.
 */

/** A medicine of the offline engine carries its own plain line; one from a model is written from its fields. */
type RenderedMedication = Medication & { text?: string; marked?: boolean };

function medicationLine(m: RenderedMedication): string {
  const said =
    m.text ??
    `${[m.name, m.dose, m.route, m.frequency, m.duration].filter(Boolean).join(" ")}.${m.note ? ` ${m.note}.` : ""}`;
  const label = m.marked === false ? "" : `${STATUS_LABEL[m.status]}: `;
  return `${label}${said}`;
}

interface Block {
  heading: string;
  lines: string[];
}

function contentFor(topic: Topic, s: StructuredSummary): string[] {
  if (topic === "medications") {
    return s.medications.filter((m) => m.setting === "home").map((m) => `- ${medicationLine(m)}`);
  }
  if (topic === "followup") {
    const said = s.sections.filter((x) => x.kind === "followup").flatMap((x) => x.sentences);
    return [...s.followUps.map((f) => `- ${f.text}`), ...said];
  }
  if (topic === "allergies") {
    return s.sections.filter((x) => x.kind === "allergies").flatMap((x) => x.sentences.map((a) => `- ${a}`));
  }
  if (topic === "warnings") {
    const said = s.sections.filter((x) => x.kind === "warnings").flatMap((x) => x.sentences);
    return [...s.warningSigns.map((w) => `- ${w.text}`), ...said];
  }
  const lines = s.sections.filter((x) => x.kind === topic).flatMap((x) => x.sentences);
  if (topic === "procedures") {
    const hospital = s.medications.filter((m) => m.setting === "hospital");
    if (hospital.length > 0) {
      const named = hospital.map((m) => [m.name, m.dose, m.route].filter(Boolean).join(" "));
      lines.push(`In hospital only (not for home): ${named.join(", ")}.`);
    }
  }
  return lines;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each explained term gets its meaning once, after its first use in the text. */
function explainFirstUse(lines: string[], explained: StructuredSummary["explained"]): string[] {
  const pending = explained.map((e) => ({ ...e, re: new RegExp(`\\b${escapeRegExp(e.term)}\\b`, "i") }));
  return lines.map((line) => {
    if (line.startsWith("## ") || pending.length === 0) return line;
    let out = line;
    for (let i = 0; i < pending.length; ) {
      const m = pending[i].re.exec(out);
      if (!m) {
        i++;
        continue;
      }
      const at = m.index + m[0].length;
      const before = out.slice(0, m.index);
      const insideBrackets = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
      // Itself in brackets: explained where it next appears. Already explained by the document: nothing to add.
      if (insideBrackets) {
        i++;
        continue;
      }
      if (!/^\s*\(/.test(out.slice(at))) out = `${out.slice(0, at)} (${pending[i].meaning})${out.slice(at)}`;
      pending.splice(i, 1);
    }
    return out;
  });
}

/** A bracket that is only a meaning: short, no number, nothing the patient must do or not do. */
const MEANING_BRACKET = /\s\(([a-z][a-z' -]*)\)/gi;
const INSTRUCTION_WORD = /\b(?:not|no|do|don't|never|only|stop|avoid|take|call|both)\b/i;

/** A meaning already given in brackets is not given again ("Bone health (thinning bones) clinic" after "Osteoporosis (thinning bones)"). */
function sayMeaningsOnce(lines: string[]): string[] {
  const given = new Set<string>();
  return lines.map((line) => {
    if (line.startsWith("## ")) return line;
    return line.replace(MEANING_BRACKET, (whole, meaning: string) => {
      const key = meaning.toLowerCase();
      if (meaning.split(" ").length > 4 || INSTRUCTION_WORD.test(meaning)) return whole;
      if (given.has(key)) return "";
      given.add(key);
      return whole;
    });
  });
}

export function renderSummary(s: StructuredSummary, template: string): string {
  const own = templateHeadings(template);
  const headings = (own.length > 0 ? own : DEFAULT_HEADINGS).map((h) => adaptHeading(h, s.documentKind));
  const placed = new Set<Topic>();
  const blocks: Block[] = [];
  for (const heading of headings) {
    const topics = topicsForTemplateHeading(heading).filter((t) => !placed.has(t));
    for (const t of topics) placed.add(t);
    blocks.push({ heading, lines: topics.flatMap((t) => contentFor(t, s)) });
  }
  for (const heading of DEFAULT_HEADINGS) {
    const topics = topicsForTemplateHeading(heading).filter((t) => !placed.has(t));
    for (const t of topics) placed.add(t);
    const lines = topics.flatMap((t) => contentFor(t, s));
    if (lines.length > 0) blocks.push({ heading: adaptHeading(heading, s.documentKind), lines });
  }
  const out: string[] = [];
  for (const block of blocks) {
    if (block.lines.length === 0) continue;
    if (out.length > 0) out.push("");
    out.push(`## ${block.heading}`, ...block.lines);
  }
  return sayMeaningsOnce(explainFirstUse(out, s.explained)).join("\n");
}
