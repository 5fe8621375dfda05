import { join } from "node:path";

/**
 * Moonshine base (English, MIT licence, Useful Sensors): an encoder-decoder speech model run with onnxruntime-node on
 * the CPU, one utterance at a time, decoded greedily with the decoder's key/value cache. Each word comes with how sure
 * the model was of it: the product of its tokens' probabilities, so a word the model doubted anywhere is doubtful.
 * The model files are fetched into .local by bin/speech/fetch-moonshine.ts. Decision 460 in docs/decisions.md.
 */

export interface ModelWord {
  text: string;
  confidence: number;
}

/** One utterance as the model heard it, and how likely the model finds other wordings of the same audio. */
export interface HeardUtterance {
  words: ModelWord[];
  /** Each text's log-probability as this utterance's transcript (natural log, end of text included). */
  likelihood(texts: string[]): Promise<number[]>;
}

export interface SpeechModel {
  transcribe(samples: Float32Array): Promise<HeardUtterance>;
}

/** Moonshine base's decoder: layers, key/value heads and head size of its cache. */
const LAYERS = 8;
const HEADS = 8;
const HEAD_SIZE = 52;
const START = 1;
const END = 2;
/** Tokens per second of audio beyond which the decoder is looping, not transcribing (the model's own bound). */
const TOKENS_PER_SECOND = 6;
/** The same token this many times in a row is a loop ("10, 10, 10, 10…"): the utterance ends there. */
const MAX_REPEATS = 4;
/** Texts scored in one decoder pass: enough to share the work, few enough to keep memory flat. */
const SCORED_PER_PASS = 4;

type Ort = typeof import("onnxruntime-node");
type Tokenizer = {
  vocabById: string[];
  decode(ids: number[], addBos?: boolean, addSpace?: boolean): string;
  encode(text: string, addBos?: boolean, addSpace?: boolean): number[];
};

/**
 * Contextual biasing toward medicine names (shallow fusion over a prefix tree): once the model has begun a word the
 * way a medicine of the vocabulary begins ("▁nit" "ro"), the tokens that go on with that medicine gain this much in
 * the logits, so "nitro for antwim" becomes "nitrofurantoin" where the sound allows it. Nothing is added to start a
 * word: a start bonus would turn "a" into "apixaban". The confidence reported is the model's own, without the bonus.
 */
const CONTINUE_BONUS = 4;

export async function loadMoonshine(dir: string, names: readonly string[] = [], threads = 1): Promise<SpeechModel> {
  // Loaded on first use: the packages are the local stack's, never a Lambda bundle's.
  const ort: Ort = await import("onnxruntime-node");
  const tokenizer = (await import("llama-tokenizer-js")).default as unknown as Tokenizer;
  const options = { intraOpNumThreads: threads, interOpNumThreads: 1 };
  const continuations = prefixTree(names, tokenizer);
  const encoder = await ort.InferenceSession.create(join(dir, "encoder_model.onnx"), options);
  const decoder = await ort.InferenceSession.create(join(dir, "decoder_model_merged.onnx"), options);

  const emptyCache = (batch: number) => {
    const past: Record<string, InstanceType<Ort["Tensor"]>> = {};
    for (let layer = 0; layer < LAYERS; layer++)
      for (const side of ["decoder", "encoder"])
        for (const part of ["key", "value"])
          past[`past_key_values.${layer}.${side}.${part}`] = new ort.Tensor("float32", new Float32Array(0), [
            batch,
            HEADS,
            0,
            HEAD_SIZE,
          ]);
    return past;
  };

  /**
   * Texts' log-probabilities given the audio: every token at once, as the model was trained (teacher forcing), a few
   * texts to a pass. Shorter texts are padded at the end, which a causal decoder never looks ahead to.
   */
  async function logProbabilities(hidden: InstanceType<Ort["Tensor"]>, texts: string[]): Promise<number[]> {
    const out: number[] = [];
    for (let at = 0; at < texts.length; at += SCORED_PER_PASS) {
      const inputs = texts.slice(at, at + SCORED_PER_PASS).map((t) => [START, ...tokenizer.encode(t, false, true)]);
      const batch = inputs.length;
      const length = Math.max(...inputs.map((i) => i.length));
      const ids = inputs.flatMap((i) => [...i, ...new Array<number>(length - i.length).fill(END)]);
      const [, frames, width] = hidden.dims;
      const states = new Float32Array(batch * frames * width);
      for (let b = 0; b < batch; b++) states.set(hidden.data as Float32Array, b * frames * width);
      const result = await decoder.run({
        input_ids: new ort.Tensor("int64", BigInt64Array.from(ids.map(BigInt)), [batch, length]),
        encoder_hidden_states: new ort.Tensor("float32", states, [batch, frames, width]),
        use_cache_branch: new ort.Tensor("bool", [false], [1]),
        ...emptyCache(batch),
      });
      const logits = result.logits.data as Float32Array;
      const size = logits.length / (batch * length);
      inputs.forEach((input, b) => {
        const targets = [...input.slice(1), END];
        let sum = 0;
        for (let t = 0; t < input.length; t++) {
          const row = (b * length + t) * size;
          sum += logSoftmaxAt(logits.subarray(row, row + size), targets[t]);
        }
        out.push(sum);
      });
    }
    return out;
  }

  async function transcribe(samples: Float32Array): Promise<HeardUtterance> {
    const encoded = await encoder.run({ input_values: new ort.Tensor("float32", samples, [1, samples.length]) });
    const past = emptyCache(1);
    const tokens: { id: number; probability: number }[] = [];
    const limit = Math.max(4, Math.trunc((samples.length / 16_000) * TOKENS_PER_SECOND));
    let input = START;
    for (let step = 0; step < limit; step++) {
      const out = await decoder.run({
        input_ids: new ort.Tensor("int64", BigInt64Array.from([BigInt(input)]), [1, 1]),
        encoder_hidden_states: encoded.last_hidden_state,
        use_cache_branch: new ort.Tensor("bool", [step > 0], [1]),
        ...past,
      });
      const word = wordSoFar(tokens, tokenizer);
      const { id, probability } = best(out.logits.data as Float32Array, continuations.get(word.join(",")));
      if (id === END) break;
      tokens.push({ id, probability });
      const n = tokens.length;
      if (n >= MAX_REPEATS && tokens.slice(n - MAX_REPEATS).every((t) => t.id === id)) break;
      input = id;
      // The encoder's cache is made once, on the first step; the decoder's grows every step.
      for (const key of Object.keys(past)) {
        if (step > 0 && !key.includes(".decoder.")) continue;
        past[key] = out[key.replace("past_key_values", "present")];
      }
    }
    const hidden = encoded.last_hidden_state;
    return {
      words: toWords(tokens, tokenizer),
      likelihood: (texts) => logProbabilities(hidden, texts),
    };
  }

  return { transcribe };
}

/**
 * The next token: the most likely, once the tokens that continue a medicine's name have their bonus. Its
 * probability is the model's own (a softmax over the logits as they came).
 */
function best(logits: Float32Array, boosted?: Set<number>): { id: number; probability: number } {
  const score = (i: number) => logits[i] + (boosted?.has(i) ? CONTINUE_BONUS : 0);
  let id = 0;
  let top = 0;
  for (let i = 1; i < logits.length; i++) {
    if (score(i) > score(id)) id = i;
    if (logits[i] > logits[top]) top = i;
  }
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i] - logits[top]);
  return { id, probability: Math.exp(logits[id] - logits[top]) / sum };
}

function logSoftmaxAt(row: Float32Array, index: number): number {
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < row.length; i++) if (row[i] > top) top = row[i];
  let sum = 0;
  for (let i = 0; i < row.length; i++) sum += Math.exp(row[i] - top);
  return row[index] - top - Math.log(sum);
}

/** The tokens of the word being written: from the last that starts a word ("▁…"). */
function wordSoFar(tokens: { id: number }[], tokenizer: Tokenizer): number[] {
  let start = tokens.length;
  while (start > 0) {
    start--;
    if ((tokenizer.vocabById[tokens[start].id] ?? "").startsWith("▁")) break;
  }
  return tokens.slice(start).map((t) => t.id);
}

/** For every proper prefix of every name's tokens (lower case and capitalised), the tokens that continue it. */
function prefixTree(names: readonly string[], tokenizer: Tokenizer): Map<string, Set<number>> {
  const tree = new Map<string, Set<number>>();
  for (const name of names) {
    for (const form of [name, name[0].toUpperCase() + name.slice(1)]) {
      const ids = tokenizer.encode(form, false, true);
      for (let i = 1; i < ids.length; i++) {
        const key = ids.slice(0, i).join(",");
        const next = tree.get(key) ?? new Set<number>();
        next.add(ids[i]);
        tree.set(key, next);
      }
    }
  }
  return tree;
}

/** SentencePiece tokens to words: a piece starting with "▁" starts a word. */
function toWords(tokens: { id: number; probability: number }[], tokenizer: Tokenizer): ModelWord[] {
  const words: { ids: number[]; confidence: number }[] = [];
  for (const token of tokens) {
    const piece = tokenizer.vocabById[token.id] ?? "";
    // How sure the model was of a comma or a full stop says nothing of the word before it.
    const probability = /^[\p{P}]+$/u.test(piece) ? 1 : token.probability;
    const current = words[words.length - 1];
    if (!current || piece.startsWith("▁")) words.push({ ids: [token.id], confidence: probability });
    else {
      current.ids.push(token.id);
      current.confidence *= probability;
    }
  }
  return words
    .map((w) => ({ text: tokenizer.decode(w.ids, false, false).trim(), confidence: w.confidence }))
    .filter((w) => w.text.length > 0);
}
