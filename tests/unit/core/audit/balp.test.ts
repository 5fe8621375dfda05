import { describe, expect, it } from "vitest";
import { toFhirAuditEvent } from "#core/audit/balp";
import { AUDIT_ACTIONS, type AuditEvent } from "#core/audit/events";
import { validateR4 } from "../../../support/fhir-validator";

const base: AuditEvent = {
  id: "01jf0000000000000000000000",
  at: "2026-11-27T10:00:00.000Z",
  owner: "clinician-sub-1",
  actor: { kind: "clinician", sub: "clinician-sub-1" },
  action: "open",
  recordType: "summary",
  recordId: "01jf0000000000000000000001",
  outcome: "0",
  status: 200,
  client: { addressHash: "0123456789abcdef0123456789abcdef", browser: "Chrome" },
  via: "GET-api-summaries-id",
};

describe("an audit event rendered as a FHIR R4 AuditEvent (IHE BALP)", () => {
  it("is a valid R4 AuditEvent for every action", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(() => validateR4(toFhirAuditEvent({ ...base, action })), action).not.toThrow();
    }
  });

  it("is valid for a patient-link and a system actor, a failure, and a list with no record", () => {
    const variants: AuditEvent[] = [
      { ...base, actor: { kind: "patient-link" }, action: "portal-opened" },
      { ...base, actor: { kind: "system" }, action: "expired", client: undefined, status: undefined },
      { ...base, outcome: "4", status: 404 },
      { ...base, action: "list", recordId: undefined },
    ];
    for (const variant of variants) expect(() => validateR4(toFhirAuditEvent(variant))).not.toThrow();
  });

  it("is a RESTful read by the clinician as requestor, seen by this API, of the record by id", () => {
    const audit = toFhirAuditEvent(base);
    expect(audit.type).toMatchObject({ code: "rest" });
    expect(audit.subtype?.[0]).toMatchObject({ system: "http://hl7.org/fhir/restful-interaction", code: "read" });
    expect(audit.action).toBe("R");
    expect(audit.outcome).toBe("0");
    expect(audit.meta?.profile).toEqual(["https://profiles.ihe.net/ITI/BALP/StructureDefinition/IHE.BasicAudit.Read"]);
    expect(audit.agent[0]).toMatchObject({ requestor: true, who: { identifier: { value: "clinician-sub-1" } } });
    expect(audit.agent[1]).toMatchObject({ requestor: false, name: "Chrome" });
    expect(audit.source.observer).toBeDefined();
    expect(audit.entity?.[0].what?.identifier?.value).toBe(base.recordId);
  });

  it("codes create, update, delete and a send as C, U, D and E", () => {
    const codes = (["create", "edit", "delete", "send"] as const).map(
      (action) => toFhirAuditEvent({ ...base, action }).action,
    );
    expect(codes).toEqual(["C", "U", "D", "E"]);
  });

  it("marks a refused request as a minor failure and an outage as a major one", () => {
    expect(toFhirAuditEvent({ ...base, outcome: "4" }).outcome).toBe("4");
    expect(toFhirAuditEvent({ ...base, outcome: "12" }).outcome).toBe("12");
  });
});
