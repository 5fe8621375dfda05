import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import type { AiEngine } from "#core/shared/ai-port";
import { generateSummary } from "#core/summaries/generate";
import { MAX_NAME_CHARS } from "#core/summaries/patient-name";
import { fixedClock, MemoryAccountStore } from "#tests/fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

/** DynamoDB's item limit; the marshalled JSON of an item is always larger than the size DynamoDB counts. */
const ITEM_LIMIT = 400 * 1024;
const upperBoundSize = (item: object) =>
  Buffer.byteLength(JSON.stringify(marshall(item, { removeUndefinedValues: true })));

describe("summary record size", () => {
  it("stays under half of DynamoDB's item limit whatever the documents and the model produce", async () => {
    const sub = "0f0e0d0c-0b0a-4909-8807-060504030201";
    const name = (i: number) => `${"𝔑é".repeat(98)}${i}.txt`;
    const files = Array.from({ length: 10 }, (_, i) => ({
      key: `incoming/${sub}/01JZZZZZZZZZZZZZZZZZZZZZ${i}/${"x".repeat(120)}`,
      name: name(i),
      contentType: "text/plain",
    }));
    const source = `Name: ${"é".repeat(50_000)}\n${"Take 12345.678 mg on 12/12/2026. ".repeat(10_000)}`;
    const store = new MemorySummaryStore();
    store.put(
      sub,
      processingRecord({
        files,
        originalFilename: files.map((f) => f.name).join(", "),
        instructions: "€".repeat(4000),
      }),
    );
    const everything = Array.from({ length: 20_000 }, (_, i) => `𝔑 ${i}${"9".repeat(200)} mg, ${i % 28}/12/2031.`);
    const ai: AiEngine = {
      name: "bedrock",
      draft: async () => ({ text: everything.join("\n"), glossaryHits: [] }),
      simplify: async () => ({ text: "", glossaryHits: [] }),
      chat: async () => ({ text: "", sources: [] }),
      clinicalNotes: async () => ({ sections: [] }),
    };
    await generateSummary(
      {
        summaries: store,
        jobState: store,
        accounts: new MemoryAccountStore(),
        files: {
          readObject: async (key) => Buffer.from(key.includes("01JZZZZZZZZZZZZZZZZZZZZZ0") ? source : "\u00a0"),
          writeObject: async () => undefined,
          moveObject: async () => undefined,
          deleteObjects: async () => undefined,
        },
        extract: extractAll,
        ai,
        clock: fixedClock("2026-11-21T10:00:30.000Z"),
      },
      sub,
      "01SUMMARY",
    );

    const record = store.read(sub, "01SUMMARY");
    expect(record?.status).toBe("ready");
    expect(record?.patientName.length).toBeLessThanOrEqual(MAX_NAME_CHARS);
    expect(upperBoundSize({ pk: `USER#${sub}`, sk: "SUMMARY#01SUMMARY", entity: "summary", ...record })).toBeLessThan(
      ITEM_LIMIT / 2,
    );
  });
});
