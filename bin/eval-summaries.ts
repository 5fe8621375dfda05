import { join } from "node:path";
import { allCases, LONG_SOURCE_WORDS, missedTargets, type Row, totals } from "../tests/fixtures/evaluation/evaluate";
import { selectIds } from "../tests/fixtures/safety/answer-key";
import { runBounded } from "../tests/fixtures/safety/bounded-runner";

/**
 * `npm run eval:summaries`: the evaluation set of tests/fixtures/evaluation and the hand-written documents of
 * tests/fixtures/safety through the offline engine, one row per document and the totals, then what each document
 * missed. Exits non-zero when a total misses issue 10's targets or a document could not be evaluated. Each document
 * runs in a child process under a time limit, so the script always ends. `-- --only id,id` runs some documents,
 * `-- --timeout SECONDS` sets the limit (default 180), `-- --verbose` also prints every summary.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const verbose = args.includes("--verbose");
const timeoutMs = Number(option("--timeout") ?? 180) * 1000;
const ids = selectIds(
  allCases().map((c) => c.id),
  option("--only"),
);
const worker = join(import.meta.dirname, "../tests/fixtures/evaluation/evaluate-worker.ts");

console.error(`eval:summaries: ${ids.length} documents, at most ${timeoutMs / 1000} s each`);
const outcomes = await runBounded<Row>(worker, ids, timeoutMs, (o) =>
  console.error(`  ${o.id}: ${o.ok ? "done" : o.error.split("\n")[0]}`),
);
const rows = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
const failed = outcomes.flatMap((o) => (o.ok ? [] : [`${o.id}: ${o.error.split("\n")[0]}`]));
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const head = [
  "document",
  "name",
  "facts",
  "heading",
  "invent",
  "filler",
  "forbid",
  "grade",
  "words",
  "ratio",
  "chat",
  "padded",
];
const cells = (r: Row) => [
  r.id,
  r.nameRight ? "ok" : `WRONG (${r.name})`,
  `${r.kept}/${r.facts}`,
  `${r.rightHeading}/${r.facts}`,
  String(r.invented.length),
  String(r.filler),
  String(r.forbidden.length),
  r.grade.toFixed(1),
  `${r.summaryWords}/${r.sourceWords}`,
  r.lengthJudged ? pct(r.ratio) : `(${pct(r.ratio)})`,
  `${r.chatCorrect}/${r.chat}`,
  String(r.padded),
];
const table = [head, ...rows.map(cells)];
const widths = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i])).join("  ");
console.log(line(head));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of table.slice(1)) console.log(line(row));

const t = totals(rows);
console.log(
  `\nTotals over ${t.documents} documents (ratio in brackets, not judged: a source of ${LONG_SOURCE_WORDS} words or fewer, or a safety document)`,
);
console.log(`  names right                ${pct(t.namesRight)}   (target 100%)`);
console.log(`  facts kept                 ${pct(t.factsKept)}   (target >= 98%)`);
console.log(`  facts under right heading  ${pct(t.rightHeading)}   (target >= 95%)`);
console.log(`  invented numbers           ${t.invented}      (target 0)`);
console.log(`  filler sentences           ${t.filler}      (target 0)`);
console.log(`  forbidden content          ${t.forbidden}      (target 0)`);
console.log(`  worst content grade        ${t.worstGrade.toFixed(1)}    (target <= 8 on every document)`);
console.log(`  worst length, long sources ${pct(t.worstLongRatio)}   (target <= 60%)`);
console.log(`  chat answers correct       ${pct(t.chatCorrect)}   (target >= 90%)`);
console.log(`  padded chat answers        ${t.padded}      (target 0)`);

for (const r of rows) {
  const notes = [
    ...r.missed.map((m) => `fact ${m}`),
    ...r.invented.map((f) => `invented ${f}`),
    ...r.forbidden.map((f) => `forbidden "${f}"`),
    ...r.wrongChat.map((c) => `chat ${c}`),
  ];
  if (notes.length > 0) console.log(`\n${r.id}:\n${notes.map((n) => `  - ${n}`).join("\n")}`);
  if (verbose) console.log(`\n----- ${r.id} -----\n${r.summary}`);
}

const missed = [...failed.map((f) => `not evaluated: ${f}`), ...missedTargets(t)];
if (missed.length > 0) {
  console.log(`\nMISSED TARGETS:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("\nAll targets met.");
process.exit(0);
