import type { AuditEvent as FhirAuditEvent, Practitioner, Reference } from "@medplum/fhirtypes";
import { type AuditEvent, BALP_CODES } from "./events";

/**
 * The stored event as a FHIR R4 AuditEvent shaped like IHE Basic Audit Log Patterns (BALP): type `rest`, subtype the
 * restful interaction, action C/R/U/D/E, outcome 0/4/8/12, the requestor agent (clinician, patient link or system),
 * the client as the Source Role ID agent (its hashed address and browser family only), this API as the observer,
 * and the record as the entity (by id: no content). Pure, so the export and the tests render the same thing.
 */
const BALP = "https://profiles.ihe.net/ITI/BALP/StructureDefinition/IHE.BasicAudit";
const PROFILES: Record<string, string> = {
  read: `${BALP}.Read`,
  create: `${BALP}.Create`,
  update: `${BALP}.Update`,
  delete: `${BALP}.Delete`,
  "search-type": `${BALP}.Query`,
};
const OUTCOME_TEXT: Record<string, string> = {
  "0": "Success",
  "4": "Minor failure",
  "8": "Serious failure",
  "12": "Major failure",
};
export const AUDIT_OBSERVER = "ClearNote Health API";

/**
 * `clinician`: in an export, the clinician is the bundle's Practitioner, so the requestor points at it instead of
 * carrying the account's internal id (which the export keeps out, decision 397).
 */
export function toFhirAuditEvent(
  event: AuditEvent,
  context: { clinician?: Reference<Practitioner> } = {},
): FhirAuditEvent {
  const { subtype, code } = BALP_CODES[event.action];
  const profile = PROFILES[subtype];
  const requestor =
    event.actor.kind === "clinician"
      ? {
          type: {
            coding: [
              {
                system: "http://terminology.hl7.org/CodeSystem/extra-security-role-type",
                code: "humanuser",
                display: "human user",
              },
            ],
          },
          who: context.clinician ?? { identifier: { system: "urn:clearnote:clinician", value: event.actor.sub } },
          requestor: true,
        }
      : event.actor.kind === "patient-link"
        ? {
            type: {
              coding: [
                { system: "http://terminology.hl7.org/CodeSystem/v3-RoleCode", code: "PAT", display: "patient" },
              ],
            },
            who: { display: "patient link" },
            requestor: true,
          }
        : {
            type: {
              coding: [
                {
                  system: "http://terminology.hl7.org/CodeSystem/extra-security-role-type",
                  code: "dataprocessor",
                  display: "data processor",
                },
              ],
            },
            who: { display: "system" },
            requestor: true,
          };
  const agents: FhirAuditEvent["agent"] = [requestor];
  if (event.client) {
    agents.push({
      type: {
        coding: [{ system: "http://dicom.nema.org/resources/ontology/DCM", code: "110153", display: "Source Role ID" }],
      },
      who: { identifier: { system: "urn:clearnote:client-address-hash", value: event.client.addressHash } },
      name: event.client.browser,
      requestor: false,
    });
  }
  return {
    resourceType: "AuditEvent",
    id: event.id,
    ...(profile ? { meta: { profile: [profile] } } : {}),
    type: {
      system: "http://terminology.hl7.org/CodeSystem/audit-event-type",
      code: "rest",
      display: "RESTful Operation",
    },
    subtype: [{ system: "http://hl7.org/fhir/restful-interaction", code: subtype }],
    action: code,
    recorded: event.at,
    outcome: event.outcome,
    ...(event.outcome === "0" ? {} : { outcomeDesc: OUTCOME_TEXT[event.outcome] }),
    agent: agents,
    source: {
      observer: { display: AUDIT_OBSERVER },
      type: [
        {
          system: "http://terminology.hl7.org/CodeSystem/security-source-type",
          code: "4",
          display: "Application Server",
        },
      ],
    },
    entity: [
      {
        // By identifier: the record may be gone, and its exported resources' ids are derived (core/fhir/resources.ts).
        ...(event.recordId
          ? { what: { identifier: { system: `urn:clearnote:${event.recordType}`, value: event.recordId } } }
          : {}),
        type: {
          system: "http://terminology.hl7.org/CodeSystem/audit-entity-type",
          code: "2",
          display: "System Object",
        },
        role: { system: "http://terminology.hl7.org/CodeSystem/object-role", code: "3", display: "Report" },
        description: `${event.recordType} ${event.action}`,
      },
    ],
  };
}
