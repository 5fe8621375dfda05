import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  jobStateChangeEvent,
  lowConfidenceWords,
  NO_SPEECH_MESSAGE,
  parseJobStateChange,
  parseTranscribeOutput,
  type Transcript,
  UnreadableTranscript,
} from "#core/transcriptions/speech-output";

const sample = (name: string) => JSON.parse(readFileSync(`events/transcribe/${name}`, "utf8"));

function speech(json: unknown): Transcript {
  const result = parseTranscribeOutput(json);
  if (result.kind !== "speech") throw new Error("expected speech");
  return result.transcript;
}

describe("Transcribe output parser", () => {
  it("rebuilds the transcript text from words and their punctuation", () => {
    const output = sample("output-sample.json");

    const transcript = speech(output);

    expect(transcript.text).toBe(output.results.transcripts[0].transcript);
  });

  it("keeps each word's times, confidence and speaker", () => {
    const transcript = speech(sample("output-sample.json"));

    expect(transcript.words[0]).toMatchObject({
      index: 0,
      text: "Good",
      punctuation: "",
      start: 0.54,
      end: 0.8,
      confidence: 0.998,
      speaker: "spk_0",
    });
  });

  it("attaches punctuation to the word before it instead of making it a word", () => {
    const transcript = speech(sample("output-sample.json"));

    expect(transcript.words[1]).toMatchObject({ text: "morning", punctuation: "." });
    expect(transcript.words.some((w) => w.text === "." || w.text === "?")).toBe(false);
  });

  it("numbers segments s1, s2, … from the engine's audio segments", () => {
    const transcript = speech(sample("output-sample.json"));

    expect(transcript.segments.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    expect(transcript.segments[1]).toMatchObject({
      speaker: "spk_1",
      text: "I've had a cough for about 5 days and a temperature since Tuesday.",
    });
  });

  it("points every word at the segment it belongs to", () => {
    const transcript = speech(sample("output-sample.json"));

    for (const segment of transcript.segments) {
      const words = transcript.words.slice(segment.firstWord, segment.lastWord + 1);
      expect(words.every((w) => w.segmentId === segment.id)).toBe(true);
      expect(segment.start).toBe(words[0].start);
      expect(segment.end).toBe(words[words.length - 1].end);
    }
  });

  it("lists the speakers in order of first appearance", () => {
    expect(speech(sample("output-sample.json")).speakers).toEqual(["spk_0", "spk_1"]);
  });

  it("reads older output without item ids or audio segments, taking speakers from speaker_labels", () => {
    const transcript = speech(sample("output-sample-legacy.json"));

    expect(transcript.words[4]).toMatchObject({ text: "you", speaker: "spk_0" });
    expect(transcript.words.find((w) => w.text === "cough")?.speaker).toBe("spk_1");
    expect(transcript.text).toBe(speech(sample("output-sample.json")).text);
  });

  it("splits at sentence ends and speaker changes when there are no audio segments", () => {
    const transcript = speech(sample("output-sample-legacy.json"));

    expect(transcript.segments.map((s) => s.text).slice(0, 3)).toEqual([
      "Good morning.",
      "What brings you in today?",
      "I've had a cough for about 5 days and a temperature since Tuesday.",
    ]);
  });

  it("caps a segment at 40 words so evidence stays narrow", () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      type: "pronunciation",
      start_time: String(i),
      end_time: String(i + 0.5),
      alternatives: [{ content: `w${i}`, confidence: "0.9" }],
    }));

    const transcript = speech({ results: { transcripts: [{ transcript: "" }], items } });

    expect(transcript.segments.map((s) => s.lastWord - s.firstWord + 1)).toEqual([40, 40, 20]);
  });

  it("reports no speech when there are no words", () => {
    expect(parseTranscribeOutput(sample("output-no-speech.json"))).toEqual({
      kind: "no-speech",
      message: NO_SPEECH_MESSAGE,
    });
  });

  it("uses the spec's text for no speech", () => {
    expect(NO_SPEECH_MESSAGE).toBe("No speech was detected in this recording.");
  });

  it("refuses a document that is not Transcribe output", () => {
    expect(() => parseTranscribeOutput({ results: { items: [] } })).toThrow(UnreadableTranscript);
  });

  it("refuses a word without times", () => {
    const output = {
      results: {
        transcripts: [{ transcript: "hello" }],
        items: [{ type: "pronunciation", alternatives: [{ content: "hello", confidence: "0.9" }] }],
      },
    };

    expect(() => parseTranscribeOutput(output)).toThrow(/no start or end time/);
  });

  it("finds the words below a confidence threshold", () => {
    const transcript = speech(sample("output-sample.json"));

    const low = lowConfidenceWords(transcript, 0.5);

    expect(low.length).toBeGreaterThan(0);
    expect(low.every((w) => w.confidence < 0.5)).toBe(true);
  });
});

describe("Transcribe Job State Change event", () => {
  it("reads a completed job", () => {
    expect(parseJobStateChange(sample("job-state-change-completed.json"))).toEqual({
      jobName: "tx_3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d_01jq4zk7r9x2m3n4p5q6r7s8t9",
      status: "COMPLETED",
    });
  });

  it("reads a failed job with its reason", () => {
    expect(parseJobStateChange(sample("job-state-change-failed.json"))).toEqual({
      jobName: "tx_3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d_01jq4zm1a2b3c4d5e6f7g8h9j0",
      status: "FAILED",
      failureReason: "The media format provided does not match the detected media format.",
    });
  });

  it("refuses another service's event", () => {
    const event = { ...sample("job-state-change-completed.json"), source: "aws.s3" };

    expect(() => parseJobStateChange(event)).toThrow(UnreadableTranscript);
  });

  it("builds the local event in the same shape EventBridge delivers", () => {
    const aws = sample("job-state-change-completed.json");

    const local = jobStateChangeEvent({
      jobName: aws.detail.TranscriptionJobName,
      status: "COMPLETED",
      id: aws.id,
      time: new Date(aws.time),
      account: aws.account,
      region: aws.region,
    });

    expect(local).toEqual(aws);
  });
});

describe("Transcribe Medical output (conversation, speaker labels)", () => {
  it("reads its shape: no item ids, speakers only in speaker_labels, times to three decimals", () => {
    const output = sample("output-medical-conversation.json");

    const transcript = speech(output);

    expect(transcript.text).toBe(output.results.transcripts[0].transcript);
    expect(transcript.speakers).toEqual(["spk_0", "spk_1"]);
    expect(transcript.words.every((w) => w.speaker !== undefined)).toBe(true);
    expect(transcript.segments.slice(0, 3).map((s) => [s.speaker, s.text])).toEqual([
      ["spk_0", "Morning, doctor."],
      ["spk_0", "I hope I'm not too early."],
      ["spk_1", "Not at all."],
    ]);
  });

  it("takes a word's speaker from the speaker segment that spans it when no labelled item starts with it", () => {
    const output = sample("output-medical-conversation.json");
    for (const segment of output.results.speaker_labels.segments) segment.items = [];

    const transcript = speech(output);

    expect(transcript.words.find((w) => w.text === "headaches")?.speaker).toBe("spk_0");
    expect(transcript.words.find((w) => w.text === "caffeine")?.speaker).toBe("spk_1");
  });
});
