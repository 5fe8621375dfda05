import type {
  Bundle,
  Composition,
  DocumentReference,
  Patient,
  Practitioner,
  Provenance,
  Resource,
} from "@medplum/fhirtypes";
import { describe, expect, it } from "vitest";
import { enteredSummaryName, summaryBundle, transcriptionBundle } from "#core/fhir/export";
import {
  CLINICIAN,
  NOW,
  SOAP_NOTES,
  sentTranslatedSummary,
  transcriptionRecord,
  transcriptionWithoutNotes,
  unsentSummary,
} from "../../../fixtures/fhir/records";

const resources = <R extends Resource>(bundle: Bundle, type: R["resourceType"]) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r): r is R => r?.resourceType === type);
const one = <R extends Resource>(bundle: Bundle, type: R["resourceType"]) => {
  const found = resources<R>(bundle, type);
  expect(found).toHaveLength(1);
  return found[0];
};
const fullUrlOf = (bundle: Bundle, resource: Resource) => bundle.entry?.find((e) => e.resource === resource)?.fullUrl;
const decoded = (document: DocumentReference) =>
  Buffer.from(document.content[0].attachment.data ?? "", "base64").toString("utf8");
const codes = (concept: { coding?: Array<{ system?: string; code?: string }> } | undefined) =>
  (concept?.coding ?? []).map((c) => `${c.system}|${c.code}`);
const AIAST = "http://terminology.hl7.org/CodeSystem/v3-ObservationValue|AIAST";

describe("FHIR export of a summary", () => {
  it("is a collection bundle stamped with the export time", () => {
    const bundle = summaryBundle(unsentSummary(), CLINICIAN, NOW);

    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection", timestamp: NOW });
    expect(bundle.identifier?.value).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("carries the patient summary as a Markdown DocumentReference with its exact text, in English", () => {
    const record = unsentSummary();
    const document = one<DocumentReference>(summaryBundle(record, CLINICIAN, NOW), "DocumentReference");

    expect(document.content[0].attachment).toMatchObject({
      contentType: "text/markdown",
      language: "en",
      title: "Patient summary",
      creation: record.createdAt,
    });
    expect(decoded(document)).toBe(record.summaryContent);
  });

  it("types the patient summary as LOINC 34133-9 summary of episode note, a US Core clinical note", () => {
    const document = one<DocumentReference>(summaryBundle(unsentSummary(), CLINICIAN, NOW), "DocumentReference");

    expect(codes(document.type)).toEqual(["http://loinc.org|34133-9"]);
    expect(codes(document.category?.[0])).toEqual([
      "http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category|clinical-note",
    ]);
  });

  it("labels the AI-drafted document AIAST", () => {
    const document = one<DocumentReference>(summaryBundle(unsentSummary(), CLINICIAN, NOW), "DocumentReference");

    expect(codes({ coding: document.meta?.security })).toEqual([AIAST]);
  });

  it("dates an unsent summary's approval at the export, and a sent one's at its send", () => {
    const unsent = one<DocumentReference>(summaryBundle(unsentSummary(), CLINICIAN, NOW), "DocumentReference");
    const sentRecord = sentTranslatedSummary();
    const sent = resources<DocumentReference>(summaryBundle(sentRecord, CLINICIAN, NOW), "DocumentReference")[0];

    expect(unsent.date).toBe(NOW);
    expect(sent.date).toBe(sentRecord.sentAt);
  });

  it("names the Patient only as entered, never with the patient's email", () => {
    const bundle = summaryBundle(unsentSummary(), CLINICIAN, NOW);

    expect(one<Patient>(bundle, "Patient")).toEqual({ resourceType: "Patient", name: [{ text: "Rosa Delgado" }] });
    expect(JSON.stringify(bundle)).not.toContain("rosa.delgado@mail.example");
  });

  it("leaves the Patient nameless when the name was not read from the document", () => {
    expect(enteredSummaryName({ patientName: "Unknown Patient", originalFilename: "scan.pdf" })).toBeNull();
    expect(
      enteredSummaryName({ patientName: "delgado discharge", originalFilename: "delgado_discharge.pdf" }),
    ).toBeNull();
    expect(enteredSummaryName({ patientName: "Rosa Delgado", originalFilename: "delgado_discharge.pdf" })).toBe(
      "Rosa Delgado",
    );
  });

  it("names the clinician from the profile, without the sign-in email", () => {
    const bundle = summaryBundle(unsentSummary(), CLINICIAN, NOW);

    expect(one<Practitioner>(bundle, "Practitioner").name).toEqual([
      { text: "Dr. Amara Lee", family: "Lee", given: ["Amara"] },
    ]);
    expect(JSON.stringify(bundle)).not.toContain(CLINICIAN.email);
  });

  it("gives a Provenance with reason AIAST, the AI device as author and the clinician as verifier", () => {
    const bundle = summaryBundle(unsentSummary(), CLINICIAN, NOW);
    const provenance = one<Provenance>(bundle, "Provenance");
    const practitioner = one<Practitioner>(bundle, "Practitioner");

    expect(codes(provenance.reason?.[0])).toEqual([AIAST]);
    const [ai, clinician] = provenance.agent;
    expect(codes(ai.type)).toEqual(["http://terminology.hl7.org/CodeSystem/provenance-participant-type|author"]);
    expect(codes(ai.role?.[0])).toEqual([
      "http://hl7.org/fhir/uv/aitransparency/CodeSystem/AIdeviceTypeCS|Artificial-Intelligence",
    ]);
    expect(codes(clinician.type)).toEqual([
      "http://terminology.hl7.org/CodeSystem/provenance-participant-type|verifier",
    ]);
    expect(clinician.who.reference).toBe(fullUrlOf(bundle, practitioner));
  });

  it("describes the offline engine as a rule-based, deterministic AI device", () => {
    const bundle = summaryBundle(unsentSummary({ engine: "local" }), CLINICIAN, NOW);
    const device = resources<Resource & { extension?: Array<{ valueCodeableConcept?: unknown }> }>(bundle, "Device")[0];

    expect(device.extension?.map((e) => codes(e.valueCodeableConcept as never)[0].split("|")[1])).toEqual([
      "Rule-Based-Systems",
      "Deterministic-AI",
    ]);
  });

  it("leaves out a translation that was never sent", () => {
    const bundle = summaryBundle(unsentSummary({ translation: sentTranslatedSummary().translation }), CLINICIAN, NOW);

    expect(resources<DocumentReference>(bundle, "DocumentReference")).toHaveLength(1);
  });

  it("adds a sent translation as its own DocumentReference that transforms the English one", () => {
    const bundle = summaryBundle(sentTranslatedSummary(), CLINICIAN, NOW);
    const [english, spanish] = resources<DocumentReference>(bundle, "DocumentReference");

    expect(spanish.content[0].attachment.language).toBe("es");
    expect(decoded(spanish)).toContain("Aspirina 81 mg");
    expect(spanish.relatesTo).toEqual([{ code: "transforms", target: { reference: fullUrlOf(bundle, english) } }]);
  });

  it("gives the translation a Provenance of its own with the English document as its source", () => {
    const bundle = summaryBundle(sentTranslatedSummary(), CLINICIAN, NOW);
    const [english, spanish] = resources<DocumentReference>(bundle, "DocumentReference");
    const provenance = resources<Provenance>(bundle, "Provenance")[1];

    expect(provenance.target).toEqual([{ reference: fullUrlOf(bundle, spanish) }]);
    expect(provenance.entity).toEqual([{ role: "source", what: { reference: fullUrlOf(bundle, english) } }]);
  });

  it("keeps the same document address for the same text, and a new one when the text changes", () => {
    const first = resources<DocumentReference>(summaryBundle(unsentSummary(), CLINICIAN, NOW), "DocumentReference")[0];
    const again = resources<DocumentReference>(
      summaryBundle(unsentSummary(), CLINICIAN, "2026-11-28T08:00:00.000Z"),
      "DocumentReference",
    )[0];
    const edited = resources<DocumentReference>(
      summaryBundle(unsentSummary({ summaryContent: "## Changed\nNew text." }), CLINICIAN, NOW),
      "DocumentReference",
    )[0];

    expect(again.masterIdentifier).toEqual(first.masterIdentifier);
    expect(edited.masterIdentifier).not.toEqual(first.masterIdentifier);
  });

  it("references only resources that are in the bundle", () => {
    const bundle = summaryBundle(sentTranslatedSummary(), CLINICIAN, NOW);
    const inBundle = new Set(bundle.entry?.map((e) => e.fullUrl));
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g)].map((m) => m[1]);

    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((r) => !inBundle.has(r))).toEqual([]);
  });
});

describe("FHIR export of a transcription", () => {
  it("writes SOAP notes as a Composition whose sections carry the LOINC SOAP section codes", () => {
    const composition = one<Composition>(
      transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW),
      "Composition",
    );

    expect(composition.section?.map((s) => [s.title, codes(s.code)[0]?.split("|")[1]])).toEqual([
      ["Subjective", "61150-9"],
      ["Objective", "61149-1"],
      ["Assessment", "51848-0"],
      ["Plan", "18776-5"],
    ]);
  });

  it("leaves out a heading with no sentences (a section must hold something)", () => {
    const composition = one<Composition>(
      transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW),
      "Composition",
    );

    expect(composition.section?.map((s) => s.title)).not.toContain("Follow-up");
  });

  it("escapes the notes' text in the section narrative", () => {
    const composition = one<Composition>(
      transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW),
      "Composition",
    );

    expect(composition.section?.[2].text?.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>Post-viral cough; consider ACE-inhibitor &lt;not taken&gt;.</p></div>',
    );
  });

  it("codes a heading that is not SOAP by its title only", () => {
    const notes = {
      templateName: "Clinical Progress Note",
      sections: [{ heading: "Interval History", sentences: [{ text: "Better.", segmentIds: [] }] }],
    };
    const composition = one<Composition>(
      transcriptionBundle(transcriptionRecord(), notes, CLINICIAN, NOW),
      "Composition",
    );

    expect(composition.section?.[0]).toEqual({
      title: "Interval History",
      text: { status: "generated", div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Better.</p></div>' },
    });
  });

  it("has the clinician attest the Composition", () => {
    const bundle = transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW);
    const composition = one<Composition>(bundle, "Composition");

    expect(composition.attester).toEqual([
      {
        mode: "professional",
        time: NOW,
        party: { reference: fullUrlOf(bundle, one<Practitioner>(bundle, "Practitioner")) },
      },
    ]);
  });

  it("also carries the notes as a Markdown DocumentReference typed as a progress note", () => {
    const bundle = transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW);
    const notes = resources<DocumentReference>(bundle, "DocumentReference").find(
      (d) => d.description === "Clinical notes",
    );

    expect(codes(notes?.type)).toEqual(["http://loinc.org|11506-3"]);
    expect(decoded(notes as DocumentReference)).toMatch(/^## Subjective\nTwo weeks of dry cough/);
  });

  it("carries the patient summary beside the notes", () => {
    const record = transcriptionRecord();
    const bundle = transcriptionBundle(record, SOAP_NOTES, CLINICIAN, NOW);
    const summary = resources<DocumentReference>(bundle, "DocumentReference").find(
      (d) => d.description === "Patient summary",
    );

    expect(decoded(summary as DocumentReference)).toBe(record.patientSummary);
  });

  it("exports only the patient summary when no notes were written", () => {
    const bundle = transcriptionBundle(transcriptionWithoutNotes(), undefined, CLINICIAN, NOW);

    expect(resources(bundle, "Composition")).toEqual([]);
    expect(resources<DocumentReference>(bundle, "DocumentReference").map((d) => d.description)).toEqual([
      "Patient summary",
    ]);
  });

  it("names the Patient as the clinician typed it, without the email", () => {
    const bundle = transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW);

    expect(one<Patient>(bundle, "Patient").name).toEqual([{ text: "Walter Finch" }]);
    expect(JSON.stringify(bundle)).not.toContain("walter.finch@mail.example");
  });

  it("lists every exported text as a target of the AI Provenance", () => {
    const bundle = transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW);
    const provenance = one<Provenance>(bundle, "Provenance");
    const texts = (bundle.entry ?? []).filter((e) =>
      ["Composition", "DocumentReference"].includes(e.resource?.resourceType ?? ""),
    );

    expect(provenance.target.map((t) => t.reference)).toEqual(texts.map((e) => e.fullUrl));
  });
});
