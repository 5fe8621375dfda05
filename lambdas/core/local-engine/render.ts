import type { StructuredSummary } from "./structure";

/**
 * Placeholder until the engine branch (h/engine) lands its renderer with the same signature; on merge theirs wins.
 * Writes each kind's sentences and the three lists under plain headings.
 */
export function renderSummary(s: StructuredSummary, _template: string): string {
  const blocks: string[] = [];
  for (const section of s.sections) blocks.push(`## ${section.kind}\n${section.sentences.join("\n")}`);
  if (s.medications.length > 0) {
    const lines = s.medications.map(
      (m) =>
        `- ${m.status.toUpperCase()}: ${[m.name, m.dose, m.route, m.frequency, m.duration].filter(Boolean).join(" ")}.${m.note ? ` ${m.note}.` : ""}`,
    );
    blocks.push(`## Your medicines\n${lines.join("\n")}`);
  }
  if (s.warningSigns.length > 0)
    blocks.push(`## When to get help\n${s.warningSigns.map((w) => `- ${w.text}`).join("\n")}`);
  if (s.followUps.length > 0)
    blocks.push(`## Your follow-up appointments\n${s.followUps.map((f) => `- ${f.text}`).join("\n")}`);
  return blocks.join("\n\n");
}
