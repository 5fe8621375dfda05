import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Clinician, newClinician } from "../support/clinicians";

const stack = inject("stack");

describe("custom templates through the local gateway", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "templates");
  });

  it("lists presets of both kinds", async () => {
    const list = await clinician.call("GET", "/templates");

    expect(list.body.summary.presets.map((p: { id: string }) => p.id)).toContain("discharge_summary");
    expect(list.body.clinical.presets.map((p: { id: string }) => p.id)).toContain("soap_format");
  });

  it("refuses the sixth template of a kind with the spec's message", async () => {
    for (let i = 1; i <= 5; i++) {
      const created = await clinician.call("POST", "/templates", {
        name: `Limit ${i}`,
        content: "x",
        kind: "clinical",
      });
      expect(created.status).toBe(201);
    }

    const sixth = await clinician.call("POST", "/templates", { name: "Limit 6", content: "x", kind: "clinical" });

    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe(
      "You can only save up to 5 custom clinical templates. Please delete one first.",
    );
    expect((await clinician.call("GET", "/templates")).body.clinical.custom).toHaveLength(5);
  });

  it("accepts a new template once one of five is deleted", async () => {
    const list = await clinician.call("GET", "/templates");
    const victim = list.body.clinical.custom[0];

    const removed = await clinician.call("DELETE", `/templates/${victim.id}`);
    const created = await clinician.call("POST", "/templates", { name: "Replacement", content: "x", kind: "clinical" });

    expect(removed.status).toBe(204);
    expect(created.status).toBe(201);
  });

  it("refuses a duplicate name, ignoring case and spacing", async () => {
    await clinician.call("POST", "/templates", { name: "Paediatric visit", content: "x", kind: "summary" });

    const again = await clinician.call("POST", "/templates", {
      name: "  PAEDIATRIC   visit",
      content: "y",
      kind: "summary",
    });

    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("A template with this name already exists");
  });

  it("refuses a blank name with the spec's message and stores nothing", async () => {
    const before = (await clinician.call("GET", "/templates")).body.summary.custom.length;

    const blank = await clinician.call("POST", "/templates", { name: "   ", content: "x", kind: "summary" });

    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe("Please provide both a name and content for your template.");
    expect((await clinician.call("GET", "/templates")).body.summary.custom).toHaveLength(before);
  });

  it("lets a saved template be selected in settings", async () => {
    const created = await clinician.call("POST", "/templates", {
      name: "Selectable",
      content: "## Hi",
      kind: "summary",
    });

    const saved = await clinician.call("PUT", "/settings", { summaryTemplate: `custom_${created.body.template.id}` });

    expect(saved.status).toBe(200);
    expect(saved.body.settings.summaryTemplate).toBe(`custom_${created.body.template.id}`);
  });
});

describe("two clinicians", () => {
  let alice: Clinician;
  let bob: Clinician;
  let alicesTemplate: { id: string };

  beforeAll(async () => {
    alice = await newClinician(stack, "alice");
    bob = await newClinician(stack, "bob");
    alicesTemplate = (await alice.call("POST", "/templates", { name: "Alice only", content: "x", kind: "summary" }))
      .body.template;
  });

  it("never shows one clinician's templates to another", async () => {
    const bobs = await bob.call("GET", "/templates");

    expect(bobs.body.summary.custom).toEqual([]);
  });

  it("answers 404 when a clinician deletes another's template, which survives", async () => {
    const attempt = await bob.call("DELETE", `/templates/${alicesTemplate.id}`);

    expect(attempt.status).toBe(404);
    expect((await alice.call("GET", "/templates")).body.summary.custom.map((t: { id: string }) => t.id)).toContain(
      alicesTemplate.id,
    );
  });

  it("refuses another clinician's template as a settings choice", async () => {
    const attempt = await bob.call("PUT", "/settings", { summaryTemplate: `custom_${alicesTemplate.id}` });

    expect(attempt.status).toBe(422);
  });

  it("keeps settings separate", async () => {
    await alice.call("PUT", "/settings", { retentionHours: 1 });

    const bobs = await bob.call("GET", "/me");

    expect(bobs.body.settings.retentionHours).toBe(72);
  });
});
