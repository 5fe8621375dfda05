import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#core/audit/writer";
import { recordEmailOutcome } from "#core/delivery/email-outcome";
import { createHandler as recordRemoved } from "#lambdas/jobs/record-removed";
import { createHandler as summarizeFailed } from "#lambdas/jobs/summarize-failed";
import { sesEvent } from "../../support/email-outcomes";

const expiredEvent = JSON.parse(
  readFileSync(new URL("../../../events/dynamodb/summary-expired.json", import.meta.url), "utf8"),
);

function recorder() {
  const entries: AuditEntry[] = [];
  return { entries, audit: async (entry: AuditEntry) => void entries.push(entry) };
}
const noFiles = { deleteObjects: async () => undefined };
const noItems = { deleteItems: async () => undefined };
const noFollowUps = { cancel: async () => undefined };

describe("system events in the audit trail", () => {
  it("records a summary removed by its retention as expired, by the system", async () => {
    const { entries, audit } = recorder();
    const ttlRemoval = structuredClone(expiredEvent);
    for (const record of ttlRemoval.Records)
      record.userIdentity = { type: "Service", principalId: "dynamodb.amazonaws.com" };

    await recordRemoved(noFiles, noItems, noFollowUps, () => audit)(ttlRemoval);

    expect(entries).toEqual([
      {
        owner: "11111111-1111-4111-8111-111111111111",
        action: "expired",
        recordType: "summary",
        recordId: "01jexample0000000000000000",
      },
    ]);
  });

  it("records nothing for a record the clinician deleted before its expiry (its route audited the delete)", async () => {
    const { entries, audit } = recorder();
    const byClinician = structuredClone(expiredEvent);
    for (const record of byClinician.Records) {
      delete record.userIdentity;
      if (record.dynamodb?.OldImage?.expiresAt) record.dynamodb.OldImage.expiresAt = { N: String(2 ** 31) };
    }

    await recordRemoved(
      noFiles,
      noItems,
      noFollowUps,
      () => audit,
      () => 0,
    )(byClinician);

    expect(entries).toEqual([]);
  });

  it("records a failed summary job against its record", async () => {
    const { entries, audit } = recorder();
    const jobState = { failIfProcessing: async () => true } as never;

    await summarizeFailed(
      jobState,
      undefined,
      () => audit,
    )({
      requestPayload: { sub: "clinician-1", summaryId: "01jexample0000000000000000" },
    });

    expect(entries).toEqual([
      {
        owner: "clinician-1",
        action: "job-failed",
        recordType: "summary",
        recordId: "01jexample0000000000000000",
        outcome: "12",
      },
    ]);
  });
});

describe("patient-side email outcomes in the audit trail", () => {
  it("records a delivery once, and nothing for SES's redelivered event", async () => {
    const { entries, audit } = recorder();
    let recorded = false;
    const store = {
      recordOnSummary: async () => {
        const first = !recorded;
        recorded = true;
        return first;
      },
      recordOnTranscription: async () => true,
    };
    const email = { messageId: "m-1", destination: { to: ["patient@example.com"] } } as never;
    const event = sesEvent(email, { owner: ["clinician-1"], summary: ["01jexample0000000000000000"] }, "delivered");

    await recordEmailOutcome(store, event, audit);
    await recordEmailOutcome(store, event, audit);

    expect(entries.map((e) => [e.action, e.recordId])).toEqual([["delivered", "01jexample0000000000000000"]]);
  });
});
