import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { flagKey, isOpenFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { FLAGGED_NOTE } from "../fixtures/review-documents";
import { bucketKeys } from "../support/bucket";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, patientPost, portalLinkIn, readySummary, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";
import { expireNow } from "../support/table";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");

async function flaggedSummary(clinician: Clinician) {
  const files = await uploadFiles(clinician, [{ name: "vance.txt", bytes: Buffer.from(FLAGGED_NOTE) }]);
  const { body } = await clinician.call("POST", "/summaries", { files });
  return waitForSummary(clinician, body.summary.id);
}

/** A line no document of the review fixtures has: whatever the checker calls it, it must raise it. */
const TYPED_DOSE = "Take aspirin 325 mg every day.";

/** Open flags whose claim stands in `line`. */
const openFlagsIn = (summary: SummaryView, line: string) =>
  summary.flags.filter((f) => isOpenFlag(f) && line.toLowerCase().includes(f.value.replace(/…$/, "").toLowerCase()));

const keysUnder = (prefix: string) => bucketKeys(stack, prefix);

async function waitForRegeneration(clinician: Clinician, id: string) {
  for (let i = 0; i < 300; i++) {
    const { body } = await clinician.call("GET", `/summaries/${id}`);
    if (body.summary.regeneration?.status !== "processing") return body.summary;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The regeneration did not finish in time");
}

describe("clinician review: edit, check flags, send, and the patient sees the sent version", () => {
  let clinician: Clinician;
  let summary: SummaryView;
  let original: string;
  const patient = emailFor("review");

  beforeAll(async () => {
    clinician = await newClinician(stack, "review");
    summary = await flaggedSummary(clinician);
    original = summary.summaryContent ?? "";
  });

  it("generates the summary ready to review, at version 1", () => {
    expect(summary.status).toBe("ready");
    expect(summary.revision).toBe(1);
    expect(summary.versions).toMatchObject([{ revision: 1, reason: "generated" }]);
  });

  it("flags a dose the clinician typed that no document has, with why and the new version", async () => {
    const answer = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision: 1,
      content: `${original}\n${TYPED_DOSE}`,
    });

    expect(answer.status).toBe(200);
    summary = answer.body.summary;
    expect(summary.revision).toBe(2);
    const typed = openFlagsIn(summary, TYPED_DOSE);
    expect(typed.length).toBeGreaterThan(0);
    expect(typed[0]).toMatchObject({ verdict: expect.any(String), reason: expect.any(String) });
  });

  it("refuses to send while a flag is open, with a message saying how many, and emails nobody", async () => {
    const answer = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(
      /^Please confirm or correct the \d+ highlighted facts? before sending\.$/,
    );
    expect(await mailFor(stack.sesUrl, patient)).toEqual([]);
  });

  it("lists the summary with how many flags are left to check", async () => {
    const { body } = await clinician.call("GET", "/summaries");

    const row = body.summaries.find((s: { id: string }) => s.id === summary.id);
    expect(row.openFlags).toBe(summary.flags.filter(isOpenFlag).length);
  });

  it("resolves a flag as edited when an edit takes its claim out, and keeps it listed with who and when", async () => {
    const raised = openFlagsIn(summary, TYPED_DOSE);

    const answer = await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 2, content: original });

    expect(answer.status).toBe(200);
    summary = answer.body.summary;
    const keysNow = new Map(summary.flags.map((f) => [flagKey(f), f]));
    for (const flag of raised) {
      expect(keysNow.get(flagKey(flag))?.resolution).toMatchObject({ action: "edited", by: expect.any(String) });
    }
    expect(openFlagsIn(summary, TYPED_DOSE)).toEqual([]);
  });

  it("refuses an edit made against an older revision (another window)", async () => {
    const answer = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision: 1,
      content: "## Old\nStale text.",
    });

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(
      "This summary was changed in another window. Reload it to see the latest version.",
    );
  });

  it("accepts open flags with the clinician's one-line reason, without a new version", async () => {
    const typed = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision: 3,
      content: `${original}\n${TYPED_DOSE}`,
    });
    const open = (typed.body.summary as SummaryView).flags.filter(isOpenFlag);

    const answer = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
      revision: 4,
      flags: open.map(flagKey),
      reason: "The cardiologist asked for the higher dose by phone.",
    });

    expect(answer.status).toBe(200);
    summary = answer.body.summary;
    expect(summary.revision).toBe(4);
    expect(summary.flags.filter(isOpenFlag)).toEqual([]);
    const accepted = summary.flags.find((f) => flagKey(f) === flagKey(open[0]));
    expect(accepted?.resolution).toMatchObject({
      action: "accepted",
      reason: "The cardiologist asked for the higher dose by phone.",
      by: expect.any(String),
    });
  });

  it("sends the edited version, and the portal shows exactly that text", async () => {
    const content = (summary.summaryContent ?? "").replace(
      /## Your follow-up appointments\n/,
      "## Your follow-up appointments\nBring your glucose diary.\n",
    );
    const edited = await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 4, content });
    expect(edited.status).toBe(200);
    expect((edited.body.summary as SummaryView).flags.filter(isOpenFlag)).toEqual([]);

    const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID(), false));

    expect(sent.status).toBe(200);
    const link = portalLinkIn(await mailFor(stack.sesUrl, patient));
    const portal = await patientPost(stack.apiUrl, "/portal/summary", link);
    expect(portal.status).toBe(200);
    expect(portal.body.summary_content).toBe(content);
    expect(portal.body.summary_content).toContain("Bring your glucose diary.");
    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);
    expect(body.summary.sentRevision).toBe(5);
  });

  it("refuses to change a sent summary with a clear message", async () => {
    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);

    const edit = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision: body.summary.revision,
      content: "## Changed\nAfter sending.",
    });
    const regenerate = await clinician.call("POST", `/summaries/${summary.id}/regenerate`, {
      revision: body.summary.revision,
    });

    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe("This summary has already been sent, so it can no longer be changed.");
    expect(regenerate.status).toBe(409);
  });
});

describe("clinician review: regenerate, versions and restore", () => {
  let clinician: Clinician;
  let original: SummaryView;

  beforeAll(async () => {
    clinician = await newClinician(stack, "regenerate");
    original = await readySummary(clinician);
  });

  it("regenerates in the background and keeps the previous version readable", async () => {
    const started = await clinician.call("POST", `/summaries/${original.id}/regenerate`, {
      revision: 1,
      template: "discharge_summary",
      instructions: "Shorter, please.",
    });

    expect(started.status).toBe(202);
    expect(started.body.summary.regeneration).toMatchObject({ status: "processing", instructions: "Shorter, please." });
    expect(started.body.summary.summaryContent).toBe(original.summaryContent);
    const done = await waitForRegeneration(clinician, original.id);
    expect(done.regeneration).toBeNull();
    expect(done.revision).toBe(2);
    expect(done.versions).toMatchObject([
      { revision: 1, reason: "generated" },
      { revision: 2, reason: "regenerated", instructions: "Shorter, please." },
    ]);
    const earlier = await clinician.call("GET", `/summaries/${original.id}/versions?revision=1`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.version.content).toBe(original.summaryContent);
  });

  it("lists who, when and why for every version", async () => {
    const answer = await clinician.call("GET", `/summaries/${original.id}/versions`);

    expect(answer.status).toBe(200);
    expect(answer.body.current).toBe(2);
    expect(answer.body.versions.map((v: { reason: string }) => v.reason)).toEqual(["generated", "regenerated"]);
    expect(answer.body.versions[1].by).toBeTruthy();
  });

  it("restores an earlier version as a new version", async () => {
    const answer = await clinician.call("POST", `/summaries/${original.id}/restore`, { revision: 2, from: 1 });

    expect(answer.status).toBe(200);
    expect(answer.body.summary).toMatchObject({ revision: 3, summaryContent: original.summaryContent });
    expect(answer.body.summary.versions[2]).toMatchObject({ reason: "restored", restoredFrom: 1 });
  });

  it("refuses a template that is not one of the clinician's", async () => {
    const answer = await clinician.call("POST", `/summaries/${original.id}/regenerate`, {
      revision: 3,
      template: "custom_01jd0000000000000000000000",
    });

    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe("Please choose one of your templates.");
  });

  it("deletes every stored version with the summary", async () => {
    const prefix = `summaries/${clinician.sub}/${original.id}/versions/`;
    expect((await keysUnder(prefix)).length).toBeGreaterThan(0);

    const deleted = await clinician.call("DELETE", `/summaries/${original.id}`);

    expect(deleted.status).toBe(204);
    expect(await keysUnder(prefix)).toEqual([]);
  });
});

describe("clinician review: retention", () => {
  it("deletes the stored versions when retention expires the summary (TTL, then the stream function)", async () => {
    const clinician = await newClinician(stack, "review-ttl");
    const summary = await flaggedSummary(clinician);
    await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 1, content: "## Plan\nRest." });
    await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 2, content: "## Plan\nRest well." });
    const prefix = `summaries/${clinician.sub}/${summary.id}/versions/`;
    expect(await keysUnder(prefix)).toEqual([`${prefix}1.json`, `${prefix}2.json`]);
    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, summary.id));

    await reapExpired(stack.dynamodbUrl, stack.tableName);

    await expect.poll(() => keysUnder(prefix), { timeout: 10_000 }).toEqual([]);
  });
});

describe("clinician review: another clinician's summary", () => {
  it("answers 404 on every review route and changes nothing", async () => {
    const owner = await newClinician(stack, "review-owner");
    const intruder = await newClinician(stack, "review-intruder");
    const summary = await flaggedSummary(owner);
    const id = summary.id;

    const answers = await Promise.all([
      intruder.call("PUT", `/summaries/${id}/content`, { revision: 1, content: "## Mine\nNow." }),
      intruder.call("POST", `/summaries/${id}/flags/confirm`, {
        revision: 1,
        // Any key: the record is not the intruder's, whatever it names.
        flags: ["unsupported:dose:325 mg"],
        reason: "Mine now.",
      }),
      intruder.call("POST", `/summaries/${id}/regenerate`, { revision: 1 }),
      intruder.call("POST", `/summaries/${id}/restore`, { revision: 1, from: 1 }),
      intruder.call("GET", `/summaries/${id}/versions`),
      intruder.call("GET", `/summaries/${id}/versions?revision=1`),
    ]);

    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const { body } = await owner.call("GET", `/summaries/${id}`);
    expect(body.summary).toMatchObject({ revision: 1, summaryContent: summary.summaryContent, flags: summary.flags });
  });
});
