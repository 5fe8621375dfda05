import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";
import { sentenceTopic } from "#core/local-engine/sections";

/**
 * Sentences that are warning signs, however a letter or note words them (issue 18: "see your GP", "take her to A&E",
 * "Should … get worse", "Call 911 for …", "… - phone the Day Unit" and a sign called an emergency were read as
 * history or instructions, and left out of "When to get help").
 */
const topicOf = (sentence: string) => sentenceTopic(sentence, "history");
const warningsOf = (source: string) =>
  readDocument(source)
    .items.filter((i) => i.topic === "warnings")
    .map((i) => i.text);

describe("a warning sign's sentence", () => {
  it("reads seeing the family doctor as the action of a condition", () => {
    expect(topicOf("If the rash spreads to her chest, see your GP.")).toBe("warnings");
  });

  it("reads a team named in the plural as who to turn to", () => {
    expect(topicOf("If she has no wet nappy for 12 hours, ring the community midwives.")).toBe("warnings");
  });

  it("reads being seen the same day as the action, though it leaves unsaid who sees her", () => {
    expect(
      topicOf("If she develops a fever, pain in her back, or starts vomiting, she must be seen the same day."),
    ).toBe("warnings");
  });

  it("reads taking a child to hospital as the action", () => {
    expect(topicOf("If he becomes floppy, take him to the children's ward.")).toBe("warnings");
  });

  it("reads a condition said with 'Should' first", () => {
    expect(topicOf("Should the tingling in her hands spread, she should contact your surgery.")).toBe("warnings");
  });

  it("reads an emergency number and what it is for", () => {
    expect(topicOf("Dial 911 for chest pressure that spreads to the jaw.")).toBe("warnings");
  });

  it("reads going back to the emergency room for a list of signs", () => {
    expect(topicOf("Go back to the ER for: a temperature over 102 F or a stiff neck.")).toBe("warnings");
  });

  it("reads a sign, a dash and an urgent line to phone", () => {
    expect(topicOf("Wheeze not eased by the blue inhaler - phone the Respiratory Day Unit.")).toBe("warnings");
  });

  it("reads a sign the document calls an emergency", () => {
    expect(topicOf("A nosebleed lasting over 20 minutes is an emergency.")).toBe("warnings");
  });
});

describe("a warning sign said over two sentences", () => {
  it("keeps a condition with the action that follows it", () => {
    const source =
      "Advice:\nIf the graft site turns black, the skin may be dying. This is urgent, so please go to A&E tonight.";

    expect(warningsOf(source)).toEqual([
      "If the graft site turns black, the skin may be dying. This is urgent, so please go to A&E tonight.",
    ]);
  });

  it("keeps a step to try with what to do if it does not work", () => {
    const source = "Advice:\nIf the nose bleeds, pinch the soft part for 15 minutes. If it does not stop, go to A&E.";

    expect(warningsOf(source)).toEqual([
      "If the nose bleeds, pinch the soft part for 15 minutes. If it does not stop, go to A&E.",
    ]);
  });

  it("keeps the number to ring with the warning before it", () => {
    const source =
      "Dear Mr Adebayo,\n\nI saw you in the bladder clinic. Please phone the clinic if you cannot pass urine at all. The clinic line is 01234 555 012.";

    expect(warningsOf(source)).toEqual([
      "Please phone the clinic if you cannot pass urine at all. The clinic line is 01234 555 012.",
    ]);
  });
});
