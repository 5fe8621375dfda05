import { describe, expect, it } from "vitest";
import { routeAudit, routeOfKey } from "#core/audit/route-actions";
import { routes } from "#lambdas/routes";

describe("the audit action a clinician route writes", () => {
  it("opens a record on a GET of its path", () => {
    expect(routeAudit("GET", "/summaries/{id}")).toEqual({ action: "open", recordType: "summary", idFrom: "path" });
  });

  it("creates a record on a POST to its collection, with the id from the answer", () => {
    expect(routeAudit("POST", "/transcriptions")).toEqual({
      action: "create",
      recordType: "transcription",
      idFrom: "answer",
    });
  });

  it("lists records on a GET of a collection, naming no record", () => {
    expect(routeAudit("GET", "/summaries")).toEqual({ action: "list", recordType: "summary", idFrom: "none" });
  });

  it("deletes on a DELETE and edits on a PUT below a record", () => {
    expect(routeAudit("DELETE", "/transcriptions/{id}")?.action).toBe("delete");
    expect(routeAudit("PUT", "/transcriptions/{id}/speakers")?.action).toBe("edit");
  });

  it("takes the action named by the override table for send, export, restore, confirm and audio", () => {
    expect(routeAudit("POST", "/summaries/{id}/send")?.action).toBe("send");
    expect(routeAudit("GET", "/transcriptions/{id}/fhir")?.action).toBe("export");
    expect(routeAudit("POST", "/summaries/{id}/restore")?.action).toBe("restore");
    expect(routeAudit("POST", "/summaries/{id}/translation/flags/confirm")?.action).toBe("resolve");
    expect(routeAudit("GET", "/transcriptions/{id}/audio")?.action).toBe("play");
  });

  it("translates on a POST of the translation and edits on its PUT", () => {
    expect(routeAudit("POST", "/summaries/{id}/translation")?.action).toBe("translate");
    expect(routeAudit("PUT", "/summaries/{id}/translation")?.action).toBe("edit");
  });

  it("audits a new route below a record without a line of its own", () => {
    expect(routeAudit("POST", "/summaries/{id}/archive")).toEqual({
      action: "edit",
      recordType: "summary",
      idFrom: "path",
    });
  });

  it("writes nothing for a route with no patient data", () => {
    expect(routeAudit("PUT", "/settings")).toBeNull();
    expect(routeAudit("GET", "/summaries/{id}/history")).toBeNull();
  });

  it("refuses to guess for a route outside the record collections that nobody has placed", () => {
    expect(() => routeAudit("GET", "/invoices/{id}")).toThrow(/route-actions/);
  });

  it("places every user route of the table", () => {
    for (const route of routes.filter((r) => r.auth === "user")) {
      expect(() => routeAudit(route.method, route.path), route.id).not.toThrow();
    }
  });

  it("reads the method and path from an API Gateway route key", () => {
    expect(routeOfKey("GET /api/summaries/{id}", "/api")).toEqual({ method: "GET", path: "/summaries/{id}" });
    expect(routeOfKey(undefined, "/api")).toBeUndefined();
  });
});
