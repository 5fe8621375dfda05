import {
  blankMessage,
  type CustomTemplate,
  customTemplateChoice,
  type Preset,
  type TemplateKind,
} from "#contracts/templates";
import presetData from "../../data/template-presets.json";
import { InvalidInput } from "../shared/errors";

/** The spec's rule: a name containing 'clinical' or 'soap' (any case) is a clinical-notes template. */
export function kindOfName(name: string): TemplateKind {
  return /clinical|soap/i.test(name) ? "clinical" : "summary";
}

/** Names are unique per user and kind ignoring case and spacing, so "SOAP  short" equals "soap short". */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

export const PRESETS_VERSION: number = presetData.version;

let sortedPresets: Preset[] | undefined;

/**
 * The active presets by name, sorted on first use rather than at import: the first localeCompare loads ICU's
 * collator (about 9 ms of CPU), which every function importing this module would otherwise pay at cold start.
 */
export function presets(): Preset[] {
  sortedPresets ??= presetData.presets
    .filter((p) => p.isActive)
    .map(({ id, name, description, content }) => ({ id, name, description, content, kind: kindOfName(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return sortedPresets;
}

export function presetsOfKind(kind: TemplateKind): Preset[] {
  return presets().filter((p) => p.kind === kind);
}

export interface NewTemplate {
  name: string;
  content: string;
  kind: TemplateKind;
}

/** The dialog a template was saved from decides its kind; without one, the spec's name rule does. */
export function newTemplateFrom(input: { name: string; content: string; kind?: TemplateKind }): NewTemplate {
  const kind = input.kind ?? kindOfName(input.name);
  const name = input.name.trim().replace(/\s+/g, " ");
  const content = input.content.trim();
  if (!name || !content) throw new InvalidInput(blankMessage(kind));
  return { name, content, kind };
}

/** True when `choice` names something the user can select for this kind: a preset, free text, or a saved template. */
export function isKnownTemplateChoice(choice: string, kind: TemplateKind, custom: CustomTemplate[]): boolean {
  if (choice === "custom") return true;
  if (presetsOfKind(kind).some((p) => p.id === choice)) return true;
  return custom.some((t) => t.kind === kind && customTemplateChoice(t.id) === choice);
}

/** The template text a generation uses: a preset, the free text, or a saved template (falls back to the default). */
export function resolveTemplate(
  kind: TemplateKind,
  choice: string,
  customText: string,
  custom: CustomTemplate[],
): { name: string; content: string } {
  if (choice === "custom" && customText.trim()) return { name: "Custom", content: customText };
  const saved = custom.find((t) => t.kind === kind && customTemplateChoice(t.id) === choice);
  if (saved) return { name: saved.name, content: saved.content };
  const preset =
    presetsOfKind(kind).find((p) => p.id === choice) ??
    presetsOfKind(kind).find((p) => p.id === (kind === "summary" ? "discharge_summary" : "soap_format"));
  return { name: preset?.name ?? "Summary", content: preset?.content ?? "" };
}
