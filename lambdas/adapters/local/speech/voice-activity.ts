/**
 * Finds utterances (stretches of speech between pauses) in 16 kHz mono audio fed in any-sized pieces, for a
 * recogniser that reads one utterance at a time (Moonshine). By frame energy against a floor: the quiet end (a low
 * percentile) of the last few seconds' frames, which is the background between syllables and words, so steady noise
 * (a fan, pink noise) becomes the floor and speech stands above it. Only the open utterance and a few seconds of
 * frame energies are held, so memory does not grow with the recording.
 */

export const SAMPLE_RATE = 16_000;
const FRAME = 320; // 20 ms
/** A frame is speech this far above the floor, and never below an absolute level (digital silence, dither). */
const ABOVE_FLOOR_DB = 10;
const MIN_SPEECH_DB = -55;
const LOWEST_FLOOR_DB = -75;
/** The floor: this percentile of the last FLOOR_FRAMES frames' energies (5 s). */
const FLOOR_FRAMES = 250;
const FLOOR_PERCENTILE = 0.1;
/** Speech frames in a row that open an utterance, and quiet ones that close it (a pause of 0.3 s). */
const OPEN_FRAMES = 3;
const CLOSE_FRAMES = 15;
/** Audio kept either side of the speech, so the recogniser hears the first and last sounds whole. */
const MARGIN_FRAMES = 10;
/** An utterance with less speech than this is a click or a breath. */
const MIN_SPEECH_FRAMES = 10;
/**
 * A recogniser reads at most about 30 s at once, and punctuates a long stretch as one run-on sentence: past
 * LONG_FRAMES (10 s) an utterance ends at its next short pause, and at MAX_FRAMES (20 s) whatever comes.
 */
const LONG_FRAMES = 10 * 50;
/** The pause a long utterance ends at: 0.1 s, a gap between words or sentences, not a stop inside a word. */
const SHORT_PAUSE = 5;
const MAX_FRAMES = 20 * 50;

export interface Utterance {
  /** Seconds from the start of the audio: the speech itself, without the margins. */
  start: number;
  end: number;
  /** The samples to recognise, margins included, as floats in [-1, 1]. */
  samples: Float32Array;
  /** Loudest frame, dB below full scale. */
  peakDb: number;
}

export class UtteranceFinder {
  private pending = Buffer.alloc(0);
  private samples = new Float32Array(FRAME);
  private filled = 0;
  private frameIndex = 0;
  private energies: number[] = [];
  private recent: Float32Array[] = [];
  private open: {
    frames: Float32Array[];
    firstFrame: number;
    firstSpeech: number;
    lastSpeech: number;
    speech: number;
    peak: number;
  } | null = null;
  private run = 0;
  private quiet = 0;

  constructor(private readonly emit: (u: Utterance) => void) {}

  /** Feeds little-endian 16-bit PCM; a piece may end in the middle of a sample. */
  push(pcm: Buffer): void {
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, pcm]) : pcm;
    const whole = bytes.length - (bytes.length % 2);
    for (let at = 0; at < whole; at += 2) {
      this.samples[this.filled++] = bytes.readInt16LE(at) / 32768;
      if (this.filled === FRAME) {
        this.frame(this.samples);
        this.samples = new Float32Array(FRAME);
        this.filled = 0;
      }
    }
    this.pending = Buffer.from(bytes.subarray(whole));
  }

  /** The audio has ended: an utterance still open is complete. */
  end(): void {
    if (this.open) this.close();
  }

  private frame(samples: Float32Array): void {
    let energy = 0;
    for (let i = 0; i < FRAME; i++) energy += samples[i] * samples[i];
    const db = Math.max(LOWEST_FLOOR_DB, 10 * Math.log10(energy / FRAME + 1e-12));
    this.energies.push(db);
    if (this.energies.length > FLOOR_FRAMES) this.energies.shift();
    const sorted = [...this.energies].sort((a, b) => a - b);
    const floor = sorted[Math.floor((sorted.length - 1) * FLOOR_PERCENTILE)];
    const speech = db > Math.max(floor + ABOVE_FLOOR_DB, MIN_SPEECH_DB);
    const index = this.frameIndex++;

    if (this.open) {
      this.open.frames.push(samples);
      if (speech) {
        this.open.lastSpeech = index;
        this.open.speech++;
        this.open.peak = Math.max(this.open.peak, db);
        this.quiet = 0;
      } else this.quiet++;
      const length = this.open.frames.length;
      if (this.quiet >= CLOSE_FRAMES || (length >= LONG_FRAMES && this.quiet >= SHORT_PAUSE) || length >= MAX_FRAMES)
        this.close();
      return;
    }
    this.recent.push(samples);
    if (this.recent.length > MARGIN_FRAMES + OPEN_FRAMES) this.recent.shift();
    this.run = speech ? this.run + 1 : 0;
    if (this.run >= OPEN_FRAMES) {
      const first = index - OPEN_FRAMES + 1;
      this.open = {
        frames: [...this.recent],
        firstFrame: index - this.recent.length + 1,
        firstSpeech: first,
        lastSpeech: index,
        speech: OPEN_FRAMES,
        peak: db,
      };
      this.recent = [];
      this.run = 0;
      this.quiet = 0;
    }
  }

  private close(): void {
    const open = this.open;
    this.open = null;
    this.quiet = 0;
    if (!open || open.speech < MIN_SPEECH_FRAMES) return;
    // Keep MARGIN_FRAMES of what followed the last speech frame; the rest of the pause belongs to no one.
    const lastKept = Math.min(open.lastSpeech + MARGIN_FRAMES, open.firstFrame + open.frames.length - 1);
    const frames = open.frames.slice(0, lastKept - open.firstFrame + 1);
    const samples = new Float32Array(frames.length * FRAME);
    frames.forEach((f, i) => {
      samples.set(f, i * FRAME);
    });
    this.emit({
      start: (open.firstSpeech * FRAME) / SAMPLE_RATE,
      end: ((open.lastSpeech + 1) * FRAME) / SAMPLE_RATE,
      samples,
      peakDb: open.peak,
    });
  }
}
