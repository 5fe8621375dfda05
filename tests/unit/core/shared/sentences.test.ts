import { describe, expect, it } from "vitest";
import { splitSentences } from "#core/shared/sentences";

describe("one sentence splitter for the engine and the chat", () => {
  it("ends a sentence at . ! ? and at a line break", () => {
    expect(splitSentences("Rest today. Is it sore? Call us!\nDrink water")).toEqual([
      "Rest today.",
      "Is it sore?",
      "Call us!",
      "Drink water",
    ]);
  });

  it.each([
    ["Seen by Dr. Lee today.", ["Seen by Dr. Lee today."]],
    ["Take a painkiller, e.g. paracetamol.", ["Take a painkiller, e.g. paracetamol."]],
    ["Metformin 500 mg b.i.d. With food.", ["Metformin 500 mg b.i.d. With food."]],
    ["Take 2 tabs. Then rest.", ["Take 2 tabs. Then rest."]],
    ["Potassium 5.2 today.", ["Potassium 5.2 today."]],
  ])("never ends one at an abbreviation or a decimal: %j", (text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it("drops a list mark before a sentence and pieces without a letter or digit", () => {
    expect(splitSentences("- Rest. ...\n• Drink water.")).toEqual(["Rest.", "Drink water."]);
  });

  it("ends a sentence before lower case, as documents write results", () => {
    expect(splitSentences("Urate 0.52. eGFR 52.")).toEqual(["Urate 0.52.", "eGFR 52."]);
  });

  it("ends one only before a capital or digit when asked, so an unknown abbreviation keeps an instruction whole", () => {
    expect(splitSentences("Apply the cream b.d. for 7 days. Then stop.", { beforeCapitalOnly: true })).toEqual([
      "Apply the cream b.d. for 7 days.",
      "Then stop.",
    ]);
  });
});
