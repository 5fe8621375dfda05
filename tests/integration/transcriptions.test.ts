import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { ACCEPT_REASON_REQUIRED } from "#contracts/review";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import { NO_SPEECH_DETECTED } from "#contracts/transcriptions/audio";
import { fromTranscriptionFilename } from "#contracts/transcriptions/send";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { bucketKeys } from "../support/bucket";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, patientPost, portalLinkIn, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";
import { expireNow, scanAll } from "../support/table";
import { recording, uploadRecording, waitForTranscription } from "../support/transcriptions";

const stack = inject("stack");

const openFlagsOf = (transcription: { flags: ReviewFlag[] }) => transcription.flags.filter(isOpenFlag);

/** The clinician accepts whatever the checker raised, with a reason, so the send under test can go. */
async function acceptOpenFlags(clinician: Clinician, id: string) {
  const { body } = await clinician.call("GET", `/transcriptions/${id}`);
  const open = openFlagsOf(body.transcription);
  if (open.length === 0) return;
  const answer = await clinician.call("POST", `/transcriptions/${id}/flags/confirm`, {
    flags: open.map(flagKey),
    reason: "Checked against the recording.",
  });
  expect(answer.status).toBe(200);
  expect(openFlagsOf(answer.body.transcription)).toEqual([]);
}

const s3Keys = (prefix: string) => bucketKeys(stack, prefix);

describe("a recorded consultation through the local stack", () => {
  let clinician: Clinician;
  let other: Clinician;
  let id: string;
  let done: TranscriptionView;
  let stages: string[];

  beforeAll(async () => {
    clinician = await newClinician(stack, "transcriber");
    other = await newClinician(stack, "eavesdropper");
    const created = await uploadRecording(clinician, await recording("speech"), { patientName: "Walter Finch" });
    id = created.transcription.id;
    ({ transcription: done, stages } = await waitForTranscription(clinician, id));
  }, 180_000);

  it("transcribes the audio with word timings and confidences", () => {
    expect(done.status).toBe("processed");
    expect(done.transcriptionText).toMatch(/amlodipine/i);
    expect(done.words.length).toBeGreaterThan(20);
    const word = done.words[0];
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    expect(typeof word.lowConfidence).toBe("boolean");
    expect(done.segments.map((s: { id: string }) => s.id)).toContain(word.segmentId);
  });

  it("reports real stages on the way", () => {
    expect(stages[stages.length - 1]).toBe("done");
    expect(
      stages.every((s) => ["transcribing", "queued", "writing-notes", "writing-summary", "done"].includes(s)),
    ).toBe(true);
  });

  it("writes SOAP notes whose every sentence cites transcript segments", () => {
    const notes = done.clinicalNotes;
    if (!notes) throw new Error("no notes");
    expect(notes.templateName).toBe("SOAP Format");
    expect(notes.sections.map((s) => s.heading)).toEqual(["Subjective", "Objective", "Assessment", "Plan"]);
    const segmentIds = new Set(done.segments.map((s) => s.id));
    const sentences = notes.sections.flatMap((s) => s.sentences);
    expect(sentences.length).toBeGreaterThan(2);
    for (const sentence of sentences) {
      expect(sentence.segmentIds.length).toBeGreaterThan(0);
      for (const segment of sentence.segmentIds) expect(segmentIds.has(segment)).toBe(true);
    }
  });

  it("writes a patient summary with its grade, ready to send", () => {
    expect(done.patientSummary?.length).toBeGreaterThan(20);
    expect(done.summaryGrade).toEqual(expect.any(Number));
    expect(done.patientSummaryStatus).toBe("Ready to Send");
    expect(done.engine).toEqual({ speech: "local", ai: "local" });
  });

  it("shows on the dashboard: counted this month, recent with the dashboard's rule, an unsent draft", async () => {
    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.body.stats.activityThisMonth).toBe(1);
    // The table's stream keeps the recent rows and counts the draft (read every half second locally, as Lambda's
    // event source mapping polls; decision 451): the row's status follows the record a moment later.
    const recent = async () => (await clinician.call("GET", "/dashboard")).body.recent[0];
    await expect
      .poll(recent, { timeout: 15_000, interval: 250 })
      .toMatchObject({ kind: "transcription", id, status: "processed" });
    const unsent = async () => (await clinician.call("GET", "/dashboard")).body.stats.unsentDrafts;
    await expect.poll(unsent, { timeout: 15_000, interval: 250 }).toBe(1);
  });

  it("keeps the duration in whole seconds and lists the record newest first", async () => {
    const list = await clinician.call("GET", "/transcriptions");

    expect(done.audioDuration).toBe(21);
    expect(list.body.transcriptions[0]).toMatchObject({ id, status: "processed", patientName: "Walter Finch" });
    expect(list.body.transcriptions[0].transcriptionText).toBeUndefined();
  });

  it("links the audio for download as transcription-{id}.webm, valid 3600 s", async () => {
    const link = await clinician.call("GET", `/transcriptions/${id}/audio`);
    const audio = await fetch(link.body.url);

    expect(link.body).toMatchObject({ fileName: `transcription-${id}.webm`, expiresInSeconds: 3600 });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-disposition")).toBe(`attachment; filename="transcription-${id}.webm"`);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("answers 404 to another clinician on every transcription route, and changes nothing", async () => {
    const attempts = await Promise.all([
      other.call("GET", `/transcriptions/${id}`),
      other.call("GET", `/transcriptions/${id}/audio`),
      other.call("POST", `/transcriptions/${id}/start`, { key: `transcriptions/${clinician.sub}/${id}/audio.webm` }),
      other.call("PUT", `/transcriptions/${id}/transcript`, { segments: [{ id: "s1", text: "changed" }] }),
      other.call("POST", `/transcriptions/${id}/regenerate`, { idempotencyKey: randomUUID() }),
      other.call("PUT", `/transcriptions/${id}/notes`, { sections: [{ heading: "Plan", sentences: [] }] }),
      other.call("PUT", `/transcriptions/${id}/summary`, { patientSummary: "changed" }),
      other.call("POST", `/transcriptions/${id}/send`, sendBody(emailFor("intruder"), randomUUID())),
      other.call("DELETE", `/transcriptions/${id}`),
    ]);

    expect(attempts.map((a) => a.status)).toEqual(attempts.map(() => 404));
    expect((await other.call("GET", "/transcriptions")).body.transcriptions).toEqual([]);
    const mine = await clinician.call("GET", `/transcriptions/${id}`);
    expect(mine.body.transcription.patientSummary).toBe(done.patientSummary);
  });

  it("takes a corrected transcript and regenerates notes and summary from it", async () => {
    const first = done.segments.find((s: { text: string }) => /amlodipine/i.test(s.text)) ?? done.segments[0];
    const corrected = await clinician.call("PUT", `/transcriptions/${id}/transcript`, {
      segments: [{ id: first.id, text: "He is taking amlodipine ten milligrams once daily." }],
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.transcription.transcriptEdited).toBe(true);

    const again = await clinician.call("POST", `/transcriptions/${id}/regenerate`, { idempotencyKey: randomUUID() });
    expect(again.status).toBe(202);
    const { transcription } = await waitForTranscription(clinician, id);

    const noteText = JSON.stringify(transcription.clinicalNotes);
    expect(noteText).toContain("amlodipine ten milligrams");
    expect(transcription.status).toBe("processed");
  }, 60_000);

  it("refuses to send while a flag is open, saying how many, and changes nothing", async () => {
    const edited = await clinician.call("PUT", `/transcriptions/${id}/summary`, {
      patientSummary: "## Your visit\nYou have a chest infection. Take aspirin 325 mg every day.",
    });
    const open = openFlagsOf(edited.body.transcription);

    const refused = await clinician.call(
      "POST",
      `/transcriptions/${id}/send`,
      sendBody(emailFor("gate"), randomUUID()),
    );

    expect(open.length).toBeGreaterThan(0);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(new RegExp(`confirm or correct the ${open.length} highlighted`));
    const after = await clinician.call("GET", `/transcriptions/${id}`);
    expect(after.body.transcription.patientSummarySentAt).toBeNull();
    expect(await mailFor(stack.sesUrl, emailFor("gate"))).toHaveLength(0);
  });

  it("refuses to accept a flag without a one-line reason", async () => {
    const { body } = await clinician.call("GET", `/transcriptions/${id}`);
    const open = openFlagsOf(body.transcription);

    const answer = await clinician.call("POST", `/transcriptions/${id}/flags/confirm`, {
      flags: open.map(flagKey),
      reason: "  ",
    });

    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(ACCEPT_REASON_REQUIRED);
  });

  it("sends the patient summary as a summaries row, emails the portal link, and the portal opens it", async () => {
    const edited = await clinician.call("PUT", `/transcriptions/${id}/summary`, {
      patientSummary: "## Your visit\nYou have a chest infection. Take amoxicillin 500 mg three times a day.",
    });
    expect(edited.status).toBe(200);
    await acceptOpenFlags(clinician, id);
    const address = emailFor("finch");
    const key = randomUUID();

    const sent = await clinician.call("POST", `/transcriptions/${id}/send`, sendBody(address, key));
    const retried = await clinician.call("POST", `/transcriptions/${id}/send`, sendBody(address, key));

    expect(sent.status).toBe(200);
    expect(retried.body).toEqual(sent.body);
    const summary = await clinician.call("GET", `/summaries/${sent.body.summaryId}`);
    expect(summary.body.summary).toMatchObject({
      originalFilename: fromTranscriptionFilename(id),
      patientName: "Walter Finch",
      deliveryStatus: "delivered",
      patientEmail: address,
    });
    const mail = await mailFor(stack.sesUrl, address);
    expect(mail.filter((m) => m.subject === "Your visit summary is ready")).toHaveLength(1);
    const portal = await patientPost(stack.apiUrl, "/portal/summary", portalLinkIn(mail));
    expect(portal.body.summary_content).toContain("amoxicillin 500 mg");
    const after = await clinician.call("GET", `/transcriptions/${id}`);
    expect(after.body.transcription).toMatchObject({
      patientSummaryStatus: "Sent",
      patientEmail: address,
      summaryId: sent.body.summaryId,
    });
  });

  it("records the patient's visit to the sent summary in the transcription's History too", async () => {
    const { body } = await clinician.call("GET", `/transcriptions/${id}`);
    const mail = await mailFor(stack.sesUrl, body.transcription.patientEmail);

    expect((await patientPost(stack.apiUrl, "/portal/summary", portalLinkIn(mail))).status).toBe(200);

    const history = await clinician.call("GET", `/transcriptions/${id}/history?limit=100`);
    const visits = history.body.events.filter((e: { action: string }) => e.action === "portal-opened");
    expect(visits.length).toBeGreaterThanOrEqual(1);
    expect(visits[0]).toMatchObject({ actor: "patient-link", recordType: "transcription", recordId: id });
  });

  it("deletes the record, its audio and every derived object", async () => {
    const own = await uploadRecording(clinician, await recording("speech", "Review in one week."));
    await waitForTranscription(clinician, own.transcription.id);
    const prefix = `transcriptions/${clinician.sub}/${own.transcription.id}/`;
    expect((await s3Keys(prefix)).length).toBeGreaterThanOrEqual(3);

    const removed = await clinician.call("DELETE", `/transcriptions/${own.transcription.id}`);

    expect(removed.status).toBe(204);
    expect((await clinician.call("GET", `/transcriptions/${own.transcription.id}`)).status).toBe(404);
    expect(await s3Keys(prefix)).toEqual([]);
    // The dashboard's unsent-drafts day item names the record until the table's stream removes it (decision 390),
    // so it is gone eventually, not at the 204. Only the audit trail keeps the id, six years (decision 405).
    const keptItems = async () =>
      (await scanAll(stack.dynamodbUrl, stack.tableName)).filter(
        (i) => i.entity !== "audit" && JSON.stringify(i).includes(own.transcription.id),
      );
    await expect.poll(keptItems, { timeout: 15_000 }).toEqual([]);
  }, 120_000);
});

describe("recordings that cannot become notes", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "silence");
  });

  it("says no speech was detected for silent audio and writes no notes", async () => {
    const created = await uploadRecording(clinician, await recording("silence"));

    const { transcription } = await waitForTranscription(clinician, created.transcription.id);

    expect(transcription).toMatchObject({
      status: "failed",
      error: NO_SPEECH_DETECTED,
      clinicalNotes: null,
      patientSummary: null,
      patientSummaryStatus: "Not Available",
    });
  }, 60_000);

  it("refuses a file that is not audio with the spec's message, creating nothing", async () => {
    const answer = await clinician.call("POST", "/transcriptions", {
      patientName: "Walter Finch",
      fileName: "notes.pdf",
      size: 1000,
    });

    expect([answer.status, answer.body.error.message]).toEqual([422, "Please select an audio file"]);
    expect((await clinician.call("GET", "/transcriptions")).body.transcriptions).toHaveLength(1);
  });

  it("refuses a blank patient name with the spec's message", async () => {
    const answer = await clinician.call("POST", "/transcriptions", {
      patientName: "   ",
      fileName: "recording.webm",
      size: 1000,
      recordingConsent: true,
    });

    expect([answer.status, answer.body.error.message]).toEqual([422, "Please enter the patient's name to continue"]);
  });

  it("marks a file that is not really audio as unreadable", async () => {
    const created = await uploadRecording(clinician, Buffer.from("this is not audio at all"), {
      fileName: "fake.mp3",
    });

    const { transcription } = await waitForTranscription(clinician, created.transcription.id);

    expect([transcription.status, transcription.error]).toEqual(["failed", "This file could not be read as audio."]);
  }, 60_000);

  it("does not start before the audio was uploaded", async () => {
    const created = await clinician.call("POST", "/transcriptions", {
      patientName: "Walter Finch",
      fileName: "recording.webm",
      size: 1000,
      recordingConsent: true,
    });

    const started = await clinician.call("POST", `/transcriptions/${created.body.transcription.id}/start`, {
      key: created.body.upload.key,
    });

    expect([started.status, started.body.error.message]).toEqual([
      422,
      "The recording was not uploaded. Please try again.",
    ]);
  });
});

describe("audio follows its record", () => {
  it("removes the audio and every derived object when retention expires the record (TTL, then the stream)", async () => {
    const clinician = await newClinician(stack, "tx-ttl");
    const created = await uploadRecording(clinician, await recording("speech", "Review in one week."));
    await waitForTranscription(clinician, created.transcription.id);
    const prefix = `transcriptions/${clinician.sub}/${created.transcription.id}/`;
    expect(await s3Keys(prefix)).toContain(`${prefix}audio.webm`);
    await expireNow(stack.dynamodbUrl, stack.tableName, keys.transcription(clinician.sub, created.transcription.id));

    const hidden = await clinician.call("GET", `/transcriptions/${created.transcription.id}`);
    await reapExpired(stack.dynamodbUrl, stack.tableName);

    expect(hidden.status).toBe(404);
    await expect.poll(() => s3Keys(prefix), { timeout: 10_000 }).toEqual([]);
  }, 120_000);
});

describe("sending a transcription exactly once", () => {
  it("makes one summaries row and one email for concurrent sends, with the same key or another", async () => {
    const clinician = await newClinician(stack, "tx-send");
    const created = await uploadRecording(clinician, await recording("speech"));
    await waitForTranscription(clinician, created.transcription.id);
    const id = created.transcription.id;
    await acceptOpenFlags(clinician, id);
    const address = emailFor("concurrent");
    const key = randomUUID();

    const answers = await Promise.all([
      clinician.call("POST", `/transcriptions/${id}/send`, sendBody(address, key)),
      clinician.call("POST", `/transcriptions/${id}/send`, sendBody(address, key)),
      clinician.call("POST", `/transcriptions/${id}/send`, sendBody(address, randomUUID())),
    ]);

    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.summaryId)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = (await clinician.call("GET", "/summaries")).body.summaries.filter(
      (s: { originalFilename: string }) => s.originalFilename === fromTranscriptionFilename(id),
    );
    expect(rows).toHaveLength(1);
    const mail = await mailFor(stack.sesUrl, address);
    expect(mail.filter((m) => m.subject === "Your visit summary is ready")).toHaveLength(1);
  }, 120_000);
});
