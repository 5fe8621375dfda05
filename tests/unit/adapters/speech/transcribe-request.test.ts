import { describe, expect, it } from "vitest";
import { jobStateOf, startJobRequest, startMedicalJobRequest } from "#adapters/speech/transcribe";

const job = (contentType: string) => ({
  jobName: "tx_sub_01jq4zk7r9x2m3n4p5q6r7s8t9",
  audio: { bucket: "uploads", key: "transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/audio.webm" },
  contentType,
  output: { bucket: "uploads", key: "transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/speech/tx.json" },
});

describe("the Amazon Transcribe job request", () => {
  it("reads the record's audio, labels speakers and writes under the record's prefix with the data key", () => {
    expect(startJobRequest(job("audio/webm"), "arn:aws:kms:us-east-1:111122223333:key/k")).toEqual({
      TranscriptionJobName: "tx_sub_01jq4zk7r9x2m3n4p5q6r7s8t9",
      LanguageCode: "en-US",
      MediaFormat: "webm",
      Media: { MediaFileUri: "s3://uploads/transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/audio.webm" },
      OutputBucketName: "uploads",
      OutputKey: "transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/speech/tx.json",
      OutputEncryptionKMSKeyId: "arn:aws:kms:us-east-1:111122223333:key/k",
      Settings: { ShowSpeakerLabels: true, MaxSpeakerLabels: 2 },
    });
  });

  it("never passes a sample rate (Opus is always 48 kHz; Transcribe reads it from the file)", () => {
    for (const type of ["audio/webm", "audio/ogg", "audio/mpeg", "audio/mp4", "audio/wav"]) {
      expect(startJobRequest(job(type), "k")).not.toHaveProperty("MediaSampleRateHertz");
    }
  });

  it("names Transcribe's media format for every accepted audio type", () => {
    const formats = ["audio/webm", "audio/ogg", "audio/mpeg", "audio/mp4", "audio/wav"].map(
      (t) => startJobRequest(job(t), "k").MediaFormat,
    );

    expect(formats).toEqual(["webm", "ogg", "mp3", "mp4", "wav"]);
  });
});

describe("Amazon Transcribe's job queueing", () => {
  const ROLE = "arn:aws:iam::111122223333:role/clearnote-dev-TranscribeDataAccessRole";

  it("asks Transcribe to queue the job past the concurrent-job quota, with the data-access role", () => {
    const request = startJobRequest(job("audio/webm"), "arn:aws:kms:us-east-1:111122223333:key/k", ROLE);

    expect(request.JobExecutionSettings).toEqual({ AllowDeferredExecution: true, DataAccessRoleArn: ROLE });
  });

  it("never asks Transcribe Medical, which has no job queueing", () => {
    expect(startMedicalJobRequest(job("audio/webm"), "k")).not.toHaveProperty("JobExecutionSettings");
  });

  it("reads a queued job from GetTranscriptionJob as waiting, without a start", () => {
    // Recorded shape of GetTranscriptionJob's TranscriptionJob for a job Transcribe holds in its queue.
    const queued = { TranscriptionJobName: "tx_a_b", TranscriptionJobStatus: "QUEUED", CreationTime: new Date(0) };

    expect(jobStateOf(queued)).toEqual({ status: "QUEUED" });
  });

  it("reads a running job with when it left the queue", () => {
    const running = {
      TranscriptionJobName: "tx_a_b",
      TranscriptionJobStatus: "IN_PROGRESS",
      CreationTime: new Date("2026-11-24T10:00:00Z"),
      StartTime: new Date("2026-11-24T10:25:00Z"),
    };

    expect(jobStateOf(running)).toEqual({ status: "IN_PROGRESS", startedAtMs: Date.parse("2026-11-24T10:25:00Z") });
  });

  it("reads no state from an answer without a known status", () => {
    expect(jobStateOf(undefined)).toBeUndefined();
    expect(jobStateOf({ TranscriptionJobStatus: "SOMETHING_NEW" })).toBeUndefined();
  });
});

describe("the Amazon Transcribe Medical job request", () => {
  it("asks for a primary-care conversation with two speakers, written to the record's own key with the data key", () => {
    expect(startMedicalJobRequest(job("audio/ogg"), "arn:aws:kms:us-east-1:111122223333:key/k")).toEqual({
      MedicalTranscriptionJobName: "tx_sub_01jq4zk7r9x2m3n4p5q6r7s8t9",
      LanguageCode: "en-US",
      Specialty: "PRIMARYCARE",
      Type: "CONVERSATION",
      MediaFormat: "ogg",
      Media: { MediaFileUri: "s3://uploads/transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/audio.webm" },
      OutputBucketName: "uploads",
      OutputKey: "transcriptions/sub/01jq4zk7r9x2m3n4p5q6r7s8t9/speech/tx.json",
      OutputEncryptionKMSKeyId: "arn:aws:kms:us-east-1:111122223333:key/k",
      Settings: { ShowSpeakerLabels: true, MaxSpeakerLabels: 2 },
    });
  });
});
