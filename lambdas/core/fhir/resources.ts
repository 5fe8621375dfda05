import { createHash } from "node:crypto";
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Composition,
  CompositionSection,
  Consent,
  Device,
  DocumentReference,
  AuditEvent as FhirAuditEvent,
  HumanName,
  Patient,
  Practitioner,
  Provenance,
  Reference,
  Resource,
} from "@medplum/fhirtypes";
import type { Profile } from "#contracts/settings";
import type { NoteSection } from "#contracts/transcriptions/notes";
import { toFhirAuditEvent } from "../audit/balp";
import type { AuditEvent } from "../audit/events";
import {
  AI_ASSERTED,
  AI_KIND_EXTENSION,
  type AiKind,
  aiDeviceType,
  aiKind,
  clinicalNoteCategory,
  createActivity,
  participant,
  sectionCode,
} from "./codes";

/** A resource with the address other entries reference it by (a bundle entry's fullUrl). */
export interface Entry<R extends Resource = Resource> {
  fullUrl: string;
  resource: R;
}

/**
 * A stable `urn:uuid:` for what `parts` name (record kind and id, the part, its content): exporting the same text
 * twice gives the same address, a changed text a new one. A UUIDv8 (RFC 9562's custom layout) from SHA-256.
 */
export function uuidFor(...parts: string[]): string {
  const bytes = createHash("sha256").update(parts.join("\u0000")).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const refTo = <R extends Resource>(entry: Entry<R>, display?: string): Reference<R> =>
  display ? { reference: entry.fullUrl, display } : { reference: entry.fullUrl };
const aiLabel = () => ({ security: [AI_ASSERTED] });

/** Only the name as it was entered (one string, never split into given and family: that would be a guess). */
export function patientEntry(recordKey: string, name: string | null): Entry<Patient> {
  const resource: Patient = { resourceType: "Patient", ...(name ? { name: [{ text: name }] } : {}) };
  return { fullUrl: uuidFor(recordKey, "patient"), resource };
}

/** The clinician's names from their profile; never the email (the sign-in address is not a contact for the record). */
export function practitionerName(profile: Profile | undefined): HumanName | undefined {
  const given = profile?.firstName?.trim() || "";
  const family = profile?.lastName?.trim() || "";
  const text = profile?.displayName?.trim() || profile?.fullName?.trim() || [given, family].filter(Boolean).join(" ");
  if (!text) return undefined;
  return { text, ...(family ? { family } : {}), ...(given ? { given: [given] } : {}) };
}

export function practitionerEntry(recordKey: string, profile: Profile | undefined): Entry<Practitioner> {
  const name = practitionerName(profile);
  return {
    fullUrl: uuidFor(recordKey, "practitioner"),
    resource: { resourceType: "Practitioner", ...(name ? { name: [name] } : {}) },
  };
}

/** Which engine wrote a text: the AI Transparency IG's AIDevice shape (type Artificial-Intelligence, finer kinds). */
export type Writer = "local" | "bedrock" | "translation" | null;
const WRITERS: Record<string, { name: string; kinds: AiKind[] }> = {
  local: { name: "Offline draft engine (rule-based)", kinds: ["Rule-Based-Systems", "Deterministic-AI"] },
  bedrock: { name: "Amazon Bedrock large language model", kinds: ["Large-Language-Models", "Non-Deterministic-AI"] },
  translation: { name: "Machine translation, checked by back-translation", kinds: [] },
  unknown: { name: "AI drafting engine", kinds: [] },
};

export function deviceEntry(recordKey: string, writer: Writer): Entry<Device> {
  const known = WRITERS[writer ?? "unknown"];
  const resource: Device = {
    resourceType: "Device",
    type: aiDeviceType(),
    deviceName: [{ name: known.name, type: "user-friendly-name" }],
    ...(known.kinds.length
      ? { extension: known.kinds.map((kind) => ({ url: AI_KIND_EXTENSION, valueCodeableConcept: aiKind(kind) })) }
      : {}),
  };
  return { fullUrl: uuidFor(recordKey, "device", writer ?? "unknown"), resource };
}

/** Who approved a text and when (the send, or the export itself: decision 397). */
export interface Approval {
  practitioner: Entry<Practitioner>;
  at: string;
}

export interface DocumentInput {
  key: string;
  type: CodeableConcept;
  title: string;
  text: string;
  contentType: "text/markdown" | "text/plain";
  language: string;
  createdAt: string;
  patient: Entry<Patient>;
  approval: Approval;
  /** A translation: the English document it was made from. */
  transforms?: Entry<DocumentReference>;
}

export function documentEntry(input: DocumentInput): Entry<DocumentReference> {
  const data = Buffer.from(input.text, "utf8");
  const fullUrl = uuidFor(input.key, input.text);
  const clinician = refTo(input.approval.practitioner);
  const resource: DocumentReference = {
    resourceType: "DocumentReference",
    meta: aiLabel(),
    masterIdentifier: { system: "urn:ietf:rfc:3986", value: fullUrl },
    status: "current",
    docStatus: "final",
    type: input.type,
    category: [clinicalNoteCategory()],
    subject: refTo(input.patient),
    date: input.approval.at,
    author: [clinician],
    authenticator: clinician,
    description: input.title,
    ...(input.transforms ? { relatesTo: [{ code: "transforms", target: refTo(input.transforms) }] } : {}),
    content: [
      {
        attachment: {
          contentType: input.contentType,
          language: input.language,
          data: data.toString("base64"),
          size: data.length,
          title: input.title,
          creation: input.createdAt,
        },
      },
    ],
  };
  return { fullUrl, resource };
}

const XHTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeXhtml = (text: string) => text.replace(/[&<>"']/g, (c) => XHTML_ESCAPES[c]);

/** One paragraph per sentence, escaped: the narrative is the clinician's text, never markup. */
export function narrative(sentences: string[]): { status: "generated"; div: string } {
  const paragraphs = sentences.map((s) => `<p>${escapeXhtml(s)}</p>`).join("");
  return { status: "generated", div: `<div xmlns="http://www.w3.org/1999/xhtml">${paragraphs}</div>` };
}

export function compositionSection(section: NoteSection): CompositionSection | undefined {
  const sentences = section.sentences.map((s) => s.text.trim()).filter(Boolean);
  // A section needs text, entries or sections (cmp-1): a heading with nothing under it is left out.
  if (sentences.length === 0) return undefined;
  const code = sectionCode(section.heading);
  return {
    title: section.heading,
    ...(code ? { code: { coding: [code], text: section.heading } } : {}),
    text: narrative(sentences),
  };
}

export interface CompositionInput {
  key: string;
  type: CodeableConcept;
  title: string;
  sections: NoteSection[];
  patient: Entry<Patient>;
  approval: Approval;
}

/** The notes as a Composition, one section per heading: SOAP headings carry their LOINC section codes. */
export function compositionEntry(input: CompositionInput): Entry<Composition> {
  const section = input.sections.map(compositionSection).filter((s): s is CompositionSection => s !== undefined);
  const clinician = refTo(input.approval.practitioner);
  const resource: Composition = {
    resourceType: "Composition",
    meta: aiLabel(),
    status: "final",
    type: input.type,
    category: [clinicalNoteCategory()],
    subject: refTo(input.patient),
    date: input.approval.at,
    author: [clinician],
    title: input.title,
    attester: [{ mode: "professional", time: input.approval.at, party: clinician }],
    section,
  };
  return { fullUrl: uuidFor(input.key, "composition", JSON.stringify(section)), resource };
}

export interface ProvenanceInput {
  key: string;
  targets: Entry[];
  device: Entry<Device>;
  approval: Approval;
  recordedAt: string;
  /** What the AI worked from, when it is in the bundle (a translation's English source). */
  sources?: Entry[];
}

/**
 * The IG's AI Provenance: reason AIAST, the AI device as author in the Artificial-Intelligence role, and the clinician
 * who approved the text as verifier (its "verified by a human" example).
 */
export function provenanceEntry(input: ProvenanceInput): Entry<Provenance> {
  const resource: Provenance = {
    resourceType: "Provenance",
    target: input.targets.map((t) => refTo(t)),
    occurredDateTime: input.approval.at,
    recorded: input.recordedAt,
    activity: createActivity(),
    reason: [{ coding: [AI_ASSERTED] }],
    agent: [
      {
        type: participant("author"),
        role: [aiDeviceType()],
        who: refTo(input.device, input.device.resource.deviceName?.[0]?.name),
      },
      { type: participant("verifier"), who: refTo(input.approval.practitioner) },
    ],
    ...(input.sources?.length
      ? { entity: input.sources.map((s) => ({ role: "source" as const, what: refTo(s) })) }
      : {}),
  };
  return { fullUrl: uuidFor(input.key, "provenance", ...input.targets.map((t) => t.fullUrl)), resource };
}

/**
 * The record's History as BALP-shaped AuditEvents (core/audit/balp.ts), oldest first: who opened, changed, sent and
 * exported it, and the patient's visits. Each keeps its event id; its address is derived from that id alone, so an
 * event has the same fullUrl in every export. The clinician who acted is the record's owner (the trail is theirs),
 * so the requestor is the bundle's Practitioner, not the account's internal id.
 */
export function auditEntries(events: AuditEvent[], practitioner: Entry<Practitioner>): Entry<FhirAuditEvent>[] {
  const clinician = { reference: practitioner.fullUrl };
  return [...events]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((event) => ({
      fullUrl: uuidFor("audit-event", event.id),
      resource: toFhirAuditEvent(event, event.actor.kind === "clinician" ? { clinician } : {}),
    }));
}

/**
 * The patient's agreement to be recorded, as the clinician confirmed it before recording (issue 25, part 4): an R4
 * Consent, scope "treatment" (it is about the consultation itself, not a privacy directive or research), category
 * LOINC 59284-0 "Patient Consent", an opt-in policy rule, permitting the recording; the clinician who confirmed it is
 * the verifier, at the time they did. No signature or form is kept, so there is no `source`.
 */
export function recordingConsentEntry(input: {
  key: string;
  patient: Entry<Patient>;
  practitioner: Entry<Practitioner>;
  confirmedAt: string;
}): Entry<Consent> {
  const resource: Consent = {
    resourceType: "Consent",
    status: "active",
    scope: {
      coding: [
        { system: "http://terminology.hl7.org/CodeSystem/consentscope", code: "treatment", display: "Treatment" },
      ],
    },
    category: [{ coding: [{ system: "http://loinc.org", code: "59284-0", display: "Patient Consent" }] }],
    patient: refTo(input.patient),
    dateTime: input.confirmedAt,
    policyRule: {
      coding: [{ system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "OPTIN", display: "opt-in" }],
    },
    verification: [{ verified: true, verifiedWith: refTo(input.patient), verificationDate: input.confirmedAt }],
    provision: {
      type: "permit",
      period: { start: input.confirmedAt },
      action: [{ text: "Audio recording of the consultation, for its transcript and clinical notes" }],
      actor: [
        {
          role: { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v3-ParticipationType", code: "VRF" }] },
          reference: refTo(input.practitioner),
        },
      ],
    },
  };
  return { fullUrl: uuidFor(input.key, "recording-consent"), resource };
}

/**
 * A collection, not a document: the export holds several records (patient summary, its translation, the notes and
 * their Provenance), and a document bundle may hold only its Composition and what that references (decision 395).
 */
export function collection(key: string, timestamp: string, entries: Entry[]): Bundle {
  return {
    resourceType: "Bundle",
    identifier: { system: "urn:ietf:rfc:3986", value: uuidFor(key, "bundle", timestamp) },
    type: "collection",
    timestamp,
    entry: entries.map((e): BundleEntry => ({ fullUrl: e.fullUrl, resource: e.resource })),
  };
}
