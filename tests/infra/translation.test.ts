import { describe, expect, it } from "vitest";
import { routes } from "#lambdas/routes";
import { terminologyCsv } from "../../infra/constructs/translate-terminology";
import { buildApp, template } from "./support";

const { stacks } = buildApp();
const web = template(stacks.web);
const api = template(stacks.api);

describe("Amazon Translate in AWS (issue 23)", () => {
  it("imports the terminology that keeps drug names and units, and deletes it with the stack", () => {
    const [resource] = Object.values(web.findResources("Custom::TranslateTerminology"));
    const create = JSON.parse(JSON.stringify(resource.Properties.Create));
    const created = typeof create === "string" ? JSON.parse(create) : create;

    expect(JSON.stringify(created)).toContain("importTerminology");
    expect(JSON.stringify(resource.Properties.Delete)).toContain("deleteTerminology");
    expect(JSON.stringify(created)).toContain("medicines");
  });

  it("keeps every medicine and unit as itself in every patient language", () => {
    const [header, ...rows] = terminologyCsv().split("\n");
    const metformin = rows.find((r) => r.startsWith("metformin,"));

    expect(header.split(",")).toEqual(expect.arrayContaining(["en", "es", "zh", "ar"]));
    expect(new Set(metformin?.split(","))).toEqual(new Set(["metformin"]));
    expect(rows.some((r) => r.startsWith("mg,"))).toBe(true);
  });

  it("lets only the translate and edit routes translate (a transcription's too), with the terminology named in its environment", () => {
    const translating = Object.values(api.findResources("AWS::Lambda::Function")).filter(
      (f) => f.Properties.Environment?.Variables?.TRANSLATION_ENGINE === "translate",
    );

    expect(routes.filter((r) => r.grants.includes("translate:text")).map((r) => r.id)).toEqual([
      "TranslateSummary",
      "EditTranslation",
      "TranslateTranscription",
    ]);
    expect(translating.map((f) => f.Properties.Description).sort()).toEqual([
      "POST /api/summaries/{id}/translation",
      "POST /api/transcriptions/{id}/translation",
      "PUT /api/summaries/{id}/translation",
    ]);
    expect(translating[0].Properties.Environment.Variables.TRANSLATE_TERMINOLOGY).toMatch(/-medicines$/);
  });
});
