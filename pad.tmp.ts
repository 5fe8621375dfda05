import { readFileSync } from "node:fs";
import { evaluateAll } from "./tests/fixtures/evaluation/evaluate";
import { localEngine } from "./lambdas/adapters/ai/local-engine";
import { extractAll } from "./lambdas/adapters/extract/extract-text";
process.env.LOG_LEVEL = "silent";
const rows = await evaluateAll();
for (const r of rows) {
  const key = JSON.parse(readFileSync(`tests/fixtures/evaluation/${r.id}.json`, "utf8"));
  const { text: source } = await extractAll([{ name: key.source, bytes: readFileSync(`tests/fixtures/evaluation/${key.source}`) }]);
  for (const { question, expect } of key.chat) {
    const answer = await localEngine.chat({ summary: r.summary, source, question, history: [] });
    console.log(`[${r.id}] Q: ${question}  EXPECT: ${JSON.stringify(expect)}\n${answer}\n`);
  }
}
process.exit(0);
