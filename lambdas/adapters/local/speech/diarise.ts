import { spawn } from "node:child_process";
import type { TranscribeOutput } from "#core/transcriptions/speech-output";
import { CEPSTRA, FRAME, type FrameFeatures, frameFeatures, HOP, SAMPLE_RATE } from "./voice-features";

/**
 * Offline two-speaker diarisation (issue 20, part 2). The recogniser's utterances (stretches of speech between pauses,
 * the audio segments of its Transcribe-shaped output) are the units: each gets a voice print (median pitch and its
 * spread over voiced frames; mean mel cepstrum), the prints are split in two by weighted 2-means, and the split is
 * kept only if it explains the prints better than one voice does by the Bayesian information criterion, so a
 * dictation stays one speaker. Labels follow Transcribe's: spk_0 is whoever speaks first.
 *
 * The audio is decoded once more by ffmpeg and read as a stream, frame by frame: memory holds one frame and one small
 * summary per utterance, so it does not grow with the length of the recording beyond the transcript itself.
 */

export interface UtteranceSpan {
  start: number;
  end: number;
}

/** Pitch histogram: half-semitone bins from 60 Hz, enough for any adult or child voice. */
const PITCH_BINS = 96;
const PITCH_FLOOR_HZ = 60;
const semitones = (hz: number) => 12 * Math.log2(hz / PITCH_FLOOR_HZ);

interface VoicePrint {
  frames: number;
  cepstra: Float64Array;
  voiced: number;
  pitch: Uint32Array;
}

const newPrint = (): VoicePrint => ({
  frames: 0,
  cepstra: new Float64Array(CEPSTRA),
  voiced: 0,
  pitch: new Uint32Array(PITCH_BINS),
});

function add(print: VoicePrint, features: FrameFeatures) {
  if (!features.cepstra) return;
  print.frames++;
  for (let c = 0; c < CEPSTRA; c++) print.cepstra[c] += features.cepstra[c];
  if (features.pitchHz !== undefined) {
    const bin = Math.round(2 * semitones(features.pitchHz));
    if (bin >= 0 && bin < PITCH_BINS) {
      print.pitch[bin]++;
      print.voiced++;
    }
  }
}

/** The pitch (semitones above 60 Hz) below which `share` of the voiced frames lie. */
function pitchQuantile(print: VoicePrint, share: number): number | undefined {
  if (print.voiced === 0) return undefined;
  let seen = 0;
  for (let bin = 0; bin < PITCH_BINS; bin++) {
    seen += print.pitch[bin];
    if (seen >= share * print.voiced) return bin / 2;
  }
  return (PITCH_BINS - 1) / 2;
}

/** Reads the file's audio as 16 kHz mono frames and sums each utterance's frames into its voice print. */
export async function voicePrints(
  path: string,
  spans: UtteranceSpan[],
  options: { ffmpeg: string; signal?: AbortSignal },
): Promise<VoicePrint[]> {
  const prints = spans.map(newPrint);
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start);
  const decode = spawn(
    options.ffmpeg,
    ["-nostdin", "-loglevel", "error", "-i", path, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "s16le", "-"],
    { stdio: ["ignore", "pipe", "ignore"], signal: options.signal },
  );
  // A decode that fails or is stopped ends the stream early: what was heard is judged, the rest stays one voice.
  decode.once("error", () => {});
  const frame = new Float64Array(FRAME);
  let filled = 0;
  let frameIndex = 0;
  let next = 0;
  let carry: Buffer | undefined;
  const onFrame = () => {
    const centre = (frameIndex * HOP + FRAME / 2) / SAMPLE_RATE;
    frameIndex++;
    while (next < order.length && order[next].end < centre) next++;
    const span = order[next];
    if (span && span.start <= centre) add(prints[span.i], frameFeatures(frame));
    // keep the frame's second half as the next frame's first
    frame.copyWithin(0, HOP);
    filled = FRAME - HOP;
  };
  for await (const chunk of decode.stdout as AsyncIterable<Buffer>) {
    const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 2);
    for (let o = 0; o < whole; o += 2) {
      frame[filled++] = bytes.readInt16LE(o) / 32768;
      if (filled === FRAME) onFrame();
    }
    carry = whole < bytes.length ? bytes.subarray(whole) : undefined;
    if (next >= order.length) break;
  }
  decode.kill("SIGKILL");
  return prints;
}

/** The vector each utterance is clustered on; undefined for an utterance with too few frames to say anything. */
function vectorOf(print: VoicePrint): number[] | undefined {
  if (print.frames < 8) return undefined;
  const cepstra = Array.from(print.cepstra, (c) => c / print.frames);
  const median = pitchQuantile(print, 0.5);
  const low = pitchQuantile(print, 0.25);
  const high = pitchQuantile(print, 0.75);
  if (median === undefined || low === undefined || high === undefined || print.voiced < 5) return undefined;
  return [median, high - low, ...cepstra];
}

interface Point {
  v: number[];
  w: number;
}

/** Log-determinant of a weighted diagonal Gaussian fitted to the points, times their weight, over 2. */
function logLikelihoodCost(points: Point[], floor: number[]): number {
  const weight = points.reduce((s, p) => s + p.w, 0);
  if (weight === 0) return 0;
  const dims = points[0].v.length;
  let cost = 0;
  for (let d = 0; d < dims; d++) {
    const mean = points.reduce((s, p) => s + p.w * p.v[d], 0) / weight;
    const variance = points.reduce((s, p) => s + p.w * (p.v[d] - mean) ** 2, 0) / weight;
    cost += Math.log(Math.max(variance, floor[d]));
  }
  return (weight / 2) * cost;
}

/** Weighted 2-means from the two points farthest apart; returns each point's cluster. */
function twoMeans(points: Point[]): number[] {
  const dist = (a: number[], b: number[]) => a.reduce((s, x, d) => s + (x - b[d]) ** 2, 0);
  let [ia, ib, best] = [0, 0, -1];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const d = dist(points[i].v, points[j].v);
      if (d > best) [ia, ib, best] = [i, j, d];
    }
  }
  let centres = [points[ia].v, points[ib].v];
  let assignment = points.map(() => 0);
  for (let round = 0; round < 50; round++) {
    const next = points.map((p) => (dist(p.v, centres[0]) <= dist(p.v, centres[1]) ? 0 : 1));
    const changed = next.some((c, i) => c !== assignment[i]);
    assignment = next;
    centres = [0, 1].map((k) => {
      const members = points.filter((_, i) => assignment[i] === k);
      const weight = members.reduce((s, p) => s + p.w, 0) || 1;
      return points[0].v.map((_, d) => members.reduce((s, p) => s + p.w * p.v[d], 0) / weight);
    });
    if (!changed && round > 0) break;
  }
  return assignment;
}

export interface SpeakerSplit {
  /** Per utterance: 0 or 1 (0 speaks first); -1 for an utterance too short to judge. */
  clusters: number[];
  speakers: 1 | 2;
  /** ΔBIC per frame of speech: above MIN_EVIDENCE the two-voice model wins. */
  evidence: number;
}

/**
 * Frames per point in the information criterion are discounted: a frame is 16 ms and neighbouring frames are far from
 * independent, so counting them all would find two voices in any long dictation.
 */
const FRAMES_PER_OBSERVATION = 25;
/** The criterion's penalty weight (λ in the diarisation literature). */
const PENALTY = 1.0;
/**
 * ΔBIC per frame that two voices must reach. On synthetic clips one-voice dictations scored at most 0.06 (0.055 on the
 * recogniser's own utterances) and two-voice consultations 0.15 to 0.30 (docs/decisions.md, decision 300).
 */
const MIN_EVIDENCE = 0.1;
/**
 * Within-cluster spread never counts as smaller than one speaker's own from utterance to utterance (about a semitone of
 * median pitch, a unit of each cepstral mean): with a few utterances a cluster of two fits "too well" otherwise, and a
 * five-sentence dictation split in two.
 */
const VARIANCE_FLOOR = Array.from({ length: 2 + CEPSTRA }, () => 1);

export function splitSpeakers(prints: VoicePrint[]): SpeakerSplit {
  const vectors = prints.map(vectorOf);
  const points: Array<Point & { i: number }> = [];
  vectors.forEach((v, i) => {
    if (v) points.push({ v, w: prints[i].frames / FRAMES_PER_OBSERVATION, i });
  });
  const one: SpeakerSplit = { clusters: prints.map(() => 0), speakers: 1, evidence: 0 };
  if (points.length < 3) return one;
  const assignment = twoMeans(points);
  const groups = [0, 1].map((k) => points.filter((_, i) => assignment[i] === k));
  // A voice heard in one utterance only is more likely a cough, a laugh or noise than a second person.
  if (groups.some((g) => g.length < 2)) return one;
  const weight = points.reduce((s, p) => s + p.w, 0);
  const dims = points[0].v.length;
  const gain =
    logLikelihoodCost(points, VARIANCE_FLOOR) -
    logLikelihoodCost(groups[0], VARIANCE_FLOOR) -
    logLikelihoodCost(groups[1], VARIANCE_FLOOR);
  const penalty = PENALTY * 0.5 * (2 * dims) * Math.log(weight);
  const evidence = (gain - penalty) / (weight * FRAMES_PER_OBSERVATION);
  if (evidence <= MIN_EVIDENCE) return { ...one, evidence };

  const clusterOfPoint = new Map(points.map((p, n) => [p.i, assignment[n]]));
  const raw = prints.map((_, i) => clusterOfPoint.get(i) ?? -1);
  // unjudged utterances (a "yes", a cough) take their neighbour's voice: turns are rarely one word long
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === -1) raw[i] = raw[i - 1] ?? raw.find((c) => c !== -1) ?? 0;
  }
  const first = raw[0];
  return { clusters: raw.map((c) => (c === first ? 0 : 1)), speakers: 2, evidence };
}

type Items = NonNullable<TranscribeOutput["results"]["items"]>;
/** Transcribe's audio segments carry their times; the schema reads only what the parser needs. */
type TimedSegment = { id: number; items: number[]; start_time?: string; end_time?: string };

/** Writes speaker labels the way Transcribe does: on every item, on every audio segment, and as speaker_labels. */
export function labelSpeakers(output: TranscribeOutput, clusters: number[]): TranscribeOutput {
  const segments: TimedSegment[] = output.results.audio_segments ?? [];
  const items = [...(output.results.items ?? [])] as Items;
  const labelOf = (n: number) => `spk_${clusters[n] ?? 0}`;
  const labelled = items.map((item) => ({ ...item })) as Array<Items[number] & { speaker_label?: string }>;
  const segmentOut = segments.map((segment, n) => {
    for (const id of segment.items) {
      const item = labelled[id];
      if (item) item.speaker_label = labelOf(n);
    }
    return { ...segment, speaker_label: labelOf(n) };
  });
  const speakers = new Set(segmentOut.map((s) => s.speaker_label)).size;
  return {
    ...output,
    results: {
      ...output.results,
      items: labelled,
      audio_segments: segmentOut,
      speaker_labels: {
        speakers,
        segments: segmentOut.map((segment) => ({
          start_time: segment.start_time,
          end_time: segment.end_time,
          speaker_label: segment.speaker_label,
          items: segment.items
            .map((id) => labelled[id])
            .filter((item) => item?.type === "pronunciation")
            .map((item) => ({
              start_time: item.start_time as string,
              end_time: item.end_time as string,
              speaker_label: item.speaker_label as string,
            })),
        })),
      },
    },
  };
}

/** The call the recogniser makes: diarise its utterances and label its output. Returns the CPU time it took. */
export async function diarise(
  output: TranscribeOutput,
  path: string,
  options: { ffmpeg: string; signal?: AbortSignal },
): Promise<{ output: TranscribeOutput; split: SpeakerSplit; cpuMs: number }> {
  const started = process.cpuUsage();
  const segments: TimedSegment[] = output.results.audio_segments ?? [];
  const spans = segments.map((s) => ({ start: Number(s.start_time ?? 0), end: Number(s.end_time ?? 0) }));
  const prints = spans.length > 0 ? await voicePrints(path, spans, options) : [];
  const split = splitSpeakers(prints);
  const used = process.cpuUsage(started);
  return { output: labelSpeakers(output, split.clusters), split, cpuMs: (used.user + used.system) / 1000 };
}
