import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { flagId } from "#contracts/flag-spans";
import { MAX_VERSIONS } from "#contracts/review";
import { regenerateSummary } from "#core/review/regenerate";
import { confirmFlags, editorFrom, startRegeneration } from "#core/review/review";
import type { AiEngine } from "#core/shared/ai-port";
import { fixedClock, MemoryAccountStore, sequentialIds } from "#tests/fakes/memory-account-store";
import { MemoryFiles, MemoryReviewStore } from "#tests/fakes/memory-review-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

/** DynamoDB's item limit; the marshalled JSON of an item is always larger than the size DynamoDB counts. */
const ITEM_LIMIT = 400 * 1024;
const upperBoundSize = (item: object) =>
  Buffer.byteLength(JSON.stringify(marshall(item, { removeUndefinedValues: true })));

describe("reviewed summary record size", () => {
  it("stays under half of DynamoDB's item limit after the most versions, flags and confirmations the review allows", async () => {
    const sub = "0f0e0d0c-0b0a-4909-8807-060504030201";
    const files = Array.from({ length: 10 }, (_, i) => ({
      key: `summaries/${sub}/01SUMMARY/${i}-${"x".repeat(120)}`,
      name: `${"𝔑é".repeat(98)}${i}.txt`,
      contentType: "text/plain",
    }));
    const summaries = new MemorySummaryStore();
    summaries.put(
      sub,
      processingRecord({
        status: "ready",
        summaryContent: "Hello.",
        files,
        originalFilename: files.map((f) => f.name).join(", "),
        instructions: "€".repeat(4000),
      }),
    );
    const storage = new MemoryFiles();
    for (const f of files) storage.objects.set(f.key, "Name: Tom Baker\nSeen today.");
    const accounts = new MemoryAccountStore();
    await accounts.createCustomTemplate(
      sub,
      { id: "t1", name: "𝔑".repeat(100), content: "## A\n## B", kind: "summary", createdAt: "" },
      5,
    );
    // Every line a number the documents do not have, so every flag slot is used, each at its longest.
    const draft = Array.from({ length: 20_000 }, (_, i) => `𝔑 ${i}${"9".repeat(200)} and ${"é".repeat(20)}.`);
    const ai: AiEngine = {
      name: "bedrock",
      draft: async () => ({ text: draft.join("\n"), glossaryHits: [] }),
      simplify: async () => ({ text: "", glossaryHits: [] }),
      chat: async () => ({ text: "", sources: [] }),
      clinicalNotes: async () => ({ sections: [] }),
    };
    const clock = fixedClock("2026-11-24T10:00:00.000Z");
    const review = new MemoryReviewStore(summaries);
    const editor = editorFrom({ sub, email: "x@example.com", givenName: "𝔑".repeat(200), familyName: "é".repeat(200) });
    const deps = {
      summaries,
      review,
      files: storage,
      clock,
      accounts,
      ids: sequentialIds("regen"),
      jobs: { startSummarizeJob: async () => undefined },
    };
    const jobDeps = {
      summaries,
      jobState: summaries,
      review,
      accounts,
      files: storage,
      extract: extractAll,
      ai,
      clock,
    };

    for (let revision = 1; revision <= MAX_VERSIONS + 2; revision++) {
      await startRegeneration(deps, editor, "01SUMMARY", {
        revision,
        template: "custom_t1",
        instructions: "𝔑".repeat(4000),
      });
      const regeneration = summaries.read(sub, "01SUMMARY")?.regeneration?.id ?? "";
      expect(await regenerateSummary(jobDeps, sub, "01SUMMARY", regeneration)).toBe("ready");
    }
    const before = summaries.read(sub, "01SUMMARY");
    await confirmFlags(deps, editor, "01SUMMARY", {
      revision: MAX_VERSIONS + 3,
      flags: (before?.flags ?? []).map(flagId),
      reason: "𝔑".repeat(200),
    });

    const record = summaries.read(sub, "01SUMMARY");
    expect(record?.versions).toHaveLength(MAX_VERSIONS);
    expect(record?.flags.length).toBeGreaterThanOrEqual(50);
    expect(record?.flags.every((f) => f.resolution?.action === "accepted")).toBe(true);
    expect(upperBoundSize({ pk: `USER#${sub}`, sk: "SUMMARY#01SUMMARY", entity: "summary", ...record })).toBeLessThan(
      ITEM_LIMIT / 2,
    );
  }, 60_000);
});
