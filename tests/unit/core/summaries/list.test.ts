import { describe, expect, it } from "vitest";
import { listSummariesQuerySchema } from "#contracts/summaries";
import { InvalidInput } from "#core/shared/errors";
import { decodeCursor, encodeCursor, INVALID_CURSOR, toListItem } from "#core/summaries/list";
import type { SummaryListRecord } from "#core/summaries/ports";

const ID = "01kb2v7m3x0000000000000000";
const NOW = Date.parse("2026-11-21T12:00:00.000Z");

const record = (patch: Partial<SummaryListRecord> = {}): SummaryListRecord => ({
  id: ID,
  patientName: "Maria Gonzalez",
  originalFilename: "note.pdf",
  status: "ready",
  stage: "done",
  error: null,
  sentAt: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  expiresAt: 1_795_000_000,
  ...patch,
});

describe("list cursor", () => {
  it("gives back the id it was made from", () => {
    expect(decodeCursor(encodeCursor(ID))).toBe(ID);
  });

  it.each([
    ["not base64url", "%%%"],
    ["not an id", encodeCursor("SUMMARY#x")],
    ["another partition's key", encodeCursor(JSON.stringify({ pk: "USER#other", sk: `SUMMARY#${ID}` }))],
    ["an over-long id", encodeCursor(`${ID}0`)],
    ["empty", ""],
  ])("refuses a cursor that is %s as invalid input", (_, cursor) => {
    const refusal = (() => {
      try {
        decodeCursor(cursor);
      } catch (error) {
        return error;
      }
    })();

    expect(refusal).toBeInstanceOf(InvalidInput);
    expect((refusal as Error).message).toBe(INVALID_CURSOR);
  });
});

describe("list page size", () => {
  it("is 20 unless asked, and refuses more than 100 or less than 1", () => {
    expect(listSummariesQuerySchema.parse({}).limit).toBe(20);
    expect(listSummariesQuerySchema.parse({ limit: "100" }).limit).toBe(100);
    expect(listSummariesQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(listSummariesQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(listSummariesQuerySchema.safeParse({ limit: "ten" }).success).toBe(false);
  });
});

describe("list rows", () => {
  it("carry the row's fields and the detail view's delivery status", () => {
    const item = toListItem(record({ sentAt: "2026-11-21T11:00:00.000Z" }), NOW);

    expect(item).toEqual({
      id: ID,
      patientName: "Maria Gonzalez",
      originalFilename: "note.pdf",
      status: "ready",
      sentAt: "2026-11-21T11:00:00.000Z",
      createdAt: "2026-11-21T10:00:00.000Z",
      expiresAt: new Date(1_795_000_000 * 1000).toISOString(),
      deliveryStatus: "delivered",
      openFlags: 0,
    });
  });

  it("never carry the text, chat history, flags or files, even when the record has them", () => {
    const full = { ...record(), summaryContent: "text", chatHistory: [], flags: [], files: [] } as SummaryListRecord;

    for (const field of ["summaryContent", "chatHistory", "flags", "files"]) {
      expect(toListItem(full, NOW)).not.toHaveProperty(field);
    }
  });
});
