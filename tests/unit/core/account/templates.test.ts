import { describe, expect, it } from "vitest";
import type { CustomTemplate } from "#contracts/templates";
import {
  isKnownTemplateChoice,
  kindOfName,
  nameKey,
  newTemplateFrom,
  presets,
  presetsOfKind,
} from "#core/account/templates";
import { InvalidInput } from "#core/shared/errors";

const saved = (id: string, kind: "summary" | "clinical"): CustomTemplate => ({
  id,
  name: id,
  content: "x",
  kind,
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("template kind rule", () => {
  it("treats a name containing 'clinical' in any case as clinical", () => {
    expect(kindOfName("My CLINICAL letter")).toBe("clinical");
  });

  it("treats a name containing 'soap' in any case as clinical", () => {
    expect(kindOfName("Short Soap")).toBe("clinical");
  });

  it("treats any other name as a summary template", () => {
    expect(kindOfName("Discharge for kids")).toBe("summary");
  });
});

describe("presets", () => {
  it("offer discharge_summary as a summary preset and soap_format as a clinical preset", () => {
    expect(presetsOfKind("summary").map((p) => p.id)).toContain("discharge_summary");
    expect(presetsOfKind("clinical").map((p) => p.id)).toContain("soap_format");
  });

  it("are split by the name rule and ordered by name", () => {
    for (const preset of presets()) expect(preset.kind).toBe(kindOfName(preset.name));
    const names = presets().map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("offer at least three presets of each kind", () => {
    expect(presetsOfKind("summary").length).toBeGreaterThanOrEqual(3);
    expect(presetsOfKind("clinical").length).toBeGreaterThanOrEqual(3);
  });
});

describe("new custom template", () => {
  it("trims the name and content and keeps the dialog's kind", () => {
    expect(newTemplateFrom({ name: "  Kids   visit ", content: " body ", kind: "summary" })).toEqual({
      name: "Kids visit",
      content: "body",
      kind: "summary",
    });
  });

  it("falls back to the name rule when no kind is given", () => {
    expect(newTemplateFrom({ name: "SOAP short", content: "x" }).kind).toBe("clinical");
  });

  it("rejects a blank name with the summary wording", () => {
    expect(() => newTemplateFrom({ name: "  ", content: "x", kind: "summary" })).toThrow(
      new InvalidInput("Please provide both a name and content for your template."),
    );
  });

  it("rejects blank content with the clinical wording", () => {
    expect(() => newTemplateFrom({ name: "Mine", content: "\n ", kind: "clinical" })).toThrow(
      "Please provide both a name and content for your clinical template.",
    );
  });
});

describe("template names", () => {
  it("compare without case or repeated spaces", () => {
    expect(nameKey(" My  Template ")).toBe(nameKey("my template"));
  });
});

describe("template choice", () => {
  it("accepts free text, a preset of the kind and a saved template of the kind", () => {
    const custom = [saved("a1", "summary")];
    expect(isKnownTemplateChoice("custom", "summary", custom)).toBe(true);
    expect(isKnownTemplateChoice("discharge_summary", "summary", custom)).toBe(true);
    expect(isKnownTemplateChoice("custom_a1", "summary", custom)).toBe(true);
  });

  it("refuses a preset of the other kind and a saved template of the other kind", () => {
    const custom = [saved("c1", "clinical")];
    expect(isKnownTemplateChoice("soap_format", "summary", custom)).toBe(false);
    expect(isKnownTemplateChoice("custom_c1", "summary", custom)).toBe(false);
  });
});
