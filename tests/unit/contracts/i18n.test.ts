import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type PatientKey, textsOf, UI_LANGUAGES, uiLanguage } from "#contracts/i18n";
import { chatTexts } from "#contracts/i18n-patient";
import { PATIENT_LANGUAGES } from "#contracts/languages";

const ROOT = join(import.meta.dirname, "../../../lambdas/contracts/i18n");
const SETS = ["patient", "email"] as const;

type Table = { [key: string]: string | Table };
const read = (set: string, file: string): Table => JSON.parse(readFileSync(join(ROOT, set, file), "utf8"));

/** Every dotted key of a resource file with its text. */
function entries(table: Table, prefix = ""): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

/** Every shipped file of the patient pages, read as the web reads one language's. */
const patientTexts = textsOf<PatientKey>({
  en: read("patient", "en.json"),
  ...Object.fromEntries(UI_LANGUAGES.map((code) => [code, read("patient", `${code}.json`)])),
});

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("the patient's texts in resource files (issue 23, part 2)", () => {
  it("ships a resource file of each set for each language with hand-written texts, and no other", () => {
    for (const set of SETS) {
      const files = readdirSync(join(ROOT, set)).sort();

      expect(files).toEqual([...UI_LANGUAGES].map((code) => `${code}.json`).sort());
    }
  });

  it("writes only languages the product offers", () => {
    const offered = new Set(["en", ...PATIENT_LANGUAGES.map((l) => l.code)]);

    expect(UI_LANGUAGES.filter((code) => !offered.has(code))).toEqual([]);
  });

  for (const set of SETS) {
    const english = new Map(entries(read(set, "en.json")));
    for (const code of UI_LANGUAGES.filter((c) => c !== "en")) {
      it(`has every ${set} key in ${code}, none extra, none empty`, () => {
        const texts = new Map(entries(read(set, `${code}.json`)));

        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        expect([...texts].filter(([, text]) => !text.trim())).toEqual([]);
      });

      it(`keeps the ${set} placeholders of each English text in ${code}`, () => {
        const texts = new Map(entries(read(set, `${code}.json`)));
        // A language may name itself instead of filling {{language}} in ("Ver en español").
        const own = new Set(["portal.showTranslation", "summary.inLanguage"]);
        const differing = [...english]
          .filter(([key]) => !own.has(key))
          .filter(([key, text]) => placeholders(text).join() !== placeholders(texts.get(key) ?? "").join())
          .map(([key]) => key);

        expect(differing).toEqual([]);
      });
    }
  }

  it("fills placeholders in the patient's language", () => {
    const { t } = patientTexts("es");

    expect(t("feedback.ratingOf", { label: "¿Le resultó útil el resumen?", n: 4, max: 5 })).toBe(
      "¿Le resultó útil el resumen?: 4 de 5",
    );
    expect(t("portal.preparedBy", { by: "Dra. Lee", name: "María", date: "3 de marzo de 2026" })).toBe(
      "Preparado por Dra. Lee para María el 3 de marzo de 2026",
    );
  });

  it("writes every language the product offers (decision 392)", () => {
    const written = new Set<string>(UI_LANGUAGES);

    expect(PATIENT_LANGUAGES.map((l) => l.code).filter((code) => !written.has(code))).toEqual([]);
  });

  it("reads an Arabic patient's texts in Arabic, right to left", () => {
    const texts = patientTexts("ar");

    expect(texts.lang).toBe("ar");
    expect(texts.dir).toBe("rtl");
    expect(texts.t("portal.heading")).toBe("ملخص زيارتك");
  });

  it("turns the page right to left for each right-to-left language, and only for them", () => {
    const rtl = UI_LANGUAGES.filter((code) => patientTexts(code).dir === "rtl");

    expect(rtl).toEqual(["ar", "ur", "fa"]);
  });

  it("reads English for a code the product does not offer", () => {
    const texts = patientTexts("xx");

    expect(texts.lang).toBe("en");
    expect(texts.dir).toBe("ltr");
    expect(texts.t("portal.heading")).toBe("Your visit summary");
    expect(uiLanguage("xx")).toBe("en");
    expect(uiLanguage(null)).toBe("en");
  });

  it("gives the chat function its texts in each language, and only the chat's", () => {
    expect(chatTexts("ar").t("chat.send")).toBe("إرسال");
    expect(chatTexts("de").t("chat.notCovered")).toBe(patientTexts("de").t("chat.notCovered"));
    expect(chatTexts("fr").t("portal.heading" as never)).toBe("");
  });

  it("reads the English text of a key a language lacks", () => {
    const texts = chatTexts("ca");

    // A key no file has: rosetta answers "", and the English fallback is "" too; a real key always has its text.
    expect(texts.t("chat.send")).toBe("Envia");
    expect(texts.t("nope.missing" as never)).toBe("");
  });
});
