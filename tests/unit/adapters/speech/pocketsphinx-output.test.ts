import { describe, expect, it } from "vitest";
import { lastCepstralMean } from "#adapters/local/speech/cepstral-mean";
import { parseWordTimes, toTranscribeOutput } from "#adapters/local/speech/pocketsphinx-output";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";

// Recorded from pocketsphinx_continuous -time yes on two utterances of a dictation.
const STDOUT = `start amlodipine five milligrams once daily
<s> 0.000 0.050 0.999500
start 0.060 0.410 0.912351
amlodipine(2) 0.420 1.130 0.874110
<sil> 1.140 1.200 0.999900
five 1.210 1.470 0.998001
milligrams 1.480 2.010 0.990250
[NOISE] 2.020 2.090 0.951000
once 2.100 2.380 0.640012
daily 2.390 2.800 1.000100
</s> 2.810 3.070 1.000000
review in two weeks
<s> 5.830 6.960 0.999900
review 6.970 7.330 0.044871
in 7.340 7.460 0.812000
two 7.470 7.700 0.990000
weeks 7.710 8.170 0.998000
</s> 8.180 8.860 1.000000
`;

describe("pocketsphinx word times", () => {
  it("reads one list of words per utterance, without silence and noise tokens", () => {
    const utterances = parseWordTimes(STDOUT);

    expect(utterances.map((u) => u.map((w) => w.content).join(" "))).toEqual([
      "start amlodipine five milligrams once daily",
      "review in two weeks",
    ]);
  });

  it("drops the alternate-pronunciation marker from a word", () => {
    expect(parseWordTimes(STDOUT)[0][1].content).toBe("amlodipine");
  });

  it("ends a word when its last 10 ms frame ends and clips posteriors above 1", () => {
    const daily = parseWordTimes(STDOUT)[0][5];

    expect(daily.start).toBe(2.39);
    expect(daily.end).toBeCloseTo(2.81, 5);
    expect(daily.confidence).toBe(1);
  });

  it("ignores the hypothesis lines", () => {
    expect(parseWordTimes("start amlodipine five milligrams\n")).toEqual([]);
  });
});

describe("pocketsphinx output as Transcribe output", () => {
  it("reads back through the same parser as Amazon Transcribe's output", () => {
    const output = toTranscribeOutput("job-1", parseWordTimes(STDOUT));

    const result = parseTranscribeOutput(output);

    expect(result.kind).toBe("speech");
    if (result.kind !== "speech") return;
    expect(result.transcript.text).toBe("Start amlodipine five milligrams once daily. Review in two weeks.");
    expect(result.transcript.segments.map((s) => [s.id, s.start, s.end])).toEqual([
      ["s1", 0.06, 2.81],
      ["s2", 6.97, 8.18],
    ]);
  });

  it("keeps the word confidences a clinician reviews", () => {
    const output = toTranscribeOutput("job-1", parseWordTimes(STDOUT));

    const review = output.results.items?.find((i) => i.alternatives[0].content === "Review");

    expect(review?.alternatives[0].confidence).toBe("0.0449");
    expect(review).toMatchObject({ type: "pronunciation", start_time: "6.97", end_time: "7.34" });
  });

  it("writes the transcript, job name and status like Transcribe", () => {
    const output = toTranscribeOutput("job-1", parseWordTimes(STDOUT));

    expect(output).toMatchObject({
      jobName: "job-1",
      status: "COMPLETED",
      results: { transcripts: [{ transcript: "Start amlodipine five milligrams once daily. Review in two weeks." }] },
    });
  });

  it("gives an empty transcript when nothing was said", () => {
    const output = toTranscribeOutput("job-1", parseWordTimes("<s> 0.000 0.500 1.0\n</s> 0.510 0.900 1.0\n"));

    expect(output.results.transcripts[0].transcript).toBe("");
    expect(parseTranscribeOutput(output).kind).toBe("no-speech");
  });
});

describe("cepstral mean from the first pass", () => {
  const LOG = `INFO: cmn_live.c(120): Update from < 41.00 -5.29 -0.12  5.09  2.48 -4.07 -1.37 -1.78 -5.08 -2.05 -6.45 -1.42  1.17 >
INFO: cmn_live.c(138): Update to   < 58.36  4.58 -5.33 40.78 -9.97 -3.95 -17.26 -22.84  7.99 -21.36  9.01 -11.24  2.11 >
INFO: cmn_live.c(120): Update from < 58.36  4.58 -5.33 40.78 -9.97 -3.95 -17.26 -22.84  7.99 -21.36  9.01 -11.24  2.11 >
INFO: cmn_live.c(138): Update to   < 56.10  4.08 -4.95 35.50 -9.55 -0.64 -13.11 -20.15  6.42 -19.12  8.47 -10.71  0.75 >
`;

  it("takes the last update pocketsphinx logged, as -cmninit wants it", () => {
    expect(lastCepstralMean(LOG)).toBe("56.10,4.08,-4.95,35.50,-9.55,-0.64,-13.11,-20.15,6.42,-19.12,8.47,-10.71,0.75");
  });

  it("gives nothing when no utterance ended", () => {
    expect(lastCepstralMean("INFO: pocketsphinx.c(152): Parsed model-specific feature parameters\n")).toBeUndefined();
  });
});
