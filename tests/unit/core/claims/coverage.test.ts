import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

const SOURCE = `DISCHARGE MEDICATIONS:
Spironolactone 25 mg once daily (NEW)
Lisinopril 10 mg once daily (CONTINUE)

DIET AND ACTIVITY:
Limit salt to less than 2 grams a day. Weigh yourself every morning.

RETURN PRECAUTIONS:
Call 911 if you have chest pain, severe shortness of breath at rest, or you faint.

FOLLOW-UP:
Heart failure clinic in 2 weeks.`;

const SUMMARY = `## Your medicines
- New: Spironolactone 25 mg once a day.
- Keep taking: Lisinopril 10 mg once a day.

## Looking after yourself at home
Limit salt to less than 2 grams a day. Weigh yourself every morning.

## When to get help
- Call 911 if you have chest pain, severe shortness of breath at rest, or you faint.

## Your follow-up appointments
- Heart failure clinic in 2 weeks.`;

describe("coverage of the source's safety items (patient summaries)", () => {
  it("flags nothing when every item is kept", () => {
    expect(check(SOURCE, SUMMARY)).toEqual([]);
  });

  it("flags a medicine change left out, in the source's words", () => {
    const flags = check(SOURCE, SUMMARY.replace("- New: Spironolactone 25 mg once a day.\n", ""));

    expect(flags).toMatchObject([
      {
        kind: "medication",
        verdict: "omitted",
        value: "Start spironolactone 25 mg once daily",
        reason: "The source says to start spironolactone; the summary does not.",
        evidence: [{ quote: "Spironolactone 25 mg once daily (NEW)" }],
      },
    ]);
  });

  it("flags a warning sign left out", () => {
    const summary = SUMMARY.replace(", or you faint.", ".");

    expect(briefly(check(SOURCE, summary))).toEqual(["omitted warning: you faint"]);
  });

  it("flags a whole warning left out once", () => {
    const summary = SUMMARY.replace(
      "- Call 911 if you have chest pain, severe shortness of breath at rest, or you faint.",
      "",
    );

    expect(briefly(check(SOURCE, summary))).toEqual([
      "omitted warning: Call 911 if you have chest pain, severe shortness of breath…",
    ]);
  });

  it("reads 'Signs of … - go to A&E: …' as a warning, and flags it left out", () => {
    const source =
      "Signs of lithium toxicity - stop lithium and go to A&E the same day: diarrhoea or vomiting, a coarse tremor (shaking), or confusion.";
    const kept =
      "## When to get help\n- You have diarrhoea or vomiting, bad shaking, or you are confused: stop lithium and go to A&E the same day.";

    expect(check(source, kept)).toEqual([]);
    expect(briefly(check(source, "## Looking after yourself\n- Drink plenty of fluid."))).toEqual([
      "omitted warning: Signs of lithium toxicity - stop lithium and go to A&E the…",
    ]);
  });

  it("reads a letter's 'she should see you urgently if' as a warning to the patient, kept as a racing heartbeat", () => {
    const source = "She should see you urgently if she develops palpitations, shaking or sweating.";
    const kept = "## When to get help\n- You get a racing heartbeat, shaking or sweating: see your GP urgently.";

    expect(check(source, kept)).toEqual([]);
    expect(briefly(check(source, "## Looking after yourself\n- Take the tablets in the morning."))).toEqual([
      "omitted warning: She should see you urgently if she develops palpitations, s…",
    ]);
  });

  it("does not take a sign's words used elsewhere in the summary for the sign", () => {
    const source = "Salbutamol blue inhaler when needed (CONTINUE). If her lips look blue, call 911.";
    const summary =
      "- Keep taking: Salbutamol, the blue inhaler, when needed.\n## When to get help\n- Call 911 if she cannot talk.";

    expect(briefly(check(source, summary))).toEqual(["omitted warning: If her lips look blue, call 911"]);
  });

  it("keeps a warning said in the glossary's plain words", () => {
    const source = "Return if you develop dyspnoea or haematemesis.";

    expect(check(source, "- Come back if you have shortness of breath or are vomiting blood.")).toEqual([]);
  });

  it("flags a limit left out", () => {
    const summary = SUMMARY.replace("Limit salt to less than 2 grams a day. ", "");

    expect(briefly(check(SOURCE, summary))).toEqual(["omitted limit: Limit salt to less than 2 grams a day"]);
  });

  it("flags a limit kept without its number", () => {
    const summary = SUMMARY.replace("Limit salt to less than 2 grams a day.", "Eat less salt.");

    expect(briefly(check(SOURCE, summary))).toEqual(["omitted limit: Limit salt to less than 2 grams a day"]);
  });

  it("does not ask clinical notes to keep the safety items", () => {
    expect(check(SOURCE, "Plan: start spironolactone 25 mg once daily.", "clinician")).toEqual([]);
  });
});
