import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENTS_DIR, documentIds, loadDocument, loadDocumentIn, setDir } from "../../fixtures/safety/answer-key";
import { keyProblems } from "../../fixtures/safety/validate-key";

/**
 * The safety evaluation's documents (issue 18): enough of them, of every kind the issue names, and each answer key in
 * agreement with its hand-written correct summary (or the mutation test would place mutations on nothing).
 */
const docs = documentIds().map(loadDocument);

describe("the safety evaluation's documents", () => {
  it("are at least 30", () => {
    expect(docs.length).toBeGreaterThanOrEqual(30);
  });

  it("include every kind of document the issue names", () => {
    const kinds = new Set(docs.map((d) => d.key.kind));

    expect([...kinds].sort()).toEqual([
      "clinic-note",
      "consultation-letter",
      "discharge",
      "ed-note",
      "imaging",
      "lab-letter",
      "mental-health",
      "operative-note",
      "paediatrics",
    ]);
  });

  it("include at least 3 scanned pages, each a PDF under 200 KB", () => {
    const scans = docs.filter((d) => d.key.source.endsWith(".pdf"));

    expect(scans.length).toBeGreaterThanOrEqual(3);
    expect(scans.filter((d) => statSync(join(DOCUMENTS_DIR, d.key.source)).size >= 200 * 1024)).toEqual([]);
  });

  it("include letters that name the patient only in prose, addressed to another doctor", () => {
    const letters = docs.filter((d) => d.key.layout.includes("name-in-prose"));

    expect(letters.length).toBeGreaterThanOrEqual(3);
    expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
  });

  it("include a heading that begins with 'Patient' holding warning signs", () => {
    const headed = docs.filter((d) => /^PATIENT INSTRUCTIONS$|^Patient instructions:$/m.test(d.writtenText));

    expect(headed.filter((d) => d.key.warnings.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it("include every kind of medication change", () => {
    const actions = new Set(docs.flatMap((d) => d.key.medications.map((m) => m.action)));

    expect([...actions].sort()).toEqual(["continue", "decrease", "hospital", "increase", "new", "stop", "switch"]);
  });

  it("include allergies, warning signs, follow-ups and limits", () => {
    const count = (f: (d: (typeof docs)[number]) => number) => docs.reduce((n, d) => n + f(d), 0);

    expect(count((d) => d.key.allergies.length)).toBeGreaterThanOrEqual(10);
    expect(count((d) => d.key.warnings.length)).toBeGreaterThanOrEqual(60);
    expect(count((d) => d.key.followups.length)).toBeGreaterThanOrEqual(35);
    expect(count((d) => d.key.limits.length)).toBeGreaterThanOrEqual(20);
  });

  it.each(docs.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});

/**
 * The held-out batches (tests/fixtures/safety/unseen, now a development set, tests/fixtures/safety/fresh,
 * tests/fixtures/safety/third, tests/fixtures/safety/fourth and tests/fixtures/safety/fifth), written apart from the
 * product and run by `npm run eval:safety -- --set unseen|fresh|third|fourth|fifth`: their keys are held to the same
 * rules.
 */
const UNSEEN_DIR = setDir("unseen");
const unseen = documentIds(UNSEEN_DIR).map((id) => loadDocumentIn(UNSEEN_DIR, id));
const FRESH_DIR = setDir("fresh");
const fresh = documentIds(FRESH_DIR).map((id) => loadDocumentIn(FRESH_DIR, id));
const THIRD_DIR = setDir("third");
const third = documentIds(THIRD_DIR).map((id) => loadDocumentIn(THIRD_DIR, id));
const FOURTH_DIR = setDir("fourth");
const fourth = documentIds(FOURTH_DIR).map((id) => loadDocumentIn(FOURTH_DIR, id));
const FIFTH_DIR = setDir("fifth");
const fifth = documentIds(FIFTH_DIR).map((id) => loadDocumentIn(FIFTH_DIR, id));

describe("the second held-out batch of documents", () => {
  it("are at least 15, none sharing an id with another set", () => {
    const others = [...docs, ...unseen].map((d) => d.id);

    expect(fresh.length).toBeGreaterThanOrEqual(15);
    expect(fresh.filter((d) => others.includes(d.id)).map((d) => d.id)).toEqual([]);
  });

  it.each(fresh.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});

describe("the third held-out batch of documents", () => {
  it("are at least 15, none sharing an id with another set", () => {
    const others = [...docs, ...unseen, ...fresh].map((d) => d.id);

    expect(third.length).toBeGreaterThanOrEqual(15);
    expect(third.filter((d) => others.includes(d.id)).map((d) => d.id)).toEqual([]);
  });

  it("include every kind of medication change, and letters naming the patient only in prose", () => {
    const actions = new Set(third.flatMap((d) => d.key.medications.map((m) => m.action)));
    const letters = third.filter((d) => d.key.layout.includes("name-in-prose"));

    expect([...actions].sort()).toEqual(["continue", "decrease", "hospital", "increase", "new", "stop", "switch"]);
    expect(letters.length).toBeGreaterThanOrEqual(2);
    expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
  });

  it.each(third.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});

describe("the fourth held-out batch of documents", () => {
  it("are at least 15, none sharing an id with another set", () => {
    const others = [...docs, ...unseen, ...fresh, ...third].map((d) => d.id);

    expect(fourth.length).toBeGreaterThanOrEqual(15);
    expect(fourth.filter((d) => others.includes(d.id)).map((d) => d.id)).toEqual([]);
  });

  it("include every kind of medication change, and letters naming the patient only in prose", () => {
    const actions = new Set(fourth.flatMap((d) => d.key.medications.map((m) => m.action)));
    const letters = fourth.filter((d) => d.key.layout.includes("name-in-prose"));

    expect([...actions].sort()).toEqual(["continue", "decrease", "hospital", "increase", "new", "stop", "switch"]);
    expect(letters.length).toBeGreaterThanOrEqual(2);
    expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
  });

  it.each(fourth.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});

describe("the fifth held-out batch of documents", () => {
  it("are at least 15, none sharing an id with another set", () => {
    const others = [...docs, ...unseen, ...fresh, ...third, ...fourth].map((d) => d.id);

    expect(fifth.length).toBeGreaterThanOrEqual(15);
    expect(fifth.filter((d) => others.includes(d.id)).map((d) => d.id)).toEqual([]);
  });

  it("include every kind of document, every kind of medication change, and letters naming the patient only in prose", () => {
    const kinds = new Set(fifth.map((d) => d.key.kind));
    const actions = new Set(fifth.flatMap((d) => d.key.medications.map((m) => m.action)));
    const letters = fifth.filter((d) => d.key.layout.includes("name-in-prose"));

    expect([...kinds].sort()).toEqual([
      "clinic-note",
      "consultation-letter",
      "discharge",
      "ed-note",
      "imaging",
      "lab-letter",
      "mental-health",
      "operative-note",
      "paediatrics",
    ]);
    expect([...actions].sort()).toEqual(["continue", "decrease", "hospital", "increase", "new", "stop", "switch"]);
    expect(letters.length).toBeGreaterThanOrEqual(2);
    expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
  });

  it.each(fifth.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});

describe("the held-out batch of documents", () => {
  it("are at least 15, none sharing an id with the main set", () => {
    expect(unseen.length).toBeGreaterThanOrEqual(15);
    expect(unseen.filter((d) => docs.some((m) => m.id === d.id)).map((d) => d.id)).toEqual([]);
  });

  it("include every kind of medication change, and letters naming the patient only in prose", () => {
    const actions = new Set(unseen.flatMap((d) => d.key.medications.map((m) => m.action)));
    const letters = unseen.filter((d) => d.key.layout.includes("name-in-prose"));

    expect([...actions].sort()).toEqual(["continue", "decrease", "hospital", "increase", "new", "stop", "switch"]);
    expect(letters.length).toBeGreaterThanOrEqual(3);
    expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
  });

  it.each(unseen.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
    expect(keyProblems(doc)).toEqual([]);
  });
});
