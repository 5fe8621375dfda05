/**
 * The open model's pronunciation dictionary: every word of the language model once, with the clinical dictionary's
 * pronunciations for the words it has (they carry the hand-checked drug names, British variants and espeak-ng
 * derivations of bin/build-speech-model.ts) and the stock CMU dictionary's for the rest. Words neither knows are
 * reported, so the model can leave them out: pocketsphinx refuses a language-model word it cannot pronounce.
 */
export function mergeDictionaries(
  vocabulary: Iterable<string>,
  clinical: Map<string, string[]>,
  stock: Map<string, string[]>,
): { text: string; missing: string[] } {
  const lines: string[] = [];
  const missing: string[] = [];
  for (const word of [...new Set(vocabulary)].sort()) {
    if (word === "<s>" || word === "</s>") continue;
    const pronunciations = clinical.get(word) ?? stock.get(word);
    if (!pronunciations || pronunciations.length === 0) {
      missing.push(word);
      continue;
    }
    pronunciations.forEach((phones, i) => {
      lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`);
    });
  }
  return { text: `${lines.join("\n")}\n`, missing };
}
