import type { LanguageModel } from "./arpa";

/**
 * Reads the binary "trie" language model that pocketsphinx-en-us ships (en-us.lm.bin) straight into memory. Debian's
 * sphinx_lm_convert cannot turn it back into ARPA text: the file's header declares six more bigrams than its trie
 * holds, and the converter aborts on that assertion. The layout (sphinxbase's lm_trie, a KenLM-style reversed trie):
 *
 *   "Trie Language Model" · order (u8) · n-gram counts (u32 each)
 *   quantiser: i32, then per middle order 2^16 prob + 2^16 backoff centres, then 2^16 top-order prob centres (f32)
 *   unigrams: (count + 1) × { prob f32, backoff f32, next u32 }    next = first child in the bigram array
 *   bit-packed arrays per order ≥ 2: entry = word id · quantised (backoff 16 bits, prob 16 bits) · next pointer
 *   word strings: i32 length, NUL-separated words in id order
 *
 * The trie is keyed by the predicted word first, then the history backwards: the path u → b → a is "a b u".
 * Scores are log base 1.0001 (sphinxbase's logmath default), converted here to linear probabilities.
 * `keep` restricts the vocabulary while reading: n-grams with any other word are never materialised.
 */

const HEADER = "Trie Language Model";
const LOG_BASE = Math.log(1.0001);
const QUANT_BITS = 16;

const requiredBits = (max: number) => (max === 0 ? 0 : Math.floor(Math.log2(max)) + 1);

export function readTrieLanguageModel(
  file: Buffer,
  keep?: (word: string) => boolean,
  { unigramsOnly = false } = {},
): LanguageModel {
  if (file.toString("latin1", 0, HEADER.length) !== HEADER) throw new Error("not a sphinx trie language model");
  let at = HEADER.length;
  const order = file.readUInt8(at);
  at += 1;
  const counts: number[] = [];
  for (let i = 0; i < order; i++, at += 4) counts.push(file.readUInt32LE(at));
  if (order !== 3) throw new Error(`only trigram models are read (this one is order ${order})`);

  at += 4; // former quantisation type
  const table = (floats: number) => {
    const values = new Float32Array(floats);
    for (let i = 0; i < floats; i++) values[i] = file.readFloatLE(at + 4 * i);
    at += 4 * floats;
    return values;
  };
  const bigramProbs = table(1 << QUANT_BITS);
  const bigramBackoffs = table(1 << QUANT_BITS);
  const trigramProbs = table(1 << QUANT_BITS);

  const unigramCount = counts[0];
  const unigrams = { prob: new Float32Array(unigramCount), bo: new Float32Array(unigramCount) };
  const next = new Uint32Array(unigramCount + 1);
  for (let i = 0; i <= unigramCount; i++, at += 12) {
    if (i < unigramCount) {
      unigrams.prob[i] = file.readFloatLE(at);
      unigrams.bo[i] = file.readFloatLE(at + 4);
    }
    next[i] = file.readUInt32LE(at + 8);
  }

  const wordBits = requiredBits(unigramCount);
  const bigramNextBits = requiredBits(counts[2]);
  const bigramBits = wordBits + 2 * QUANT_BITS + bigramNextBits;
  const trigramBits = wordBits + QUANT_BITS;
  // Each array holds count + 1 entries (a last "next" pointer) plus 8 bytes of slack, as sphinxbase sizes them.
  const bigramStart = at;
  const bigramBytes = Math.floor(((1 + counts[1]) * bigramBits + 7) / 8) + 8;
  const trigramStart = bigramStart + bigramBytes;
  const trigramBytes = Math.floor(((1 + counts[2]) * trigramBits + 7) / 8) + 8;
  at = trigramStart + trigramBytes;

  const wordsLength = file.readInt32LE(at);
  const words = file
    .toString("latin1", at + 4, at + 4 + wordsLength)
    .split("\0")
    .slice(0, unigramCount);

  // Values are at most 25 bits wide, so 32 bits read from the entry's first byte always hold them.
  const read = (start: number, bitOffset: number, bits: number) => {
    const byte = start + (bitOffset >>> 3);
    const shift = bitOffset & 7;
    const word = file.readUInt32LE(byte);
    return bits === 32 ? word : (word >>> shift) & ((1 << bits) - 1);
  };
  const read16 = (start: number, bitOffset: number) => {
    const byte = start + (bitOffset >>> 3);
    return (file.readUInt32LE(byte) >>> (bitOffset & 7)) & 0xffff;
  };

  const linear = (score: number) => Math.exp(score * LOG_BASE);
  const kept = words.map((w) => w === "<s>" || w === "</s>" || !keep || keep(w));

  const probs: Map<string, number>[] = [new Map(), new Map(), new Map()];
  const backoffs: Map<string, number>[] = [new Map(), new Map(), new Map()];
  for (let u = 0; u < unigramCount; u++) {
    if (!kept[u]) continue;
    const w = words[u];
    if (w !== "<s>") probs[0].set(w, linear(unigrams.prob[u]));
    backoffs[0].set(w, linear(unigrams.bo[u]));
    if (unigramsOnly) continue;
    for (let b = next[u]; b < next[u + 1]; b++) {
      const offset = b * bigramBits;
      const h = read(bigramStart, offset, wordBits);
      if (!kept[h]) continue;
      const bigram = `${words[h]} ${w}`;
      const quant = offset + wordBits;
      probs[1].set(bigram, linear(bigramProbs[read16(bigramStart, quant + QUANT_BITS)]));
      backoffs[1].set(bigram, linear(bigramBackoffs[read16(bigramStart, quant)]));
      const childOf = (entry: number) => read(bigramStart, entry * bigramBits + wordBits + 32, bigramNextBits);
      const end = childOf(b + 1);
      for (let t = childOf(b); t < end; t++) {
        const tOffset = t * trigramBits;
        const a = read(trigramStart, tOffset, wordBits);
        if (!kept[a]) continue;
        probs[2].set(`${words[a]} ${bigram}`, linear(trigramProbs[read16(trigramStart, tOffset + wordBits)]));
      }
    }
  }
  const vocabulary = [...probs[0].keys()].sort();
  return { order, probs, backoffs, vocabulary };
}

/** The unigram probabilities of a trie model, for choosing a vocabulary before the full read. */
export function trieUnigrams(file: Buffer): Map<string, number> {
  return readTrieLanguageModel(file, undefined, { unigramsOnly: true }).probs[0];
}
