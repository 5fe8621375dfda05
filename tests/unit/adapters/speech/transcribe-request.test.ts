import { describe, expect, it } from "vitest";
import { startJobRequest, startMedicalJobRequest } from "#adapters/speech/transcribe";

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
