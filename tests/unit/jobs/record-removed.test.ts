import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { filesOfRemovedRecord } from "#adapters/store/removed-records";
import { createHandler } from "#lambdas/jobs/record-removed";

const event = JSON.parse(
  readFileSync(new URL("../../../events/dynamodb/summary-expired.json", import.meta.url), "utf8"),
);

describe("record-removed stream function", () => {
  it("deletes the files of a removed summary, its earlier versions included, and ignores other changes", async () => {
    const deleteObjects = vi.fn(async () => undefined);

    await createHandler({ deleteObjects }, { deleteItems: async () => undefined })(event);

    expect(deleteObjects).toHaveBeenCalledWith([
      "summaries/11111111-1111-4111-8111-111111111111/01jexample0000000000000000/0-discharge.pdf",
      "summaries/11111111-1111-4111-8111-111111111111/01jexample0000000000000000/versions/1.json",
    ]);
  });

  it("deletes the patient link and every item the removed summary listed as derived from it", async () => {
    const deleteItems = vi.fn(async () => undefined);

    await createHandler({ deleteObjects: async () => undefined }, { deleteItems })(event);

    expect(deleteItems).toHaveBeenCalledWith([
      { pk: "PORTAL#01jexample0000000000000000", sk: "LINK" },
      { pk: "FEEDBACK#abc", sk: "SESSION" },
      { pk: "USER#11111111-1111-4111-8111-111111111111", sk: "SEND#key-1" },
    ]);
  });

  it("finds the audio of a removed transcription", () => {
    expect(filesOfRemovedRecord({ entity: "transcription", audioKey: "audio/u/1.webm" })).toEqual(["audio/u/1.webm"]);
  });

  it("finds the extracted source text of a removed summary beside its files", () => {
    const oldImage = {
      entity: "summary",
      files: [{ key: "summaries/u/1/0-a.pdf" }],
      sourceKey: "summaries/u/1/source.txt",
    };

    expect(filesOfRemovedRecord(oldImage)).toEqual(["summaries/u/1/0-a.pdf", "summaries/u/1/source.txt"]);
  });

  it("leaves other entities alone", () => {
    expect(filesOfRemovedRecord({ entity: "customTemplate", files: [{ key: "x" }] })).toEqual([]);
  });
});
