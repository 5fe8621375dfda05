import vocabulary from "../../data/drug-vocabulary.json";
import medications from "../../data/medications.json";
import { PhraseTrie } from "./tokens";

/**
 * The medicines the checker knows (lambdas/data/drug-vocabulary.json, from RxNorm; decisions.md): generic names (and
 * uncommon ones, which only the checker reads), other names of the same ingredient, brands, and classes with their
 * members. A brand or another name stands for
 * its generic, so "Lasix" in a summary is supported by "furosemide" in the letter.
 */

export interface DrugRef {
  /** The generic ("furosemide"), or "class:<name>" for a class word ("statin", "blood thinner"). */
  key: string;
  /** A test, a nutrient or an everyday word too ("potassium", "oxygen"): a medicine only with a dose or an action. */
  ambiguous: boolean;
}

const CLASS = "class:";
export const isClassKey = (key: string) => key.startsWith(CLASS);
export const className = (key: string) => key.slice(CLASS.length);

const AMBIGUOUS = new Set(vocabulary.ambiguous);
const MEMBERS = new Map<string, Set<string>>();
const CLASSES_OF = new Map<string, string[]>();

export const DRUGS = new PhraseTrie<DrugRef>();

function addDrug(phrase: string, key: string): void {
  DRUGS.add(phrase, { key, ambiguous: AMBIGUOUS.has(phrase.toLowerCase()) || AMBIGUOUS.has(key) }, true);
}

for (const name of medications.names) addDrug(name, name.toLowerCase());
// The uncommon ones first (decision 504), so a name of the lists below wins where both have it.
for (const name of vocabulary.uncommon) addDrug(name, name);
for (const name of vocabulary.generics) addDrug(name, name);
for (const [alias, generic] of Object.entries(vocabulary.aliases)) addDrug(alias, generic);
for (const [brand, generic] of Object.entries(vocabulary.brands)) addDrug(brand, generic);
for (const group of vocabulary.classes) {
  const key = `${CLASS}${group.name}`;
  MEMBERS.set(group.name, new Set(group.members));
  for (const member of group.members) {
    const classes = CLASSES_OF.get(member);
    if (classes) classes.push(group.name);
    else CLASSES_OF.set(member, [group.name]);
  }
  // A class word wins over a generic of the same spelling ("penicillin" is the class).
  for (const word of group.words) DRUGS.add(word, { key, ambiguous: false }, true);
}

export const classesOf = (key: string): string[] => (isClassKey(key) ? [className(key)] : (CLASSES_OF.get(key) ?? []));

/** Whether a source mention (`source`) names what an output mention (`claimed`) names: the drug, or a member of the class. */
export function namesSame(claimed: string, source: string): boolean {
  if (claimed === source) return true;
  if (isClassKey(claimed) && !isClassKey(source)) return MEMBERS.get(className(claimed))?.has(source) ?? false;
  return false;
}

/** A class's members, for "the source says amoxicillin, this says penicillin". */
export const membersOf = (name: string): ReadonlySet<string> => MEMBERS.get(name) ?? new Set();

/** How a key reads in a reason: "furosemide", "a statin". */
export function drugLabel(key: string): string {
  if (!isClassKey(key)) return key;
  const name = className(key);
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * Forms that are different medicines to a patient ("metoprolol succinate" once daily replaces "metoprolol tartrate"
 * twice daily). Release forms are one form; salts that do not change the medicine (sodium, hydrochloride) are none.
 */
const QUALIFIERS = new Map<string, string>([
  ["succinate", "succinate"],
  ["tartrate", "tartrate"],
  ["mononitrate", "mononitrate"],
  ["dinitrate", "dinitrate"],
  ["xl", "modified release"],
  ["sr", "modified release"],
  ["er", "modified release"],
  ["mr", "modified release"],
  ["cr", "modified release"],
  ["la", "modified release"],
  ["xr", "modified release"],
  ["modified", "modified release"],
  ["extended", "modified release"],
  ["prolonged", "modified release"],
  ["slow", "modified release"],
]);

export const qualifierOf = (word: string | undefined): string | undefined =>
  word === undefined ? undefined : QUALIFIERS.get(word);

/**
 * Generics that are another generic with a syllable or two in front ("esomeprazole" and "omeprazole", "escitalopram"
 * and "citalopram"): a recogniser adds or drops such a syllable as readily as a listener on the telephone, which is
 * why verbal orders of look-alike, sound-alike names are read back. A heard name is doubtful when the other of its
 * pair is a medicine clinics name often (medications.json): "amlodipine" is not doubted for "levamlodipine", which
 * is seldom meant, but "levamlodipine" is for "amlodipine". Found from the vocabulary, not listed by hand, so a name
 * added to either list is covered (decision 337).
 */
const SOUND_ALIKES = new Map<string, string>();
{
  const common = new Set(medications.names.map((n) => n.toLowerCase()));
  const names = new Set([...vocabulary.generics, ...common].filter((n) => /^[a-z]{6,}$/.test(n)));
  for (const name of names) {
    for (let cut = 1; cut <= 4 && name.length - cut >= 6; cut++) {
      const shorter = name.slice(cut);
      if (!names.has(shorter)) continue;
      if (common.has(shorter)) SOUND_ALIKES.set(name, shorter);
      if (common.has(name) && !SOUND_ALIKES.has(shorter)) SOUND_ALIKES.set(shorter, name);
    }
  }
}

/** The often-prescribed generic a recogniser may have heard as this one, a syllable apart. */
export const soundAlikeOf = (key: string): string | undefined => SOUND_ALIKES.get(key);
