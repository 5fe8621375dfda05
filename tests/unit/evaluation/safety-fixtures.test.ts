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
 * tests/fixtures/safety/third, tests/fixtures/safety/fourth, tests/fixtures/safety/fifth,
 * tests/fixtures/safety/sixth, tests/fixtures/safety/seventh, tests/fixtures/safety/eighth,
 * tests/fixtures/safety/ninth, tests/fixtures/safety/tenth, tests/fixtures/safety/eleventh,
 * tests/fixtures/safety/twelfth and tests/fixtures/safety/thirteenth), written apart from the product and run by
 * `npm run eval:safety -- --set unseen|fresh|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth`:
 * their keys are held to the same rules.
 */
type Doc = (typeof docs)[number];

const loadSet = (name: string): Doc[] => {
  const dir = setDir(name);
  return documentIds(dir).map((id) => loadDocumentIn(dir, id));
};

const ACTIONS = ["continue", "decrease", "hospital", "increase", "new", "stop", "switch"];

/** What every held-out batch must hold; `content` asks for its mix of changes, letters and (optionally) kinds. */
function describeHeldOutBatch(
  title: string,
  batch: Doc[],
  earlier: Doc[],
  content?: { letters: number; kinds?: string[] },
): void {
  describe(title, () => {
    it("are at least 15, none sharing an id with an earlier set", () => {
      const others = earlier.map((d) => d.id);

      expect(batch.length).toBeGreaterThanOrEqual(15);
      expect(batch.filter((d) => others.includes(d.id)).map((d) => d.id)).toEqual([]);
    });

    if (content) {
      it("include every kind of medication change, and letters naming the patient only in prose", () => {
        const actions = new Set(batch.flatMap((d) => d.key.medications.map((m) => m.action)));
        const letters = batch.filter((d) => d.key.layout.includes("name-in-prose"));

        expect([...actions].sort()).toEqual(ACTIONS);
        expect(letters.length).toBeGreaterThanOrEqual(content.letters);
        expect(letters.filter((d) => !/^Dear Dr /m.test(d.writtenText)).map((d) => d.id)).toEqual([]);
      });
    }

    const kinds = content?.kinds;
    if (kinds) {
      it("include every kind of document", () => {
        expect([...new Set(batch.map((d) => d.key.kind))].sort()).toEqual(kinds);
      });
    }

    it.each(batch.map((d) => [d.id, d] as const))("%s: the key agrees with its correct summary", (_, doc) => {
      expect(keyProblems(doc)).toEqual([]);
    });
  });
}

const unseen = loadSet("unseen");
const fresh = loadSet("fresh");
const third = loadSet("third");
const fourth = loadSet("fourth");
const fifth = loadSet("fifth");
const sixth = loadSet("sixth");
const seventh = loadSet("seventh");
const eighth = loadSet("eighth");
const ninth = loadSet("ninth");
const tenth = loadSet("tenth");
const eleventh = loadSet("eleventh");
const twelfth = loadSet("twelfth");
const thirteenth = loadSet("thirteenth");

describeHeldOutBatch("the held-out batch of documents", unseen, docs, { letters: 3 });
describeHeldOutBatch("the second held-out batch of documents", fresh, [...docs, ...unseen]);
describeHeldOutBatch("the third held-out batch of documents", third, [...docs, ...unseen, ...fresh], { letters: 2 });
describeHeldOutBatch("the fourth held-out batch of documents", fourth, [...docs, ...unseen, ...fresh, ...third], {
  letters: 2,
});
/** Every kind of document an answer key names, sorted. */
const EVERY_KIND = [
  "clinic-note",
  "consultation-letter",
  "discharge",
  "ed-note",
  "imaging",
  "lab-letter",
  "mental-health",
  "operative-note",
  "paediatrics",
];

describeHeldOutBatch(
  "the fifth held-out batch of documents",
  fifth,
  [...docs, ...unseen, ...fresh, ...third, ...fourth],
  {
    letters: 2,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the sixth held-out batch of documents",
  sixth,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth],
  {
    letters: 2,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the seventh held-out batch of documents",
  seventh,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth, ...sixth],
  {
    letters: 3,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the eighth held-out batch of documents",
  eighth,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth, ...sixth, ...seventh],
  {
    letters: 4,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the ninth held-out batch of documents",
  ninth,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth, ...sixth, ...seventh, ...eighth],
  {
    letters: 4,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the tenth held-out batch of documents",
  tenth,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth, ...sixth, ...seventh, ...eighth, ...ninth],
  {
    letters: 4,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the eleventh held-out batch of documents",
  eleventh,
  [...docs, ...unseen, ...fresh, ...third, ...fourth, ...fifth, ...sixth, ...seventh, ...eighth, ...ninth, ...tenth],
  {
    letters: 2,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the twelfth held-out batch of documents",
  twelfth,
  [
    ...docs,
    ...unseen,
    ...fresh,
    ...third,
    ...fourth,
    ...fifth,
    ...sixth,
    ...seventh,
    ...eighth,
    ...ninth,
    ...tenth,
    ...eleventh,
  ],
  {
    letters: 3,
    kinds: EVERY_KIND,
  },
);
describeHeldOutBatch(
  "the thirteenth held-out batch of documents",
  thirteenth,
  [
    ...docs,
    ...unseen,
    ...fresh,
    ...third,
    ...fourth,
    ...fifth,
    ...sixth,
    ...seventh,
    ...eighth,
    ...ninth,
    ...tenth,
    ...eleventh,
    ...twelfth,
  ],
  {
    letters: 3,
    kinds: EVERY_KIND,
  },
);
