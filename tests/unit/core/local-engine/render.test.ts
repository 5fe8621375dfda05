import { describe, expect, it } from "vitest";
import { renderSummary } from "#core/local-engine/render";
import { type StructuredSummary, structuredSummarySchema } from "#core/local-engine/structure";
import { DISCHARGE_TEMPLATE, draft, ED_VISIT, section } from "./support/draft";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */

describe("one renderer for both engines", () => {
  const fromModel: StructuredSummary = {
    documentKind: "discharge",
    sections: [{ kind: "diagnosis", sentences: ["You had a heart attack."] }],
    medications: [
      { name: "Aspirin", dose: "81 mg", frequency: "once a day", status: "continue", setting: "home" },
      {
        name: "Clopidogrel",
        dose: "75 mg",
        frequency: "once a day",
        duration: "for 12 months",
        status: "new",
        setting: "home",
      },
      { name: "Heparin", route: "through a vein", status: "continue", setting: "hospital" },
    ],
    followUps: [{ who: "Cardiology clinic", when: "in 2 weeks", text: "Cardiology clinic in 2 weeks." }],
    warningSigns: [{ text: "Call 911 if chest pain comes back.", action: "call 911" }],
    explained: [],
  };

  it("accepts a model's structured result through the schema", () => {
    expect(structuredSummarySchema.parse(fromModel)).toEqual(fromModel);
  });

  it("writes a model's medicines from their fields, with what changed", () => {
    const text = renderSummary(fromModel, DISCHARGE_TEMPLATE);

    expect(section(text, "Your medicines")).toEqual([
      "- Keep taking: Aspirin 81 mg once a day.",
      "- New: Clopidogrel 75 mg once a day for 12 months.",
    ]);
    expect(section(text, "What we did")).toEqual(["In hospital only (not for home): Heparin through a vein."]);
  });

  it("renders the light Markdown the web shows: headings, list items, paragraphs", () => {
    const text = renderSummary(fromModel, DISCHARGE_TEMPLATE);

    expect(text.split("\n").every((l) => l === "" || /^## |^- |^[A-Z]/.test(l))).toBe(true);
  });

  it("gives the offline engine's structured result in the same shape", () => {
    const { structure } = draft(ED_VISIT);

    expect(structuredSummarySchema.safeParse(structure).success).toBe(true);
    expect(structure.medications[0]).toMatchObject({
      name: "omeprazole",
      dose: "20 mg",
      status: "new",
      setting: "home",
    });
    expect(structure.followUps.map((f) => f.when)).toEqual(["May 6"]);
  });
});
