import { describe, expect, it } from "vitest";
import { ulidIds } from "#adapters/system";
import { createHandler as getMe } from "#lambdas/api/me/get";
import { createHandler as updateSettings } from "#lambdas/api/settings/update";
import { createHandler as createTemplate } from "#lambdas/api/templates/create";
import { createHandler as deleteTemplate } from "#lambdas/api/templates/delete";
import { createHandler as listTemplates } from "#lambdas/api/templates/list";
import { fixedClock, MemoryAccountStore, sequentialIds } from "../../fakes/memory-account-store";
import { apiEvent, lambdaContext, parse } from "../../support/events";

const clock = fixedClock("2026-11-21T12:00:00.000Z");
const SUB = "11111111-1111-4111-8111-111111111111";
const noJobs = { startRetentionJob: async () => undefined };
const settingsRoute = (store: MemoryAccountStore) => updateSettings(store, noJobs, clock, sequentialIds("job"));

describe("GET /me", () => {
  it("returns the profile from the claims and default settings", async () => {
    const result = parse(await getMe(new MemoryAccountStore())(apiEvent("get-me.json"), lambdaContext));

    expect(result.status).toBe(200);
    expect(result.body.profile).toMatchObject({ email: "clinician@clinic.example", firstName: "Sam" });
    expect(result.body.settings.retentionHours).toBe(72);
  });
});

describe("PUT /settings", () => {
  it("saves the sample's retention change and answers that it is being applied to existing records", async () => {
    const store = new MemoryAccountStore();

    const result = parse(await settingsRoute(store)(apiEvent("put-settings.json"), lambdaContext));

    expect(result.status).toBe(200);
    expect(store.settings.get(SUB)?.retentionHours).toBe(24);
    expect(result.body.retention).toEqual({ state: "applying", done: 0, total: null });
  });

  it("refuses a retention that is not one of the labelled options and saves nothing", async () => {
    const store = new MemoryAccountStore();

    const result = parse(
      await settingsRoute(store)(apiEvent("put-settings.json", { body: { retentionHours: 48 } }), lambdaContext),
    );

    expect(result.status).toBe(422);
    expect(store.settings.has(SUB)).toBe(false);
  });

  it("refuses fields it does not know", async () => {
    const result = parse(
      await settingsRoute(new MemoryAccountStore())(
        apiEvent("put-settings.json", { body: { userId: "someone-else" } }),
        lambdaContext,
      ),
    );

    expect(result.status).toBe(422);
  });
});

describe("templates routes", () => {
  it("creates the sample template with 201 and lists it", async () => {
    const store = new MemoryAccountStore();

    const created = parse(
      await createTemplate(store, clock, sequentialIds())(apiEvent("post-template.json"), lambdaContext),
    );
    const listed = parse(await listTemplates(store)(apiEvent("get-templates.json"), lambdaContext));

    expect(created.status).toBe(201);
    expect(listed.body.summary.custom.map((t: { name: string }) => t.name)).toEqual(["Cardiology follow-up"]);
  });

  it("answers 404 when deleting a template id the caller does not have", async () => {
    const result = parse(
      await deleteTemplate(new MemoryAccountStore(), clock)(apiEvent("delete-template.json"), lambdaContext),
    );

    expect(result.status).toBe(404);
  });

  it("answers 204 when the caller deletes their own template", async () => {
    const store = new MemoryAccountStore();
    // Real ids: the preset answers 404 to a path id without the shape the server issues.
    const created = parse(await createTemplate(store, clock, ulidIds)(apiEvent("post-template.json"), lambdaContext));

    const result = parse(
      await deleteTemplate(store, clock)(
        apiEvent("delete-template.json", { params: { id: created.body.template.id } }),
        lambdaContext,
      ),
    );

    expect(result.status).toBe(204);
    expect(await store.listCustomTemplates(SUB)).toEqual([]);
  });
});
