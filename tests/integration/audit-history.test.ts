import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Clinician, newClinician } from "../support/clinicians";
import { readySummary } from "../support/delivery";

const stack = inject("stack");

describe("History and Activity routes (issue 24)", () => {
  let clinician: Clinician;
  let other: Clinician;
  let summaryId: string;

  beforeAll(async () => {
    clinician = await newClinician(stack, "history");
    other = await newClinician(stack, "history-other");
    summaryId = (await readySummary(clinician)).id;
    await clinician.call("GET", `/summaries/${summaryId}`);
  }, 60_000);

  it("answers a summary's history newest first: opened after created", async () => {
    const { status, body } = await clinician.call("GET", `/summaries/${summaryId}/history`);
    expect(status).toBe(200);
    const actions = body.events.map((e: { action: string }) => e.action);
    expect(actions.indexOf("open")).toBeLessThan(actions.lastIndexOf("create"));
    expect(body.events[0]).toMatchObject({
      actor: "clinician",
      recordType: "summary",
      recordId: summaryId,
      outcome: "success",
    });
  });

  it("records a page's polls of a summary once a minute, and every open without the poll mark", async () => {
    const opens = async () =>
      (await clinician.call("GET", `/summaries/${summaryId}/history?limit=100`)).body.events.filter(
        (e: { action: string }) => e.action === "open",
      ).length;
    const poll = () =>
      fetch(`${stack.apiUrl}/summaries/${summaryId}`, {
        headers: { authorization: `Bearer ${clinician.token}`, "x-poll": "1" },
      }).then((r) => r.status);
    const before = await opens();

    expect([await poll(), await poll(), await poll()]).toEqual([200, 200, 200]);
    const afterPolls = await opens();
    await clinician.call("GET", `/summaries/${summaryId}`);
    await clinician.call("GET", `/summaries/${summaryId}`);

    expect(afterPolls).toBe(before + 1);
    expect(await opens()).toBe(before + 3);
  });

  it("answers another clinician's summary history with 404", async () => {
    expect((await other.call("GET", `/summaries/${summaryId}/history`)).status).toBe(404);
  });

  it("pages the history with a cursor", async () => {
    const first = await clinician.call("GET", `/summaries/${summaryId}/history?limit=1`);
    expect(first.body.events).toHaveLength(1);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await clinician.call("GET", `/summaries/${summaryId}/history?limit=1&next=${first.body.next}`);
    expect(second.body.events[0].id).not.toBe(first.body.events[0].id);
  });

  it("filters the account's activity by action and by record", async () => {
    const opens = await clinician.call("GET", "/activity?action=open");
    expect(opens.status).toBe(200);
    expect(opens.body.events.length).toBeGreaterThan(0);
    expect(opens.body.events.every((e: { action: string }) => e.action === "open")).toBe(true);
    const one = await clinician.call("GET", `/activity?record=summary:${summaryId}`);
    expect(one.body.events.every((e: { recordId: string }) => e.recordId === summaryId)).toBe(true);
  });

  it("filters the activity by dates: nothing before today's events in a range that ended yesterday", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { body } = await clinician.call("GET", `/activity?to=${yesterday}`);
    expect(body.events).toEqual([]);
  });

  it("refuses an action the trail does not record, with the contract's text", async () => {
    const { status, body } = await clinician.call("GET", "/activity?action=teleport");
    expect(status).toBe(422);
    expect(body.error.message).toBe("action is not one the trail records.");
  });

  it("keeps another clinician's attempt on this summary out of any History or Activity row they can read", async () => {
    expect((await other.call("GET", `/summaries/${summaryId}`)).status).toBe(404);

    expect((await other.call("GET", `/summaries/${summaryId}/history`)).status).toBe(404);
    const { body } = await other.call("GET", "/activity");
    expect(body.events[0]).toMatchObject({ action: "open", outcome: "failure", recordId: null });
    expect(JSON.stringify(body)).not.toContain(summaryId);
  });

  it("shows another clinician none of this account's activity", async () => {
    const { body } = await other.call("GET", "/activity");
    expect(body.events.some((e: { recordId: string }) => e.recordId === summaryId)).toBe(false);
  });
});
