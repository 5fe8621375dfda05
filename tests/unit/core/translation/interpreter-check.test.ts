import { describe, expect, it } from "vitest";
import { interpreterCheckRequired, TRANSLATION_CHANGED } from "#contracts/translation";
import { sendRefusal } from "#core/review/send-gate";
import { Conflict, InvalidInput } from "#core/shared/errors";
import type { SummaryRecord } from "#core/summaries/ports";
import type { Translator } from "#core/translation/ports";
import type { StoredTranslation } from "#core/translation/stored";
import { confirmInterpreterCheck, translateSummary } from "#core/translation/translate-summary";
import { fixedClock } from "#tests/fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";
import { MemoryTranslationStore } from "#tests/fakes/memory-translation-store";

const SUB = "user-1";
const ID = "01SUMMARY";
const NOW = "2026-11-27T10:00:00.000Z";
const TEXT = "## Your medicines\n- Take metformin 500 mg twice a day.";
const editor = { sub: SUB, name: "Dr Amara Lee" };

/** Every language, every line marked: the round trip returns the English unchanged. */
const faithful: Translator = {
  supports: () => true,
  async translate(lines, _from, to) {
    return to === "en" ? lines.map((l) => l.replace(/^«|»$/g, "")) : lines.map((l) => (l ? `«${l}»` : ""));
  },
};

function translation(overrides: Partial<StoredTranslation> = {}): StoredTranslation {
  return {
    language: "vi",
    text: "«Your medicines»",
    backTranslation: TEXT,
    rows: [],
    flags: [],
    englishRevision: 1,
    createdAt: NOW,
    updatedAt: NOW,
    by: "Dr Amara Lee",
    ...overrides,
  };
}

function readyRecord(overrides: Partial<SummaryRecord> = {}): SummaryRecord {
  return processingRecord({ id: ID, status: "ready", stage: "done", summaryContent: TEXT, flags: [], ...overrides });
}

function setUp(record: SummaryRecord = readyRecord(), at = NOW) {
  const summaries = new MemorySummaryStore();
  summaries.put(SUB, record);
  const deps = {
    summaries,
    translations: new MemoryTranslationStore(summaries),
    translator: faithful,
    clock: fixedClock(at),
  };
  return { summaries, deps };
}

describe("the interpreter check of a translation into a weaker language", () => {
  it("shows the interpreter note on a Vietnamese translation, and no check until one is confirmed", async () => {
    const { deps } = setUp();

    const view = await translateSummary(deps, editor, ID, { language: "vi", revision: 1 });

    expect(view.translation?.interpreterNote).toContain("qualified interpreter");
    expect(view.translation?.interpreterCheck).toBeNull();
  });

  it("records who confirmed the interpreter check and when", async () => {
    const { deps } = setUp(readyRecord({ translation: translation() }), "2026-11-27T10:05:00.000Z");

    const view = await confirmInterpreterCheck(deps, editor, ID, { revision: 1, updatedAt: NOW, confirmed: true });

    expect(view.translation?.interpreterCheck).toEqual({ by: "Dr Amara Lee", at: "2026-11-27T10:05:00.000Z" });
    expect(view.translation?.updatedAt).toBe("2026-11-27T10:05:00.000Z");
  });

  it("refuses a confirmation given on a translation another window has changed since", async () => {
    const { deps, summaries } = setUp(
      readyRecord({ translation: translation({ updatedAt: "2026-11-27T09:59:00.000Z" }) }),
    );

    const attempt = confirmInterpreterCheck(deps, editor, ID, { revision: 1, updatedAt: NOW, confirmed: true });

    await expect(attempt).rejects.toEqual(new Conflict(TRANSLATION_CHANGED));
    expect(summaries.read(SUB, ID)?.translation?.interpreterCheck).toBeUndefined();
  });

  it("is asked for again when the summary is translated again", async () => {
    const checked = translation({ interpreterCheck: { by: "Dr Amara Lee", at: NOW } });
    const { deps } = setUp(readyRecord({ translation: checked }), "2026-11-27T10:10:00.000Z");

    const view = await translateSummary(deps, editor, ID, { language: "vi", revision: 1 });

    expect(view.translation?.interpreterCheck).toBeNull();
  });
});

describe("the send gate on a translation", () => {
  it("refuses a weaker language's translation without the interpreter check, with a 422 saying so", () => {
    const refusal = sendRefusal(readyRecord({ translation: translation() }), Date.parse(NOW));

    expect(refusal).toBeInstanceOf(InvalidInput);
    expect(refusal?.message).toBe(interpreterCheckRequired("Vietnamese"));
  });

  it("lets a weaker language's translation go once the interpreter check is confirmed", () => {
    const record = readyRecord({ translation: translation({ interpreterCheck: { by: "Dr Amara Lee", at: NOW } }) });

    expect(sendRefusal(record, Date.parse(NOW))).toBeUndefined();
  });

  it("asks no interpreter check of a Spanish translation", () => {
    expect(sendRefusal(readyRecord({ translation: translation({ language: "es" }) }), Date.parse(NOW))).toBeUndefined();
  });
});
