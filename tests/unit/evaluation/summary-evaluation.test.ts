import { beforeAll, describe, expect, it } from "vitest";
import { evaluateAll, LONG_SOURCE_WORDS, paddedLines, type Row, totals } from "../../fixtures/evaluation/evaluate";

/**
 * Issue 10's targets on the evaluation set (tests/fixtures/evaluation, `npm run eval:summaries` prints the table).
 * One test per target, so a miss names itself; each failure lists the documents behind it.
 */
let rows: Row[];
beforeAll(async () => {
  rows = await evaluateAll();
}, 120_000);

const t = () => totals(rows);

describe("summary evaluation", () => {
  it("has at least 12 documents, each with at least 3 chat questions", () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.chat < 3).map((r) => r.id)).toEqual([]);
  });

  it("finds every patient's name", () => {
    expect(rows.filter((r) => !r.nameRight).map((r) => `${r.id}: ${r.name}`)).toEqual([]);
  });

  it("keeps at least 98 % of the must-keep facts", () => {
    expect(t().factsKept, rows.flatMap((r) => r.missed.map((m) => `${r.id}: ${m}`)).join("\n")).toBeGreaterThanOrEqual(
      0.98,
    );
  });

  it("files at least 95 % of the facts under the right heading", () => {
    expect(t().rightHeading).toBeGreaterThanOrEqual(0.95);
  });

  it("invents no numbers, doses, dates or medicines", () => {
    expect(rows.flatMap((r) => r.invented.map((f) => `${r.id}: ${f}`))).toEqual([]);
  });

  it("writes no filler and nothing the answer keys forbid", () => {
    expect(t().filler).toBe(0);
    expect(rows.flatMap((r) => r.forbidden.map((f) => `${r.id}: ${f}`))).toEqual([]);
  });

  it("reads at grade 8 or lower on every document", () => {
    expect(rows.filter((r) => r.grade > 8).map((r) => `${r.id}: ${r.grade}`)).toEqual([]);
  });

  it(`is at most 60 % of the source for sources over ${LONG_SOURCE_WORDS} words`, () => {
    const long = rows.filter((r) => r.sourceWords > LONG_SOURCE_WORDS && r.ratio > 0.6);
    expect(long.map((r) => `${r.id}: ${Math.round(r.ratio * 100)} %`)).toEqual([]);
  });

  it("answers at least 90 % of the chat questions correctly, none padded", () => {
    expect(t().chatCorrect, rows.flatMap((r) => r.wrongChat).join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(t().padded).toBe(0);
  });
});

describe("the evaluation's padding check", () => {
  const scanAnswer = [
    "- 6 mm solid nodule (a small round spot) in the right upper lobe.",
    "- Mild emphysema (lung damage that causes breathlessness).",
    "- Simple left kidney cyst (fluid-filled sac), harmless; no check-up needed.",
  ];
  const findings = ["nodule", "emphysema", "kidney cyst"];

  it("accepts every finding of a scan when the key lists them", () => {
    const padded = paddedLines(scanAnswer.join("\n"), "What did the scan show?", findings);

    expect(padded).toEqual([]);
  });

  it("still counts a line unrelated to the question as padding", () => {
    const answer = [...scanAnswer, "- New: Paracetamol 1 g four times a day."].join("\n");

    const padded = paddedLines(answer, "What did the scan show?", findings);

    expect(padded).toEqual(["New: Paracetamol 1 g four times a day."]);
  });

  it("counts the other medicines as padding in an answer about one medicine", () => {
    const answer = "- Changed: Ramipril 2.5 mg once a day.\n- New: Senna 15 mg at night while taking oxycodone.";

    const padded = paddedLines(answer, "How much ramipril do I take now?", ["2.5 mg"]);

    expect(padded).toEqual(["New: Senna 15 mg at night while taking oxycodone."]);
  });
});
