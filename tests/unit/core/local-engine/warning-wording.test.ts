import { describe, expect, it } from "vitest";
import { rewriteWithGlossary } from "#core/local-engine/glossary";
import { plainWords } from "#core/local-engine/rewrite";
import { shorten } from "#core/local-engine/sentences";
import { signsInWords } from "#core/local-engine/whole-items";
import { draft, section } from "./support/draft";

/**
 * A warning sign said whole and in everyday words (issue 18: a list of signs was cut into "This is so that …" and
 * "Such as …", a parents' letter said "take you to A&E", a letter to the GP said "you should see you", "If she blacks
 * out" became "If you blacks out", and "Cardiac Day Unit" became a unit the patient cannot ask for).
 */
describe("a long warning sign", () => {
  it("is not cut at 'so that' inside its condition", () => {
    const sentence =
      "Go back to the clinic or call 911 right away if your temperature reaches 101 F or you are retching so that you cannot keep your tablets down.";

    expect(shorten(sentence, 14).join(" ")).not.toMatch(/This is so that/);
  });

  it("is not cut at the 'to' of 'unable to'", () => {
    const sentence = "Get seen the same day for: a worsening headache and being unable to keep water down at all.";

    expect(shorten(sentence, 8).join(" ")).not.toMatch(/This is to keep/);
  });

  it("keeps an example with what it is an example of", () => {
    const sentence =
      "Stop the tablets and ring your doctor if a joint becomes swollen or hot, such as a knee or an ankle.";

    expect(shorten(sentence, 12).join(" ")).not.toMatch(/\. Such as/);
  });
});

describe("who a warning sign is said to", () => {
  const PARENTS_LETTER = [
    "Children's Ward, Hilltop Hospital",
    "",
    "Dear Mr and Mrs Osei,",
    "",
    "Thank you for bringing Kwame to the ward. He has croup and is now breathing comfortably.",
    "",
    "WHEN TO GET HELP",
    "- If he struggles to breathe or his lips look blue, take him to A&E.",
  ].join("\n");

  it("keeps the child as 'he' in a letter to the parents", () => {
    const help = section(draft(PARENTS_LETTER, "Kwame Osei").text, "When to get help").join("\n");

    expect(help).toMatch(/If he struggles to breathe or his lips look blue, take him to A&E\./);
  });

  it("says 'your GP' for the doctor a discharge letter is written to", () => {
    const letter = [
      "Discharge summary - Ward 9, Eastfield Hospital",
      "Date of discharge: 2 February 2026",
      "",
      "Dear Dr Hartley,",
      "",
      "Mrs Joan Pike went home today after a chest infection. If she becomes suddenly more confused, she should see you the same day.",
    ].join("\n");

    const help = section(draft(letter, "Joan Pike").text, "When to get help").join("\n");

    expect(help).toMatch(/you should see your GP the same day/);
  });

  it("makes a verb with its particle agree with 'you'", () => {
    expect(plainWords("If he keels over, call 999.", "").text).toBe("If you keel over, call 999.");
  });

  it("keeps a place's name as written", () => {
    expect(rewriteWithGlossary("Phone the Cardiac Assessment Unit.").text).toBe("Phone the Cardiac Assessment Unit.");
  });
});

describe("a warning sign's shorthand in words", () => {
  it("reads an arrow before what to do as a colon", () => {
    expect(signsInWords("Wound gaping -> book practice nurse appt")).toBe("Wound gaping: book practice nurse appt");
  });

  it("reads a slash between two signs as 'or'", () => {
    expect(signsInWords("Toes numb/cold: call the plaster room")).toBe("Toes numb or cold: call the plaster room");
  });

  it("says 'cannot' for 'unable to'", () => {
    expect(signsInWords("Unable to swallow saliva: call 999")).toBe("Cannot swallow saliva: call 999");
  });

  it("says a condition without its subject, and hard verbs, in everyday words", () => {
    expect(signsInWords("Ring the ward if not improving in 2 days or the cough persists.")).toBe(
      "Ring the ward if you are not getting better in 2 days or the cough does not go away.",
    );
  });

  it("says the letter's report of its advice as the advice", () => {
    expect(signsInWords("We have asked him to ring the ward if the drain stops working.")).toBe(
      "Ring the ward if the drain stops working.",
    );
  });
});
