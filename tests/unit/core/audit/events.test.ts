import { describe, expect, it } from "vitest";
import { auditClient } from "#core/audit/client";
import {
  AUDIT_RETENTION_SECONDS,
  type AuditEvent,
  assertNoContent,
  auditExpiry,
  browserFamily,
  outcomeOfStatus,
} from "#core/audit/events";

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
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
  ...overrides,
});

describe("the audit event", () => {
  it("accepts an event of ids, codes and times", () => {
    expect(() => assertNoContent(event())).not.toThrow();
  });

  it("refuses a field the model does not know, such as a patient's name", () => {
    expect(() => assertNoContent({ ...event(), patientName: "Maria Lopez" } as AuditEvent)).toThrow(/patientName/);
  });

  it("refuses an email address where a record id goes", () => {
    expect(() => assertNoContent(event({ recordId: "maria@example.com" }))).toThrow(/recordId/);
  });

  it("refuses text in the browser family", () => {
    expect(() =>
      assertNoContent(event({ client: { addressHash: "0123456789abcdef", browser: "Take 2 tablets daily" } })),
    ).toThrow(/client/);
  });

  it("refuses an address where its hash goes", () => {
    expect(() => assertNoContent(event({ client: { addressHash: "203.0.113.7", browser: "Chrome" } }))).toThrow(
      /client/,
    );
  });

  it("refuses a patient-link actor that carries an identity", () => {
    expect(() => assertNoContent(event({ actor: { kind: "patient-link", sub: "x" } as never }))).toThrow(/actor/);
  });

  it("expires six years after it was made, whatever the clinician's retention", () => {
    const at = "2026-01-01T00:00:00.000Z";
    expect(auditExpiry(at) - Date.parse(at) / 1000).toBe(AUDIT_RETENTION_SECONDS);
    expect(AUDIT_RETENTION_SECONDS).toBeGreaterThanOrEqual(6 * 365.25 * 86400);
  });

  it("maps a status to BALP's outcome: success, the caller's failure, ours", () => {
    expect([200, 202, 404, 409, 500, 503].map(outcomeOfStatus)).toEqual(["0", "0", "4", "4", "12", "12"]);
  });
});

describe("the coarse client", () => {
  it("names the browser family and nothing finer", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const edge = `${chrome} Edg/131.0.0.0`;
    const safari =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect([chrome, edge, safari, firefox, "", undefined].map(browserFamily)).toEqual([
      "Chrome",
      "Edge",
      "Safari",
      "Firefox",
      "unknown",
      "unknown",
    ]);
  });

  it("hashes the address with the key, so the same address matches and the address is not in it", () => {
    const key = "k".repeat(32);
    const a = auditClient("203.0.113.7", "", key);
    expect(a.addressHash).toBe(auditClient("203.0.113.7", "", key).addressHash);
    expect(a.addressHash).not.toBe(auditClient("203.0.113.8", "", key).addressHash);
    expect(a.addressHash).not.toContain("203");
  });

  it("gives another hash under another key", () => {
    expect(auditClient("203.0.113.7", "", "a".repeat(32)).addressHash).not.toBe(
      auditClient("203.0.113.7", "", "b".repeat(32)).addressHash,
    );
  });
});
