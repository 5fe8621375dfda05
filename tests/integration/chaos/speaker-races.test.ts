import { beforeAll, describe, expect, inject, it } from "vitest";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { type Clinician, newClinician } from "../../support/clinicians";

/**
 * Issue 20: renaming or swapping speakers and correcting the transcript both write a new transcript version on one
 * revision. Made in parallel on the same revision (two windows, quick clicks), exactly one wins, the rest get the
 * corrections' 409, and the stored transcript is the winner's, whole, as the only version left.
 */
const stack = inject("stack");
const CHANGED = "This transcript was changed in another window. Reload it to see the latest version.";

let clinician: Clinician;
let id: string;

const read = async (): Promise<TranscriptionView> =>
  (await clinician.call("GET", `/transcriptions/${id}`)).body.transcription;
const transcriptObjects = async () =>
  [
    ...(
      await fetch(
        `${stack.s3Url}/${stack.bucket}?list-type=2&prefix=${encodeURIComponent(`transcriptions/${clinician.sub}/${id}/`)}`,
      ).then((r) => r.text())
    ).matchAll(/<Key>([^<]+)<\/Key>/g),
  ]
    .map((m) => m[1])
    .filter((key) => /\/transcript[^/]*\.json$/.test(key));

beforeAll(async () => {
  clinician = await newClinician(stack, "speaker-races");
  await clinician.call("POST", "/samples/restore", { confirm: true });
  const list = await clinician.call("GET", "/transcriptions");
  id = list.body.transcriptions.find(
    (t: { status: string; patientSummaryStatus: string }) =>
      t.status === "processed" && t.patientSummaryStatus === "Ready to Send",
  ).id;
}, 60_000);

describe("speakers and corrections under races", () => {
  it("six renames and six corrections of one revision: one is saved, eleven get 409, and only the winner is stored", async () => {
    const before = await read();
    const renames = Array.from({ length: 6 }, (_, i) => ({
      revision: before.transcriptRevision,
      speakers: [
        { label: "spk_0", role: "clinician", name: `Dr Window ${i + 1}` },
        { label: "spk_1", role: "patient", name: `Patient ${i + 1}` },
      ],
    }));
    const corrections = Array.from({ length: 6 }, (_, i) => ({
      revision: before.transcriptRevision,
      segments: [{ id: "s2", text: `Correction number ${i + 1} of the patient's answer.` }],
    }));

    const answers = await Promise.all([
      ...renames.map((body) => clinician.call("PUT", `/transcriptions/${id}/speakers`, body)),
      ...corrections.map((body) => clinician.call("PUT", `/transcriptions/${id}/transcript`, body)),
    ]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error.message))).toEqual(
      new Set([CHANGED]),
    );
    const winner: TranscriptionView = answers.find((a) => a.status === 200)?.body.transcription;
    const after = await read();
    expect(after.transcriptRevision).toBe(before.transcriptRevision + 1);
    expect(after.speakers).toEqual(winner.speakers);
    expect(after.segments).toEqual(winner.segments);
    expect(await transcriptObjects()).toHaveLength(1);
    // Whichever kind won, the other half of the transcript is the one it was made on: nothing torn.
    const renamed = renames.some((r) => r.speakers[0].name === after.speakers[0].name);
    if (renamed) expect(after.segments).toEqual(before.segments);
    else expect(after.speakers).toEqual(before.speakers);
  });
});
