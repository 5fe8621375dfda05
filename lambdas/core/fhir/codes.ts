import type { CodeableConcept, Coding } from "@medplum/fhirtypes";

/** Code systems and codes of the FHIR R4 export (decision 396 says where each comes from). */
export const LOINC = "http://loinc.org";
const US_CORE_CATEGORY = "http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category";
const DATA_OPERATION = "http://terminology.hl7.org/CodeSystem/v3-DataOperation";
const PARTICIPANT_TYPE = "http://terminology.hl7.org/CodeSystem/provenance-participant-type";
/** HL7 AI Transparency on FHIR: the AI device type code system (AIDevice profile, Provenance AI agent role). */
export const AI_DEVICE_TYPE = "http://hl7.org/fhir/uv/aitransparency/CodeSystem/AIdeviceTypeCS";
/** The IG's extension for the more specific kind of AI a Device is. */
export const AI_KIND_EXTENSION = "http://hl7.org/fhir/uv/aitransparency/StructureDefinition/aitransparency.AIKind";

/** `AIAST` "Artificial Intelligence asserted": the IG's one label for resources AI produced (meta.security). */
export const AI_ASSERTED: Coding = {
  system: "http://terminology.hl7.org/CodeSystem/v3-ObservationValue",
  code: "AIAST",
  display: "Artificial Intelligence asserted",
};

const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

/** US Core clinical note types (LOINC document codes) the product's texts map to. */
export const NOTE_TYPES = {
  progress: loinc("11506-3", "Progress note"),
  historyAndPhysical: loinc("34117-2", "History and physical note"),
  referral: loinc("57133-1", "Referral note"),
  episodeSummary: loinc("34133-9", "Summary of episode note"),
} as const;

/**
 * Clinical notes' type from the clinical template they were written with (the preset's name is on the notes).
 * SOAP and progress notes are visit notes; a custom template is a consultation's note too, so it is one as well.
 */
export function clinicalNoteType(templateName: string): Coding {
  switch (templateName.trim().toLowerCase()) {
    case "clinical history and physical":
      return NOTE_TYPES.historyAndPhysical;
    case "clinical referral letter":
      return NOTE_TYPES.referral;
    default:
      return NOTE_TYPES.progress;
  }
}

/** The patient summary, whatever summary template wrote it: a plain-language account of the episode, not its record. */
export const patientSummaryType = (): CodeableConcept => ({
  coding: [NOTE_TYPES.episodeSummary],
  text: "Patient summary (plain language)",
});

export const clinicalNoteCategory = (): CodeableConcept => ({
  coding: [{ system: US_CORE_CATEGORY, code: "clinical-note", display: "Clinical Note" }],
});

/** LOINC section codes for the SOAP headings (and a combined assessment and plan); other headings go uncoded. */
const SECTION_CODES: Record<string, Coding> = {
  subjective: loinc("61150-9", "Subjective Narrative"),
  objective: loinc("61149-1", "Objective Narrative"),
  assessment: loinc("51848-0", "Assessment note"),
  plan: loinc("18776-5", "Plan of care note"),
  "assessment and plan": loinc("51847-2", "Assessment + Plan note"),
};

export function sectionCode(heading: string): Coding | undefined {
  const key = heading
    .trim()
    .toLowerCase()
    .replace(/[:.]+$/, "")
    .replace(/\s*&\s*/g, " and ")
    .replace(/\s+/g, " ");
  return Object.hasOwn(SECTION_CODES, key) ? SECTION_CODES[key] : undefined;
}

export const createActivity = (): CodeableConcept => ({
  coding: [{ system: DATA_OPERATION, code: "CREATE", display: "create" }],
});

export const participant = (code: "author" | "verifier"): CodeableConcept => ({
  coding: [{ system: PARTICIPANT_TYPE, code, display: code === "author" ? "Author" : "Verifier" }],
});

export const aiDeviceType = (): CodeableConcept => ({
  coding: [
    { system: AI_DEVICE_TYPE, code: "Artificial-Intelligence", display: "All kinds of Artificial Intelligence" },
  ],
});

/** The IG's finer kinds: the offline engine is rules (deterministic), Bedrock a large language model. */
export type AiKind = "Rule-Based-Systems" | "Deterministic-AI" | "Large-Language-Models" | "Non-Deterministic-AI";
const AI_KIND_DISPLAY: Record<AiKind, string> = {
  "Rule-Based-Systems": "Rule-Based Systems",
  "Deterministic-AI": "Deterministic AI",
  "Large-Language-Models": "Large Language Models",
  "Non-Deterministic-AI": "Non-deterministic AI",
};
export const aiKind = (kind: AiKind): CodeableConcept => ({
  coding: [{ system: AI_DEVICE_TYPE, code: kind, display: AI_KIND_DISPLAY[kind] }],
});
