import { describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { REGENERATING_SEND } from "#contracts/review";
import { regenerateSummary } from "#core/review/regenerate";
import {
  confirmFlags,
  EDIT_AFTER_SEND,
  EDIT_WHILE_SENDING,
  editContent,
  FLAG_NOT_FOUND,
  REGENERATING,
  restoreVersion,
  STALE_REVISION,
  startRegeneration,
} from "#core/review/review";
import { sendRefusal } from "#core/review/send-gate";
import { versionObjectKey } from "#core/review/versions";
import type { AiEngine } from "#core/shared/ai-port";
import type { SummaryRecord } from "#core/summaries/ports";
import { fixedClock, MemoryAccountStore } from "#tests/fakes/memory-account-store";
import { MemoryFiles, MemoryReviewStore } from "#tests/fakes/memory-review-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

const SUB = "user-1";
const ID = "01SUMMARY";
const NOW = "2026-11-24T10:00:00.000Z";
const TEXT = "## Why you were in hospital\nHigh potassium.\nA 3-month blood sugar average of 9.1%.\n";
const editor = { sub: SUB, name: "Dr Amara Lee" };

function readyRecord(overrides: Partial<SummaryRecord> = {}): SummaryRecord {
  return processingRecord({
    id: ID,
    status: "ready",
    stage: "done",
    summaryContent: TEXT,
    flags: [
      { kind: "number", value: "3" },
      { kind: "medication", value: "potassium" },
    ],
    ...overrides,
  });
}

function setUp(record: SummaryRecord = readyRecord()) {
  const summaries = new MemorySummaryStore();
  summaries.put(SUB, record);
  const files = new MemoryFiles();
  const deps = { summaries, review: new MemoryReviewStore(summaries), files, clock: fixedClock(NOW) };
  return { summaries, files, deps };
}

describe("editing a summary", () => {
  it("makes the edit the next version and archives the text it replaced", async () => {
    const { deps, files } = setUp();
    const content = TEXT.replace("A 3-month", "A long-term");

    const view = await editContent(deps, editor, ID, { revision: 1, content });

    expect(view).toMatchObject({ revision: 2, summaryContent: content });
    expect(view.versions?.map((v) => [v.revision, v.reason, v.by])).toEqual([
      [1, "generated", null],
      [2, "edited", "Dr Amara Lee"],
    ]);
    expect(JSON.parse(files.objects.get(versionObjectKey(SUB, ID, 1)) ?? "{}").content).toBe(TEXT);
  });

  it("resolves a flag whose value the edit removed as edited and keeps the one still there open", async () => {
    const { deps } = setUp();

    const view = await editContent(deps, editor, ID, {
      revision: 1,
      content: TEXT.replace("A 3-month", "A long-term"),
    });

    expect(view.flags.filter((f) => !f.resolution).map((f) => f.value)).toEqual(["potassium"]);
    expect(view.flags.find((f) => f.value === "3")?.resolution).toEqual({
      action: "edited",
      by: "Dr Amara Lee",
      at: NOW,
    });
  });

  it("checks the edited text against the source again: a dose the source does not have is flagged", async () => {
    const sourceKey = `summaries/${SUB}/${ID}/source.txt`;
    const { deps, files } = setUp(readyRecord({ sourceKey, flags: [] }));
    files.objects.set(sourceKey, "Discharge medications: aspirin 81 mg daily. Potassium was high at 5.9.");

    const view = await editContent(deps, editor, ID, {
      revision: 1,
      content: "## Your medicines\n- Keep taking: aspirin 325 mg every day.",
    });

    expect(view.flags.filter((f) => !f.resolution).some((f) => f.value.includes("325"))).toBe(true);
  });

  it("makes no version when the text did not change", async () => {
    const { deps, files } = setUp();

    const view = await editContent(deps, editor, ID, { revision: 1, content: TEXT });

    expect(view.revision).toBe(1);
    expect(files.objects.size).toBe(0);
  });

  it("is refused once the summary was sent", async () => {
    const { deps, summaries } = setUp(readyRecord({ sentAt: NOW, patientEmail: "p@example.com" }));

    await expect(editContent(deps, editor, ID, { revision: 1, content: "## New\nText." })).rejects.toThrow(
      EDIT_AFTER_SEND,
    );
    expect(summaries.read(SUB, ID)?.summaryContent).toBe(TEXT);
  });

  it("is refused while a send holds the summary", async () => {
    const send = {
      key: "k",
      email: "p@example.com",
      followUp: false,
      token: "t",
      tokenHash: "h",
      session: "s",
      sessionHash: "sh",
      leaseUntil: Date.parse(NOW) + 30_000,
    };
    const { deps } = setUp(readyRecord({ send }));

    await expect(editContent(deps, editor, ID, { revision: 1, content: "## New\nText." })).rejects.toThrow(
      EDIT_WHILE_SENDING,
    );
  });

  it("is refused when made against an older revision", async () => {
    const { deps } = setUp(readyRecord({ revision: 3 }));

    await expect(editContent(deps, editor, ID, { revision: 2, content: "## New\nText." })).rejects.toThrow(
      STALE_REVISION,
    );
  });

  it("answers 404 for another clinician's summary", async () => {
    const { deps } = setUp();

    await expect(
      editContent(deps, { sub: "user-2", name: null }, ID, { revision: 1, content: "## New" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("confirming flags", () => {
  it("marks the flag accepted with the reason, who and when, without a new version", async () => {
    const { deps } = setUp();

    const view = await confirmFlags(deps, editor, ID, {
      revision: 1,
      flags: ["medication:potassium"],
      reason: "Potassium supplement is on the discharge list",
    });

    expect(view.revision).toBe(1);
    expect(view.flags.find((f) => f.value === "potassium")?.resolution).toEqual({
      action: "accepted",
      reason: "Potassium supplement is on the discharge list",
      at: NOW,
      by: "Dr Amara Lee",
    });
    expect(view.flags.find((f) => f.value === "3")?.resolution).toBeUndefined();
  });

  it("refuses a flag the summary does not have", async () => {
    const { deps } = setUp();

    await expect(
      confirmFlags(deps, editor, ID, { revision: 1, flags: ["number:42"], reason: "Checked" }),
    ).rejects.toThrow(FLAG_NOT_FOUND);
  });
});

describe("the send gate", () => {
  it("refuses while any flag is unconfirmed, saying how many", () => {
    const record = readyRecord({
      flags: [
        { kind: "number", value: "3" },
        { kind: "medication", value: "potassium", confirmedAt: NOW },
      ],
    });

    expect(sendRefusal(record, Date.parse(NOW))?.message).toBe(
      "Please confirm or correct the 1 highlighted fact before sending.",
    );
  });

  it("lets a summary go once every flag is confirmed or fixed", () => {
    expect(sendRefusal(readyRecord({ flags: [{ kind: "number", value: "3", confirmedAt: NOW }] }), 0)).toBeUndefined();
    expect(sendRefusal(readyRecord({ flags: [] }), 0)).toBeUndefined();
  });

  it("refuses while a new version is being written", () => {
    const regeneration = {
      id: "r1",
      status: "processing" as const,
      error: null,
      startedAt: NOW,
      deadlineAt: Date.parse(NOW) + 60_000,
      template: null,
      templateName: null,
      instructions: "",
      by: null,
    };

    expect(sendRefusal(readyRecord({ flags: [], regeneration }), Date.parse(NOW))?.message).toBe(REGENERATING_SEND);
  });
});

describe("restoring a version", () => {
  it("brings an earlier text back as a new version, with that version's flags", async () => {
    const { deps } = setUp();
    await editContent(deps, editor, ID, { revision: 1, content: "## Why you were in hospital\nShort.\n" });

    const view = await restoreVersion(deps, editor, ID, { revision: 2, from: 1 });

    expect(view).toMatchObject({ revision: 3, summaryContent: TEXT });
    expect(view.flags.map((f) => f.value)).toEqual(["3", "potassium"]);
    expect(view.versions?.at(-1)).toMatchObject({ reason: "restored", restoredFrom: 1 });
  });
});

describe("regenerating", () => {
  const ai = (text: string): AiEngine => ({
    name: "local",
    draft: async () => ({ text, glossaryHits: [] }),
    simplify: async () => ({ text: "", glossaryHits: [] }),
    chat: async () => ({ text: "", sources: [] }),
    clinicalNotes: async () => ({ sections: [] }),
  });

  function regenerateSetUp(engine: AiEngine) {
    const { deps, summaries, files } = setUp(
      readyRecord({
        files: [{ key: "summaries/user-1/01SUMMARY/0-note.txt", name: "note.txt", contentType: "text/plain" }],
      }),
    );
    files.objects.set("summaries/user-1/01SUMMARY/0-note.txt", "Patient Name: Harriet Vance\nHyperkalemia.");
    const accounts = new MemoryAccountStore();
    const started: unknown[] = [];
    const startDeps = {
      ...deps,
      accounts,
      ids: { next: () => "regen-1" },
      jobs: { startSummarizeJob: async (job: unknown) => void started.push(job) },
    };
    const jobDeps = {
      ...deps,
      jobState: summaries,
      accounts,
      extract: extractAll,
      ai: engine,
    };
    return { summaries, files, startDeps, jobDeps, started };
  }

  it("keeps the summary readable, refuses edits meanwhile, then stores the new text as the next version", async () => {
    const { summaries, files, startDeps, jobDeps, started } = regenerateSetUp(ai("## New\nHigh potassium, treated."));

    const view = await startRegeneration(startDeps, editor, ID, { revision: 1, instructions: "Shorter." });

    expect(view).toMatchObject({ summaryContent: TEXT, regeneration: { status: "processing" } });
    expect(started).toEqual([{ sub: SUB, summaryId: ID, regeneration: "regen-1" }]);
    await expect(editContent(startDeps, editor, ID, { revision: 1, content: "## X" })).rejects.toThrow(REGENERATING);
    expect(await regenerateSummary(jobDeps, SUB, ID, "regen-1")).toBe("ready");
    const record = summaries.read(SUB, ID);
    expect(record).toMatchObject({ revision: 2, summaryContent: "## New\nHigh potassium, treated." });
    expect(record?.regeneration).toBeUndefined();
    expect(record?.versions?.at(-1)).toMatchObject({
      reason: "regenerated",
      instructions: "Shorter.",
      by: "Dr Amara Lee",
    });
    expect(JSON.parse(files.objects.get(versionObjectKey(SUB, ID, 1)) ?? "{}").content).toBe(TEXT);
  });

  it("records a failure on the regeneration and leaves the summary as it was", async () => {
    const { summaries, startDeps, jobDeps } = regenerateSetUp(ai("   "));
    await startRegeneration(startDeps, editor, ID, { revision: 1, instructions: "" });

    expect(await regenerateSummary(jobDeps, SUB, ID, "regen-1")).toBe("failed");

    const record = summaries.read(SUB, ID);
    expect(record).toMatchObject({ status: "ready", summaryContent: TEXT });
    expect(record?.revision).toBeUndefined();
    expect(record?.regeneration).toMatchObject({ status: "failed", error: "Invalid response from AI service" });
  });
});
