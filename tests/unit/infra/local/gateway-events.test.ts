import { describe, expect, it } from "vitest";
import { matchesPattern } from "#lambdas/routes";
import { eventually, liveFixtureGateway } from "./support/fixture-gateway";

const JOB_SECRET_HEADER = "x-clearnote-job-secret";
const event = (status: string, jobName = "tx_sub_01jq4zk7r9x2m3n4p5q6r7s8t9") => ({
  source: "aws.transcribe",
  "detail-type": "Transcribe Job State Change",
  detail: { TranscriptionJobName: jobName, TranscriptionJobStatus: status },
});

describe("event patterns", () => {
  const pattern = {
    source: ["aws.transcribe"],
    detailType: ["Transcribe Job State Change"],
    detail: { TranscriptionJobStatus: ["COMPLETED", "FAILED"] },
  };

  it("match source, detail type and the listed detail values exactly", () => {
    expect(matchesPattern(pattern, event("COMPLETED"))).toBe(true);
    expect(matchesPattern(pattern, event("FAILED"))).toBe(true);
    expect(matchesPattern(pattern, event("IN_PROGRESS"))).toBe(false);
    expect(matchesPattern(pattern, { ...event("COMPLETED"), source: "aws.s3" })).toBe(false);
    expect(matchesPattern(pattern, null)).toBe(false);
  });
});

/** EventBridge, locally: the offline speech engine's state-change event reaches the handlers whose rule matches. */
describe("the local gateway's event bus", () => {
  const gateway = liveFixtureGateway();

  const eventsUrl = () => gateway().jobs.url.replace(/\/__jobs$/, "/__events");
  const put = (body: unknown, headers: Record<string, string> = { [JOB_SECRET_HEADER]: gateway().jobs.secret }) =>
    fetch(eventsUrl(), { method: "POST", headers, body: JSON.stringify(body) });

  it("delivers a matching event to its target, as EventBridge would", async () => {
    const response = await put(event("COMPLETED", "tx_delivered"));

    expect(response.status).toBe(202);
    expect(
      await eventually(() =>
        gateway()
          .recorded("runs")
          .some(
            (r) =>
              (r as { detail?: { TranscriptionJobName?: string } }).detail?.TranscriptionJobName === "tx_delivered",
          ),
      ),
    ).toBe(true);
  });

  it("delivers nothing for an event no rule matches", async () => {
    await put(event("IN_PROGRESS", "tx_ignored"));
    await new Promise((r) => setTimeout(r, 300));

    expect(JSON.stringify(gateway().recorded("runs"))).not.toContain("tx_ignored");
  });

  it("refuses an event without the gateway's secret", async () => {
    const response = await put(event("COMPLETED", "tx_forged"), { "content-type": "text/plain" });

    expect(response.status).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(JSON.stringify(gateway().recorded("runs"))).not.toContain("tx_forged");
  });
});
