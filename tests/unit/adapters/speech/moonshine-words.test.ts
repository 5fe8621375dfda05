import { describe, expect, it } from "vitest";
import { timedWords } from "#adapters/local/speech/moonshine-words";
import { toTranscribeOutput } from "#adapters/local/speech/pocketsphinx-output";

/** Moonshine writes text with punctuation and no times: how its words become the transcript's (decision 460). */

const said = (text: string, confidence = 0.9) => text.split(" ").map((t) => ({ text: t, confidence }));

describe("a recognised utterance's words", () => {
  it("keeps punctuation beside the word it follows, not in it", () => {
    const words = timedWords(said("Any fever, or cough?"), 1, 3);

    expect(words.map((w) => [w.content, w.punctuation])).toEqual([
      ["Any", undefined],
      ["fever", ","],
      ["or", undefined],
      ["cough", "?"],
    ]);
  });

  it("takes a title's full stop for no sentence end", () => {
    const words = timedWords(said("Hello Mr. Alvarez."), 0, 2);

    expect(words.map((w) => [w.content, w.punctuation])).toEqual([
      ["Hello", undefined],
      ["Mr", undefined],
      ["Alvarez", "."],
    ]);
  });

  it("shares the utterance's time between its words by their length, in order", () => {
    const words = timedWords(said("Take paracetamol daily"), 10, 13);

    expect(words[0].start).toBe(10);
    expect(words[2].end).toBeCloseTo(13, 6);
    expect(words[1].end - words[1].start).toBeGreaterThan(words[0].end - words[0].start);
    for (let i = 1; i < words.length; i++) expect(words[i].start).toBeCloseTo(words[i - 1].end, 6);
  });

  it("reads a '4' written before a number as 'for'", () => {
    const words = timedWords(said("carry on 4 10 days and take 4 tablets"), 0, 4);

    expect(words.map((w) => w.content).join(" ")).toBe("carry on for 10 days and take 4 tablets");
  });

  it("reads 'for times a day' as 'four times a day'", () => {
    const words = timedWords(said("take one for times a day and rest for times like these"), 0, 4);

    expect(words.map((w) => w.content).join(" ")).toBe("take one four times a day and rest for times like these");
  });
});

describe("the transcript made from them", () => {
  it("reads '600 and 25' as the one number the speaker said", () => {
    const words = timedWords(said("Co-amoxiclav 600 and 25 milligrams three times daily."), 0, 4);

    expect(words.map((w) => w.content).join(" ")).toBe("Co-amoxiclav 625 milligrams three times daily");
  });

  it("keeps two numbers apart when the speaker paused between them", () => {
    const words = timedWords(said("Bay 400, and 12 more to come."), 0, 4);

    expect(words.map((w) => w.content).join(" ")).toBe("Bay 400 and 12 more to come");
  });

  it("keeps the recogniser's question mark and commas as punctuation items", () => {
    const output = toTranscribeOutput("job", [timedWords(said("Any fever, or cough?"), 1, 3)]);

    expect(output.results.transcripts[0].transcript).toBe("Any fever, or cough?");
    expect(
      (output.results.items ?? []).filter((i) => i.type === "punctuation").map((i) => i.alternatives[0].content),
    ).toEqual([",", "?"]);
  });

  it("ends an utterance without a mark of its own with a full stop", () => {
    const output = toTranscribeOutput("job", [timedWords(said("no chest pain"), 0, 1)]);

    expect(output.results.transcripts[0].transcript).toBe("No chest pain.");
  });
});
