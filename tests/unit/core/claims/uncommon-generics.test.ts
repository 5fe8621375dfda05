import { describe, expect, it } from "vitest";
import { readMedicines } from "#core/claims/read-medicines";
import { readText } from "#core/claims/text";
import vocabulary from "#data/drug-vocabulary.json";
import { briefly, check } from "./helpers";

/**
 * RxNorm ingredients with few package codes, brands glossed by a generic, and "do not take X with …" (issue 18,
 * decision 504), each written here in other medicines and words than the batches that showed them.
 */
const keys = (text: string) => readMedicines(readText(text)).map((m) => m.key);
const medicineFlags = (source: string, summary: string) =>
  briefly(check(source, summary)).filter((f) => /medication|dose/.test(f));

describe("RxNorm ingredients with few package codes", () => {
  it("are known to the checker, apart from English words, amino acids and excipients", () => {
    expect(vocabulary.uncommon).toEqual(expect.arrayContaining(["ethosuximide", "naratriptan", "chloroquine"]));
    expect(vocabulary.uncommon).not.toEqual(expect.arrayContaining(["nitrogen"]));
    expect(vocabulary.uncommon).not.toContain("glycine");
    expect(vocabulary.uncommon).not.toContain("benzalkonium");
  });

  it("reads one as a medicine wherever a text names it", () => {
    expect(keys("Started frovatriptan 2.5 mg at the onset of a migraine.")).toEqual(["frovatriptan"]);
  });

  it("judges the dose of one against the source's", () => {
    const source = "Plan: start primaquine 15 mg once daily for 14 days after the chloroquine course.";

    const flags = medicineFlags(source, "## Your medicines\n- New: Primaquine 30 mg once a day for 14 days.");

    expect(flags).toEqual([expect.stringMatching(/^contradicted dose: .*30/)]);
  });

  it("holds a vitamin of the list as ambiguous: a medicine only with a dose or an action", () => {
    const [riboflavin] = readMedicines(readText("Her riboflavin level was normal."));

    expect(riboflavin.ambiguous).toBe(true);
  });
});

describe("a brand no list knows, glossed by a generic", () => {
  it("is that generic, so the source's stop of the brand supports the summary's stop of the generic", () => {
    const source =
      "Medicines\n| Medicine | Dose | Change |\n| Zelvora (mirabegron) | - | STOP - not needed after the operation |\n| Paracetamol | 1 g | as needed |";

    const flags = medicineFlags(
      source,
      "## Your medicines\n- Stop taking: Zelvora (mirabegron). You do not need it now.",
    );

    expect(flags).toEqual([]);
  });

  it("is that generic when it glosses the generic, read for a summary that names the brand", () => {
    const read = readMedicines(readText("Stop dalfampridine (Quorvex) 10 mg now."), ["quorvex"]);

    expect(read.map((m) => m.key)).toEqual(["dalfampridine", "dalfampridine"]);
  });

  it("is not one ingredient of a combination it glosses", () => {
    expect(keys("Continue Trivoxa (lopinavir/ritonavir) 2 tablets twice daily.")[0]).toBe("word:trivoxa");
  });
});

describe("'do not take X with …'", () => {
  it("says what not to take it with, and does not stop it", () => {
    const source = "Start doxycycline 150 mg four times daily for 2 weeks.";

    const flags = medicineFlags(
      source,
      "## Your medicines\n- New: Doxycycline 150 mg four times a day for 2 weeks.\n- Do not take doxycycline with milk or antacids.",
    );

    expect(flags).toEqual([]);
  });
});

describe("a brand glossed once", () => {
  it("is that drug wherever else the text names it", () => {
    const source =
      "Itchy eyes despite ketotifen (Ocuvex) drops since May.\nPlan:\n1. STOP Ocuvex eye drops.\n2. Start olopatadine 1 drop twice a day.";
    const summary =
      "## Your medicines\n- Stop taking: Ocuvex (ketotifen) eye drops.\n- New: Olopatadine 1 drop twice a day.";

    expect(medicineFlags(source, summary)).toEqual([]);
    expect(medicineFlags(source, summary.replace("Stop taking: Ocuvex", "New: Ocuvex"))).toEqual([
      expect.stringMatching(/^contradicted medication: New: Ocuvex/),
    ]);
  });

  it("names a combination the source glosses with it, so a summary that gives only the brand keeps it", () => {
    const source = "Blood pressure still high.\nPlan: start amlodipine/olmesartan (Duvaxa) 5/20 mg once daily.";

    const flags = medicineFlags(source, "## Your medicines\n- New: Duvaxa, 1 tablet once a day.");

    expect(flags.filter((f) => f.startsWith("omitted"))).toEqual([]);
  });
});
