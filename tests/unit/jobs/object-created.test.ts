import { describe, expect, it } from "vitest";
import event from "#events/s3/object-created.json";
import { createHandler } from "#lambdas/jobs/object-created";
import { MemoryTranscriptionStore } from "../../support/memory-transcriptions";

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const BUCKET = "clearnote-uploads-test";
const NOW = new Date("2026-11-24T10:00:00.000Z");

function run(store: MemoryTranscriptionStore, input: unknown = event) {
  const deleted: string[][] = [];
  const deps = () => ({
    transcriptions: store,
    files: { deleteObjects: async (keys: string[]) => void deleted.push(keys) },
    clock: { now: () => NOW },
  });
  return createHandler(deps, () => BUCKET)(input as never).then(() => deleted);
}

describe("object-created event function (S3 to EventBridge)", () => {
  it("removes audio written for a record that no longer exists", async () => {
    const store = new MemoryTranscriptionStore();

    const deleted = await run(store);

    expect(deleted).toEqual([[event.detail.object.key]]);
  });

  it("keeps the audio of a record that still exists", async () => {
    const store = new MemoryTranscriptionStore();
    store.items.set(`${SUB}/${ID}`, { id: ID, createdAt: NOW.toISOString() } as never);

    const deleted = await run(store);

    expect(deleted).toEqual([]);
  });

  it("ignores another bucket's objects and objects outside transcriptions/", async () => {
    const store = new MemoryTranscriptionStore();
    const otherBucket = { ...event, detail: { ...event.detail, bucket: { name: "someone-else" } } };
    const incoming = { ...event, detail: { ...event.detail, object: { key: "incoming/abc/letter.pdf" } } };

    const deleted = [...(await run(store, otherBucket)), ...(await run(store, incoming))];

    expect(deleted).toEqual([]);
  });

  it("reads keys as S3 writes them in events, URL-encoded with '+' for a space", async () => {
    const store = new MemoryTranscriptionStore();
    const key = `transcriptions/${SUB}/${ID}/my+recording%281%29.webm`;

    const deleted = await run(store, { ...event, detail: { ...event.detail, object: { key } } });

    expect(deleted).toEqual([[`transcriptions/${SUB}/${ID}/my recording(1).webm`]]);
  });
});
