import { selectIds } from "../tests/fixtures/safety/answer-key";
import { formatTable, percent } from "../tests/fixtures/safety/table";
import { CASE_SETS, caseIds, isCaseSet, lineOf, loadCase } from "../tests/fixtures/translation/answer-key";
import { type Mutant, type MutationKind, mutantsOf, type OfflineLanguage } from "../tests/fixtures/translation/mutate";
import { offlineSupported, recheck, translate } from "../tests/fixtures/translation/product";
import { caught, factsPreserved, isUnresolved } from "../tests/fixtures/translation/score";

/**
 * `npm run eval:translation` (issue 23): the hand-written summaries of a set (tests/fixtures/translation/<set>) translated
 * into each offline language (Apertium) and back by the product's translation check. Scores, against the hand-written
 * keys: the facts that survive the round trip, the flags on the faithful translation (each one a clinician must
 * dismiss), and the mutants of the translated text (dose, number, negation, drug, warning line, follow-up time)
 * whose re-check raises a flag. Prints a table per summary and language, per mutation kind, and totals with PASS/FAIL
 * for the target (caught >= 99 %); exits 0 unless the run itself fails (2: no offline language, an unknown set).
 * Options: `--set cases|heldout` (default `cases`, the development set; `heldout` is the batch written apart to judge
 * a fix of the check, decision 391), `--only id,id`, `--verbose` (every faithful flag, lost fact and missed mutant).
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const verbose = args.includes("--verbose");
const set = args.includes("--set") ? (option("--set") ?? "") : "cases";
if (!isCaseSet(set)) {
  console.error(`eval:translation: unknown set "${set}" after --set (one of: ${Object.keys(CASE_SETS).join(", ")})`);
  process.exit(2);
}
const dir = CASE_SETS[set];
const ids = selectIds(caseIds(dir), option("--only"));
const languages = (["es", "ca"] as OfflineLanguage[]).filter((l) => offlineSupported(l));
if (languages.length === 0) {
  console.error("eval:translation: no offline language installed (apertium-eng-spa, apertium-eng-cat)");
  process.exit(2);
}

/** The back-translated line that holds a fact (one line per English line). */
const backLine = (english: string, back: string, anchor: string) => back.split("\n")[lineOf(english, anchor)] ?? "";

/** The translated line a mutant changed, before and after ("dropped" when the mutant removed it). */
function changedLine(translated: string, mutated: string): string {
  const before = translated.split("\n");
  const after = mutated.split("\n");
  const at = before.findIndex((line, i) => line !== after[i]);
  if (at === -1) return "(no line changed)";
  return after.length < before.length
    ? `dropped: ${before[at]}`
    : `translated: ${before[at]}\n      mutant:     ${after[at]}`;
}

interface Row {
  id: string;
  language: string;
  facts: number;
  preserved: number;
  faithfulFlags: number;
  mutants: number;
  skipped: number;
  caught: number;
  byKind: Array<{ kind: MutationKind; caught: boolean }>;
  /** The unmutated translation re-checked was counted as caught (a false alarm of the mutation test itself). */
  control: boolean;
  notes: string[];
}

const started = Date.now();
console.error(`eval:translation: set ${set}, ${ids.length} summaries into ${languages.join(", ")}`);
const rows: Row[] = [];
for (const id of ids) {
  const c = loadCase(id, dir);
  for (const language of languages) {
    const t0 = Date.now();
    const faithful = await translate(c.english, language);
    const facts = factsPreserved(c.facts, c.english, faithful.backTranslation);
    const { mutants, skipped } = mutantsOf(c.facts, c.english, faithful.translated, language);
    // The control: the faithful translation re-checked unchanged must not count as caught, or every rate is inflated.
    const control = caught(faithful.flags, (await recheck(c.english, language, faithful.translated)).flags);
    const results: Array<{ mutant: Mutant; caught: boolean }> = [];
    for (const mutant of mutants) {
      const mutated = await recheck(c.english, language, mutant.text);
      results.push({ mutant, caught: caught(faithful.flags, mutated.flags) });
    }
    const open = faithful.flags.filter(isUnresolved);
    rows.push({
      id,
      language,
      facts: facts.length,
      preserved: facts.filter((f) => f.preserved).length,
      faithfulFlags: open.length,
      mutants: mutants.length,
      skipped: skipped.length,
      caught: results.filter((r) => r.caught).length,
      byKind: results.map((r) => ({ kind: r.mutant.kind, caught: r.caught })),
      control,
      notes: [
        ...facts
          .filter((f) => !f.preserved)
          .map(
            (f) =>
              `fact lost: ${f.fact.kind} "${f.fact.line}" (${f.missing.join(", ")})${
                verbose ? `\n      back: ${backLine(c.english, faithful.backTranslation, f.fact.line)}` : ""
              }`,
          ),
        ...results
          .filter((r) => !r.caught)
          .map(
            (r) =>
              `missed ${r.mutant.kind}: ${r.mutant.description}${
                verbose ? `\n      ${changedLine(faithful.translated, r.mutant.text)}` : ""
              }`,
          ),
        ...(verbose
          ? open.map((f) => `flag on faithful: ${f.verdict ?? "unsupported"} ${f.kind}: ${f.value.slice(0, 80)}`)
          : []),
        ...(verbose ? skipped.map((s) => `skipped ${s.kind}: ${s.description}`) : []),
      ],
    });
    console.error(`  ${id} ${language}: ${mutants.length} mutants, ${Date.now() - t0} ms`);
  }
}

console.log(
  formatTable(
    ["summary", "lang", "facts preserved", "flags on faithful", "mutants applied", "skipped", "caught"],
    rows.map((r) => [
      r.id,
      r.language,
      `${r.preserved}/${r.facts}`,
      String(r.faithfulFlags),
      String(r.mutants),
      String(r.skipped),
      `${r.caught}/${r.mutants}`,
    ]),
  ),
);

const kinds = [...new Set(rows.flatMap((r) => r.byKind.map((k) => k.kind)))].sort();
const sum = (f: (r: Row) => number) => rows.reduce((n, r) => n + f(r), 0);
console.log("");
console.log(
  formatTable(
    ["mutation kind", ...languages.flatMap((l) => [`${l} caught`]), "all caught", "rate"],
    [...kinds, "all"].map((kind) => {
      const of = (r: Row) => r.byKind.filter((k) => kind === "all" || k.kind === kind);
      const cell = (rs: Row[]) => {
        const ks = rs.flatMap(of);
        return `${ks.filter((k) => k.caught).length}/${ks.length}`;
      };
      const all = rows.flatMap(of);
      return [
        kind,
        ...languages.map((l) => cell(rows.filter((r) => r.language === l))),
        cell(rows),
        percent(all.filter((k) => k.caught).length, all.length),
      ];
    }),
  ),
);

const mutants = sum((r) => r.mutants);
const caughtAll = sum((r) => r.caught);
const facts = sum((r) => r.facts);
const preserved = sum((r) => r.preserved);
const flags = sum((r) => r.faithfulFlags);
const rate = mutants === 0 ? 0 : caughtAll / mutants;
console.log(
  `\nTotals over ${ids.length} summaries of set "${set}" x ${languages.length} languages (${rows.length} translations)`,
);
console.log(`  mutants applied                 ${mutants} (skipped: pattern not found ${sum((r) => r.skipped)})`);
console.log(
  `  mutants caught                  ${caughtAll}/${mutants} = ${percent(caughtAll, mutants)}   (target >= 99 %)`,
);
for (const language of languages) {
  const rs = rows.filter((r) => r.language === language);
  const f = rs.reduce((n, r) => n + r.faithfulFlags, 0);
  console.log(
    `  ${language}: facts preserved ${percent(
      rs.reduce((n, r) => n + r.preserved, 0),
      rs.reduce((n, r) => n + r.facts, 0),
    )}, mean flags per faithful summary ${(f / rs.length).toFixed(2)}, caught ${percent(
      rs.reduce((n, r) => n + r.caught, 0),
      rs.reduce((n, r) => n + r.mutants, 0),
    )}`,
  );
}
console.log(
  `  unmutated re-check "caught"     ${rows.filter((r) => r.control).length}/${rows.length}   (must be 0: the mutation test's own false alarms)`,
);
console.log(`  facts preserved                 ${preserved}/${facts} = ${percent(preserved, facts)}`);
console.log(
  `  mean flags per faithful summary ${rows.length ? (flags / rows.length).toFixed(2) : "-"} (${flags} in all)`,
);
console.log(`  run time                        ${((Date.now() - started) / 1000).toFixed(0)} s`);

for (const r of rows)
  if (r.notes.length > 0) console.log(`\n${r.id} (${r.language}):\n${r.notes.map((n) => `  - ${n}`).join("\n")}`);

console.log("");
console.log(`${rate >= 0.99 ? "PASS" : "FAIL"}: mutants caught ${percent(caughtAll, mutants)} (target >= 99 %)`);
console.log(`${rows.some((r) => r.control) ? "FAIL" : "PASS"}: unmutated translations re-checked without a new flag`);
console.log(`${mutants >= 200 ? "PASS" : "FAIL"}: mutants applied ${mutants} (target >= 200)`);
process.exit(0);
