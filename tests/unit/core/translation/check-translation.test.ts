import { describe, expect, it } from "vitest";
import { recheckTranslation, translateAndCheck } from "#core/translation/check-translation";
import { linesOf } from "#core/translation/layout";
import type { Translator } from "#core/translation/ports";

const SUMMARY = [
  "## Your medicines",
  "- Stop taking aspirin.",
  "- Take metformin 500 mg twice a day.",
  "## When to get help",
  "- Call 911 if you have chest pain.",
  "## Follow-up",
  "- See your doctor in 2 weeks.",
].join("\n");

/**
 * A stand-in engine: "translates" by marking each line, and back by unmarking it, passing the back-translation
 * through `damage` (what a real engine gets wrong).
 */
function engine(damage: (line: string) => string = (line) => line): Translator & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    supports: () => true,
    async translate(lines, from, to) {
      calls.push(`${from}>${to}`);
      return to === "en" ? lines.map((l) => damage(l.replace(/^«|»$/g, ""))) : lines.map((l) => (l ? `«${l}»` : ""));
    },
  };
}

describe("a translation checked by translating it back", () => {
  it("raises nothing when every fact survives the round trip", async () => {
    const checked = await translateAndCheck(engine(), SUMMARY, "es");

    expect(checked.flags).toEqual([]);
    expect(checked.backTranslation).toBe(SUMMARY);
  });

  it("translates into the language, then back into English", async () => {
    const translator = engine();

    await translateAndCheck(translator, SUMMARY, "es");

    expect(translator.calls).toEqual(["en>es", "es>en"]);
  });

  it("keeps the summary's layout in the translation", async () => {
    const checked = await translateAndCheck(engine(), SUMMARY, "es");

    expect(checked.translated.split("\n").slice(0, 2)).toEqual(["## «Your medicines»", "- «Stop taking aspirin.»"]);
  });

  it("flags a dose the round trip changed, on its line", async () => {
    const checked = await translateAndCheck(
      engine((l) => l.replace("500 mg", "50 mg")),
      SUMMARY,
      "es",
    );

    const doseFlags = checked.flags.filter((f) => f.kind === "medication" || f.kind === "dose" || f.kind === "number");
    expect(doseFlags.length).toBeGreaterThan(0);
    const row = checked.rows.findIndex((r) => r.english.includes("metformin"));
    expect(checked.rows[row].flags.length).toBeGreaterThan(0);
  });

  it("flags a warning sign the round trip lost, on the English line that holds it", async () => {
    const checked = await translateAndCheck(
      engine((l) => (l.includes("911") ? "Rest at home." : l)),
      SUMMARY,
      "es",
    );

    const warning = checked.flags.findIndex((f) => f.kind === "warning" && f.verdict === "omitted");
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(checked.rows.find((r) => r.flags.includes(warning))?.english).toContain("chest pain");
  });

  it("flags a medicine whose action the round trip reversed", async () => {
    const checked = await translateAndCheck(
      engine((l) => l.replace("Stop taking aspirin", "Start taking aspirin")),
      SUMMARY,
      "es",
    );

    expect(checked.flags.some((f) => f.kind === "medication")).toBe(true);
  });

  it("shows each line side by side: English, translation, back-translation", async () => {
    const checked = await translateAndCheck(engine(), SUMMARY, "es");

    expect(checked.rows[1]).toEqual({
      english: "- Stop taking aspirin.",
      translated: "- «Stop taking aspirin.»",
      back: "- Stop taking aspirin.",
      flags: [],
    });
  });

  it("flags a negative the translation lost even when the way back restores it", async () => {
    const english = "## Driving\n- Do not drive for 24 hours.";
    // An engine that repairs on the way back: whatever the Spanish says, the English comes back.
    const repairing: Translator = {
      supports: () => true,
      translate: async (lines, _from, to) => (to === "en" ? linesOf(english).map((l) => l.text) : lines),
    };

    const checked = await recheckTranslation(repairing, english, "es", "## Conducir\n- Conduzca durante 24 horas.");

    expect(checked.flags.map((f) => [f.kind, f.verdict, f.value])).toEqual([
      ["limit", "contradicted", "Conduzca durante 24 horas."],
    ]);
    expect(checked.rows[1].flags).toEqual([0]);
  });

  it("flags a line the clinician's edit took out, on the row of its English line, with the rows after it in place", async () => {
    const translated = (await translateAndCheck(engine(), SUMMARY, "es")).translated;
    const edited = translated
      .split("\n")
      .filter((l) => !l.includes("911"))
      .join("\n");

    const checked = await recheckTranslation(engine(), SUMMARY, "es", edited);

    const dropped = checked.flags.findIndex(
      (f) => f.verdict === "omitted" && f.value === "- Call 911 if you have chest pain.",
    );
    expect(dropped).toBeGreaterThanOrEqual(0);
    expect(checked.rows[4]).toEqual({
      english: "- Call 911 if you have chest pain.",
      translated: "",
      back: "",
      flags: expect.arrayContaining([dropped]),
    });
    expect(checked.rows[6].translated).toBe("- «See your doctor in 2 weeks.»");
  });
});
