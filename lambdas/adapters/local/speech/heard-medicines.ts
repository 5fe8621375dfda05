import { doubleMetaphone } from "double-metaphone";
import { editDistance } from "#core/shared/edit-distance";
import vocabulary from "../../../data/drug-vocabulary.json";
import medications from "../../../data/medications.json";
import type { Word } from "./pocketsphinx-output";

/**
 * A general speech model hears a medicine it does not know as everyday words that sound like it: "emily to pine
 * five milligrams", "nitro for antwim 100 milligrams". Where such words stand where a medicine's name stands (before
 * a dose, or after "start", "prescribe", "give you"…) and sound like one medicine of the vocabulary and no other
 * (Double Metaphone keys, a published phonetic code, almost equal), they are written as that medicine, marked unsure
 * so the transcript highlights it and the claim checker asks the clinician to confirm it. Decision 461.
 */

/** Below the local engine's low-confidence line (0.5): a name written from its sound is always for review. */
export const HEARD_AS_MEDICINE_CONFIDENCE = 0.45;
/** Differences allowed between the two sounds' keys, as a share of the longer key. */
const CLOSE = 0.15;
/** For one word that is no English word. */
const SINGLE_CLOSE = 0.2;
/** The next-best medicine must sound this much further off, or the words could be either. */
const MARGIN = 0.1;
const MAX_WINDOW = 4;
const MIN_KEY = 4;
/** The letters, too, must be mostly the medicine's: "remittal" sounds near tramadol but is spelt far from it. */
const SPELLING_CLOSE = { single: 0.4, words: 0.6 };

const DOSE_UNIT =
  /^(?:mg|milligrams?|micrograms?|mcg|grams?|g|units?|ml|millilitres?|milliliters?|tablets?|capsules?|puffs?|drops?|sprays?|patch(?:es)?)$/i;
const NUMBER =
  /^(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|half|a)$/i;
const LEAD =
  /^(?:start|starting|begin|prescribe|prescribed|prescribing|give|giving|take|taking|on|continue|stop|stopping|increase|reduce|switch|try|add|restart|using|use)$/i;
/** A dose written as one word ("20mg", "2.5mg"). */
const FUSED_DOSE = /^\d+(?:\.\d+)?(?:mg|mcg|g|ml|milligrams?|micrograms?)$/i;
/** Words that never stand for part of a medicine's name: the sentence's own frame. */
const FRAME =
  /^(?:i|i'll|i'm|we|we'll|you|your|you're|it|it's|that|that's|this|the|is|are|was|be|will|would|let's|please|start|begin|prescribe|give|take|on|for|of|in|at|with|once|twice|daily|plan)$/i;

/** A dose, its unit, how often, or a word with no letters is never part of a name: "take two tablets" is no drug. */
const NEVER_IN_NAME =
  /^(?:[^a-z]*|\d.*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|half|mg|milligrams?|micrograms?|mcg|grams?|units?|ml|tablets?|capsules?|puffs?|drops?|sprays?|patch(?:es)?|once|twice|times|daily|day|days|week|weeks|morning|night|evening|every|each)$/i;

/** Words a name does not end on ("in" may: "amoxy silly in"). */
const ENDS_NO_NAME =
  /^(?:i|i'll|i'm|we|we'll|you|your|you're|it|it's|that|that's|this|the|is|are|was|be|will|would|please|for|of|at|with|a|an|by|to|and|or|mouth|orally)$/i;

interface Entry {
  name: string;
  key: string;
}

const ENTRIES: Entry[] = [...new Set([...vocabulary.generics, ...medications.names].map((n) => n.toLowerCase()))]
  .filter((n) => /^[a-z]{5,}$/.test(n))
  .map((name) => ({ name, key: doubleMetaphone(name)[0] }))
  .filter((e) => e.key.length >= MIN_KEY);
const KNOWN = new Set(ENTRIES.map((e) => e.name));
/** The medicines a recogniser may be biased toward (moonshine-model.ts). */
export const MEDICINE_NAMES: readonly string[] = [...KNOWN];
/** Whether a word, in lower case without punctuation, is a medicine of the vocabulary. */
export const isKnownMedicine = (word: string) => KNOWN.has(word);
const PREFERRED = new Set(medications.names.map((n) => n.toLowerCase()));

const bare = (text: string) => text.toLowerCase().replace(/[^a-z']/g, "");

/** The one medicine these words sound like, if there is exactly one. */
function soundsLike(words: Word[], isEnglish: (word: string) => boolean): string | undefined {
  // One English word that is a near miss of a medicine is more often that word ("amoxy" is not amikacin): it must
  // sound the same. A word English does not have ("ramipro", "moxicillin") is what the model made of a name.
  const single = words.length === 1 ? bare(words[0].content) : undefined;
  const close = single === undefined ? CLOSE : isEnglish(single) ? 0 : SINGLE_CLOSE;
  const joined = words.map((w) => bare(w.content)).join("");
  if (joined.length < 5) return undefined;
  const key = doubleMetaphone(joined)[0];
  if (key.length < MIN_KEY) return undefined;
  // Names that share a key are spellings of one sound ("amoxicillin", "amoxycillin"): the margin is to other sounds,
  // and the spelling closest to the words heard is written.
  let best: { key: string; score: number } | undefined;
  let second = Number.POSITIVE_INFINITY;
  for (const e of ENTRIES) {
    if (e.key === best?.key) continue;
    const score = editDistance(key, e.key) / Math.max(key.length, e.key.length);
    if (!best || score < best.score) {
      if (best) second = Math.min(second, best.score);
      best = { key: e.key, score };
    } else second = Math.min(second, score);
  }
  if (!best || best.score > close || second - best.score < MARGIN) return undefined;
  const name = spellingOf(best.key, joined);
  const spelling = single === undefined ? SPELLING_CLOSE.words : SPELLING_CLOSE.single;
  return editDistance(joined, name) / Math.max(joined.length, name.length) <= spelling ? name : undefined;
}

/**
 * Whether a medicine's name may stand at [from, to): before its dose (a route may come between: "by mouth 250 mg"),
 * or after a word that prescribes.
 */
function inMedicinePlace(words: Word[], from: number, to: number): boolean {
  const after = words.slice(to, to + 5).map((w) => w.content.toLowerCase().replace(/[,.;:?!]+$/, ""));
  const at = after.findIndex((w) => NUMBER.test(w) || FUSED_DOSE.test(w));
  const dose =
    at >= 0 &&
    at <= 2 &&
    (FUSED_DOSE.test(after[at]) || DOSE_UNIT.test(after[at + 1] ?? "") || DOSE_UNIT.test(after[at + 2] ?? ""));
  // "give you a full-up look saw": the prescribing word may be three words back.
  const before = words.slice(Math.max(0, from - 3), from).map((w) => bare(w.content));
  return dose || before.some((w) => LEAD.test(w));
}

/** The spelling a medicine is written with: the product's own ("amoxicillin", not "amoxycillin"), else the closest. */
function spellingOf(key: string, heard: string): string {
  const spellings = ENTRIES.filter((e) => e.key === key);
  const own = spellings.find((e) => PREFERRED.has(e.name));
  return (
    own?.name ?? spellings.reduce((a, b) => (editDistance(heard, b.name) < editDistance(heard, a.name) ? b : a)).name
  );
}

/** Sounds further off than this are no candidate for the model to weigh (decision 463). */
const CANDIDATE_SOUND = 0.45;

/**
 * The medicines these words might be, nearest sound first (key distance, then spelling), one spelling per sound:
 * candidates for the speech model to weigh against the audio, not a decision.
 */
export function soundAlikes(words: Word[], limit: number): { name: string; distance: number }[] {
  const joined = words.map((w) => bare(w.content)).join("");
  if (joined.length < 4) return [];
  const key = doubleMetaphone(joined)[0];
  if (key.length < 3) return [];
  const byKey = new Map<string, number>();
  for (const e of ENTRIES) {
    if (byKey.has(e.key)) continue;
    byKey.set(e.key, editDistance(key, e.key) / Math.max(key.length, e.key.length));
  }
  return [...byKey]
    .filter(([, d]) => d <= CANDIDATE_SOUND)
    .map(([k, d]) => {
      const name = spellingOf(k, joined);
      return { name, distance: d + editDistance(joined, name) / Math.max(joined.length, name.length) / 2 };
    })
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}

/**
 * Stretches of one to four words that may be a medicine's name the model did not know: where a name stands, with
 * none of the sentence's frame at either end, no dose inside, and no medicine already named.
 */
export function nameWindows(words: Word[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let length = 1; length <= Math.min(MAX_WINDOW, words.length - i); length++) {
      const window = words.slice(i, i + length);
      if (window.some((w) => KNOWN.has(bare(w.content)))) break;
      if (window.some((w) => NEVER_IN_NAME.test(w.content.replace(/[,.;:?!]$/, "")))) break;
      if (FRAME.test(bare(window[0].content))) break;
      if (length > 1 && ENDS_NO_NAME.test(bare(window[length - 1].content))) continue;
      if (inMedicinePlace(words, i, i + length)) out.push({ from: i, to: i + length });
    }
  }
  return out;
}

/** The utterance with the stretches that sound like one medicine written as that medicine. */
export function hearMedicines(words: Word[], isEnglish: (word: string) => boolean = () => true): Word[] {
  const windows = nameWindows(words);
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    // The longest stretch from here that sounds like one medicine.
    const here = windows.filter((w) => w.from === i).sort((a, b) => b.to - a.to);
    const found = here
      .map((w) => ({ to: w.to, name: soundsLike(words.slice(w.from, w.to), isEnglish) }))
      .find((w) => w.name !== undefined);
    if (found?.name) {
      out.push(nameWord(words.slice(i, found.to), found.name));
      i = found.to;
    } else out.push(words[i++]);
  }
  return out;
}

/** A medicine written over the words it replaces: their time, their punctuation, and always marked unsure. */
export function nameWord(stretch: Word[], name: string): Word {
  const last = stretch[stretch.length - 1];
  return {
    content: name,
    start: stretch[0].start,
    end: last.end,
    confidence: Math.min(HEARD_AS_MEDICINE_CONFIDENCE, ...stretch.map((w) => w.confidence)),
    ...(last.punctuation ? { punctuation: last.punctuation } : {}),
  };
}
