import { describe, expect, it } from "vitest";
import { feedbackUrl, portalUrl } from "#core/delivery/claims";
import { type StoredTranslation, sentTranslation } from "#core/translation/stored";

const translation = (language: string, englishRevision: number): StoredTranslation => ({
  language,
  text: "## Sus medicamentos",
  backTranslation: "## Your medicines",
  rows: [],
  flags: [],
  englishRevision,
  createdAt: "2026-11-27T09:00:00.000Z",
  updatedAt: "2026-11-27T09:00:00.000Z",
  by: null,
});

describe("the language a summary was sent in (issue 23, part 2)", () => {
  it("is the translation's when it was made from the English version that was sent", () => {
    expect(sentTranslation({ translation: translation("es", 3), sentRevision: 3, revision: 3 })?.language).toBe("es");
  });

  it("is English when the translation was made from another English version than the one sent", () => {
    expect(sentTranslation({ translation: translation("es", 2), sentRevision: 3, revision: 3 })).toBeUndefined();
  });

  it("is English without a translation, or for a language that is not offered", () => {
    expect(sentTranslation({ translation: null, sentRevision: 1 })).toBeUndefined();
    expect(sentTranslation({ translation: translation("xx", 1), sentRevision: 1 })).toBeUndefined();
  });

  it("names the language in a translated summary's links, and leaves English links as they were", () => {
    expect(portalUrl("https://app.example", "01A", "tok")).toBe("https://app.example/patient-portal/01A#tok");
    expect(portalUrl("https://app.example", "01A", "tok", "es")).toBe(
      "https://app.example/patient-portal/01A?lang=es#tok",
    );
    expect(feedbackUrl("https://app.example", "s", "01A")).toBe("https://app.example/feedback#session=s&summary=01A");
    expect(feedbackUrl("https://app.example", "s", "01A", "ca")).toBe(
      "https://app.example/feedback#session=s&summary=01A&lang=ca",
    );
  });
});
