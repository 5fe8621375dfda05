/**
 * espeak-ng's IPA (`espeak-ng -q --ipa`) to the CMU phone set of pocketsphinx's en-us acoustic model, for words the
 * stock dictionary lacks (most drug names). Longest symbol first; stress and length marks carry no phone. An unknown
 * symbol is an error, so a new espeak-ng output shows up at build time instead of as a silently wrong pronunciation.
 */

const SYMBOLS: [ipa: string, phones: string][] = [
  // r-coloured vowels first, so "ɜːɹ" is one ER rather than ER R
  ["ɜːɹ", "ER"],
  ["ɚɹ", "ER"],
  ["oːɹ", "AO R"],
  ["ɔːɹ", "AO R"],
  ["ɑːɹ", "AA R"],
  ["ɜː", "ER"],
  ["ɚ", "ER"],
  ["ɝ", "ER"],
  ["ɜ", "ER"],
  // diphthongs
  ["aɪ", "AY"],
  ["aʊ", "AW"],
  ["eɪ", "EY"],
  ["oʊ", "OW"],
  ["əʊ", "OW"],
  ["ɔɪ", "OY"],
  ["eə", "EH R"],
  ["ɛə", "EH R"],
  ["iəɹ", "IH R"],
  ["ɪə", "IY AH"],
  ["ʊə", "UH R"],
  ["iə", "IY AH"],
  // affricates and syllabic consonants
  ["tʃ", "CH"],
  ["dʒ", "JH"],
  ["n̩", "AH N"],
  ["l̩", "AH L"],
  // vowels
  ["æ", "AE"],
  ["a", "AE"],
  ["ɑ", "AA"],
  ["ɒ", "AA"],
  ["ɔ", "AO"],
  ["ə", "AH"],
  ["ɐ", "AH"],
  ["ʌ", "AH"],
  ["ɛ", "EH"],
  ["e", "EH"],
  ["ɪ", "IH"],
  ["ᵻ", "IH"],
  ["i", "IY"],
  ["ʊ", "UH"],
  ["u", "UW"],
  ["o", "OW"],
  // consonants
  ["p", "P"],
  ["b", "B"],
  ["t", "T"],
  ["d", "D"],
  ["k", "K"],
  ["ɡ", "G"],
  ["g", "G"],
  ["f", "F"],
  ["v", "V"],
  ["θ", "TH"],
  ["ð", "DH"],
  ["s", "S"],
  ["z", "Z"],
  ["ʃ", "SH"],
  ["ʒ", "ZH"],
  ["h", "HH"],
  ["m", "M"],
  ["n", "N"],
  ["ŋ", "NG"],
  ["l", "L"],
  ["ɫ", "L"],
  ["ɹ", "R"],
  ["r", "R"],
  ["w", "W"],
  ["j", "Y"],
  // American flap and glottal stop are allophones of T in the CMU dictionary
  ["ɾ", "T"],
  ["ʔ", "T"],
  ["x", "K"],
];

const IGNORED = new Set(["ˈ", "ˌ", "ː", "ˑ", "-", "_", "‿", " ", "\u0361", "\u032f"]);

/** "ˈæmlədˌɪpaɪn" → ["AE", "M", "L", "AH", "D", "IH", "P", "AY", "N"]. */
export function ipaToCmu(ipa: string): string[] {
  const text = ipa.normalize("NFC").trim();
  const phones: string[] = [];
  let i = 0;
  outer: while (i < text.length) {
    if (IGNORED.has(text[i])) {
      i++;
      continue;
    }
    for (const [symbol, cmu] of SYMBOLS) {
      if (text.startsWith(symbol, i)) {
        for (const p of cmu.split(" ")) {
          // espeak doubles a consonant across syllables ("ʊɹɹ"); the dictionary has it once.
          if (phones[phones.length - 1] !== p || !isConsonant(p)) phones.push(p);
        }
        i += symbol.length;
        continue outer;
      }
    }
    throw new Error(`No CMU phone for IPA symbol "${text[i]}" (U+${text.codePointAt(i)?.toString(16)}) in "${ipa}"`);
  }
  return phones;
}

const VOWELS = new Set(["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]);
const isConsonant = (phone: string) => !VOWELS.has(phone);
