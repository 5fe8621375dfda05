import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { bucketKeys } from "../support/bucket";
import { type Clinician, newClinician } from "../support/clinicians";
import { waitForTranscription } from "../support/transcriptions";

/**
 * Issue 20: PUT /transcriptions/{id}/speakers renames or swaps the speakers of a transcript, on the sample
 * consultation a newcomer restores (a clinician and a patient, no speech decoding needed).
 */
const stack = inject("stack");
const CHANGED = "This transcript was changed in another window. Reload it to see the latest version.";

const s3Keys = (prefix: string) => bucketKeys(stack, prefix);

let clinician: Clinician;
let other: Clinician;
let id: string;

const read = async (): Promise<TranscriptionView> =>
  (await clinician.call("GET", `/transcriptions/${id}`)).body.transcription;
const put = (who: Clinician, body: unknown) => who.call("PUT", `/transcriptions/${id}/speakers`, body);
const prefix = () => `transcriptions/${clinician.sub}/${id}/`;
const named = (clinicianName: string, patientName: string): TranscriptSpeakerView[] => [
  { label: "spk_0", role: "clinician", name: clinicianName },
  { label: "spk_1", role: "patient", name: patientName },
];

/** What a refused request must leave exactly as it was: the record as shown and the stored objects. */
const snapshot = async () => ({ view: await read(), objects: (await s3Keys(prefix())).sort() });

beforeAll(async () => {
  [clinician, other] = await Promise.all([newClinician(stack, "speakers"), newClinician(stack, "not-theirs")]);
  expect((await clinician.call("POST", "/samples/restore", { confirm: true })).status).toBe(200);
  const list = await clinician.call("GET", "/transcriptions");
  const ready = list.body.transcriptions.find(
    (t: { status: string; patientSummaryStatus: string }) =>
      t.status === "processed" && t.patientSummaryStatus === "Ready to Send",
  );
  id = ready.id;
}, 60_000);

describe("PUT /transcriptions/{id}/speakers", () => {
  it("shows the sample consultation's clinician and patient", async () => {
    const view = await read();

    expect(view.speakers).toEqual(named("Clinician", "Patient"));
    expect(new Set(view.segments.map((s) => s.speaker))).toEqual(new Set(["spk_0", "spk_1"]));
  });

  it("answers 404 to another clinician and changes nothing", async () => {
    const before = await snapshot();

    const answer = await put(other, { revision: before.view.transcriptRevision, speakers: named("Dr Intruder", "X") });

    expect(answer.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad names and roles with clear messages, changing nothing", async () => {
    const before = await snapshot();
    const revision = before.view.transcriptRevision;
    const cases: Array<[unknown, string]> = [
      [{ revision, speakers: named("   ", "Patient") }, "Please enter a name for each speaker."],
      [{ revision, speakers: named("x".repeat(61), "Patient") }, "A speaker's name can be at most 60 characters."],
      [
        { revision, speakers: named("Dr\u202ERivera", "Patient") },
        "This field cannot contain control or text-direction characters.",
      ],
      [
        { revision, speakers: [named("A", "B")[0], { label: "spk_1", role: "clinician", name: "B" }] },
        "A consultation has one clinician and one patient.",
      ],
      [
        { revision, speakers: [named("A", "B")[0], { label: "spk_4", role: "patient", name: "B" }] },
        "These are not the speakers of this transcript. Reload it to see the latest version.",
      ],
      [
        { revision, speakers: [named("A", "B")[0]] },
        "These are not the speakers of this transcript. Reload it to see the latest version.",
      ],
    ];

    for (const [body, message] of cases) {
      const answer = await put(clinician, body);
      expect([answer.status, answer.body.error.message]).toEqual([422, message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("renames in a new transcript version: the revision moves on, the old object goes, notes need no regenerating", async () => {
    const before = await snapshot();

    const answer = await put(clinician, {
      revision: before.view.transcriptRevision,
      speakers: named("Dr Rivera", "Sam Fictional"),
    });

    expect(answer.status).toBe(200);
    const after = await snapshot();
    expect(after.view.speakers).toEqual(named("Dr Rivera", "Sam Fictional"));
    expect(after.view.transcriptRevision).toBe(before.view.transcriptRevision + 1);
    expect(after.view.transcriptEdited).toBe(false);
    expect(after.view.segments).toEqual(before.view.segments);
    const transcripts = (keys: string[]) => keys.filter((k) => /\/transcript[^/]*\.json$/.test(k));
    expect(transcripts(after.objects)).toHaveLength(1);
    expect(transcripts(after.objects)).not.toEqual(transcripts(before.objects));
  });

  it("refuses a change made on an older revision with the corrections' 409 text, changing nothing", async () => {
    const before = await snapshot();

    const answer = await put(clinician, {
      revision: before.view.transcriptRevision - 1,
      speakers: named("Dr Stale", "Sam"),
    });

    expect([answer.status, answer.body.error.message]).toEqual([409, CHANGED]);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps the names through a transcript correction", async () => {
    const before = await read();

    const answer = await clinician.call("PUT", `/transcriptions/${id}/transcript`, {
      revision: before.transcriptRevision,
      segments: [{ id: "s2", text: "I have had a dry cough for a week, since a cold." }],
    });

    expect(answer.status).toBe(200);
    const after = await read();
    expect(after.speakers).toEqual(named("Dr Rivera", "Sam Fictional"));
    expect(after.segments.map((s) => s.speaker)).toEqual(before.segments.map((s) => s.speaker));
  });

  it("swaps roles and names, marks the transcript edited, and the notes are regenerated from it", async () => {
    const before = await read();

    const answer = await put(clinician, {
      revision: before.transcriptRevision,
      speakers: [
        { label: "spk_0", role: "patient", name: "Sam Fictional" },
        { label: "spk_1", role: "clinician", name: "Dr Rivera" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.transcription.transcriptEdited).toBe(true);
    const again = await clinician.call("POST", `/transcriptions/${id}/regenerate`, { idempotencyKey: randomUUID() });
    expect(again.status).toBe(202);
    const { transcription } = await waitForTranscription(clinician, id);

    expect(transcription.status).toBe("processed");
    expect(transcription.speakers.find((s: TranscriptSpeakerView) => s.label === "spk_1")).toMatchObject({
      role: "clinician",
      name: "Dr Rivera",
    });
  }, 60_000);
});
