import { describe, expect, inject, it } from "vitest";
import { newClinician } from "../support/clinicians";

const stack = inject("stack");

describe("custom templates under concurrency", () => {
  it("creates exactly five of twenty templates saved at once, and refuses the rest with the limit message", async () => {
    const clinician = await newClinician(stack, "template-race");

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clinician.call("POST", "/templates", { name: `Race ${i}`, content: "## Section", kind: "summary" }),
      ),
    );

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect((await clinician.call("GET", "/templates")).body.summary.custom).toHaveLength(5);
  });

  it("keeps one of two templates saved at once under the same name", async () => {
    const clinician = await newClinician(stack, "template-twins");

    const responses = await Promise.all(
      ["Twin letter", "twin  LETTER"].map((name) =>
        clinician.call("POST", "/templates", { name, content: "## Section", kind: "summary" }),
      ),
    );

    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await clinician.call("GET", "/templates")).body.summary.custom).toHaveLength(1);
  });
});
