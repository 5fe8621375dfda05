import { describe, expect, it } from "vitest";
import type { FlagLike } from "../../fixtures/safety/flags";
import type { Mutant } from "../../fixtures/safety/mutate";
import { scoreMutant } from "../../fixtures/safety/score-mutants";

/** When the mutation test counts a mutant as caught (issue 18). */
const doseChange: Mutant = {
  id: "doc#dose-1",
  kind: "dose",
  text: "- New: Apixaban 10 mg twice a day.",
  description: "apixaban: 5 → 10 mg",
  span: "- New: Apixaban 10 mg twice a day.",
  needles: ["apixaban", "10"],
};
const warningDrop: Mutant = {
  id: "doc#warning-dropped-1",
  kind: "warning-dropped",
  text: "",
  description: "- black stools",
  dropped: "- You have black stools: call 111.",
  needles: ["black", "stools"],
};
const flag = (value: string, more: Partial<FlagLike> = {}): FlagLike => ({ kind: "dose", value, ...more });

describe("the mutation test's scorer", () => {
  it("counts a new open flag on the changed dose as caught", () => {
    const outcome = scoreMutant(doseChange, [flag("10 mg", { verdict: "contradicted" })], []);

    expect(outcome.caught).toBe(true);
  });

  it("counts a flag whose evidence quotes the medicine as caught", () => {
    const found = flag("twice a day", { evidence: [{ quote: "Start apixaban 5 mg twice daily." }] });

    expect(scoreMutant(doseChange, [found], []).caught).toBe(true);
  });

  it("does not count a flag the correct summary already had", () => {
    const old = flag("apixaban", { kind: "medication" });

    const outcome = scoreMutant(doseChange, [old], [old]);

    expect(outcome).toMatchObject({ caught: false, itemFlaggedBefore: true });
  });

  it("counts a new flag whose claim stands in the mutated line as caught", () => {
    const added: Mutant = {
      ...doseChange,
      kind: "diagnosis-added",
      span: "- You also have type 2 diabetes.",
      needles: ["diabetes"],
    };

    expect(scoreMutant(added, [flag("2", { kind: "number" })], []).caught).toBe(true);
  });

  it("does not count a new flag about something else", () => {
    expect(scoreMutant(doseChange, [flag("2.5 mg")], []).caught).toBe(false);
  });

  it("does not count a flag the clinician has resolved", () => {
    const resolved = flag("10 mg", { resolution: { action: "accepted", reason: "ok", by: null, at: "" } });

    expect(scoreMutant(doseChange, [resolved], []).caught).toBe(false);
  });

  it("counts an omission flag naming the dropped warning sign as caught", () => {
    const omitted = flag("Black stools: call 111", { kind: "warning", verdict: "omitted" });

    expect(scoreMutant(warningDrop, [omitted], []).caught).toBe(true);
  });

  it("counts an omission flag naming the dropped sign in another form of its words as caught", () => {
    const faint: Mutant = { ...warningDrop, description: "- feel sick or faint", needles: ["sick", "faint"] };
    const omitted = flag("Nausea or fainting on standing -> stop it", { kind: "warning", verdict: "omitted" });

    expect(scoreMutant(faint, [omitted], []).caught).toBe(true);
  });

  it("does not count a flag whose word only starts like the dropped sign", () => {
    const fever: Mutant = { ...warningDrop, description: "- fever", needles: ["fever"] };
    const omitted = flag("Feverfew tablets", { kind: "medication", verdict: "omitted" });

    expect(scoreMutant(fever, [omitted], []).caught).toBe(false);
  });

  it("counts an omitted follow-up that names the time the mutant changed as caught", () => {
    const later: Mutant = {
      id: "doc#followup-time-1",
      kind: "followup-time",
      text: "- Recheck in 8 weeks.",
      description: "4 weeks → 8 weeks",
      span: "- Recheck in 8 weeks.",
      needles: ["8"],
      replaced: ["4"],
    };
    const omitted = flag("Recheck in 4 weeks (culture result)", { kind: "followup", verdict: "omitted" });

    expect(scoreMutant(later, [omitted], []).caught).toBe(true);
  });

  it("does not count an unsupported claim that names the time the mutant changed away", () => {
    const later: Mutant = { ...doseChange, kind: "followup-time", needles: ["8"], replaced: ["4"] };
    const other = flag("4 tablets", { kind: "number", verdict: "unsupported" });

    expect(scoreMutant(later, [other], []).caught).toBe(false);
  });
});
