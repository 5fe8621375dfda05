import { readFileSync } from "node:fs";
import type { Bundle } from "@medplum/fhirtypes";
import { describe, expect, it } from "vitest";
import { summaryBundle, transcriptionBundle } from "#core/fhir/export";
import {
  CLINICIAN,
  consultationHistory,
  NOW,
  SOAP_NOTES,
  sentTranslatedSummary,
  transcriptionRecord,
  transcriptionWithoutNotes,
  unsentSummary,
} from "../../../fixtures/fhir/records";
import { validateR4 } from "../../../support/fhir-validator";

const bundles: Array<[string, Bundle]> = [
  ["an unsent summary", summaryBundle(unsentSummary(), CLINICIAN, NOW)],
  ["a sent summary with its Spanish translation", summaryBundle(sentTranslatedSummary(), CLINICIAN, NOW)],
  ["a consultation with SOAP notes", transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW)],
  [
    "a sent consultation with its History",
    transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW, consultationHistory()),
  ],
  [
    "a sent summary with its History",
    summaryBundle(
      sentTranslatedSummary(),
      CLINICIAN,
      NOW,
      consultationHistory().map((e) => ({ ...e, recordType: "summary" as const })),
    ),
  ],
  ["a consultation without notes", transcriptionBundle(transcriptionWithoutNotes(), undefined, CLINICIAN, NOW)],
  ["a summary of a clinician with no names", summaryBundle(unsentSummary(), undefined, NOW)],
];

describe("exported bundles against FHIR R4 (Medplum's validator)", () => {
  it.each(bundles)("every resource of %s is valid R4", (_name, bundle) => {
    for (const entry of bundle.entry ?? []) {
      expect(() => validateR4(entry.resource as never), entry.resource?.resourceType).not.toThrow();
    }
  });

  it.each(bundles)("the bundle of %s is valid R4 as a whole", (_name, bundle) => {
    expect(() => validateR4(bundle)).not.toThrow();
  });

  it("keeps the sample in docs/fhir-sample-bundle.json valid and as the export builds it today", () => {
    const sample = JSON.parse(
      readFileSync(new URL("../../../../docs/fhir-sample-bundle.json", import.meta.url), "utf8"),
    );

    expect(() => validateR4(sample)).not.toThrow();
    expect(sample).toEqual(
      transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW, consultationHistory()),
    );
    expect(
      sample.entry.filter((e: { resource: { resourceType: string } }) => e.resource.resourceType === "AuditEvent"),
    ).not.toHaveLength(0);
  });

  // The validator checks structure, cardinality, types, formats and invariants; not terminology (no value sets are
  // loaded), so codes are asserted by the builders' own tests.
  it("rejects a document without content, so a pass means something", () => {
    const bundle = summaryBundle(unsentSummary(), CLINICIAN, NOW);
    const document = bundle.entry?.find((e) => e.resource?.resourceType === "DocumentReference")?.resource;
    const broken = { ...document, content: undefined } as never;

    expect(() => validateR4(broken)).toThrow(/DocumentReference.content/);
  });

  it("rejects a Composition section with nothing in it (invariant cmp-1)", () => {
    const bundle = transcriptionBundle(transcriptionRecord(), SOAP_NOTES, CLINICIAN, NOW);
    const composition = bundle.entry?.find((e) => e.resource?.resourceType === "Composition")?.resource;
    const broken = { ...composition, section: [{ title: "Plan" }] } as never;

    expect(() => validateR4(broken)).toThrow(/cmp-1/);
  });
});
