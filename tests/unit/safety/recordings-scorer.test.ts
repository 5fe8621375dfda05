import { describe, expect, it } from "vitest";
import type { ProductRun, RunFlag } from "../../fixtures/safety/recordings/run-types";
import { scoreRun } from "../../fixtures/safety/recordings/score";
import type { Script } from "../../fixtures/safety/recordings/scripts";
import { readClaims } from "../../fixtures/safety/recordings/summary-claims";
import { tokens } from "../../fixtures/safety/recordings/tokens";

/** The recordings scorer reads summaries by itself, against a hand-written key; these pin how it reads. */

const SCRIPT: Script = {
  id: "test-af",
  kind: "dictation",
  turns: [
    {
      who: "clinician",
      text:
        "Start apixaban five milligrams twice a day. Stop aspirin seventy five milligrams once a day. " +
        "Review in the cardiology clinic in forty eight hours. Report any blood in the urine.",
    },
  ],
  key: {
    patientName: "Test Patient",
    medicines: [
      { drug: "apixaban", action: "start", dose: "5 mg", frequency: "twice a day" },
      { drug: "aspirin", action: "stop", dose: "75 mg", frequency: "once a day" },
    ],
    followUps: [{ when: "48 hours", who: "cardiology" }],
    warnings: ["blood in the urine"],
  },
};
const HEARD = SCRIPT.turns[0].text;

function run(summary: string | null, flags: RunFlag[] = [], transcript = HEARD): ProductRun {
  return {
    outcome: summary === null ? "no-speech" : "summary",
    transcript,
    words: [],
    notes: "",
    patientSummary: summary,
    flags,
    audioSeconds: 10,
    recogniserCpuMs: 1000,
  };
}
const open = (value: string): RunFlag => ({ kind: "medication", value, verdict: "contradicted", open: true });

describe("reading numbers", () => {
  it("folds spoken numbers into digits and keeps numbers that cannot be one apart", () => {
    const read = (text: string) => tokens(text).map((t) => t.text);

    expect(read("one hundred and twenty five micrograms")).toEqual(["125", "micrograms"]);
    expect(read("two point five mg")).toEqual(["2.5", "mg"]);
    expect(read("in fourteen eight hours")).toEqual(["in", "14", "8", "hours"]);
  });
});

describe("reading medicine claims", () => {
  it("gives each medicine of a line its own action or the one before it in its sentence, plus the line's label", () => {
    const claims = readClaims(
      "## Your medicines\n- Stop taking: Warfarin and aspirin. Start apixaban 5 mg twice a day.",
    );

    expect(claims.map((c) => [c.drug, [...c.actions]])).toEqual([
      ["warfarin", ["stop"]],
      ["aspirin", ["stop"]],
      ["apixaban", ["start", "stop"]],
    ]);
  });

  it("lends a medicine the action before it only when the medicine opens its part of the sentence", () => {
    const claims = readClaims("Add linagliptin and thyroid leg wheeze on levothyroxine 50 micrograms.");

    expect(claims.map((c) => [c.drug, [...c.actions]])).toEqual([
      ["linagliptin", ["start"]],
      ["levothyroxine", []],
    ]);
  });

  it("begins a medicine's claim at the action said just before its name", () => {
    const claims = readClaims("- Increase metformin to 1 g twice a day start dapagliflozin 10 mg once a day.");

    expect(claims.map((c) => [c.drug, [...c.actions]])).toEqual([
      ["metformin", ["change"]],
      ["dapagliflozin", ["start"]],
    ]);
  });
});

describe("wrong claims", () => {
  it("counts a reversed action that no flag covers", () => {
    const score = scoreRun(SCRIPT, run("## Your medicines\n- Stop taking: Apixaban five milligrams twice a day."));

    expect(score.wrong).toEqual([
      expect.objectContaining({ why: expect.stringMatching(/stop apixaban/), flagged: false }),
    ]);
  });

  it("counts the same claim as flagged when an open flag's value stands over it", () => {
    const summary = "## Your medicines\n- Stop taking: Apixaban five milligrams twice a day.";

    const score = scoreRun(SCRIPT, run(summary, [open("Stop taking: Apixaban")]));

    expect(score.wrong.map((w) => w.flagged)).toEqual([true]);
  });

  it("does not count a resolved flag, nor an omission, as covering a claim", () => {
    const summary = "## Your medicines\n- Stop taking: Apixaban five milligrams twice a day.";
    const resolved = { ...open("Apixaban"), open: false };
    const omitted: RunFlag = { kind: "medication", value: "apixaban", verdict: "omitted", open: true };

    const score = scoreRun(SCRIPT, run(summary, [resolved, omitted]));

    expect(score.wrong.map((w) => w.flagged)).toEqual([false]);
  });

  it("counts a dose, a frequency or a medicine the key does not have", () => {
    const summary = [
      "## Your medicines",
      "- New: Apixaban fifty milligrams twice a day.",
      "- Stop taking: Aspirin seventy five milligrams three times a day.",
      "- New: Sotalol.",
    ].join("\n");

    const score = scoreRun(SCRIPT, run(summary));

    expect(score.wrong.map((w) => w.why)).toEqual([
      "50 mg was never said with apixaban",
      "how often (3/day) was never said with aspirin",
      "sotalol is not in the plan",
    ]);
  });

  it("judges a follow-up time run into a medicine's line as a follow-up, and any other time as the medicine's", () => {
    const script: Script = {
      ...SCRIPT,
      turns: [{ who: "clinician", text: "Stop gliclazide. See the practice nurse in three months." }],
      key: { ...SCRIPT.key, medicines: [{ drug: "gliclazide", action: "stop" }], followUps: [{ when: "3 months" }] },
    };
    const why = (summary: string) => scoreRun(script, run(summary)).wrong.map((w) => w.why);

    expect(why("- Stop taking: Gliclazide the practice nurse in three months.")).toEqual([]);
    expect(why("- Stop taking: Gliclazide for three months.")).toEqual(["3 months was never said with gliclazide"]);
  });

  it("counts a follow-up time the script never said", () => {
    const score = scoreRun(SCRIPT, run("## Your follow-up appointments\n- Review in fourteen eight hours."));

    expect(score.wrong.map((w) => w.why)).toEqual(["14 was never said"]);
  });

  it("finds nothing wrong in a summary that says the plan as the script does", () => {
    const summary = [
      "## Your medicines",
      "- New: Apixaban 5 mg twice a day.",
      "- Stop taking: Aspirin 75 mg once a day.",
      "## Your follow-up appointments",
      "- Cardiology clinic in 48 hours.",
    ].join("\n");

    expect(scoreRun(SCRIPT, run(summary)).wrong).toEqual([]);
  });
});

describe("plan facts", () => {
  it("reach the summary only with their action, dose and frequency", () => {
    const summary = "## Your medicines\n- New: Apixaban 5 mg.\n- Stop taking: Aspirin 75 mg once a day.";

    const facts = scoreRun(SCRIPT, run(summary)).facts.filter((f) => f.kind === "medicine");

    expect(facts.map((f) => [f.label, f.inTranscript, f.reached])).toEqual([
      ["start apixaban 5 mg twice a day", true, false],
      ["stop aspirin 75 mg once a day", true, true],
    ]);
  });

  it("are not counted as heard when the transcript garbled them", () => {
    const heard = "Stopped apixaban five milligrams twice a day. Stop aspirin seventy five milligrams once a day.";

    const facts = scoreRun(SCRIPT, run("", [], heard)).facts;

    expect(facts.filter((f) => f.inTranscript).map((f) => f.label)).toEqual(["stop aspirin 75 mg once a day"]);
  });

  it("find a follow-up by its when and who", () => {
    const said = scoreRun(SCRIPT, run("## Follow-up\n- The cardiology clinic will see you in 48 hours."));
    const whoMissing = scoreRun(SCRIPT, run("## Follow-up\n- See us in 48 hours."));

    const followUp = (score: ReturnType<typeof scoreRun>) => score.facts.find((f) => f.kind === "followup")?.reached;
    expect([followUp(said), followUp(whoMissing)]).toEqual([true, false]);
  });

  it("find a warning sign by its content words on one line", () => {
    const reworded = scoreRun(SCRIPT, run("## When to get help\n- Blood in your urine."));
    const apart = scoreRun(SCRIPT, run("## When to get help\n- Blood pressure.\n- Urine sample."));

    const warning = (score: ReturnType<typeof scoreRun>) => score.facts.find((f) => f.kind === "warning")?.reached;
    expect([warning(reworded), warning(apart)]).toEqual([true, false]);
  });
});

describe("warning signs", () => {
  it("are found by any of the key's wordings", () => {
    const script: Script = { ...SCRIPT, key: { ...SCRIPT.key, warnings: ["palpitations|pounding heartbeat"] } };

    const score = scoreRun(script, run("## When to get help\n- A racing or pounding heartbeat."));

    expect(score.facts.find((f) => f.kind === "warning")).toMatchObject({ label: "palpitations", reached: true });
  });
});

describe("clips that should reach no patient", () => {
  const foreign: Script = {
    ...SCRIPT,
    kind: "foreign",
    key: { ...SCRIPT.key, medicines: [], followUps: [], warnings: [], expect: "refusal-or-no-claims" },
  };

  it("pass when the product refuses", () => {
    const score = scoreRun(foreign, run(null));

    expect([score.refused, score.unflaggedLines]).toEqual([true, []]);
  });

  it("list every content line no flag covers", () => {
    const summary = "## Why you were seen\nYou were seen for a cough.\n## Your medicines\n- Keep taking: Aspirin.";

    const score = scoreRun(foreign, run(summary, [open("Aspirin")]));

    expect(score.unflaggedLines).toEqual(["You were seen for a cough."]);
  });
});
