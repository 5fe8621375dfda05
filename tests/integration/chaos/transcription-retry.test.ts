import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { type Clinician, newClinician } from "../../support/clinicians";
import { tableClient } from "../../support/table";
import { processedRecording, recording, waitForTranscription } from "../../support/transcriptions";

/**
 * Issue 19, item 13: Retry works on a failed or stalled recording. A stalled one (its job died and its deadline
 * passed) and one whose stored transcript cannot be read both run again from their audio and end processed; a
 * recording that did not fail is refused, and of two Retry clicks one starts the work.
 */
const stack = inject("stack");
let clinician: Clinician;
let damaged: string;
let stalled: string;

const processed = (audio: Buffer, patientName: string) => processedRecording(clinician, audio, patientName);

beforeAll(async () => {
  clinician = await newClinician(stack, "retrier");
  const audio = await recording(
    "speech",
    "Cough for two weeks. I will prescribe amoxicillin, five hundred milligrams, three times a day.",
  );
  [damaged, stalled] = await Promise.all([processed(audio, "Eve Damage"), processed(audio, "Fay Stall")]);
}, 180_000);

const read = async (id: string) => (await clinician.call("GET", `/transcriptions/${id}`)).body.transcription;

describe("Retry on a transcription", () => {
  it("transcribes the audio again when the stored transcript cannot be read", async () => {
    const key = `transcriptions/${clinician.sub}/${damaged}/transcript.json`;
    await fetch(`${stack.s3Url}/${stack.bucket}/${key}`, { method: "PUT", body: '{"version":1,"tex' });
    expect((await read(damaged)).status).toBe("failed");

    const retried = await clinician.call("POST", `/transcriptions/${damaged}/retry`, {});
    const { transcription } = await waitForTranscription(clinician, damaged);

    expect(retried.status).toBe(202);
    expect([transcription.status, transcription.error, transcription.segments.length > 0]).toEqual([
      "processed",
      null,
      true,
    ]);
  });

  it("runs a stalled recording again once, when Retry is clicked twice at once", async () => {
    // Its finished run died with nothing to mark it: still transcribing, past its deadline.
    await tableClient(stack.dynamodbUrl).send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: keys.transcription(clinician.sub, stalled),
        UpdateExpression: "SET #job = :transcribing, stage = :transcribing, deadlineAt = :past",
        ExpressionAttributeNames: { "#job": "job" },
        ExpressionAttributeValues: { ":transcribing": "transcribing", ":past": Date.now() - 1000 },
      }),
    );
    expect((await read(stalled)).status).toBe("failed");

    const answers = await Promise.all([
      clinician.call("POST", `/transcriptions/${stalled}/retry`, {}),
      clinician.call("POST", `/transcriptions/${stalled}/retry`, {}),
    ]);
    const { transcription } = await waitForTranscription(clinician, stalled);

    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect([transcription.status, transcription.segments.length > 0]).toEqual(["processed", true]);
  });

  it("is refused for a recording that did not fail", async () => {
    const answer = await clinician.call("POST", `/transcriptions/${damaged}/retry`, {});

    expect([answer.status, answer.body.error?.message]).toEqual([
      409,
      "Only a recording that failed can be tried again.",
    ]);
  });
});
