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
  /**
   * How likely each continuation is to follow the prefix in this utterance's transcript: the natural log of the
   * probability of its tokens, given the audio and the prefix, and of the transcript ending there when `ending`.
   */
  likelihood(prefix: string, continuations: string[], ending: boolean): Promise<number[]>;
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
  // The quantised files keep some weights (the token embedding the output layer shares) as int8 behind a
  // DequantizeLinear, which onnxruntime leaves in the graph to keep quantised patterns whole: it then dequantised 13
  // million weights at every token. With "disable_quant_qdq" its constant folding dequantises them once, at load.
  const options = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    extra: { session: { disable_quant_qdq: "1" } },
  };
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

  type Tensors = Record<string, InstanceType<Ort["Tensor"]>>;
  const STEP_OUTPUTS = decoder.outputNames.filter((name) => name === "logits" || name.includes(".decoder."));
  const run = (ids: number[], hidden: InstanceType<Ort["Tensor"]>, past: Tensors) =>
    decoder.run({
      input_ids: new ort.Tensor("int64", BigInt64Array.from(ids.map(BigInt)), [1, ids.length]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor("bool", [true], [1]),
      ...past,
    });

  /** The decoder's cache for its first `n` positions: the greedy decode's own, for a prefix it already read. */
  const firstPositions = (cache: Tensors, n: number): Tensors => {
    const out: Tensors = {};
    for (const [key, tensor] of Object.entries(cache)) {
      const [batch, heads, length, size] = tensor.dims;
      const kept = Math.min(n, length);
      const source = tensor.data as Float32Array;
      const data = new Float32Array(batch * heads * kept * size);
      for (let i = 0; i < batch * heads; i++)
        data.set(source.subarray(i * length * size, i * length * size + kept * size), i * kept * size);
      out[key] = new ort.Tensor("float32", data, [batch, heads, kept, size]);
    }
    return out;
  };

  /**
   * Continuations' log-probabilities given the audio and a prefix, each scored at once, as the model was trained
   * (teacher forcing). The prefix is not read again: the greedy decode's cache holds it as far as its tokens agree
   * with the prefix's, and the audio's cross-attention cache is the one that decode made.
   */
  async function logProbabilities(
    heard: { hidden: InstanceType<Ort["Tensor"]>; cross: Tensors; decoded: Tensors; tokens: number[] },
    prefix: string,
    continuations: string[],
    ending: boolean,
  ): Promise<number[]> {
    const prefixIds = [START, ...(prefix.trim() ? tokenizer.encode(prefix.trim(), false, true) : [])];
    const decoded = [START, ...heard.tokens];
    let agree = 1;
    while (agree < prefixIds.length && prefixIds[agree] === decoded[agree]) agree++;
    // The cache holds the positions before the last agreeing token; that token and the rest are run with each text.
    const cached = Math.min(agree - 1, heard.decoded["past_key_values.0.decoder.key"]?.dims[2] ?? 0);
    const past = { ...firstPositions(heard.decoded, cached), ...heard.cross };
    const lead = prefixIds.slice(cached);
    const out: number[] = [];
    for (const continuation of continuations) {
      const ids = [...tokenizer.encode(continuation.trim(), false, true), ...(ending ? [END] : [])];
      const input = [...lead, ...ids];
      const logits = (await run(input, heard.hidden, past)).logits.data as Float32Array;
      const size = logits.length / input.length;
      let sum = 0;
      for (let t = 0; t < ids.length; t++) {
        const row = lead.length - 1 + t;
        sum += logSoftmaxAt(logits.subarray(row * size, (row + 1) * size), ids[t]);
      }
      out.push(sum);
    }
    return out;
  }

  async function transcribe(samples: Float32Array): Promise<HeardUtterance> {
    const encoded = await encoder.run({ input_values: new ort.Tensor("float32", samples, [1, samples.length]) });
    const past = emptyCache(1);
    const cross: Tensors = {};
    const tokens: { id: number; probability: number }[] = [];
    const limit = Math.max(4, Math.trunc((samples.length / 16_000) * TOKENS_PER_SECOND));
    let input = START;
    for (let step = 0; step < limit; step++) {
      const out = await decoder.run(
        {
          input_ids: new ort.Tensor("int64", BigInt64Array.from([BigInt(input)]), [1, 1]),
          encoder_hidden_states: encoded.last_hidden_state,
          use_cache_branch: new ort.Tensor("bool", [step > 0], [1]),
          ...past,
        },
        // After the first step the audio's cache comes back unchanged: copying it out every token costs more than
        // the token's own compute on a long utterance.
        step > 0 ? STEP_OUTPUTS : decoder.outputNames,
      );
      // The audio's cross-attention cache, made on the first step, is what scoring other wordings needs.
      if (step === 0) {
        for (const key of Object.keys(past))
          if (key.includes(".encoder.")) cross[key] = out[key.replace("past_key_values", "present")];
      }
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
      likelihood: (prefix, continuations, ending) =>
        logProbabilities(
          { hidden, cross, decoded: decoderCache(past), tokens: tokens.map((t) => t.id) },
          prefix,
          continuations,
          ending,
        ),
    };
  }

  return { transcribe };
}

/**
 * The next token: the most likely, once the tokens that continue a medicine's name have their bonus. Its
 * probability is the model's own (a softmax over the logits as they came).
 */
function best(logits: Float32Array, boosted?: Set<number>): { id: number; probability: number } {
  // Once per token over the whole vocabulary: plain loops, and the bonus looked up only for the few boosted tokens.
  let top = 0;
  for (let i = 1; i < logits.length; i++) if (logits[i] > logits[top]) top = i;
  const score = (i: number) => logits[i] + (boosted?.has(i) ? CONTINUE_BONUS : 0);
  let id = top;
  for (const i of boosted ?? []) if (score(i) > score(id) || (score(i) === score(id) && i < id)) id = i;
  const max = logits[top];
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i] - max);
  return { id, probability: Math.exp(logits[id] - max) / sum };
}

/** The decoder's own part of a cache (its self-attention), without the audio's. */
function decoderCache<T>(past: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(past).filter(([key]) => key.includes(".decoder.")));
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
