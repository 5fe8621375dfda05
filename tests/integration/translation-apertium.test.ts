import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { apertiumTranslator } from "#adapters/translate/apertium";
import { translateAndCheck } from "#core/translation/check-translation";

const SUMMARY = [
  "## When to get help",
  "- Call 911 if you have chest pain or shortness of breath.",
  "## Your medicines",
  "- Take metformin 500 mg twice a day with meals.",
  "",
  "## Follow-up",
  "- See Dr. Patel in 2 weeks.",
].join("\n");

describe("offline translation with Apertium", () => {
  it("translates into Spanish line by line: a heading never runs into the line after it", async () => {
    const [heading, warning] = await apertiumTranslator.translate(
      ["When to get help", "Call 911 if you have chest pain."],
      "en",
      "es",
    );

    expect(heading).toMatch(/ayuda/i);
    expect(warning).toMatch(/^Llamada 911|^Llama 911/);
    expect(warning).toMatch(/dolor/);
  });

  it("keeps drug names, doses and numbers as written", async () => {
    const [line] = await apertiumTranslator.translate(["Take metformin 500 mg twice a day."], "en", "es");

    expect(line).toContain("metformin 500 mg");
  });

  it("keeps empty lines empty and the number of lines", async () => {
    const out = await apertiumTranslator.translate(["Rest.", "", "Drink water."], "en", "ca");

    expect(out).toHaveLength(3);
    expect(out[1]).toBe("");
  });

  it("checks a Spanish summary by translating it back, line by line, with the summary's layout", async () => {
    const checked = await translateAndCheck(apertiumTranslator, SUMMARY, "es");

    const marker = (line: string) => line.match(/^(## |- )?/)?.[0] ?? "";
    expect(checked.rows).toHaveLength(7);
    expect(checked.rows.map((r) => marker(r.translated))).toEqual(checked.rows.map((r) => marker(r.english)));
    expect(checked.rows[4]).toEqual({ english: "", translated: "", back: "", flags: [] });
    expect(checked.backTranslation).toMatch(/metformin 500 mg/);
  });

  it("offers only the languages with both directions installed", () => {
    expect(apertiumTranslator.supports("es")).toBe(true);
    expect(apertiumTranslator.supports("ca")).toBe(true);
    expect(apertiumTranslator.supports("zh")).toBe(false);
    expect(apertiumTranslator.supports("xx")).toBe(false);
  });

  it("writes nothing to the temporary folder (the text goes through pipes only)", async () => {
    const before = new Set(readdirSync(tmpdir()));

    await apertiumTranslator.translate(["Take aspirin 81 mg every day."], "en", "es");

    expect(readdirSync(tmpdir()).filter((f) => !before.has(f) && f.startsWith("apertium"))).toEqual([]);
  });
});
