import { describe, expect, it } from "vitest";
import { LANGUAGE_NOT_OFFERED } from "#contracts/translation";
import {
  addressHash,
  lookupPatientLanguage,
  type PatientLanguageStore,
  REMEMBER_FOR_MS,
  rememberPatientLanguage,
} from "#core/patient-language/patient-language";
import { InvalidInput } from "#core/shared/errors";
import { fixedClock } from "#tests/fakes/memory-account-store";

const NOW = "2026-11-27T10:00:00.000Z";

/** The store in memory, with the adapter's guard: a write older than the stored one does not land. */
class MemoryLanguages implements PatientLanguageStore {
  items = new Map<string, { language: string; at: string; expiresAt: number }>();
  async getPatientLanguage(sub: string, hash: string, nowMs: number) {
    const item = this.items.get(`${sub}/${hash}`);
    return item && item.expiresAt > nowMs / 1000 ? item.language : undefined;
  }
  async putPatientLanguage(sub: string, hash: string, language: string, at: string, expiresAt: number) {
    const item = this.items.get(`${sub}/${hash}`);
    if (item && item.at > at) return item.language;
    this.items.set(`${sub}/${hash}`, { language, at, expiresAt });
    return language;
  }
}

const setUp = (at = NOW) => {
  const languages = new MemoryLanguages();
  return { languages, deps: { languages, clock: fixedClock(at) } };
};

describe("the language remembered for a patient's address", () => {
  it("is found again by the same address, however it is capitalised", async () => {
    const { deps } = setUp();
    await rememberPatientLanguage(deps, "clinician-1", { email: "Lucia.Diaz@Example.com", language: "es" });

    const answer = await lookupPatientLanguage(deps, "clinician-1", { email: " lucia.diaz@example.com" });

    expect(answer).toEqual({ language: "es" });
  });

  it("is keyed by a hash of the address, never the address", async () => {
    const { deps, languages } = setUp();

    await rememberPatientLanguage(deps, "clinician-1", { email: "lucia.diaz@example.com", language: "es" });

    const [key] = [...languages.items.keys()];
    expect(key).not.toContain("lucia");
    expect(key).toBe(`clinician-1/${addressHash("clinician-1", "lucia.diaz@example.com")}`);
  });

  it("is one clinician's: another clinician's hash of the same address differs", () => {
    expect(addressHash("clinician-1", "lucia.diaz@example.com")).not.toBe(
      addressHash("clinician-2", "lucia.diaz@example.com"),
    );
  });

  it("answers nothing for an address never chosen for", async () => {
    const { deps } = setUp();

    expect(await lookupPatientLanguage(deps, "clinician-1", { email: "new@example.com" })).toEqual({ language: null });
  });

  it("refuses a language the product does not offer, and keeps the one remembered", async () => {
    const { deps } = setUp();
    await rememberPatientLanguage(deps, "clinician-1", { email: "lucia@example.com", language: "es" });

    const attempt = rememberPatientLanguage(deps, "clinician-1", { email: "lucia@example.com", language: "xx" });

    await expect(attempt).rejects.toEqual(new InvalidInput(LANGUAGE_NOT_OFFERED));
    expect(await lookupPatientLanguage(deps, "clinician-1", { email: "lucia@example.com" })).toEqual({
      language: "es",
    });
  });

  it("remembers English as a choice too", async () => {
    const { deps } = setUp();

    const answer = await rememberPatientLanguage(deps, "clinician-1", { email: "sam@example.com", language: "en" });

    expect(answer).toEqual({ language: "en" });
  });

  it("lasts a year from its last use", async () => {
    const { deps, languages } = setUp();

    await rememberPatientLanguage(deps, "clinician-1", { email: "lucia@example.com", language: "ca" });

    const [item] = [...languages.items.values()];
    expect(item.expiresAt).toBe(Math.floor((Date.parse(NOW) + REMEMBER_FOR_MS) / 1000));
  });
});
