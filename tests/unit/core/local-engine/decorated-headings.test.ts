import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";

/**
 * A discharge letter that sets its headings off with marks ("--- Allergies / adverse reactions ---") and lists its
 * warning signs after "Seek urgent help (999) for:" (decision 474: the fifth held-out batch, once spent).
 */
const topicsOf = (source: string) => readDocument(source).items.map((i) => `${i.topic}: ${i.text}`);

const source = [
  "--- Diagnosis ---",
  "Pulmonary embolism, right lower lobe.",
  "",
  "--- Allergies / adverse reactions ---",
  "Codeine\tSevere vomiting",
  "",
  "--- Medications on discharge ---",
  "Rivaroxaban 15 mg twice daily with food - NEW",
  "",
  "--- Patient instructions: ---",
  "Seek urgent help (999) for: worsening breathlessness, chest pain, or collapse.",
  "Contact GP for: heavier periods than usual, or bruising easily.",
  "",
  "--- Follow-up ---",
  "Anticoagulation clinic telephone review in 3 weeks.",
].join("\n");

describe("headings set off with marks", () => {
  it("files each part under its heading, leaving the marks out", () => {
    const topics = topicsOf(source);

    expect(topics.filter((t) => t.includes("---"))).toEqual([]);
    expect(topics.find((t) => t.includes("Codeine"))).toMatch(/^allergies: /);
    expect(topics.find((t) => t.includes("Rivaroxaban"))).toMatch(/^medications: /);
    expect(topics.find((t) => t.includes("Anticoagulation clinic"))).toMatch(/^followup: /);
  });

  it("reads 'Seek urgent help (999) for:' and 'Contact GP for:' as warning signs", () => {
    const topics = topicsOf(source);

    expect(topics.find((t) => t.includes("Seek urgent help"))).toMatch(/^warnings: /);
    expect(topics.find((t) => t.includes("heavier periods"))).toMatch(/^warnings: /);
  });
});
