import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/** A medicine table under "Plan", fields that name a visit, and a maternity record's header (decision 479). */
const RECORD = `Women's Health Clinic
Woman: Ilse MARGRAVE-OTIENO     Hosp no: WHC 41-22093
Reason for visit: heavy periods on the pill.
History: Migraine with aura since 2019, on sumatriptan 50 mg as needed.

Plan, agreed with Ilse:

Drug             | Dose    | Freq  | Action
Microgynon 30    | 1 tab   | od    | STOP today - migraine with aura
Desogestrel      | 75 mcg  | od    | START today - no oestrogen
Tranexamic acid  | 1 g     | tds   | START on heavy days, up to 4 days

Gynaecology clinic: 3 months.
Pelvic scan: booked for 14 June 2026.`;

describe("a medicine table under a plan", () => {
  it("lists each row under the medicines with its action", () => {
    const medicines = section(draft(RECORD).text, "Your medicines");

    expect(medicines).toContain("- New: Desogestrel 75 mcg once a day. Today - no oestrogen.");
    expect(medicines.some((l) => /^- Stop taking: Microgynon 30/.test(l))).toBe(true);
  });

  it("keeps a medicine the history names out of the medicines to take", () => {
    const medicines = section(draft(RECORD).text, "Your medicines");

    expect(medicines.join("\n")).not.toMatch(/since 2019/);
  });
});

describe("a field that names a visit", () => {
  it("reads 'Gynaecology clinic: 3 months' as a follow-up", () => {
    expect(section(draft(RECORD).text, "Your follow-up appointments")).toContain("- Gynaecology clinic: 3 months.");
  });

  it("reads 'Pelvic scan: booked for …' as a follow-up", () => {
    expect(section(draft(RECORD).text, "Your follow-up appointments").join("\n")).toMatch(/Pelvic scan: booked/);
  });
});

describe("a maternity record's header", () => {
  it("leaves the 'Woman:' field out of the summary", () => {
    const record =
      "Antenatal Clinic (Obstetric Medicine)\n\nWoman: Ilse MARGRAVE-OTIENO     Hosp no: WHC 41-22093     G2 P1\nDate: 02 April 2026     Gestation: 10+2 weeks\n\nReason for visit: heavy periods.";

    expect(draft(record, "Ilse Margrave-Otieno").text).not.toMatch(/WHC 41-22093|Woman:/);
  });
});
