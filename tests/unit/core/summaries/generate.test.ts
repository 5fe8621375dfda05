import { describe, expect, it, vi } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { localEngine } from "#adapters/local/ai-engine";
import type { AiEngine } from "#core/shared/ai-port";
import { JobThrottled } from "#core/shared/errors";
import { type GenerateDeps, generateSummary } from "#core/summaries/generate";
import { MAX_FLAGS, MAX_SOURCE_WORDS, MAX_SUMMARY_BYTES } from "#core/summaries/limits";
import { deadlineFor, GENERATION_FAILED, queuedDeadlineFor, TIMED_OUT } from "#core/summaries/status";
import { fixedClock, MemoryAccountStore } from "#tests/fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

const SUB = "user-1";
const NOTE = `Patient Name: Tom Baker
DIAGNOSIS: Hypertension.
MEDICATIONS: Take lisinopril 10 mg daily.
FOLLOW-UP: See your GP in 2 weeks.`;

class MemoryFiles {
  objects = new Map<string, Buffer>();
  deleted: string[] = [];
  async readObject(key: string) {
    const bytes = this.objects.get(key);
    if (!bytes) throw new Error("NoSuchKey");
    return bytes;
  }
  async writeObject(key: string, text: string) {
    this.objects.set(key, Buffer.from(text));
  }
  async moveObject(from: string, to: string) {
    this.objects.set(to, await this.readObject(from));
    this.objects.delete(from);
  }
  async deleteObjects(keys: string[]) {
    for (const key of keys) this.objects.delete(key);
    this.deleted.push(...keys);
  }
}

function setUp(files: Array<{ name: string; text: string | Buffer }> = [{ name: "note.txt", text: NOTE }]) {
  const summaries = new MemorySummaryStore();
  const storage = new MemoryFiles();
  const stored = files.map((f, i) => ({
    key: `incoming/${SUB}/u${i}/${f.name}`,
    name: f.name,
    contentType: f.name.endsWith(".txt") ? "text/plain" : "application/pdf",
  }));
  for (const [i, f] of files.entries()) storage.objects.set(stored[i].key, Buffer.from(f.text));
  summaries.put(SUB, processingRecord({ files: stored, originalFilename: files.map((f) => f.name).join(", ") }));
  const deps: GenerateDeps = {
    summaries,
    jobState: summaries,
    accounts: new MemoryAccountStore(),
    files: storage,
    extract: extractAll,
    ai: localEngine,
    clock: fixedClock("2026-11-21T10:00:30.000Z"),
  };
  const run = () => generateSummary(deps, SUB, "01SUMMARY");
  const record = () => summaries.read(SUB, "01SUMMARY");
  return { deps, summaries, storage, run, record };
}

const engine = (text: string): AiEngine => ({
  name: "bedrock",
  draft: async () => ({ text, glossaryHits: [] }),
  simplify: async () => ({ text, glossaryHits: [] }),
  chat: async () => ({ text: "", sources: [] }),
  clinicalNotes: async () => ({ sections: [] }),
});

describe("the summary job", () => {
  it("stores the summary with its grades and moves the files under the record", async () => {
    const job = setUp();

    expect(await job.run()).toBe("ready");

    expect(job.record()).toMatchObject({ status: "ready", stage: "done", patientName: "Tom Baker", notices: [] });
    expect(job.record()?.summaryContent).toContain("lisinopril 10 mg");
    expect(job.record()?.files[0].key).toBe(`summaries/${SUB}/01SUMMARY/0-note.txt`);
  });

  it("names the file it could not read: '1 of 2 files could not be read: scan.pdf'", async () => {
    const job = setUp([
      { name: "note.txt", text: NOTE },
      { name: "scan.pdf", text: "not a pdf" },
    ]);

    await job.run();

    expect(job.record()).toMatchObject({ status: "ready", notices: ["1 of 2 files could not be read: scan.pdf"] });
  });

  it("fails with the extraction message when no file can be read", async () => {
    const job = setUp([{ name: "scan.pdf", text: "not a pdf" }]);

    await job.run();

    expect(job.record()).toMatchObject({
      status: "failed",
      error: "Failed to extract text from scan.pdf: no readable text",
    });
  });

  it("refuses a source over the word limit before drafting, with a message that says so", async () => {
    const job = setUp([{ name: "long.txt", text: "word ".repeat(MAX_SOURCE_WORDS + 1) }]);
    const draft = vi.spyOn(localEngine, "draft");

    await job.run();

    expect(job.record()).toMatchObject({
      status: "failed",
      error: "This document is too long to summarise (over 100,000 words). Please upload a shorter document.",
    });
    expect(draft).not.toHaveBeenCalled();
    draft.mockRestore();
  });

  it("keeps an oversized answer within the stored size and says it was shortened", async () => {
    const job = setUp();
    job.deps.ai = engine(`Take 1 mg.\n${"Übung é 12345 mg. ".repeat(20_000)}`);

    await job.run();

    const record = job.record();
    expect(record?.status).toBe("ready");
    expect(Buffer.byteLength(record?.summaryContent ?? "")).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(record?.summaryContent).toMatch(/left out because it was too long/);
  });

  it("lists at most the first 50 facts to check, and says so", async () => {
    const job = setUp();
    job.deps.ai = engine(Array.from({ length: 300 }, (_, i) => `Take ${1000 + i} mg.`).join("\n"));

    await job.run();

    expect(job.record()?.flags).toHaveLength(MAX_FLAGS);
    expect(job.record()?.notices).toEqual(["Only the first 50 facts to check are listed."]);
  });

  it("shows the generic message, never a library's own words, when something unexpected fails", async () => {
    const job = setUp();
    job.deps.extract = async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'Tom Baker')");
    };

    await job.run();

    expect(job.record()).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });

  it("marks the record failed when the store fails in the middle of the job", async () => {
    const job = setUp();
    const update = job.summaries.updateSummary.bind(job.summaries);
    job.summaries.updateSummary = async (sub, id, patch) => {
      if (patch.stage === "writing") throw new Error("connect ECONNREFUSED 127.0.0.1:8000");
      return update(sub, id, patch);
    };

    await job.run();

    expect(job.record()).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });

  it("ends, rejecting, when the store cannot even record the failure", async () => {
    const job = setUp();
    const down = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:8000");
    };
    job.summaries.updateSummary = down;
    job.summaries.failIfProcessing = down;

    await expect(job.run()).rejects.toThrow("ECONNREFUSED");
    expect(job.record()?.status).toBe("processing");
  });

  it("records the timeout without doing the work when started past its deadline", async () => {
    const job = setUp();
    job.deps.clock = fixedClock("2026-11-21T10:06:01.000Z");
    const draft = vi.spyOn(localEngine, "draft");

    expect(await job.run()).toBe("failed");

    expect(job.record()).toMatchObject({ status: "failed", error: TIMED_OUT });
    expect(draft).not.toHaveBeenCalled();
    draft.mockRestore();
  });

  it("does not revive a record that timed out while it worked, and removes the copies it made", async () => {
    const job = setUp();
    let now = "2026-11-21T10:00:30.000Z";
    job.deps.clock = { now: () => new Date(now) };
    job.deps.ai = {
      ...localEngine,
      draft: async (request) => {
        now = "2026-11-21T10:07:00.000Z";
        return localEngine.draft(request);
      },
    };

    expect(await job.run()).toBe("failed");

    expect(job.record()).toMatchObject({ status: "failed", error: TIMED_OUT, summaryContent: null });
    expect(job.storage.deleted).toEqual([
      `summaries/${SUB}/01SUMMARY/0-note.txt`,
      `summaries/${SUB}/01SUMMARY/source.txt`,
    ]);
  });

  it("keeps the extracted source text beside the files for chat, and names it on the record", async () => {
    const job = setUp();

    await job.run();

    expect(job.record()?.sourceKey).toBe(`summaries/${SUB}/01SUMMARY/source.txt`);
    expect(job.storage.objects.get(`summaries/${SUB}/01SUMMARY/source.txt`)?.toString()).toBe(NOTE.trim());
  });

  it("leaves a record alone that is no longer processing", async () => {
    const job = setUp();
    await job.summaries.failIfProcessing(SUB, "01SUMMARY", GENERATION_FAILED);

    expect(await job.run()).toBe("skipped");

    expect(job.record()).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });
});

describe("a summary job Bedrock throttles (decision 366)", () => {
  const throttling = () => Object.assign(new Error("Too many tokens"), { name: "ThrottlingException" });

  it("gives the job back to its queue instead of failing the record", async () => {
    const job = setUp();
    job.deps.ai = {
      ...localEngine,
      draft: async () => {
        throw throttling();
      },
    };

    await expect(job.run()).rejects.toBeInstanceOf(JobThrottled);

    expect(job.record()).toMatchObject({ status: "processing", error: null });
  });

  it("keeps the uploaded files where the next run reads them", async () => {
    const job = setUp();
    job.deps.ai = {
      ...localEngine,
      draft: async () => {
        throw throttling();
      },
    };

    await job.run().catch(() => undefined);

    expect(job.storage.objects.has(`incoming/${SUB}/u0/note.txt`)).toBe(true);
  });
});

describe("a summary job leaving its queue (decision 366)", () => {
  it("starts reading and counts its deadline from now, however long it waited in line", async () => {
    const job = setUp();
    const queuedAt = Date.parse("2026-11-21T08:00:00.000Z");
    job.summaries.put(SUB, { ...job.record(), stage: "queued", deadlineAt: queuedDeadlineFor(queuedAt) } as never);
    const dequeued = Date.parse("2026-11-21T10:00:30.000Z");
    const seen: unknown[] = [];
    const update = job.summaries.updateSummary.bind(job.summaries);
    job.summaries.updateSummary = async (sub, id, patch) => {
      seen.push(patch);
      return update(sub, id, patch);
    };

    expect(await job.run()).toBe("ready");

    expect(seen[0]).toEqual({ stage: "reading", deadlineAt: deadlineFor(dequeued) });
  });

  it("fails a record that waited past the longest wait in line", async () => {
    const job = setUp();
    const queuedAt = Date.parse("2026-11-21T05:00:00.000Z");
    job.summaries.put(SUB, { ...job.record(), stage: "queued", deadlineAt: queuedDeadlineFor(queuedAt) } as never);

    expect(await job.run()).toBe("failed");

    expect(job.record()).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("goes back in line when Bedrock throttles it, with a new wait", async () => {
    const job = setUp();
    job.deps.ai = {
      ...localEngine,
      draft: async () => {
        throw Object.assign(new Error("Too many tokens"), { name: "ThrottlingException" });
      },
    };

    await job.run().catch(() => undefined);

    expect(job.record()).toMatchObject({
      status: "processing",
      stage: "queued",
      deadlineAt: queuedDeadlineFor(Date.parse("2026-11-21T10:00:30.000Z")),
    });
  });
});
