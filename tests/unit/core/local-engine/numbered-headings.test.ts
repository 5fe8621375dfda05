import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";

/**
 * Numbered headings ("2. Diagnosis", "7. Warning signs"), each on a line of its own (issue 18: a stroke clinic
 * discharge joined every numbered heading to the line under it, and its second warning sign was lost).
 */
const DISCHARGE = [
  "Patient: Mr Ravi Kumar, 67 years.",
  "",
  "2. Diagnosis",
  "Transient ischaemic attack.",
  "",
  "5. Medicines from now on",
  "1. Clopidogrel 75 mg once a day - new.",
  "2. Simvastatin 20 mg - STOP.",
  "",
  "6. Driving",
  "Do not drive a car for 1 month.",
  "",
  "7. Warning signs",
  "If the face droops, call 999 at once.",
  "Tell your GP if you get muscle aches that you cannot explain.",
].join("\n");

const itemOf = (text: RegExp) => readDocument(DISCHARGE).items.find((i) => text.test(i.text));

describe("numbered headings", () => {
  it("keeps a numbered heading off the line under it", () => {
    expect(itemOf(/ischaemic/)?.text).toBe("Transient ischaemic attack.");
  });

  it("reads the lines under a numbered heading by the heading's words", () => {
    expect(itemOf(/muscle aches/)?.topic).toBe("warnings");
  });

  it("reads a medicine list numbered from 1 inside a numbered section as medicines, not headings", () => {
    expect(itemOf(/Simvastatin/)?.topic).toBe("medications");
  });

  it("starts a section at the next number even when its words name no known heading", () => {
    expect(itemOf(/drive a car/)).toMatchObject({ text: "Do not drive a car for 1 month.", section: "unheaded" });
  });
});

describe("warning signs said without a call to a service", () => {
  const topicIn = (sentence: string) =>
    readDocument(`Plan:\n${sentence}`).items.find((i) => i.text.startsWith(sentence.slice(0, 12)))?.topic;

  it("reads 'tell your GP if' as a warning sign", () => {
    expect(topicIn("Tell your GP if you get muscle aches while taking atorvastatin.")).toBe("warnings");
  });

  it("reads a letter's 'she should see you urgently if' as a warning sign", () => {
    expect(topicIn("She should see you urgently if she develops palpitations or sweating.")).toBe("warnings");
  });

  it("reads a condition with a same-day service as a warning sign", () => {
    expect(topicIn("If home BP is above 180/120 with headache - same-day care (111 or A&E).")).toBe("warnings");
  });
});

describe("a warning whose condition is the sentence before it", () => {
  it("keeps the signs and what to do as one warning sign", () => {
    const doc = readDocument(
      "Plan:\nRelapse signs to look out for: poor sleep, voices louder. If these happen, contact the crisis team.",
    );

    expect(doc.items.filter((i) => i.topic === "warnings").map((i) => i.text)).toEqual([
      "Relapse signs to look out for: poor sleep, voices louder. If these happen, contact the crisis team.",
    ]);
  });
});

describe("results and what comes after them", () => {
  it("ends the results at a labelled paragraph of its own, so a medicine named there is not a result", () => {
    const doc = readDocument(
      "Results (fasting bloods, 14 Aug):\nKidney function normal.\n\nDiscussed by phone: she already takes amlodipine 10 mg daily, which continues.",
    );

    expect(doc.items.find((i) => /amlodipine/.test(i.text))?.section).toBe("unheaded");
  });
});
