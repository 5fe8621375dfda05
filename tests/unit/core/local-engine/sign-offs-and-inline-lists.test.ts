import { describe, expect, it } from "vitest";
import { splitSentences } from "#core/shared/sentences";
import { draft, section } from "./support/draft";

/** Who signed a record, a plan typed as one numbered line, and a start that is history (decision 479). */
describe("who signed the record", () => {
  it("keeps an initial with its surname when it splits sentences", () => {
    const sentences = splitSentences("Seen with her son (Mr P. Adeyemi-Clarke, who drove her). Safe to go home.");

    expect(sentences).toEqual(["Seen with her son (Mr P. Adeyemi-Clarke, who drove her).", "Safe to go home."]);
  });

  it("still ends a sentence after a vitamin's letter", () => {
    expect(splitSentences("Take vitamin D. Take it with food.")).toEqual(["Take vitamin D.", "Take it with food."]);
  });

  it("leaves an electronic signature out of the summary", () => {
    const text = draft(
      "Diagnosis: viral chest infection.\nPlan: Rest and fluids. See your GP in 1 week.\nElectronically signed: R. Okoye-Brandt, MD 03/11/2026 09:14",
    ).text;

    expect(text).not.toMatch(/Okoye|signed/i);
  });

  it("leaves out a signature that ends the last paragraph", () => {
    const text = draft(
      "Diagnosis: sprained ankle.\nAdvice: Rest, ice and raise the leg. Sent home with her partner. T. Villanueva-Shaw, ED StR, GMC 7001234",
    ).text;

    expect(text).not.toMatch(/Villanueva|GMC/);
  });

  it("leaves out who dictated the letter", () => {
    const text = draft(
      "Diagnosis: gout.\nPlan: Colchicine 500 micrograms twice a day for 5 days - NEW.\nDictated by: Dr H. Lindahl-Moss, Rheumatology registrar",
    ).text;

    expect(text).not.toMatch(/Lindahl|Dictated/);
  });
});

describe("a plan typed as one numbered line", () => {
  const NOTE =
    "Assessment: Underactive thyroid.\nPlan: 1) Increase levothyroxine from 50 mcg to 75 mcg once daily. 2) Take the iron tablet 4 hours apart from it. 3) Stop the kelp supplement now. 4) Repeat thyroid blood test in 6 weeks.";

  it("labels each entry's medicine by its own instruction, not by a later entry's stop", () => {
    const medicines = section(draft(NOTE).text, "Your medicines");

    expect(medicines.find((l) => /levothyroxine/i.test(l))).toMatch(/^- Changed:/);
  });

  it("keeps the follow-up entry as a follow-up", () => {
    expect(section(draft(NOTE).text, "Your follow-up appointments").join("\n")).toMatch(
      /thyroid blood test in 6 weeks/i,
    );
  });
});

describe("a medicine started before this visit", () => {
  it("does not call a start weeks ago a new medicine", () => {
    const text = draft(
      "Reason for review: low mood. Started citalopram 10 mg OD 8 weeks ago by GP. Some response.\nPlan: Increase citalopram to 20 mg once daily.",
    ).text;

    expect(text).not.toMatch(/New: Citalopram 10 mg/i);
  });
});

describe("a record's own end", () => {
  it("reads 'END OF EXPORT' as the end of the record", () => {
    const text = draft(
      "Diagnosis: gout.\nAdvice: Rest the joint.\n-- END OF EXPORT -- Page 1 of 1 -- ENC-20260101-0001",
    ).text;

    expect(text).not.toMatch(/EXPORT|ENC-/);
  });
});

describe("a plan numbered in square brackets", () => {
  it("reads each bracketed entry as its own follow-up", () => {
    const text = draft(
      "Diagnosis: atrial flutter.\nFollow-up: [1] Nurse phone review at 1 week [2] GP: kidney blood test in 2 weeks (ramipril started).",
    ).text;

    const followUps = section(text, "Your follow-up appointments");
    expect(followUps.some((l) => /^- Nurse phone review at 1 week\.?$/.test(l))).toBe(true);
  });
});

describe("a start told as history", () => {
  it("keeps 'started … weeks ago' out of the medicines to take", () => {
    const text = draft(
      "Reason for review: low mood. Started citalopram 10 mg OD 8 weeks ago by GP. Some response.\nPlan: Increase citalopram to 20 mg once daily.",
    ).text;

    expect(section(text, "Your medicines").join("\n")).not.toMatch(/weeks ago/);
  });
});
