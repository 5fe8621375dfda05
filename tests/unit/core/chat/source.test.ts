import { describe, expect, it } from "vitest";
import { localEngine } from "#adapters/local/ai-engine";
import type { SummaryRecord } from "#core/summaries/ports";
import { chatAboutSummary } from "#core/summaries/summaries";
import { MemorySummaryStore } from "#tests/fakes/memory-summary-store";

const SUB = "11111111-1111-4111-8111-111111111111";
const SOURCE_KEY = `summaries/${SUB}/01SUMMARY/source.txt`;

function setUp(source: string | undefined) {
  const summaries = new MemorySummaryStore();
  summaries.put(SUB, {
    id: "01SUMMARY",
    status: "ready",
    summaryContent: "## Your medicines\n- Aspirin 81 mg every day.",
    sourceKey: SOURCE_KEY,
    chatHistory: [],
  } as unknown as SummaryRecord);
  const files = {
    readObject: async (key: string) => {
      if (key !== SOURCE_KEY || source === undefined) throw new Error("NoSuchKey");
      return Buffer.from(source);
    },
  };
  return { summaries, ai: localEngine, clock: { now: () => new Date("2026-11-21T10:00:00Z") }, files };
}

describe("chat answers from the source document (issue 10)", () => {
  it("answers from the record's source text what the summary leaves out", async () => {
    const deps = setUp("IMAGING:\nChest X-ray: no pneumonia.");

    const { reply } = await chatAboutSummary(deps, SUB, "01SUMMARY", "What did the chest X-ray show?");

    expect(reply).toContain("- Chest X-ray: no pneumonia.");
  });

  it("answers from the summary alone when the source text cannot be read", async () => {
    const deps = setUp(undefined);

    const { reply } = await chatAboutSummary(deps, SUB, "01SUMMARY", "How much aspirin do I take?");

    expect(reply).toContain("- Aspirin 81 mg every day.");
  });
});
