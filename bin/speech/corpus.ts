import medications from "../../lambdas/data/medications.json";
import { DEV, HELD_OUT } from "./dictations";
import { integerToWords, numberToWords } from "./spoken-numbers";

/**
 * A corpus of clinical dictation sentences for the offline recogniser's language model: templated GP and clinic
 * dictations (presenting complaint, history, vital signs, examination, impression, medication changes with doses and
 * frequencies, plan), with drug names from lambdas/data/medications.json. Sentences are in spoken form (numbers in
 * words, lower case, no punctuation), one per line. Deterministic: a seeded generator, so the same inputs give the
 * same corpus.
 */

type Rng = () => number;

/** mulberry32: small, fast and good enough to pick template slots reproducibly. */
export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const maybe = (rng: Rng, p: number, text: string) => (rng() < p ? text : "");
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/**
 * A measurement as clinics record them: most near the usual value (a bell curve: the sum of four uniform draws), the
 * rest anywhere in the plausible range, so abnormal readings are dictated too. Uniform draws made "one hundred and
 * eighty over" as likely as "one hundred and eighteen over", and the language model could not help the acoustics tell
 * eighteen from eighty.
 */
function reading(rng: Rng, usual: number, spread: number, lo: number, hi: number, step = 1): number {
  if (rng() < 0.25) return lo + step * Math.floor(rng() * ((hi - lo) / step + 1));
  for (;;) {
    const bell = (rng() + rng() + rng() + rng() - 2) * Math.sqrt(3);
    const value = Math.round((usual + bell * spread) / step) * step;
    if (value >= lo && value <= hi) return value;
  }
}
/** A reading with one decimal, as a string ("37.4"). */
const decimalReading = (rng: Rng, usual: number, spread: number, lo: number, hi: number) =>
  (reading(rng, usual * 10, spread * 10, lo * 10, hi * 10) / 10).toFixed(1);

/** Numbers the way people say them: British "and" most of the time, American style sometimes. */
const say = (rng: Rng, n: number | string) => numberToWords(n, { and: rng() < 0.7 });

// Drug names are single tokens in the lexicon; a few are only ever said as part of a longer name.
const MULTI_WORD: Record<string, string[]> = {
  ferrous: ["ferrous sulphate", "ferrous fumarate"],
  folic: ["folic acid"],
  polyethylene: ["polyethylene glycol"],
  isosorbide: ["isosorbide mononitrate"],
  vitamin: ["vitamin d", "vitamin b twelve"],
  calcium: ["calcium and vitamin d", "calcium carbonate"],
  potassium: ["potassium chloride"],
  magnesium: ["magnesium sulphate"],
  glargine: ["insulin glargine"],
  detemir: ["insulin detemir"],
  aspart: ["insulin aspart"],
  lispro: ["insulin lispro"],
  clavulanate: ["co amoxiclav", "amoxicillin and clavulanate"],
  carbidopa: ["carbidopa and levodopa"],
  sacubitril: ["sacubitril valsartan"],
};
const DRUGS: string[] = medications.names.flatMap((n) => MULTI_WORD[n] ?? [n]);

const STRENGTHS = [
  "0.5",
  "1",
  "2",
  "2.5",
  "3",
  "4",
  "5",
  "7.5",
  "10",
  "12.5",
  "15",
  "20",
  "25",
  "30",
  "40",
  "50",
  "60",
  "75",
  "80",
  "100",
  "120",
  "125",
  "150",
  "200",
  "250",
  "300",
  "400",
  "500",
  "600",
  "750",
  "800",
  "1000",
];
const UNITS = ["milligrams", "milligrams", "milligrams", "milligrams", "micrograms", "units"];
/** "one milligram", "two point five milligrams": the singular only after one. */
const unit = (amount: string, plural: string) => (amount === "1" ? plural.replace(/s$/, "") : plural);
const FREQUENCIES = [
  "once daily",
  "once daily",
  "twice daily",
  "twice daily",
  "three times a day",
  "three times daily",
  "four times a day",
  "four times daily",
  "once a day",
  "twice a day",
  "at night",
  "in the morning",
  "every morning",
  "every night",
  "once weekly",
  "once a week",
  "every four to six hours",
  "every four hours",
  "every six hours",
  "every eight hours",
  "every twelve hours",
  "as needed",
  "as required",
  "when required",
  "with food",
  "with breakfast",
  "at bedtime",
  "on alternate days",
];
const ROUTES = ["orally", "by mouth", "", "", "", "", "", "subcutaneously", "intravenously", "topically"];

const CONDITIONS = [
  "hypertension",
  "high blood pressure",
  "type two diabetes",
  "type one diabetes",
  "asthma",
  "c o p d",
  "chronic obstructive pulmonary disease",
  "atrial fibrillation",
  "heart failure",
  "ischaemic heart disease",
  "angina",
  "a previous stroke",
  "a previous heart attack",
  "chronic kidney disease",
  "hypothyroidism",
  "hyperthyroidism",
  "depression",
  "anxiety",
  "osteoarthritis",
  "rheumatoid arthritis",
  "gout",
  "epilepsy",
  "migraine",
  "high cholesterol",
  "obesity",
  "osteoporosis",
  "parkinson's disease",
  "dementia",
  "eczema",
  "psoriasis",
  "reflux",
  "irritable bowel syndrome",
  "benign prostatic hyperplasia",
  "sleep apnoea",
  "anaemia",
  "iron deficiency anaemia",
  "peripheral vascular disease",
  "a deep vein thrombosis",
  "a pulmonary embolism",
  "coeliac disease",
  "crohn's disease",
  "ulcerative colitis",
  "chronic back pain",
  "fibromyalgia",
  "bipolar disorder",
  "schizophrenia",
  "polymyalgia rheumatica",
  "a hiatus hernia",
  "diverticular disease",
  "glaucoma",
  "macular degeneration",
];

const COMPLAINTS = [
  "cough",
  "productive cough",
  "dry cough",
  "fever",
  "fevers and sweats",
  "chest pain",
  "central chest pain",
  "shortness of breath",
  "breathlessness",
  "headache",
  "headaches",
  "abdominal pain",
  "lower abdominal pain",
  "back pain",
  "lower back pain",
  "knee pain",
  "hip pain",
  "shoulder pain",
  "neck pain",
  "sore throat",
  "earache",
  "a rash",
  "an itchy rash",
  "dizziness",
  "palpitations",
  "fatigue",
  "tiredness",
  "low mood",
  "anxiety",
  "poor sleep",
  "diarrhoea",
  "vomiting",
  "nausea and vomiting",
  "constipation",
  "burning when passing urine",
  "urinary frequency",
  "wheeze",
  "ankle swelling",
  "weight loss",
  "joint pain",
  "swollen joints",
  "a swollen painful knee",
  "blood in the urine",
  "blood in the stool",
  "heartburn",
  "indigestion",
  "difficulty swallowing",
  "blurred vision",
  "numbness in the hands",
  "tingling in the feet",
  "falls",
  "confusion",
  "memory problems",
  "a painful red eye",
  "sinus pain",
  "a blocked nose",
  "leg swelling",
  "calf pain",
  "night sweats",
  "loss of appetite",
];

const DIAGNOSES = [
  "community acquired pneumonia",
  "a chest infection",
  "a lower respiratory tract infection",
  "an upper respiratory tract infection",
  "a viral illness",
  "acute bronchitis",
  "an exacerbation of asthma",
  "an infective exacerbation of c o p d",
  "a urinary tract infection",
  "pyelonephritis",
  "cellulitis",
  "tonsillitis",
  "otitis media",
  "sinusitis",
  "gastroenteritis",
  "gastritis",
  "gastro oesophageal reflux",
  "mechanical back pain",
  "sciatica",
  "osteoarthritis of the knee",
  "acute gout",
  "a migraine",
  "tension headache",
  "stable angina",
  "new atrial fibrillation",
  "uncontrolled hypertension",
  "poorly controlled diabetes",
  "decompensated heart failure",
  "depression",
  "generalised anxiety disorder",
  "iron deficiency anaemia",
  "hypothyroidism",
  "contact dermatitis",
  "shingles",
  "conjunctivitis",
  "a sprained ankle",
  "irritable bowel syndrome",
  "a deep vein thrombosis",
  "musculoskeletal chest pain",
  "benign positional vertigo",
];

const EXAMINATION = [
  "chest is clear",
  "the chest is clear",
  "chest clear with good air entry",
  "heart sounds normal with no murmurs",
  "heart sounds one and two with no added sounds",
  "abdomen soft and non tender",
  "the abdomen is soft and non tender",
  "abdomen soft with mild tenderness in the right iliac fossa",
  "crackles at the left base",
  "crackles at the right base",
  "bibasal crackles",
  "wheeze throughout the chest",
  "widespread expiratory wheeze",
  "reduced air entry at the left base",
  "calves soft and non tender",
  "throat inflamed with enlarged tonsils",
  "tonsils enlarged with exudate",
  "ear drums normal",
  "the right ear drum is red and bulging",
  "no lymphadenopathy",
  "no focal neurology",
  "neurological examination normal",
  "mild pitting oedema to both ankles",
  "pitting oedema to the mid shins",
  "tender over the lower lumbar spine",
  "straight leg raise negative",
  "reduced range of movement",
  "the knee is warm and swollen",
  "pupils equal and reactive",
  "peripheral pulses present",
  "foot pulses present",
  "capillary refill less than two seconds",
  "no signs of dehydration",
  "alert and orientated",
  "looks well",
  "looks unwell",
  "mucous membranes moist",
  "no rash",
  "a red hot swollen area on the lower leg",
  "the conjunctiva is injected",
  "thyroid not enlarged",
];

const INVESTIGATIONS = [
  "full blood count",
  "kidney function",
  "renal function",
  "liver function tests",
  "thyroid function tests",
  "urea and electrolytes",
  "inflammatory markers",
  "c reactive protein",
  "h b a one c",
  "a lipid profile",
  "cholesterol",
  "ferritin",
  "vitamin d",
  "vitamin b twelve and folate",
  "bone profile",
  "an e c g",
  "a chest x ray",
  "a urine dip",
  "a urine sample for culture",
  "a throat swab",
  "blood cultures",
  "an echocardiogram",
  "an ultrasound of the abdomen",
  "a d dimer",
  "a p s a",
  "a stool sample",
  "spirometry",
  "a twenty four hour tape",
  "ambulatory blood pressure monitoring",
];

const SPECIALTIES = [
  "cardiology",
  "respiratory",
  "the respiratory team",
  "gastroenterology",
  "neurology",
  "rheumatology",
  "orthopaedics",
  "dermatology",
  "diabetes clinic",
  "the diabetes nurse",
  "endocrinology",
  "urology",
  "gynaecology",
  "ear nose and throat",
  "ophthalmology",
  "the memory clinic",
  "mental health services",
  "physiotherapy",
  "the falls clinic",
  "the heart failure nurse",
  "the practice nurse",
  "the pharmacist",
  "surgeons",
  "medical admissions",
];

const SEX = ["man", "woman", "male", "female", "gentleman", "lady"];
const CHILD = ["boy", "girl", "child"];
const PRONOUN = ["he", "she"];
const UNIT_OF_TIME = ["day", "week", "month", "year"] as const;

function span(rng: Rng): { n: number; unit: (typeof UNIT_OF_TIME)[number] } {
  const unit = pick(rng, ["day", "day", "day", "week", "week", "week", "month", "month", "year"] as const);
  const max = { day: 14, week: 12, month: 12, year: 20 }[unit];
  return { n: between(rng, 1, max), unit };
}
/** "three weeks", "one day", "a week". */
function duration(rng: Rng): string {
  const { n, unit } = span(rng);
  if (n === 1) return rng() < 0.5 ? `a ${unit}` : `one ${unit}`;
  return `${integerToWords(n)} ${unit}s`;
}
/** "three day", as in "a three day history". */
function durationAdjective(rng: Rng): string {
  const { n, unit } = span(rng);
  return `${integerToWords(n)} ${unit}`;
}

function ageNoun(rng: Rng): string {
  if (rng() < 0.12) return `${integerToWords(between(rng, 1, 17))} year old ${pick(rng, CHILD)}`;
  if (rng() < 0.03) return `${integerToWords(between(rng, 2, 18))} month old ${pick(rng, ["baby", "boy", "girl"])}`;
  return `${integerToWords(between(rng, 18, 99))} year old ${pick(rng, SEX)}`;
}

function dose(rng: Rng): string {
  const r = rng();
  if (r < 0.06) return `${integerToWords(between(rng, 1, 4))} ${pick(rng, ["puffs", "tablets", "drops", "sprays"])}`;
  if (r < 0.1) {
    const amount = pick(rng, ["1", "2", "500"]);
    return `${say(rng, amount)} ${unit(amount, "grams")}`;
  }
  if (r < 0.13) return `${say(rng, between(rng, 4, 60))} units`;
  if (r < 0.15) return `${say(rng, pick(rng, ["5", "10", "15", "20"]))} millilitres`;
  const amount = pick(rng, STRENGTHS);
  return `${say(rng, amount)} ${unit(amount, pick(rng, UNITS))}`;
}

function regimen(rng: Rng): string {
  const drug = pick(rng, DRUGS);
  const route = pick(rng, ROUTES);
  const parts = [drug, dose(rng), route, pick(rng, FREQUENCIES)];
  if (rng() < 0.3) parts.push(`for ${duration(rng)}`);
  return parts.filter(Boolean).join(" ");
}

function bloodPressure(rng: Rng): string {
  return `${say(rng, reading(rng, 135, 18, 80, 220))} over ${say(rng, reading(rng, 82, 10, 40, 130))}`;
}

const vitals: ((rng: Rng) => string)[] = [
  (r) =>
    `${pick(r, ["blood pressure", "blood pressure today", "blood pressure today is", "blood pressure was", "b p", "blood pressure is"])} ${bloodPressure(r)}`,
  (r) =>
    `${pick(r, ["heart rate", "heart rate is", "pulse", "pulse is", "pulse rate"])} ${say(r, reading(r, 80, 15, 35, 180))}${maybe(r, 0.4, " beats per minute")}${maybe(r, 0.4, pick(r, [" and regular", " regular", " irregular", " and irregular"]))}`,
  (r) =>
    `${pick(r, ["pulse is irregular at", "pulse regular at", "heart rate regular at"])} ${say(r, reading(r, 80, 15, 35, 180))} beats per minute`,
  (r) =>
    `${pick(r, ["temperature", "temperature is", "temperature was", "temp"])} ${say(r, decimalReading(r, 37.2, 0.8, 34, 41.5))}${maybe(r, 0.5, " degrees")}`,
  (r) =>
    `${pick(r, ["oxygen saturations", "saturations", "sats", "oxygen saturation", "saturations are"])} ${say(r, reading(r, 96, 2.5, 80, 100))} percent${maybe(r, 0.5, pick(r, [" on room air", " on air", " on two litres of oxygen"]))}`,
  (r) => `${pick(r, ["respiratory rate", "respiratory rate is", "resp rate"])} ${say(r, reading(r, 18, 4, 8, 45))}`,
  (r) =>
    `${pick(r, ["weight", "weight is", "weight today", "she weighs", "he weighs"])} ${say(r, reading(r, 80, 18, 35, 200))} kilograms`,
  (r) => `${pick(r, ["b m i", "body mass index", "b m i is"])} ${say(r, reading(r, 29, 5, 15, 55))}`,
  (r) =>
    `${pick(r, ["blood glucose", "blood sugar", "fasting glucose", "capillary glucose", "glucose"])} ${say(r, decimalReading(r, 7.5, 3, 2, 30))}`,
  (r) =>
    `${pick(r, ["peak flow", "peak flow is", "peak flow today"])} ${say(r, reading(r, 380, 110, 60, 750, 10))} litres per minute`,
  (r) => `${pick(r, ["pain score", "pain is"])} ${say(r, between(r, 1, 10))} out of ten`,
  (r) => `h b a one c ${say(r, between(r, 35, 110))}`,
  (r) => `height ${say(r, between(r, 140, 200))} centimetres`,
];

const pronoun = (rng: Rng) => pick(rng, PRONOUN);

const templates: [weight: number, (rng: Rng) => string][] = [
  // Openings
  [
    6,
    (r) =>
      `${pick(r, ["", "this is a", "this is an", "patient is a", "i saw a", "seen today a", "review of a"])} ${ageNoun(r)} ${pick(r, ["with", "presenting with", "who presents with", "complaining of", "attending with", "seen today with", "with a history of", "known to have"])} ${pick(r, [...COMPLAINTS, ...CONDITIONS])}`,
  ],
  [
    4,
    (r) =>
      `${pick(r, ["", "a"])} ${ageNoun(r)} ${pick(r, ["presenting with", "with", "who has", "complaining of"])} a ${durationAdjective(r)} history of ${pick(r, COMPLAINTS)}${maybe(r, 0.3, ` and ${pick(r, COMPLAINTS)}`)}`,
  ],
  [
    3,
    (r) =>
      `${ageNoun(r)} with ${pick(r, CONDITIONS)}${maybe(r, 0.5, ` and ${pick(r, CONDITIONS)}`)} ${pick(r, ["seen for", "attending for", "here for", "in clinic for"])} ${pick(r, ["an annual review", "his annual review", "her annual review", "a medication review", "a follow up", "review", "a blood pressure check", "a diabetes review", "an asthma review"])}`,
  ],
  // History
  [
    6,
    (r) =>
      `${pronoun(r)} ${pick(r, ["has had", "reports", "describes", "complains of", "has been having", "has noticed"])} ${pick(r, COMPLAINTS)} ${pick(r, ["for", "for the last", "for the past", "over the last"])} ${duration(r)}`,
  ],
  [3, (r) => `${pick(r, COMPLAINTS)} ${pick(r, ["for", "for the last", "since"])} ${duration(r)}`],
  [
    2,
    (r) =>
      `${pick(r, ["symptoms started", "it started", "the pain started", "this began"])} ${duration(r)} ago${maybe(r, 0.3, " and is getting worse")}`,
  ],
  [
    3,
    (r) =>
      `${pronoun(r)} ${pick(r, ["denies", "has no", "reports no"])} ${pick(r, COMPLAINTS)}${maybe(r, 0.5, ` or ${pick(r, COMPLAINTS)}`)}`,
  ],
  [
    2,
    (r) =>
      `no ${pick(r, ["red flag symptoms", "weight loss", "fevers", "chest pain", "shortness of breath", "thoughts of self harm", "suicidal thoughts", "blood in the stool", "vomiting", "night sweats"])}`,
  ],
  [
    3,
    (r) =>
      `${pick(r, ["past medical history of", "background of", "past history of", "history of", "known"])} ${pick(r, CONDITIONS)}${maybe(r, 0.6, `${maybe(r, 0.5, ` ${pick(r, CONDITIONS)}`)} and ${pick(r, CONDITIONS)}`)}`,
  ],
  [
    2,
    (r) =>
      pick(r, [
        "no known drug allergies",
        "no known allergies",
        `allergic to ${pick(r, DRUGS)}`,
        `${pick(r, DRUGS)} allergy`,
        `allergy to ${pick(r, DRUGS)} causes a rash`,
      ]),
  ],
  [
    2,
    (r) =>
      pick(r, [
        "non smoker",
        "ex smoker",
        `smokes ${say(r, between(r, 2, 40))} cigarettes a day`,
        `drinks ${say(r, between(r, 1, 60))} units of alcohol a week`,
        "does not drink alcohol",
        `${pronoun(r)} lives alone`,
        `${pronoun(r)} lives with ${pick(r, ["his wife", "her husband", "her partner", "his partner", "family"])}`,
        `${pronoun(r)} works as a ${pick(r, ["teacher", "builder", "nurse", "driver", "cleaner", "shop assistant", "accountant"])}`,
        `${pronoun(r)} is independent with daily activities`,
      ]),
  ],
  // Medications
  [
    12,
    (r) =>
      `${pick(r, ["start", "started", "commenced on", "prescribed", "plan to start", "we will start", "will start", "give", "currently taking", "currently on", "continue", "he takes", "she takes", "he is taking", "she is on", "also taking", "add"])} ${regimen(r)}`,
  ],
  [
    5,
    (r) =>
      `${pick(r, ["increase", "reduce", "change", "titrate"])} ${pick(r, DRUGS)} to ${dose(r)}${maybe(r, 0.6, ` ${pick(r, FREQUENCIES)}`)}`,
  ],
  [
    3,
    (r) =>
      `${pick(r, ["stop", "stopped", "discontinue", "hold", "withhold"])} ${pick(r, DRUGS)}${maybe(r, 0.3, ` ${pick(r, ["and start", "and switch to", "and change to"])} ${regimen(r)}`)}`,
  ],
  [
    2,
    (r) =>
      `${pick(r, ["switch", "change"])} ${pick(r, DRUGS)} to ${regimen(r)}${maybe(r, 0.3, ` ${pick(r, ["due to side effects", "because of a cough", "due to poor control"])}`)}`,
  ],
  [2, (r) => `${pick(r, ["medications", "current medications", "drug history"])} ${regimen(r)} and ${regimen(r)}`],
  [2, (r) => `${pick(r, DRUGS)} ${dose(r)}`],
  // Examination and vital signs
  [14, (r) => pick(r, vitals)(r)],
  [
    3,
    (r) =>
      `${pick(r, vitals)(r)}${pick(r, [" and ", " "])}${pick(r, vitals)(r)}${maybe(r, 0.3, ` ${pick(r, vitals)(r)}`)}`,
  ],
  [
    6,
    (r) =>
      `${pick(r, ["", "on examination", "examination", "o e"])} ${pick(r, EXAMINATION)}${maybe(r, 0.4, ` ${pick(r, ["and", ""])} ${pick(r, EXAMINATION)}`)}`,
  ],
  // Impression
  [
    4,
    (r) =>
      `${pick(r, ["impression", "impression is", "diagnosis", "likely", "working diagnosis", "my impression is", "this is likely", "in keeping with"])} ${pick(r, DIAGNOSES)}`,
  ],
  [1, (r) => `differential includes ${pick(r, DIAGNOSES)} and ${pick(r, DIAGNOSES)}`],
  // Plan
  [
    4,
    (r) =>
      `${pick(r, ["review in", "follow up in", "see again in", "repeat bloods in", "recheck in", "book a review in", "telephone review in", "recheck blood pressure in"])} ${duration(r)}`,
  ],
  [
    4,
    (r) =>
      `${pick(r, ["check", "bloods for", "request", "arrange", "we will check", "send", "repeat"])} ${pick(r, INVESTIGATIONS)}${maybe(r, 0.5, ` and ${pick(r, INVESTIGATIONS)}`)}${maybe(r, 0.3, ` in ${duration(r)}`)}`,
  ],
  [
    2,
    (r) =>
      `${pick(r, INVESTIGATIONS)} ${pick(r, ["requested", "arranged", "normal", "pending", "was normal", "booked"])}`,
  ],
  [
    3,
    (r) =>
      `${pick(r, ["refer to", "referral to", "urgent referral to", "routine referral to", "referred to", "two week wait referral to", "discussed with"])} ${pick(r, SPECIALTIES)}`,
  ],
  [
    4,
    (r) =>
      pick(r, [
        "safety netting advice given",
        "safety net advice given",
        `advised to return if ${pick(r, ["worse", "symptoms worsen", "no better", "not improving", "symptoms get worse"])}`,
        "advised to call nine nine nine if chest pain",
        "advised rest and fluids",
        "lifestyle advice given",
        "diet and exercise advice given",
        "smoking cessation advice given",
        `${pronoun(r)} is happy with the plan`,
        "patient happy with the plan",
        "plan discussed with the patient",
        `fit note for ${duration(r)}`,
        `sick note for ${duration(r)}`,
        "inhaler technique checked",
        "side effects discussed",
        "explained the risks and benefits",
        `${pick(r, ["mother", "father", "daughter", "son", "wife", "husband"])} advised to ${pick(r, ["return if worse", "bring back if worse", "call if symptoms get worse"])}`,
      ]),
  ],
];

const totalWeight = templates.reduce((sum, [w]) => sum + w, 0);

function sentence(rng: Rng): string {
  let x = rng() * totalWeight;
  for (const [weight, make] of templates) {
    x -= weight;
    if (x < 0) return make(rng);
  }
  return templates[templates.length - 1][1](rng);
}

/** Normalises a sentence to the form the language model is trained on and the recogniser emits. */
export function toCorpusForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export const CORPUS_SEED = 20240909;
export const CORPUS_SENTENCES = 60_000;

/**
 * Sentences of the evaluation dictations. Short formulaic ones ("review in one month") come out of the templates too;
 * they are dropped so the test speech is never a training sentence (its n-grams may still occur elsewhere, as in any
 * held-out evaluation).
 */
const EVALUATION = new Set([...HELD_OUT, ...DEV].flatMap((d) => d.sentences.map(toCorpusForm)));

/** The corpus: `count` sentences in spoken form; the same seed and count give the same lines. */
export function generateCorpus(count = CORPUS_SENTENCES, seed = CORPUS_SEED): string[] {
  const rng = seededRandom(seed);
  const lines: string[] = [];
  while (lines.length < count) {
    const line = toCorpusForm(sentence(rng));
    if (!EVALUATION.has(line)) lines.push(line);
  }
  return lines;
}
