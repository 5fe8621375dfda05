import { isKnownMedicine, nameWindows, nameWord, soundAlikes } from "./heard-medicines";
import type { Word } from "./pocketsphinx-output";

/**
 * A general speech model writes a medicine it does not know as everyday words ("a full-up look saw", "that Proxim",
 * "search for line"), and is unsure of them. Where such doubtful words stand where a name stands, the medicines that
 * sound like them are put back to the model: the same audio is scored with each written in, and a medicine replaces
 * the words when the model finds it nearly as likely as what it wrote, and clearly likelier than any other medicine.
 * The audio decides between "naproxen" and "piroxicam", which spelling alone cannot. Decision 463.
 */

/**
 * How likely each continuation is to follow the prefix, as the speech model heard the utterance (natural log), the
 * utterance's end included when the continuation reaches it.
 */
export type Likelihood = (prefix: string, continuations: string[], ending: boolean) => Promise<number[]>;

/** Words the model was at least this unsure of (or that English does not have) may be a name it did not know. */
const DOUBT = 0.6;
/** Medicines weighed per stretch of words: the nearest sounds. */
const CANDIDATES = 4;
/** How much less likely (natural log) the medicine may be than the model's own words: about a name's worth of tokens. */
const GAP = 12;
/**
 * Where a dose stands with no medicine named before it, the model's own words are already wrong in one way (a dose
 * of nothing): a medicine that sounds like them may be this much less likely (natural log). Measured on the unseen
 * dictations: "ate an allow 25 milligrams" was 13.8 below its words for atenolol.
 */
const GAP_NAMELESS_DOSE = 16;
/** How much likelier than the next medicine it must be, after the sound's own distance is weighed in. */
const MARGIN = 2;
/** Log-probability given up per unit of sound distance: a near sound is likelier, all else equal. */
const SOUND_WEIGHT = 10;
/** Stretches and medicines weighed at one place, nearest sounds first: each costs the model a pass. */
const OPTIONS_PER_PLACE = 5;
/** Stretches weighed per utterance, so a long doubtful utterance costs a bounded number of model passes. */
const MAX_PLACES = 3;
/**
 * Short words the model writes before a name it did not know, or makes of the name's first sound: "a full-up look
 * saw" (flucloxacillin), "at bikesaban" (apixaban), "by sopraulal" (bisoprolol). The stretch replaced may take them in.
 */
const ARTICLE = /^(?:a|an|the|that|some|at|by|to)$/i;
/** Short words a name's first sound becomes, heard with the rest of the stretch when looking for sound-alikes. */
const SHORT_LEAD = /^(?:a|an|the|that|at|by|to|on|with|in|and|her|his)$/i;

export interface Option {
  from: number;
  to: number;
  name: string;
  distance: number;
  logProbability: number;
}

export interface Weighed {
  original: number;
  options: Option[];
}

const bare = (text: string) => text.toLowerCase().replace(/[^a-z']/g, "");
/** Words as the model writes them, punctuation included: what its likelihood is asked about. */
export const render = (words: Word[]) => words.map((w) => w.content + (w.punctuation ?? "")).join(" ");

function replaced(words: Word[], from: number, to: number, name: string): Word[] {
  return [...words.slice(0, from), nameWord(words.slice(from, to), name), ...words.slice(to)];
}

/** A dose right after a stretch: a number and its unit, or a number fused with its unit ("40mg"). */
const DOSE_NEXT =
  /^(?:\d+(?:\.\d+)?(?:mg|mcg|g|ml)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)$/i;
const UNIT_NEXT = /^(?:mg|milligrams?|micrograms?|mcg|grams?|g|units?|ml|millilit(?:re|er)s?)$/i;
const dosedAt = (words: Word[], at: number) => {
  const [number, unit] = [words[at], words[at + 1]].map((w) => (w ? bare(w.content) || w.content.toLowerCase() : ""));
  return DOSE_NEXT.test(number) && (/\d(?:mg|mcg|g|ml)$/i.test(number) || UNIT_NEXT.test(unit ?? ""));
};

/** Words before a dose that say what it is without naming a medicine ("dose is 40 mg", "weighs 24 kilograms"). */
const NOT_A_NAME =
  /^(?:dose|doses|dosage|takes?|about|around|weighs?|weight|then|up|down|from|only|just|another|extra)$/i;
/** Words back from a stretch in which a named medicine is the dose's own ("amlodipine, the usual 5 mg"). */
const OWN_DOSE_REACH = 4;
/** Whether a medicine is named just before the stretch or in it, or the stretch is a dose's own frame. */
function namedNear(words: Word[], from: number, to: number): boolean {
  const near = words.slice(Math.max(0, from - OWN_DOSE_REACH), to).map((w) => bare(w.content));
  return near.some(isKnownMedicine) || words.slice(from, to).some((w) => NOT_A_NAME.test(bare(w.content)));
}

/** A stretch right before a dose, with no medicine named just before it or in it. */
const namelessDose = (words: Word[], w: { from: number; to: number }) =>
  dosedAt(words, w.to) && !namedNear(words, w.from, w.to);

/**
 * Doubtful stretches where a name may stand, grouped where they overlap: each group is one place, one decision. A
 * dose that follows words naming no medicine is doubtful too, however sure the model was of those words: "ate an
 * allow 25 milligrams" (atenolol) has a dose and no medicine, so the words before it are weighed as one.
 */
function places(words: Word[], isEnglish: (word: string) => boolean): { from: number; to: number }[][] {
  const doubtful = (w: Word) => w.confidence < DOUBT || !isEnglish(bare(w.content));
  const windows = nameWindows(words).filter((w) => words.slice(w.from, w.to).some(doubtful) || namelessDose(words, w));
  const groups: { from: number; to: number }[][] = [];
  for (const w of windows) {
    const group = groups.at(-1);
    if (group && w.from < Math.max(...group.map((g) => g.to))) group.push(w);
    else groups.push([w]);
  }
  return groups.slice(0, MAX_PLACES);
}

/** Words after the stretch that take part in its score: the model judges a name by what follows it too. */
const CONTEXT_AFTER = 1;

/**
 * Every medicine option at one place, scored by the model beside its own words: each continuation from the place's
 * first word to the word after it, given everything before.
 */
export async function weighPlace(
  words: Word[],
  windows: { from: number; to: number }[],
  likelihood: Likelihood,
): Promise<Weighed> {
  const byKey = new Map<string, Omit<Option, "logProbability">>();
  const add = (o: Omit<Option, "logProbability">) => {
    const key = `${o.from} ${o.to} ${o.name}`;
    if (!byKey.has(key)) byKey.set(key, o);
  };
  // A name's first sound is often written as a short word before it ("with the recycne": levothyroxine, "on
  // prasolt": omeprazole), so the stretch that takes that word in is heard for sound-alikes too.
  const stretches = windows.flatMap(({ from, to }) =>
    from > 0 && SHORT_LEAD.test(bare(words[from - 1].content))
      ? [
          { from, to },
          { from: from - 1, to },
        ]
      : [{ from, to }],
  );
  const nearest = stretches
    .flatMap(({ from, to }) => soundAlikes(words.slice(from, to), CANDIDATES).map((c) => ({ from, to, ...c })))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, OPTIONS_PER_PLACE);
  for (const o of nearest) {
    add(o);
    if (o.from > 0 && ARTICLE.test(bare(words[o.from - 1].content))) add({ ...o, from: o.from - 1 });
  }
  const options = [...byKey.values()];
  if (options.length === 0) return { original: 0, options: [] };
  const first = Math.min(...options.map((o) => o.from));
  const end = Math.min(words.length, Math.max(...options.map((o) => o.to)) + CONTEXT_AFTER);
  const continuation = (o: Omit<Option, "logProbability">) =>
    render(replaced(words.slice(0, end), o.from, o.to, o.name).slice(first, end - (o.to - o.from) + 1));
  const scores = await likelihood(
    render(words.slice(0, first)),
    [render(words.slice(first, end)), ...options.map(continuation)],
    end === words.length,
  );
  return { original: scores[0], options: options.map((o, i) => ({ ...o, logProbability: scores[i + 1] })) };
}

/** The option the model and the sound agree on, if one stands clear of the rest and close to the model's words. */
export function chosen({ original, options }: Weighed, gap = GAP): Option | undefined {
  const score = (o: Option) => o.logProbability - SOUND_WEIGHT * o.distance;
  const ranked = [...options].sort((a, b) => score(b) - score(a));
  const best = ranked[0];
  if (!best || original - best.logProbability > gap) return undefined;
  const rival = ranked.find((o) => o.name !== best.name);
  return !rival || score(best) - score(rival) >= MARGIN ? best : undefined;
}

/** The utterance with each doubtful stretch the model confirms as a medicine written as that medicine. */
export async function rescoreMedicines(
  words: Word[],
  likelihood: Likelihood,
  isEnglish: (word: string) => boolean,
): Promise<Word[]> {
  const decisions: Option[] = [];
  for (const windows of places(words, isEnglish)) {
    const weighed = await weighPlace(words, windows, likelihood);
    const choice = chosen(weighed, windows.some((w) => namelessDose(words, w)) ? GAP_NAMELESS_DOSE : GAP);
    if (choice) decisions.push(choice);
  }
  let out = words;
  let before = words.length;
  // From the end, so earlier positions stay where they were; a stretch reaching into one already written is left.
  for (const d of decisions.sort((a, b) => b.from - a.from)) {
    if (d.to > before) continue;
    out = replaced(out, d.from, d.to, d.name);
    before = d.from;
  }
  return out;
}
