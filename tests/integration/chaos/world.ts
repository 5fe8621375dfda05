import { randomUUID } from "node:crypto";
import { bucketKeys } from "../../support/bucket";
import { type Clinician, newClinician } from "../../support/clinicians";
import { followUpsAtOnce } from "../../support/delivery";
import { scanAll } from "../../support/table";
import { recording, uploadRecording, waitForTranscription } from "../../support/transcriptions";
import { uploadFiles, waitForSummary } from "../../support/uploads";
import type { StackInfo } from "../global-setup";

/**
 * Two clinicians with one of every kind of record, so every route with an `{id}` has something of each to address.
 * B's records carry unique marker strings; any of them in a response to A is a leak.
 */
export interface Side {
  clinician: Clinician;
  sub: string;
  /** Records by the path segment that names them in routes (`/summaries/{id}` → summaries). */
  summaries: string[];
  templates: string[];
  templateNames: string[];
  /** An upload that no summary has claimed yet. */
  uploadKey: string;
  /** Processed transcriptions (notes and summary written), and the audio key of the first. */
  transcriptions: string[];
  transcriptionKey: string;
}

export interface World {
  a: Side;
  b: Side;
  /** Strings only B's data contains. */
  bMarkers: string[];
  idsOf(side: "a" | "b", resource: string): string[];
  /** The items, files and mails that belong to A and B, as one comparable text. */
  snapshot(only?: "b"): Promise<string>;
}

const note = (patient: string) => `DISCHARGE SUMMARY
Patient Name: ${patient}
Discharge Diagnosis: Community-acquired pneumonia.
Hospital Course: Treated with intravenous antibiotics and improved over three days.
Discharge Medications: Amoxicillin 500 mg PO TID for 5 days. Aspirin 81 mg PO daily.
Follow-up: Primary care provider in 1 week.`;

async function summaryFrom(clinician: Clinician, name: string, bytes: Buffer): Promise<string> {
  const files = await uploadFiles(clinician, [{ name, bytes }]);
  const created = await clinician.call("POST", "/summaries", { files });
  if (created.status !== 202) throw new Error(`POST /summaries answered ${created.status}`);
  await waitForSummary(clinician, created.body.summary.id);
  return created.body.summary.id;
}

async function template(clinician: Clinician, name: string, kind: "summary" | "clinical"): Promise<string> {
  const created = await clinician.call("POST", "/templates", { name, content: "## Plan\nRest and fluids.", kind });
  if (created.status !== 201) throw new Error(`POST /templates answered ${created.status}`);
  return created.body.template.id;
}

async function processedTranscription(clinician: Clinician, patient: string, audio: Buffer) {
  const created = await uploadRecording(clinician, audio, { patientName: patient });
  const { transcription } = await waitForTranscription(clinician, created.transcription.id);
  if (transcription.status !== "processed") throw new Error(`The transcription ended ${transcription.status}`);
  return { id: transcription.id as string, key: created.upload.key };
}

async function side(
  stack: StackInfo,
  label: string,
  patient: string,
  options: { full: boolean; audio: Buffer },
): Promise<Side> {
  const clinician = await newClinician(stack, label);
  await followUpsAtOnce(clinician);
  // The first visit creates the profile and counts the provider; done now so no probe later "changes" it.
  await clinician.call("GET", "/me");
  await clinician.call("GET", "/dashboard");
  const tag = randomUUID().slice(0, 6);
  const ready = await summaryFrom(clinician, "note.txt", Buffer.from(note(patient)));
  const summaries = [ready];
  const templateNames = [`Kids ${label} ${tag}`, `SOAP ${label} ${tag}`];
  const templates = [await template(clinician, templateNames[0], "summary")];
  if (options.full) {
    const sent = await summaryFrom(clinician, "sent.txt", Buffer.from(note(patient)));
    const delivery = await clinician.call("POST", `/summaries/${sent}/send`, {
      patientEmail: `patient-${tag}@example.com`,
      followUp: true,
      idempotencyKey: randomUUID(),
    });
    if (delivery.status !== 200) throw new Error(`POST /summaries/{id}/send answered ${delivery.status}`);
    const failed = await summaryFrom(clinician, "broken.pdf", Buffer.from("not really a pdf"));
    summaries.push(sent, failed);
    templates.push(await template(clinician, templateNames[1], "clinical"));
  }
  const transcription = await processedTranscription(clinician, patient, options.audio);
  const [upload] = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(note(patient)) }]);
  return {
    clinician,
    sub: clinician.sub,
    summaries,
    templates,
    templateNames,
    uploadKey: upload.key,
    transcriptions: [transcription.id],
    transcriptionKey: transcription.key,
  };
}

async function mailCount(stack: StackInfo): Promise<number> {
  const store = (await fetch(`${stack.sesUrl}/store`).then((r) => r.json())) as { emails: unknown[] };
  return store.emails.length;
}

export async function buildWorld(stack: StackInfo): Promise<World> {
  const patient = `Zebulon Quartermaine-${randomUUID().slice(0, 4)}`;
  const audio = await recording(
    "speech",
    "Cough for two weeks. I will prescribe amoxicillin, five hundred milligrams, three times a day.",
  );
  const a = await side(stack, "alice", "Maria Gonzalez", { full: false, audio });
  const b = await side(stack, "bob", patient, { full: true, audio });
  const sides = { a, b };
  // Not B's template names: A may (and the matrix does) save a template under the same name.
  const bMarkers = [
    b.sub,
    b.clinician.email,
    ...b.summaries,
    ...b.templates,
    ...b.transcriptions,
    b.uploadKey,
    patient.split("-")[0],
  ];

  const world: World = {
    a,
    b,
    bMarkers,
    idsOf(which, resource) {
      const s = sides[which];
      const ids = { summaries: s.summaries, templates: s.templates, transcriptions: s.transcriptions }[resource];
      if (!ids) throw new Error(`Add ${which.toUpperCase()}'s ${resource} to the chaos world (world.ts)`);
      return ids;
    },
    async snapshot(only) {
      const owners = only === "b" ? [b] : [a, b];
      const markers = owners.flatMap((s) => [s.sub, ...s.summaries, ...s.transcriptions]);
      const items = (await scanAll(stack.dynamodbUrl, stack.tableName))
        .filter((item) => {
          // The audit trail records each attempt, refused ones too, in the caller's own AUDIT# partition (decision
          // 401): an attempt writes it by design, and it names only ids the caller sent (audit-routes.test.ts).
          if (item.entity === "audit") return false;
          // The dashboard's recent rows are written only by the table's stream, from the side's own records (decision
          // 451): two snapshots can differ there only by the stream's delay after the side's own earlier writes. The
          // records they copy are compared themselves.
          if (item.entity === "recentRecords") return false;
          const text = JSON.stringify(item);
          return markers.some((m) => text.includes(m)) || (only !== "b" && item.pk === "STATS" && item.sk === "GLOBAL");
        })
        .map((item) => JSON.stringify(Object.fromEntries(Object.entries(item).sort(([x], [y]) => x.localeCompare(y)))))
        .sort();
      const files = (
        await Promise.all(
          owners.flatMap((s) =>
            [`incoming/${s.sub}/`, `summaries/${s.sub}/`, `transcriptions/${s.sub}/`].map((p) => bucketKeys(stack, p)),
          ),
        )
      ).flat();
      return JSON.stringify({ items, files, mails: only === "b" ? undefined : await mailCount(stack) }, null, 1);
    },
  };
  await settled(world);
  return world;
}

/**
 * Waits until the table's stream has caught up with the world's writes (the dashboard counts it keeps): snapshots
 * then compare only what a probe changed.
 */
async function settled(world: World): Promise<void> {
  let previous = await world.snapshot();
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await world.snapshot();
    if (now === previous) return;
    previous = now;
  }
  throw new Error("The table kept changing for 30 s after the chaos world was built");
}

/** What differs between two snapshots, in a few readable lines ("nothing" when they are equal). */
export function changes(before: string, after: string): string {
  if (before === after) return "nothing";
  const was = new Set(before.split("\n"));
  const now = new Set(after.split("\n"));
  const removed = [...was].filter((line) => !now.has(line)).map((line) => `- ${line.trim().slice(0, 160)}`);
  const added = [...now].filter((line) => !was.has(line)).map((line) => `+ ${line.trim().slice(0, 160)}`);
  return [...removed, ...added].slice(0, 8).join("\n");
}
