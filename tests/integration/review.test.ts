import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { keys } from "../../lambdas/adapters/store/keys";
import type { SummaryView } from "../../lambdas/contracts/summaries";
import { flagId } from "../../lambdas/core/review/flag-spans";
import { FLAGGED_NOTE } from "../fixtures/review-documents";
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

async function bucketKeys(prefix: string): Promise<string[]> {
  const listing = await fetch(`${stack.s3Url}/${stack.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
}

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
  const patient = emailFor("review");

  beforeAll(async () => {
    clinician = await newClinician(stack, "review");
    summary = await flaggedSummary(clinician);
  });

  it("generates the summary with its unchecked facts flagged, at version 1", () => {
    expect(summary.status).toBe("ready");
    expect(summary.revision).toBe(1);
    expect(summary.versions).toMatchObject([{ revision: 1, reason: "generated" }]);
    expect(summary.flags.map((f: { value: string }) => f.value)).toContain("potassium");
  });

  it("refuses to send while a flagged fact is unchecked, with a message saying so, and emails nobody", async () => {
    const answer = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(
      /^Please confirm or correct the \d+ highlighted facts? before sending\.$/,
    );
    expect(await mailFor(stack.sesUrl, patient)).toEqual([]);
  });

  it("removes a flag when an edit takes its value out of the text, and keeps a flag whose value stays", async () => {
    const other = await flaggedSummary(clinician);
    const fixed = (other.summaryContent ?? "").replace("high potassium", "a blood salt level that was too high");
    const content = (summary.summaryContent ?? "").replace("Family doctor", "Your family doctor");
    expect(fixed).not.toBe(other.summaryContent);
    expect(content).not.toBe(summary.summaryContent);

    const removed = await clinician.call("PUT", `/summaries/${other.id}/content`, { revision: 1, content: fixed });
    const kept = await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 1, content });

    expect(removed.status).toBe(200);
    expect(removed.body.summary.flags.map((f: { value: string }) => f.value)).not.toContain("potassium");
    expect(kept.status).toBe(200);
    summary = kept.body.summary;
    expect(summary.revision).toBe(2);
    expect(summary.summaryContent).toBe(content);
    expect(summary.flags.map((f: { value: string }) => f.value)).toContain("potassium");
    expect(summary.versions?.map((v) => v.reason)).toEqual(["generated", "edited"]);
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

  it("marks a confirmed flag with who confirmed it, without a new version", async () => {
    const open = summary.flags.filter((f: { confirmedAt?: string }) => !f.confirmedAt);

    const answer = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
      revision: 2,
      flags: open.map(flagId),
    });

    expect(answer.status).toBe(200);
    summary = answer.body.summary;
    expect(summary.revision).toBe(2);
    expect(summary.flags.every((f: { confirmedAt?: string }) => f.confirmedAt)).toBe(true);
    expect(summary.flags[0].confirmedBy).toBeTruthy();
  });

  it("sends the edited version, and the portal shows exactly that text", async () => {
    const content = (summary.summaryContent ?? "").replace(
      /## Your follow-up appointments\n/,
      "## Your follow-up appointments\nBring your glucose diary.\n",
    );
    const edited = await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 2, content });
    expect(edited.status).toBe(200);

    const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID(), false));

    expect(sent.status).toBe(200);
    const link = portalLinkIn(await mailFor(stack.sesUrl, patient));
    const portal = await patientPost(stack.apiUrl, "/portal/summary", link);
    expect(portal.status).toBe(200);
    expect(portal.body.summary_content).toBe(content);
    expect(portal.body.summary_content).toContain("Bring your glucose diary.");
    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);
    expect(body.summary.sentRevision).toBe(3);
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
    expect((await bucketKeys(prefix)).length).toBeGreaterThan(0);

    const deleted = await clinician.call("DELETE", `/summaries/${original.id}`);

    expect(deleted.status).toBe(204);
    expect(await bucketKeys(prefix)).toEqual([]);
  });
});

describe("clinician review: retention", () => {
  it("deletes the stored versions when retention expires the summary (TTL, then the stream function)", async () => {
    const clinician = await newClinician(stack, "review-ttl");
    const summary = await flaggedSummary(clinician);
    await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 1, content: "## Plan\nRest." });
    await clinician.call("PUT", `/summaries/${summary.id}/content`, { revision: 2, content: "## Plan\nRest well." });
    const prefix = `summaries/${clinician.sub}/${summary.id}/versions/`;
    expect(await bucketKeys(prefix)).toEqual([`${prefix}1.json`, `${prefix}2.json`]);
    await expireNow(stack.dynamodbUrl, stack.tableName, keys.summary(clinician.sub, summary.id));

    await reapExpired(stack.dynamodbUrl, stack.tableName);

    await expect.poll(() => bucketKeys(prefix), { timeout: 10_000 }).toEqual([]);
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
      intruder.call("POST", `/summaries/${id}/flags/confirm`, { revision: 1, flags: summary.flags.map(flagId) }),
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
