import { beforeAll, describe, expect, inject, it } from "vitest";
import { flagKey } from "#contracts/review-flags";
import {
  LANGUAGE_NOT_OFFERED,
  notAvailableOffline,
  TRANSLATE_AFTER_REVIEW,
  TRANSLATION_CHANGED,
  TRANSLATION_OUTDATED,
} from "#contracts/translation";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, readySummary, sendBody } from "../support/delivery";

const stack = inject("stack");

/** A ready summary with every English flag accepted: the English is final. */
async function reviewedSummary(clinician: Clinician) {
  const summary = await readySummary(clinician);
  const open = summary.flags.filter((f: { resolution?: unknown }) => !f.resolution);
  if (open.length === 0) return summary;
  const { body } = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
    revision: summary.revision ?? 1,
    flags: open.map(flagKey),
    reason: "Checked against the letter.",
  });
  return body.summary;
}

describe("a summary translated into the patient's language (offline: Apertium)", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "translator");
  });

  it("translates the reviewed English into Spanish, with each line side by side and the round trip checked", async () => {
    const summary = await reviewedSummary(clinician);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "es",
      revision: summary.revision ?? 1,
    });

    expect(status).toBe(200);
    const translation = body.summary.translation;
    expect(translation).toMatchObject({ language: "es", languageName: "Spanish", dir: "ltr", outdated: false });
    expect(translation.text).not.toBe(summary.summaryContent);
    expect(translation.rows.length).toBe(summary.summaryContent.split("\n").length);
    expect(translation.rows.every((r: { english: string; back: string }) => typeof r.back === "string")).toBe(true);
    expect(Array.isArray(translation.flags)).toBe(true);
  });

  it("keeps the translation with the summary when it is read again", async () => {
    const summary = await reviewedSummary(clinician);
    await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "ca",
      revision: summary.revision ?? 1,
    });

    const { body } = await clinician.call("GET", `/summaries/${summary.id}`);

    expect(body.summary.translation.language).toBe("ca");
  });

  it("goes back to English when the clinician chooses English", async () => {
    const summary = await reviewedSummary(clinician);
    await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "es",
      revision: summary.revision ?? 1,
    });

    const { body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "en",
      revision: summary.revision ?? 1,
    });

    expect(body.summary.translation).toBeNull();
  });

  it("says plainly that a language without an offline pair is not available offline", async () => {
    const summary = await reviewedSummary(clinician);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "zh",
      revision: summary.revision ?? 1,
    });

    expect(status).toBe(422);
    expect(body.error.message).toBe(notAvailableOffline("Chinese (Simplified)"));
  });

  it("refuses a language that is not offered", async () => {
    const summary = await reviewedSummary(clinician);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "xx",
      revision: summary.revision ?? 1,
    });

    expect(status).toBe(422);
    expect(body.error.message).toBe(LANGUAGE_NOT_OFFERED);
  });

  it("translates only once the English flags are checked", async () => {
    const summary = await reviewedSummary(clinician);
    // A medicine the letter never names: the checker flags it for the clinician.
    const edited = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision: summary.revision ?? 1,
      content: `${summary.summaryContent}\n- Take warfarin 5 mg every day.`,
    });
    expect(edited.body.summary.flags.some((f: { resolution?: unknown }) => !f.resolution)).toBe(true);

    const { status, body } = await clinician.call("POST", `/summaries/${summary.id}/translation`, {
      language: "es",
      revision: edited.body.summary.revision,
    });

    expect(status).toBe(409);
    expect(body.error.message).toBe(TRANSLATE_AFTER_REVIEW);
  });

  it("refuses to send a translation made from an earlier English version", async () => {
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "es", revision });
    const edited = await clinician.call("PUT", `/summaries/${summary.id}/content`, {
      revision,
      content: `${summary.summaryContent}\n\nDrink plenty of water.`,
    });
    expect(edited.status).toBe(200);

    const sent = await clinician.call(
      "POST",
      `/summaries/${summary.id}/send`,
      sendBody(emailFor("outdated"), crypto.randomUUID()),
    );

    expect(edited.body.summary.flags.filter((f: { resolution?: unknown }) => !f.resolution)).toEqual([]);
    expect(edited.body.summary.translation.outdated).toBe(true);
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe(TRANSLATION_OUTDATED);
  });

  it("checks the clinician's own wording again on save, and a difference it fixes is resolved as edited", async () => {
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    const translated = (
      await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "es", revision })
    ).body.summary.translation;
    // Drop every line that names a dose: the check must notice what went missing.
    const damaged = translated.text
      .split("\n")
      .filter((l: string) => !/\bmg\b/.test(l))
      .join("\n");

    const { status, body } = await clinician.call("PUT", `/summaries/${summary.id}/translation`, {
      revision,
      updatedAt: translated.updatedAt,
      text: damaged,
    });

    expect(status).toBe(200);
    expect(body.summary.translation).toMatchObject({ edited: true, text: damaged });
    expect(
      body.summary.translation.flags.some(
        (f: { verdict?: string; resolution?: unknown }) => f.verdict === "omitted" && !f.resolution,
      ),
    ).toBe(true);
  });

  it("accepts a difference with the clinician's reason, and then lets the summary go", async () => {
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    const translated = (
      await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "es", revision })
    ).body.summary.translation;
    const open = translated.flags.filter((f: { resolution?: unknown }) => !f.resolution);

    const confirmed =
      open.length === 0
        ? { status: 200, body: { summary: { translation: translated } } }
        : await clinician.call("POST", `/summaries/${summary.id}/translation/flags/confirm`, {
            revision,
            updatedAt: translated.updatedAt,
            flags: open.map(flagKey),
            reason: "Checked with our Spanish-speaking nurse.",
          });
    const sent = await clinician.call(
      "POST",
      `/summaries/${summary.id}/send`,
      sendBody(emailFor("es"), crypto.randomUUID()),
    );

    expect(confirmed.status).toBe(200);
    expect(confirmed.body.summary.translation.flags.filter((f: { resolution?: unknown }) => !f.resolution)).toEqual([]);
    expect(sent.status).toBe(200);
  });

  it("refuses to send while a difference in the translation is unresolved", async () => {
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    const translated = (
      await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "es", revision })
    ).body.summary.translation;
    const damaged = translated.text.replace(/\d+ mg/, "9999 mg");
    const edited = await clinician.call("PUT", `/summaries/${summary.id}/translation`, {
      revision,
      updatedAt: translated.updatedAt,
      text: damaged,
    });
    const open = edited.body.summary.translation.flags.filter((f: { resolution?: unknown }) => !f.resolution);
    expect(open.length).toBeGreaterThan(0);

    const sent = await clinician.call(
      "POST",
      `/summaries/${summary.id}/send`,
      sendBody(emailFor("held"), crypto.randomUUID()),
    );

    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toMatch(/in the translation before sending/);
  });

  it("never lets a second window's edit overwrite the first", async () => {
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    const translated = (
      await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "ca", revision })
    ).body.summary.translation;
    const first = await clinician.call("PUT", `/summaries/${summary.id}/translation`, {
      revision,
      updatedAt: translated.updatedAt,
      text: `${translated.text}\nPrimera finestra.`,
    });

    const second = await clinician.call("PUT", `/summaries/${summary.id}/translation`, {
      revision,
      updatedAt: translated.updatedAt,
      text: `${translated.text}\nSegona finestra.`,
    });

    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(TRANSLATION_CHANGED);
  });
});
