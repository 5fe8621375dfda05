import { describe, expect, it } from "vitest";
import { reportOf, type SesEvent } from "#core/delivery/email-outcome";

const OWNER = "7d3f0f4e-1b2c-4d5e-8f90-123456789abc";
const SUMMARY = "01jq4zk7r9x2m3n4p5q6r7s8t9";

/** SES's event record as EventBridge delivers it (AWS's documented shape), with the tags the product sends. */
function event(
  detail: Record<string, unknown>,
  tags: Record<string, string[]> = { owner: [OWNER], summary: [SUMMARY] },
) {
  return {
    source: "aws.ses",
    detail: {
      mail: { messageId: "0100018c-abc", timestamp: "2026-11-27T09:00:00.000Z", tags },
      ...detail,
    },
  } as SesEvent;
}

describe("what an SES event says about a summary email", () => {
  it("reads a delivery with its time", () => {
    const report = reportOf(event({ eventType: "Delivery", delivery: { timestamp: "2026-11-27T09:00:02.000Z" } }));

    expect(report).toEqual({
      owner: OWNER,
      summaryId: SUMMARY,
      transcriptionId: undefined,
      messageId: "0100018c-abc",
      outcome: "delivered",
      at: "2026-11-27T09:00:02.000Z",
    });
  });

  it("reads a permanent bounce as bounced", () => {
    const report = reportOf(event({ eventType: "Bounce", bounce: { bounceType: "Permanent" } }));

    expect(report?.outcome).toBe("bounced");
  });

  it("says nothing for a transient bounce, which SES retries", () => {
    const report = reportOf(event({ eventType: "Bounce", bounce: { bounceType: "Transient" } }));

    expect(report).toBeUndefined();
  });

  it("reads a complaint as marked as spam", () => {
    const report = reportOf(event({ eventType: "Complaint", complaint: { timestamp: "2026-11-28T10:00:00Z" } }));

    expect(report).toMatchObject({ outcome: "complained", at: "2026-11-28T10:00:00.000Z" });
  });

  it("carries the transcription the summary was sent from", () => {
    const tags = { owner: [OWNER], summary: [SUMMARY], transcription: ["01jq4zk7r9x2m3n4p5q6r7s8ta"] };

    const report = reportOf(event({ eventType: "Delivery" }, tags));

    expect(report?.transcriptionId).toBe("01jq4zk7r9x2m3n4p5q6r7s8ta");
  });

  it("says nothing for an email sent without the send's tags (the contact form, a follow-up)", () => {
    const report = reportOf(event({ eventType: "Bounce", bounce: { bounceType: "Permanent" } }, {}));

    expect(report).toBeUndefined();
  });

  it("does not believe a tag that is not a plain id", () => {
    const tags = { owner: [OWNER], summary: ["SUMMARY#x\nUSER#y"] };

    const report = reportOf(event({ eventType: "Delivery" }, tags));

    expect(report).toBeUndefined();
  });

  it("says nothing for event types it does not record (opens, clicks, sends) or a malformed event", () => {
    expect(reportOf(event({ eventType: "Open" }))).toBeUndefined();
    expect(reportOf({} as SesEvent)).toBeUndefined();
    expect(reportOf(null as unknown as SesEvent)).toBeUndefined();
  });
});
