import { describe, expect, it } from "vitest";
import type { EmailOutcomeStore, OutcomeReport } from "#core/delivery/email-outcome";
import bounced from "#events/ses/email-bounced.json";
import complaint from "#events/ses/email-complaint.json";
import delivered from "#events/ses/email-delivered.json";
import { createHandler } from "#lambdas/jobs/email-outcome";
import { eventHandlers, matchesPattern } from "#lambdas/routes";

/** Records what the handler asked to write; `summaryMatches` plays the store's message-id condition. */
function fakeStore(summaryMatches = true) {
  const writes: Array<["summary" | "transcription", OutcomeReport]> = [];
  const store: EmailOutcomeStore = {
    recordOnSummary: async (report) => {
      writes.push(["summary", report]);
      return summaryMatches;
    },
    recordOnTranscription: async (report) => {
      writes.push(["transcription", report]);
      return true;
    },
  };
  return { store, writes };
}

const withTranscription = (event: typeof bounced) => ({
  ...event,
  detail: {
    ...event.detail,
    mail: { ...event.detail.mail, tags: { ...event.detail.mail.tags, transcription: ["01jq4zk7r9x2m3n4p5q6r7s8ta"] } },
  },
});

describe("email-outcome event function (SES to EventBridge)", () => {
  it("is the route table's target for SES's delivery, bounce and complaint events, and nothing else's", () => {
    const targets = (event: unknown) => eventHandlers.filter((h) => matchesPattern(h.pattern, event)).map((h) => h.id);

    expect([bounced, delivered, complaint].map(targets)).toEqual([
      ["EmailOutcome"],
      ["EmailOutcome"],
      ["EmailOutcome"],
    ]);
  });

  it("records a bounce on the summary named by the email's tags, for the message SES names", async () => {
    const { store, writes } = fakeStore();

    await createHandler(() => store)(bounced);

    expect(writes).toEqual([
      [
        "summary",
        {
          owner: "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d",
          summaryId: "01jq4zk7r9x2m3n4p5q6r7s8t9",
          transcriptionId: undefined,
          messageId: bounced.detail.mail.messageId,
          outcome: "bounced",
          at: "2026-11-27T09:00:02.500Z",
        },
      ],
    ]);
  });

  it("copies the outcome to the transcription the summary was sent from", async () => {
    const { store, writes } = fakeStore();

    await createHandler(() => store)(withTranscription(delivered as never));

    expect(writes.map(([where, r]) => [where, r.outcome])).toEqual([
      ["summary", "delivered"],
      ["transcription", "delivered"],
    ]);
  });

  it("leaves the transcription alone when the summary's current send is another message", async () => {
    const { store, writes } = fakeStore(false);

    await createHandler(() => store)(withTranscription(complaint as never));

    expect(writes.map(([where]) => where)).toEqual(["summary"]);
  });
});
