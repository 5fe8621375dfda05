import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";
import { transcript } from "./helpers";

/**
 * A recogniser's confident guesses (issue 18, `eval:safety:recordings`): a known drug in place of a word it did not
 * know. The transcript supports them word for word; what gives them away is what a spoken prescription always has.
 */
const verdicts = (spoken: string, output: string) =>
  checkClaims({ output, source: transcript(spoken), audience: "patient" }).map((f) => `${f.verdict} ${f.value}`);

describe("a medicine heard in a recording but not said as an instruction", () => {
  it("flags a start heard with no dose", () => {
    expect(verdicts("Start olanzapine four times a day instead.", "- New: Olanzapine four times a day.")).toEqual([
      "low_confidence New: Olanzapine",
    ]);
  });

  it("flags two doses heard in one instruction", () => {
    expect(
      verdicts(
        "Increase download ibuprofen five milligrams at ten milligrams once a day.",
        "- Changed: Increase ibuprofen 5 mg at 10 mg once a day.",
      ),
    ).toEqual(["low_confidence Changed: Increase ibuprofen 5 mg at 10 mg"]);
  });

  it("flags a number heard with a medicine that is not a dose, a time or a count", () => {
    expect(
      verdicts(
        "The ibuprofen ten naked scores so please stop that.",
        "The ibuprofen 10 naked scores so please stop that.",
      ),
    ).toEqual(["low_confidence ibuprofen 10"]);
  });

  it("flags a name that may be a medicine or a level, heard with nothing to say which", () => {
    expect(verdicts("Lithium one so they.", "Lithium one so they.")).toEqual(["low_confidence Lithium"]);
  });

  it("leaves a level alone", () => {
    expect(verdicts("Your lithium level is normal.", "Your lithium level is normal.")).toEqual([]);
  });

  it("accepts a change from one dose to another", () => {
    expect(
      verdicts(
        "Increase ramipril from five milligrams to ten milligrams once a day.",
        "- Changed: Increase ramipril from 5 mg to 10 mg once a day.",
      ),
    ).toEqual([]);
  });

  it("accepts a course with its dose, its times and its days", () => {
    expect(
      verdicts(
        "Start amoxicillin five hundred milligrams three times a day for seven days.",
        "- New: Amoxicillin 500 mg three times a day for 7 days.",
      ),
    ).toEqual([]);
  });

  it("reads 'since we started the ramipril' as the past, so a summary's 'New' is contradicted", () => {
    expect(
      verdicts("How have you been since we started the ramipril. Stop the ramipril today.", "- New: Ramipril."),
    ).toEqual(["contradicted New: Ramipril"]);
  });

  it("flags a word heard between a medicine and its dose that no prescription says there", () => {
    expect(
      verdicts(
        "After two weeks start eplerenone state ten milligrams at night.",
        "- New: Start eplerenone state 10 mg at night.",
      ),
    ).toEqual(["low_confidence New: Start eplerenone state"]);
  });

  it("accepts a form and a route between a medicine and its dose", () => {
    expect(
      verdicts(
        "Start metformin modified release tablets by mouth five hundred milligrams once a day.",
        "- New: Metformin modified release tablets by mouth 500 mg once a day.",
      ),
    ).toEqual([]);
  });

  it("flags a medicine with a dose heard with no word of what to do with it", () => {
    expect(
      verdicts(
        "I will protect item oxycodone two hundred and eighty milligrams three times a day for five days.",
        "I will protect item oxycodone 280 mg three times a day for 5 days.",
      ),
    ).toEqual(["low_confidence oxycodone"]);
  });

  it("flags a medicine named in a warning with nothing about it", () => {
    expect(
      verdicts(
        "If he does suicidal thoughts the sotalol the price decline or come to the emergency department.",
        "## When to get help\n- If you do suicidal thoughts the sotalol the price decline or come to the emergency department.",
      ).filter((v) => !v.startsWith("omitted")),
    ).toEqual(["low_confidence sotalol"]);
  });

  it("leaves a medicine to take when needed alone", () => {
    expect(
      verdicts("You can have paracetamol if needed.", "You can have paracetamol if needed.").filter(
        (v) => !v.startsWith("omitted"),
      ),
    ).toEqual([]);
  });

  it("leaves an allergy heard with its reaction alone", () => {
    expect(
      verdicts(
        "She is allergic to amoxicillin five hundred milligrams, it gave her a rash.",
        "You are allergic to amoxicillin 500 mg: it gave you a rash.",
      ),
    ).toEqual([]);
  });

  it("flags a medicine whose name is another's with a syllable more, as a recogniser may hear it", () => {
    expect(
      verdicts("Continue esomeprazole twenty milligrams once a day.", "- Keep taking: Esomeprazole 20 mg once a day."),
    ).toEqual(["low_confidence Keep taking: Esomeprazole"]);
  });

  it("flags the shorter name of such a pair too", () => {
    expect(
      verdicts("Continue citalopram twenty milligrams once a day.", "- Keep taking: Citalopram 20 mg once a day."),
    ).toEqual(["low_confidence Keep taking: Citalopram"]);
  });
});

describe("a sentence heard mostly in words the recogniser was unsure of", () => {
  const spoken = "Book and pulled out that and the weight attack. Review in the clinic in six weeks.";
  const unsure = { book: 0.32, and: 0.15, pulled: 0.01, that: 0.18, attack: 0.09 };

  it("is flagged, whatever it names", () => {
    expect(
      checkClaims({
        output: "## Looking after yourself at home\nBook and pulled out that and the weight attack.",
        source: transcript(spoken, unsure),
        audience: "patient",
      })
        .filter((f) => f.verdict !== "omitted")
        .map((f) => `${f.verdict} ${f.kind} ${f.value}`),
    ).toEqual(["low_confidence limit Book and pulled out that and the weight attack"]);
  });

  it("is not flagged when heard surely", () => {
    expect(
      checkClaims({
        output: "## Looking after yourself at home\nBook and pulled out that and the weight attack.",
        source: transcript(spoken),
        audience: "patient",
      }).filter((f) => f.verdict !== "omitted"),
    ).toEqual([]);
  });

  it("is never judged so in a typed document, which has no recogniser", () => {
    expect(
      checkClaims({
        output: "## Your follow-up appointments\n- Review in the clinic in 6 weeks.",
        source: { kind: "document", text: spoken },
        audience: "patient",
      }).filter((f) => f.verdict === "low_confidence"),
    ).toEqual([]);
  });
});

describe("a medicine line of a recording that names no medicine (decision 468)", () => {
  it("flags a dose whose medicine's name was not recognised", () => {
    const spoken = "I will press crymax this hill into Hunter than fifteen milligrams three times a day for five days.";
    const output =
      "## Your medicines\n- I will press crymax this hill into Hunter than 15 mg three times a day for 5 days.";

    const flags = verdicts(spoken, output);

    expect(flags).toEqual(["unsupported I will press crymax this hill into Hunter than 15 mg three…"]);
  });

  it("leaves a dose line that names its medicine to the medicine checks", () => {
    const spoken = "Start amoxicillin two hundred and fifty milligrams three times a day for five days.";
    const output = "## Your medicines\n- New: Amoxicillin 250 mg three times a day for 5 days.";

    const flags = verdicts(spoken, output);

    expect(flags).toEqual([]);
  });

  it("leaves a document's dose lines alone, where a brand the vocabulary lacks is often a real medicine", () => {
    const source = "Discharge medications: Zorbex 15 mg three times a day for 5 days.";
    const output = "## Your medicines\n- Take 15 mg three times a day for 5 days.";

    const flags = checkClaims({ output, source: { kind: "document", text: source }, audience: "patient" });

    expect(flags.filter((f) => f.reason?.includes("names no medicine"))).toEqual([]);
  });
});
