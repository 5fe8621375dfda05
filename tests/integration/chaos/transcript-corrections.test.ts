import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Clinician, newClinician } from "../../support/clinicians";
import { processedRecording, recording } from "../../support/transcriptions";

/**
 * Issue 19, item 12: correcting a transcript is a read-modify-write of an S3 object. Parallel corrections must not
 * lose one another or tear the object: each names the revision it was made on, one wins, the rest get 409. A stored
 * transcript that cannot be read shows a failed state with its reason, never a 500 on every visit.
 */
const stack = inject("stack");
const CHANGED = "This transcript was changed in another window. Reload it to see the latest version.";
const UNREADABLE = "The stored transcript could not be read. Please try again.";

let clinician: Clinician;
let raced: string;
let damaged: string;

const processed = (audio: Buffer, patientName: string) => processedRecording(clinician, audio, patientName);

beforeAll(async () => {
  clinician = await newClinician(stack, "corrector");
  const audio = await recording(
    "speech",
    "Cough for two weeks. I will prescribe amoxicillin, five hundred milligrams, three times a day.",
  );
  [raced, damaged] = await Promise.all([processed(audio, "Ada Race"), processed(audio, "Ben Damage")]);
}, 180_000);

const read = async (id: string) => (await clinician.call("GET", `/transcriptions/${id}`)).body.transcription;

describe("transcript corrections under races", () => {
  it("twelve parallel corrections of one revision: one is saved, eleven get 409, and the saved one is stored", async () => {
    const before = await read(raced);
    const segment = before.segments[0].id as string;
    const texts = Array.from({ length: 12 }, (_, i) => `Correction number ${i + 1} of the first segment.`);

    const answers = await Promise.all(
      texts.map((text) =>
        clinician.call("PUT", `/transcriptions/${raced}/transcript`, {
          revision: before.transcriptRevision,
          segments: [{ id: segment, text }],
        }),
      ),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error.message))).toEqual(
      new Set([CHANGED]),
    );
    const winner = answers.find((a) => a.status === 200)?.body.transcription;
    const after = await read(raced);
    expect(after.transcriptRevision).toBe(before.transcriptRevision + 1);
    expect(after.segments[0].text).toBe(winner.segments[0].text);
    expect(texts).toContain(after.segments[0].text);
  });

  it("corrections made one after another on the revision each read are all kept", async () => {
    const before = await read(raced);
    const [first, second] = before.segments.length > 1 ? before.segments : [before.segments[0], before.segments[0]];

    const one = await clinician.call("PUT", `/transcriptions/${raced}/transcript`, {
      revision: before.transcriptRevision,
      segments: [{ id: first.id, text: "Cough for three weeks." }],
    });
    const two = await clinician.call("PUT", `/transcriptions/${raced}/transcript`, {
      revision: one.body.transcription.transcriptRevision,
      segments: [{ id: second.id, text: "Start amoxicillin 500 mg." }],
    });
    const stale = await clinician.call("PUT", `/transcriptions/${raced}/transcript`, {
      revision: before.transcriptRevision,
      segments: [{ id: first.id, text: "An edit from a window left open." }],
    });

    expect([one.status, two.status, stale.status]).toEqual([200, 200, 409]);
    const after = await read(raced);
    expect(after.transcriptionText).toContain("Start amoxicillin 500 mg.");
    if (first.id !== second.id) expect(after.transcriptionText).toContain("Cough for three weeks.");
  });
});

describe("a stored transcript that cannot be read", () => {
  it("reads as failed with its reason, and a correction is refused with it, instead of answering 500", async () => {
    const key = `transcriptions/${clinician.sub}/${damaged}/transcript.json`;
    const put = await fetch(`${stack.s3Url}/${stack.bucket}/${key}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: '{"version":1,"text":"Cough for two we',
    });
    expect(put.ok).toBe(true);

    const detail = await clinician.call("GET", `/transcriptions/${damaged}`);
    const correction = await clinician.call("PUT", `/transcriptions/${damaged}/transcript`, {
      segments: [{ id: "s1", text: "Cough." }],
    });

    expect([detail.status, detail.body.transcription?.status, detail.body.transcription?.error]).toEqual([
      200,
      "failed",
      UNREADABLE,
    ]);
    expect([correction.status, correction.body.error?.message]).toEqual([409, UNREADABLE]);
  });
});
