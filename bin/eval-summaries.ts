import { evaluateAll, LONG_SOURCE_WORDS, missedTargets, type Row, totals } from "../tests/fixtures/evaluation/evaluate";

/**
 * `npm run eval:summaries`: the evaluation set of tests/fixtures/evaluation through the offline engine, one row per
 * document and the totals, then what each document missed. Exits non-zero when a total misses issue 10's targets.
 * `-- --verbose` also prints every summary.
 */
process.env.LOG_LEVEL = "silent";
const verbose = process.argv.includes("--verbose");

const rows = await evaluateAll();
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
  r.sourceWords > LONG_SOURCE_WORDS ? pct(r.ratio) : `(${pct(r.ratio)})`,
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
  `\nTotals over ${t.documents} documents (ratio in brackets: source of ${LONG_SOURCE_WORDS} words or fewer, not judged)`,
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

const missed = missedTargets(t);
if (missed.length > 0) {
  console.log(`\nMISSED TARGETS:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("\nAll targets met.");
