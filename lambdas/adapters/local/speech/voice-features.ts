/**
 * Per-frame voice features for diarisation, computed on 16 kHz mono samples: a pitch estimate (YIN's cumulative mean
 * normalised difference on the signal halved to 8 kHz) and 12 mel-cepstral coefficients (log energies of 20
 * triangular mel bands, then a DCT). No cepstral mean normalisation: the channel is shared by both speakers, and the
 * mean is exactly what tells their vocal tracts apart.
 */

export const SAMPLE_RATE = 16_000;
export const FRAME = 512;
export const HOP = 256;
export const CEPSTRA = 12;
const BANDS = 20;
const MIN_HZ = 70;
const MAX_HZ = 400;
const YIN_THRESHOLD = 0.2;
/** A frame quieter than this (dB below full scale) is a pause, not voice. */
const SILENCE_DBFS = -50;

const hamming = Float64Array.from({ length: FRAME }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** Triangular mel filters over the FFT's bins, 100 Hz to 7 kHz. */
const filters: Array<{ from: number; weights: Float64Array }> = (() => {
  const lo = mel(100);
  const hi = mel(7000);
  const edges = Array.from({ length: BANDS + 2 }, (_, i) =>
    Math.round((hzOfMel(lo + ((hi - lo) * i) / (BANDS + 1)) * FRAME) / SAMPLE_RATE),
  );
  return Array.from({ length: BANDS }, (_, b) => {
    const [left, centre, right] = [edges[b], edges[b + 1], edges[b + 2]];
    const weights = new Float64Array(right - left + 1);
    for (let k = left; k <= right; k++) {
      weights[k - left] =
        k <= centre ? (k - left) / Math.max(1, centre - left) : (right - k) / Math.max(1, right - centre);
    }
    return { from: left, weights };
  });
})();

const dct = Array.from({ length: CEPSTRA }, (_, c) =>
  Float64Array.from({ length: BANDS }, (_, b) => Math.cos((Math.PI * (c + 1) * (b + 0.5)) / BANDS)),
);

/** In-place iterative radix-2 FFT of a real frame; returns the power spectrum's first FRAME/2 + 1 bins. */
const re = new Float64Array(FRAME);
const im = new Float64Array(FRAME);
const bitReversed = Uint16Array.from({ length: FRAME }, (_, i) => {
  let r = 0;
  for (let bit = 1, j = i; bit < FRAME; bit <<= 1, j >>= 1) r = (r << 1) | (j & 1);
  return r;
});
const power = new Float64Array(FRAME / 2 + 1);
/** Each stage's twiddle factors, computed once: the sines and cosines were a third of diarisation's time. */
const twiddles: { cos: Float64Array; sin: Float64Array }[] = [];
for (let size = 2; size <= FRAME; size <<= 1) {
  const step = (-2 * Math.PI) / size;
  const half = size >> 1;
  twiddles.push({
    cos: Float64Array.from({ length: half }, (_, k) => Math.cos(step * k)),
    sin: Float64Array.from({ length: half }, (_, k) => Math.sin(step * k)),
  });
}

function powerSpectrum(frame: Float64Array): Float64Array {
  for (let i = 0; i < FRAME; i++) {
    // pre-emphasis, so the bands above 1 kHz (where voices differ most) are not drowned by the first formant
    const x = frame[i] - 0.97 * (i > 0 ? frame[i - 1] : frame[0]);
    re[bitReversed[i]] = x * hamming[i];
    im[bitReversed[i]] = 0;
  }
  for (let size = 2, stage = 0; size <= FRAME; size <<= 1, stage++) {
    const half = size >> 1;
    const { cos, sin } = twiddles[stage];
    for (let start = 0; start < FRAME; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k];
        const wi = sin[k];
        const a = start + k;
        const b = a + half;
        const tr = wr * re[b] - wi * im[b];
        const ti = wr * im[b] + wi * re[b];
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
  for (let k = 0; k <= FRAME / 2; k++) power[k] = re[k] * re[k] + im[k] * im[k];
  return power;
}

const half = new Float64Array(FRAME / 2);
const MIN_LAG = Math.floor(SAMPLE_RATE / 2 / MAX_HZ);
const MAX_LAG = Math.ceil(SAMPLE_RATE / 2 / MIN_HZ);
const difference = new Float64Array(MAX_LAG + 1);

/** YIN (de Cheveigné and Kawahara 2002), steps 2 to 4, on the frame halved to 8 kHz; undefined when unvoiced. */
function pitchOf(frame: Float64Array): number | undefined {
  for (let i = 0; i < half.length; i++) half[i] = (frame[2 * i] + frame[2 * i + 1]) / 2;
  const window = half.length - MAX_LAG;
  let running = 0;
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    let sum = 0;
    for (let j = 0; j < window; j++) {
      const d = half[j] - half[j + lag];
      sum += d * d;
    }
    running += sum;
    difference[lag] = running > 0 ? (sum * lag) / running : 1;
  }
  for (let lag = MIN_LAG; lag < MAX_LAG; lag++) {
    if (difference[lag] < YIN_THRESHOLD) {
      while (lag + 1 < MAX_LAG && difference[lag + 1] < difference[lag]) lag++;
      // parabolic interpolation around the dip
      const [a, b, c] = [difference[lag - 1], difference[lag], difference[lag + 1]];
      const shift = a + c - 2 * b !== 0 ? (a - c) / (2 * (a + c - 2 * b)) : 0;
      return SAMPLE_RATE / 2 / (lag + shift);
    }
  }
  return undefined;
}

export interface FrameFeatures {
  /** Undefined for a pause. */
  cepstra?: Float64Array;
  pitchHz?: number;
}

const cepstra = new Float64Array(CEPSTRA);

/** Features of one frame of FRAME samples scaled to [-1, 1]. The returned arrays are reused: copy what you keep. */
export function frameFeatures(frame: Float64Array): FrameFeatures {
  let energy = 0;
  for (let i = 0; i < FRAME; i++) energy += frame[i] * frame[i];
  const dbfs = 10 * Math.log10(energy / FRAME + 1e-12);
  if (dbfs < SILENCE_DBFS) return {};
  const spectrum = powerSpectrum(frame);
  const logBands = new Float64Array(BANDS);
  for (let b = 0; b < BANDS; b++) {
    const { from, weights } = filters[b];
    let sum = 0;
    for (let k = 0; k < weights.length; k++) sum += weights[k] * spectrum[from + k];
    logBands[b] = Math.log(sum + 1e-9);
  }
  for (let c = 0; c < CEPSTRA; c++) {
    let sum = 0;
    for (let b = 0; b < BANDS; b++) sum += dct[c][b] * logBands[b];
    cepstra[c] = sum;
  }
  return { cepstra, pitchHz: pitchOf(frame) };
}
