import { describe, expect, it } from "vitest";
import type { AnswerKey } from "../../fixtures/safety/answer-key";
import { scoreEngineSummary } from "../../fixtures/safety/score-engine";

/** How the engine's own summary is scored against a hand-written key (issue 18). */
const key: AnswerKey = {
  source: "x.txt",
  kind: "clinic-note",
  layout: [],
  patientName: "Jane Doe",
  facts: [],
  medications: [
    { drug: "allopurinol", action: "continue", dose: "300", unit: "mg", line: "" },
    { drug: "colchicine", action: "new", dose: "500", unit: "micrograms", line: "" },
    { drug: "bendroflumethiazide", action: "stop", line: "" },
  ],
  allergies: [{ substance: "amoxicillin", line: "" }],
  warnings: [{ sign: "fever|shivers", action: "A&E", line: "" }],
  followups: [],
  limits: [],
  diagnoses: [],
  forbidden: [],
  summary: "x.summary.md",
};
const score = (summary: string, flags: Parameters<typeof scoreEngineSummary>[3] = []) =>
  scoreEngineSummary(key, "Jane Doe", summary, flags);

describe("the engine summary's scorer", () => {
  it("finds a medicine that continues listed as one to stop", () => {
    const s = score("## Your medicines\n- Stop taking: Allopurinol 300 mg OD - do NOT stop during the flare.");

    expect(s.contradictions).toEqual(['allopurinol: summary says "stop", source says continue']);
    expect(s.unflagged).toEqual(s.contradictions);
  });

  it("finds a dose that is not the source's, and counts it flagged when a flag names it", () => {
    const s = score("- New: Colchicine 500 mg twice a day.", [{ kind: "dose", value: "500 mg" }]);

    expect(s.contradictions).toEqual(["colchicine: summary says 500 mg, source says 500 micrograms"]);
    expect(s.unflagged).toEqual([]);
  });

  it("compares doses under the medicines heading only, not what to do in an emergency", () => {
    const s = score("## When to get help\n- If 6 mg of colchicine a day does not help, call 999.");

    expect(s.contradictions).toEqual([]);
  });

  it("does not hold a medicine named in passing to the line's label", () => {
    const s = score("- Stop taking: Bendroflumethiazide, and keep taking allopurinol as before.");

    expect(s.contradictions).toEqual([]);
  });

  it("finds a second medicine that starts a sentence under another's label", () => {
    const s = score("- New: Colchicine 500 micrograms twice a day. Bendroflumethiazide 2.5 mg.");

    expect(s.contradictions).toEqual(['bendroflumethiazide: summary says "new", source says stop']);
  });

  it("keeps an allergy only when the substance itself is named", () => {
    expect(score("- Allergy: amoxicillin (hives).").allergiesKept).toBe(1);
    expect(score("- Penicillin allergy (urticaria (hives)).").allergiesKept).toBe(0);
  });

  it("keeps a warning sign only with what to do", () => {
    expect(score("## When to get help\n- Fever or shivers.\n- Go to A&E if any of these happen.").warningsKept).toBe(1);
    expect(score("## When to get help\n- Fever or shivers.").warningsKept).toBe(0);
  });

  it("wants the patient's name exactly, ignoring case", () => {
    expect(scoreEngineSummary(key, "jane doe", "", []).nameRight).toBe(true);
    expect(scoreEngineSummary(key, "consult diabetes", "", []).nameRight).toBe(false);
  });

  it("takes the record's full name, with a middle name, as the key's name", () => {
    expect(scoreEngineSummary(key, "Jane Alice Doe", "", []).nameRight).toBe(true);
    expect(scoreEngineSummary(key, "Jane Doe-Smith", "", []).nameRight).toBe(false);
    expect(scoreEngineSummary(key, "Alice Doe", "", []).nameRight).toBe(false);
  });
});
