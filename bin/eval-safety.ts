import { join } from "node:path";
import { documentIds, selectIds } from "../tests/fixtures/safety/answer-key";
import { type Outcome, runBounded } from "../tests/fixtures/safety/bounded-runner";
import { missedSafetyTargets, type SafetyResult, safetyTotals } from "../tests/fixtures/safety/safety-totals";
import { formatTable, percent } from "../tests/fixtures/safety/table";

/**
 * `npm run eval:safety` (issue 18): the hand-written documents of tests/fixtures/safety/documents through the
 * product (extraction, patient name, offline engine, claim checker), and the checker on each correct summary and its
 * mutants. Prints a table per document and per mutation kind, then what was missed; exits 1 when a target is missed.
 * Options: `--set unseen|fresh|third|fourth|fifth|sixth|seventh|eighth|ninth` (the batches written apart from the product, each run once as held-out before it became a development set; default `documents`), `--only id,id` (some documents), `--timeout SECONDS` (per document, default 180), `--verbose` (every
 * summary, flag and missed mutant).
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const verbose = args.includes("--verbose");
// The set is passed to the workers through the environment (answer-key.ts reads SAFETY_SET).
process.env.SAFETY_SET = option("--set") ?? "documents";
const timeoutMs = Number(option("--timeout") ?? 180) * 1000;
const ids = selectIds(documentIds(), option("--only"));
const worker = join(import.meta.dirname, "../tests/fixtures/safety/safety-worker.ts");

console.error(`eval:safety: ${ids.length} documents of ${process.env.SAFETY_SET}, at most ${timeoutMs / 1000} s each`);
const outcomes = await runBounded<SafetyResult>(worker, ids, timeoutMs, (o: Outcome<SafetyResult>) =>
  console.error(`  ${o.id}: ${o.ok ? `${o.result.ms} ms` : o.error.split("\n")[0]}`),
);
const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
const failed = outcomes.flatMap((o) => (o.ok ? [] : [o.id]));

const docRows = outcomes.map((o) => {
  if (!o.ok) return [o.id, "", `FAILED: ${o.error.split("\n")[0].slice(0, 60)}`];
  const r = o.result;
  const e = r.engine;
  return [
    r.id,
    r.kind,
    e.nameRight ? "ok" : `WRONG (${r.name})`,
    `${e.warningsKept}/${e.warnings}`,
    `${e.allergiesKept}/${e.allergies}`,
    e.grade.toFixed(1),
    `${e.contradictions.length} (${e.unflagged.length})`,
    String(r.falseFlags.length),
    `${r.mutants.filter((m) => m.caught).length}/${r.mutants.length}`,
  ];
});
console.log(
  formatTable(
    ["document", "kind", "name", "warnings", "allergies", "grade", "contra (unflagged)", "false flags", "caught"],
    docRows,
  ),
);

const t = safetyTotals(results, failed);
console.log("");
console.log(
  formatTable(
    ["mutation kind", "mutants", "caught", "rate", "item flagged before"],
    [
      ...t.byKind.map((k) => [
        k.kind,
        String(k.mutants),
        String(k.caught),
        percent(k.caught, k.mutants),
        String(k.flaggedBefore),
      ]),
      ["all", String(t.mutants), String(t.caught), percent(t.caught, t.mutants), ""],
    ],
  ),
);

const evaluated = results.length;
console.log(`\nTotals over ${t.documents} documents (${failed.length} not evaluated)`);
console.log(`  mutants caught                     ${percent(t.caught, t.mutants)}   (target >= 99 %)`);
console.log(`  reversals and dose changes caught  ${t.mustCatch.caught}/${t.mustCatch.mutants}   (target all)`);
console.log(
  `  false flags per correct summary    ${evaluated ? (t.falseFlags / evaluated).toFixed(2) : "-"}   (target <= 0.5)`,
);
console.log(`  patient names right                ${t.namesRight}/${evaluated}   (target all)`);
console.log(`  warning signs kept                 ${t.warningsKept}/${t.warnings}   (target all)`);
console.log(`  allergies kept                     ${t.allergiesKept}/${t.allergies}   (target all)`);
console.log(`  worst grade                        ${t.worstGrade.toFixed(1)}   (target <= 8 on every document)`);
console.log(
  `  contradictions in engine summaries ${t.contradictions}, unflagged ${t.unflagged}   (target 0 unflagged)`,
);

for (const r of results) {
  const notes = [
    ...r.engine.missedWarnings.map((w) => `warning sign missing: ${w}`),
    ...r.engine.missedAllergies.map((a) => `allergy missing: ${a}`),
    ...r.engine.contradictions.map((c) => `contradiction${r.engine.unflagged.includes(c) ? " (unflagged)" : ""}: ${c}`),
    ...(verbose ? r.falseFlags : r.falseFlags.slice(0, 3)).map((f) => `false flag: ${f}`),
    ...(verbose ? r.mutants.filter((m) => !m.caught).map((m) => `missed ${m.kind}: ${m.description}`) : []),
  ];
  if (notes.length > 0) console.log(`\n${r.id}:\n${notes.map((n) => `  - ${n}`).join("\n")}`);
  if (verbose)
    console.log(`\n----- ${r.id} (engine summary; flags: ${r.engineFlags.join("; ") || "none"}) -----\n${r.summary}`);
}

const missed = missedSafetyTargets(t);
if (missed.length > 0) {
  console.log(`\nMISSED TARGETS:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("\nAll targets met.");
process.exit(0);
