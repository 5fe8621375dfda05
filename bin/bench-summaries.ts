import { InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { PDFDocument } from "pdf-lib";
import { cognitoClient, ensureUser } from "../infra/local/bootstrap";
import { startLocalStack } from "../infra/local/stack";
import { extractText } from "../lambdas/adapters/extract/extract-text";
import { localEngine } from "../lambdas/adapters/local/ai-engine";
import type { PresignedUpload } from "../lambdas/contracts/summaries";
import { checkFaithfulness } from "../lambdas/core/summaries/faithfulness";
import { extractPatientName } from "../lambdas/core/summaries/patient-name";
import { fleschKincaidGrade, loadPronunciations, textStats } from "../lambdas/core/summaries/readability";
import presets from "../lambdas/data/template-presets.json";
import { DISCHARGE_NOTE, longClinicalRecord, pdfOf } from "../tests/fixtures/documents";
import { type LargeTextShape, largeText } from "../tests/fixtures/large-texts";

/**
 * `npm run bench:summaries`: first the scaling rows (issue 8): the job's text work (patient name, draft, simplify,
 * grades, faithfulness) on 100 KB to 10 MB of text without punctuation, in one long line and in thousands of short
 * lines, in ms and ms per MB; it exits non-zero when 2 MB takes over 1 s or time per MB grows with size.
 * Then extraction, offline generation and end-to-end time through the local stack for a 1-page note and a ~10-page
 * record, with source and summary grades and glossary hits. `-- --scaling` runs the scaling rows only.
 */
const RUNS = 5;
process.env.LOG_LEVEL = "silent";
// The pronunciation dictionary loads on first use (decision 225).
await loadPronunciations();

const MB = 1024 * 1024;
const SIZES = [0.1 * MB, MB, 2 * MB, 10 * MB];
const SHAPES: LargeTextShape[] = ["unpunctuated", "long-line", "short-lines"];
/**
 * Issue 8: a 2 MB text is drafted in at most 1 s, and time per MB stays flat: no size costs more per MB than twice
 * the 1 MB row (a quadratic step costs 10 times as much per MB at 10 MB; garbage collection alone stays well under 2).
 * The 100 KB row carries fixed costs (template, glossary set-up) and is shown, not judged.
 */
const BUDGET_2MB_MS = 1000;
const FLAT_FACTOR = 2;

async function textWork(sourceText: string): Promise<void> {
  const patientName = extractPatientName(sourceText, "record.txt");
  const request = {
    sourceText,
    templateName: "Discharge Summary",
    templateContent: presets.presets.find((p) => p.id === "discharge_summary")?.content ?? "",
    instructions: "",
    patientName,
    targetGrade: 8,
    attachments: [],
  };
  let draft = await localEngine.draft(request);
  const grade = fleschKincaidGrade(draft.text);
  if (grade > 8) draft = await localEngine.simplify({ ...request, previous: draft.text, previousGrade: grade });
  fleschKincaidGrade(sourceText);
  checkFaithfulness(draft.text, sourceText);
}

/** CPU milliseconds of this process: unlike wall time, not stretched when neighbours on a shared machine are busy. */
async function cpuMs(run: () => Promise<void>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function scalingRows(): Promise<boolean> {
  await textWork(largeText("unpunctuated", MB)); // warm-up: compile before measuring
  const rows: string[][] = [];
  let withinBudget = true;
  for (const shape of SHAPES) {
    const perMb: number[] = [];
    for (const size of SIZES) {
      const text = largeText(shape, size);
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < 3; run++) {
        // A distinct string per run: the engine reuses its sorting of the very same source (draft, then simplify).
        const source = `${text} ${run}`;
        const started = performance.now();
        cpu.push(await cpuMs(() => textWork(source)));
        wall.push(performance.now() - started);
      }
      // Best of three: on a shared machine the other runs measure the neighbours, not this code.
      const ms = Math.min(...cpu);
      perMb.push(ms / (size / MB));
      const overBudget = size === 2 * MB && ms > BUDGET_2MB_MS;
      if (overBudget) withinBudget = false;
      rows.push([
        shape,
        `${size / MB} MB`,
        ms.toFixed(0),
        (ms / (size / MB)).toFixed(0),
        Math.min(...wall).toFixed(0),
        overBudget ? "over 1 s" : "",
      ]);
    }
    const atOneMb = perMb[SIZES.indexOf(MB)];
    const flat = perMb.every((ms, i) => SIZES[i] < MB || ms <= FLAT_FACTOR * atOneMb);
    if (!flat) {
      withinBudget = false;
      rows[rows.length - 1][5] = `ms/MB grows (${FLAT_FACTOR}x)`;
    }
  }
  printTable(
    ["text", "size", "cpu ms", "cpu ms/MB", "wall ms", "budget"],
    rows,
    "Scaling: the job's text work, offline engine, best of 3 (budgets on CPU time)",
  );
  return withinBudget;
}

function printTable(head: string[], rows: string[][], title: string): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

const scalingOk = await scalingRows();
if (!scalingOk) process.exitCode = 1;
if (process.argv.includes("--scaling")) process.exit();

const template = presets.presets.find((p) => p.id === "discharge_summary")?.content ?? "";
const documents = [
  { label: "1-page note", name: "note.pdf", bytes: await pdfOf(DISCHARGE_NOTE) },
  { label: "10-page record", name: "record.pdf", bytes: await pdfOf(longClinicalRecord(31)) },
];

const stack = await startLocalStack({ dataDir: null, ports: "free", web: false });
try {
  const email = `bench-${Date.now()}@clinic.example`;
  const password = "Bench-Password-2026!";
  await ensureUser(stack.urls.cognito, stack.cognito.userPoolId, {
    email,
    password,
    givenName: "Bench",
    familyName: "Run",
  });
  const auth = await cognitoClient(stack.urls.cognito).send(
    new InitiateAuthCommand({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const headers = { authorization: `Bearer ${auth.AuthenticationResult?.IdToken}`, "content-type": "application/json" };
  const api = `${stack.urls.api}/api`;

  const endToEnd = async (name: string, bytes: Buffer) => {
    const planned = await fetch(`${api}/uploads`, {
      method: "POST",
      headers,
      body: JSON.stringify({ files: [{ name, size: bytes.length }] }),
    }).then((r) => r.json());
    const upload = planned.uploads[0] as PresignedUpload;
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(bytes)], { type: upload.contentType }), name);
    await fetch(upload.url, { method: "POST", body: form });
    const created = await fetch(`${api}/summaries`, {
      method: "POST",
      headers,
      body: JSON.stringify({ files: [{ key: upload.key, name }] }),
    }).then((r) => r.json());
    for (;;) {
      const { summary } = await fetch(`${api}/summaries/${created.summary.id}`, { headers }).then((r) => r.json());
      if (summary.status !== "processing") return summary;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const rows: string[][] = [];
  for (const doc of documents) {
    const pages = (await PDFDocument.load(doc.bytes)).getPageCount();
    const extraction = await Promise.all(Array.from({ length: RUNS }, () => 0)).then(async () => {
      const times: number[] = [];
      let text = "";
      for (let i = 0; i < RUNS; i++) {
        const r = await timed(() => extractText({ name: doc.name, bytes: doc.bytes }));
        times.push(r.ms);
        text = r.value;
      }
      return { ms: median(times), text };
    });
    const request = {
      sourceText: extraction.text,
      templateName: "Discharge Summary",
      templateContent: template,
      instructions: "",
      patientName: "Maria Gonzalez",
      targetGrade: 8,
      attachments: [],
    };
    const generationTimes: number[] = [];
    let draft = await localEngine.draft(request);
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(async () => {
        let d = await localEngine.draft(request);
        const grade = fleschKincaidGrade(d.text);
        if (grade > 8) d = await localEngine.simplify({ ...request, previous: d.text, previousGrade: grade });
        return d;
      });
      generationTimes.push(r.ms);
      draft = r.value;
    }
    const e2eTimes: number[] = [];
    let result: { sourceGrade: number; summaryGrade: number; glossaryHits?: number } | undefined;
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(() => endToEnd(doc.name, doc.bytes));
      e2eTimes.push(r.ms);
      result = r.value;
    }
    const sourceWords = textStats(extraction.text).words;
    const medicalHits = draft.glossaryHits.length;
    rows.push([
      doc.label,
      String(pages),
      String(sourceWords),
      median([extraction.ms]).toFixed(0),
      median(generationTimes).toFixed(1),
      median(e2eTimes).toFixed(0),
      String(result?.sourceGrade ?? fleschKincaidGrade(extraction.text)),
      String(result?.summaryGrade ?? fleschKincaidGrade(draft.text)),
      `${medicalHits} (${((medicalHits / sourceWords) * 100).toFixed(1)}% of source words)`,
    ]);
  }

  const head = [
    "document",
    "pages",
    "source words",
    "extract ms",
    "generate ms",
    "end-to-end ms",
    "source grade",
    "summary grade",
    "glossary hits",
  ];
  printTable(
    head,
    rows,
    `Summaries benchmark, offline engine, median of ${RUNS} runs (end-to-end = upload, job, polling)`,
  );
} finally {
  await stack.stop();
}
