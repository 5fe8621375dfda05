/**
 * Spoken test material for the offline recogniser, written in words exactly as a clinician would say them, so the
 * text is both what espeak-ng reads and the reference transcript.
 *
 * HELD_OUT is the test set (tests and `npm run bench:transcription`); DEV was used to tune the decoder settings. The
 * corpus generator never emits any of these sentences verbatim (a unit test checks), otherwise the word error rate
 * would only show that the language model memorised them. They were written before the corpus templates and not
 * edited to suit them. DEV's last six (from dev-uti on) were added later to tune with more than twelve facts; they were
 * written before anyone read the held-out error cases, and the held-out set was not touched.
 */

export type FactKind = "medication" | "vital" | "age" | "duration";

/** A critical fact: its key words must all come through, in order, close together (see evaluate.ts). */
export interface Fact {
  kind: FactKind;
  said: string;
}

export interface Dictation {
  id: string;
  sentences: string[];
  facts: Fact[];
}

const med = (said: string): Fact => ({ kind: "medication", said });
const vital = (said: string): Fact => ({ kind: "vital", said });
const age = (said: string): Fact => ({ kind: "age", said });
const duration = (said: string): Fact => ({ kind: "duration", said });

export const HELD_OUT: Dictation[] = [
  {
    id: "hypertension-review",
    sentences: [
      "This is a review for a sixty two year old man with hypertension.",
      "He has had headaches for three weeks.",
      "Blood pressure today is one hundred and sixty two over ninety four.",
      "Heart rate is seventy eight and regular.",
      "He is currently taking amlodipine five milligrams once daily.",
      "Plan to add ramipril two point five milligrams once daily and check renal function in two weeks.",
      "Review in one month.",
    ],
    facts: [
      age("sixty two year old"),
      duration("three weeks"),
      vital("one hundred and sixty two over ninety four"),
      vital("heart rate seventy eight"),
      med("amlodipine five milligrams once daily"),
      med("ramipril two point five milligrams once daily"),
      duration("two weeks"),
      duration("one month"),
    ],
  },
  {
    id: "chest-infection",
    sentences: [
      "Forty five year old woman presenting with a five day history of productive cough and fever.",
      "Temperature thirty eight point two degrees.",
      "Oxygen saturations ninety five percent on room air.",
      "Respiratory rate twenty.",
      "There are crackles at the right base.",
      "Impression is community acquired pneumonia.",
      "Start amoxicillin five hundred milligrams three times a day for five days.",
      "Safety netting advice given.",
    ],
    facts: [
      age("forty five year old"),
      duration("five day history"),
      vital("temperature thirty eight point two"),
      vital("saturations ninety five percent"),
      vital("respiratory rate twenty"),
      med("amoxicillin five hundred milligrams three times a day"),
      duration("five days"),
    ],
  },
  {
    id: "diabetes-annual",
    sentences: [
      "Seventy one year old man with type two diabetes seen for his annual review.",
      "Fasting glucose today was nine point four.",
      "Weight ninety six kilograms.",
      "He takes metformin one gram twice daily.",
      "We will add gliclazide forty milligrams once daily with breakfast.",
      "Feet examined and pulses are present.",
      "Repeat bloods in three months.",
    ],
    facts: [
      age("seventy one year old"),
      vital("glucose nine point four"),
      vital("weight ninety six kilograms"),
      med("metformin one gram twice daily"),
      med("gliclazide forty milligrams once daily"),
      duration("three months"),
    ],
  },
  {
    id: "atrial-fibrillation",
    sentences: [
      "Eighty year old woman with new atrial fibrillation.",
      "Pulse is irregular at one hundred and twelve beats per minute.",
      "Blood pressure one hundred and thirty over eighty two.",
      "Start bisoprolol two point five milligrams once daily and apixaban five milligrams twice daily.",
      "Stop aspirin.",
      "Echocardiogram requested.",
      "Follow up in two weeks.",
    ],
    facts: [
      age("eighty year old"),
      vital("one hundred and twelve beats per minute"),
      vital("one hundred and thirty over eighty two"),
      med("bisoprolol two point five milligrams once daily"),
      med("apixaban five milligrams twice daily"),
      med("stop aspirin"),
      duration("two weeks"),
    ],
  },
  {
    id: "asthma-child",
    sentences: [
      "Eight year old boy with asthma and a two day history of wheeze.",
      "Peak flow is two hundred litres per minute.",
      "Saturations ninety seven percent.",
      "Give prednisolone twenty milligrams once daily for three days.",
      "Salbutamol two puffs four times a day as needed.",
      "Mother advised to return if symptoms get worse.",
    ],
    facts: [
      age("eight year old"),
      duration("two day history"),
      vital("peak flow two hundred"),
      vital("saturations ninety seven percent"),
      med("prednisolone twenty milligrams once daily"),
      duration("three days"),
      med("salbutamol two puffs four times a day"),
    ],
  },
  {
    id: "low-mood",
    sentences: [
      "Thirty four year old woman with low mood for six months.",
      "She is not sleeping well and has lost four kilograms.",
      "No thoughts of self harm.",
      "Start sertraline fifty milligrams once daily.",
      "She also takes omeprazole twenty milligrams in the morning.",
      "Review in four weeks.",
    ],
    facts: [
      age("thirty four year old"),
      duration("six months"),
      med("sertraline fifty milligrams once daily"),
      med("omeprazole twenty milligrams in the morning"),
      duration("four weeks"),
    ],
  },
];

export const DEV: Dictation[] = [
  {
    id: "dev-back-pain",
    sentences: [
      "Fifty eight year old man with lower back pain for ten days after lifting.",
      "No red flag symptoms.",
      "Blood pressure one hundred and twenty eight over seventy six.",
      "Prescribed naproxen five hundred milligrams twice daily with food for one week and omeprazole twenty milligrams once daily.",
      "Physiotherapy referral made.",
    ],
    facts: [
      age("fifty eight year old"),
      duration("ten days"),
      vital("one hundred and twenty eight over seventy six"),
      med("naproxen five hundred milligrams twice daily"),
      duration("one week"),
      med("omeprazole twenty milligrams once daily"),
    ],
  },
  {
    id: "dev-heart-failure",
    sentences: [
      "Seventy six year old woman with heart failure and ankle swelling for two weeks.",
      "Weight is up three kilograms.",
      "Oxygen saturations ninety three percent.",
      "Increase furosemide to eighty milligrams in the morning.",
      "Continue bisoprolol five milligrams once daily.",
      "Check kidney function in one week.",
    ],
    facts: [
      age("seventy six year old"),
      duration("two weeks"),
      vital("saturations ninety three percent"),
      med("furosemide to eighty milligrams in the morning"),
      med("bisoprolol five milligrams once daily"),
      duration("one week"),
    ],
  },
  {
    id: "dev-uti",
    sentences: [
      "Twenty nine year old woman with burning when passing urine for three days.",
      "Temperature thirty seven point eight.",
      "Pulse ninety two.",
      "Urine dip positive for nitrites.",
      "Prescribed nitrofurantoin one hundred milligrams twice daily for three days.",
      "Paracetamol one gram four times a day if needed.",
    ],
    facts: [
      age("twenty nine year old"),
      duration("three days"),
      vital("temperature thirty seven point eight"),
      vital("pulse ninety two"),
      med("nitrofurantoin one hundred milligrams twice daily"),
      med("paracetamol one gram four times a day"),
    ],
  },
  {
    id: "dev-copd",
    sentences: [
      "Sixty seven year old man with c o p d and increased breathlessness for one week.",
      "Respiratory rate twenty four.",
      "Saturations eighty nine percent on air.",
      "Temperature thirty seven point four degrees.",
      "Start doxycycline two hundred milligrams on the first day then one hundred milligrams once daily.",
      "Prednisolone thirty milligrams once daily for five days.",
      "Review in forty eight hours.",
    ],
    facts: [
      age("sixty seven year old"),
      duration("one week"),
      vital("respiratory rate twenty four"),
      vital("saturations eighty nine percent"),
      vital("temperature thirty seven point four"),
      med("doxycycline two hundred milligrams"),
      med("prednisolone thirty milligrams once daily"),
      duration("five days"),
    ],
  },
  {
    id: "dev-thyroid",
    sentences: [
      "Fifty three year old woman with tiredness and weight gain over the past four months.",
      "Weight eighty one kilograms.",
      "Pulse fifty eight and regular.",
      "Blood pressure one hundred and forty four over eighty eight.",
      "Thyroid function shows hypothyroidism.",
      "Start levothyroxine fifty micrograms once daily before breakfast.",
      "Repeat thyroid function in six weeks.",
    ],
    facts: [
      age("fifty three year old"),
      duration("four months"),
      vital("weight eighty one kilograms"),
      vital("pulse fifty eight"),
      vital("one hundred and forty four over eighty eight"),
      med("levothyroxine fifty micrograms once daily"),
      duration("six weeks"),
    ],
  },
  {
    id: "dev-angina",
    sentences: [
      "Sixty nine year old man with chest tightness on exertion for two months.",
      "Heart rate sixty six beats per minute.",
      "Blood pressure one hundred and fifty two over ninety.",
      "Start atorvastatin eighty milligrams at night and aspirin seventy five milligrams once daily.",
      "Glyceryl trinitrate spray as needed.",
      "Urgent referral to the chest pain clinic.",
    ],
    facts: [
      age("sixty nine year old"),
      duration("two months"),
      vital("heart rate sixty six"),
      vital("one hundred and fifty two over ninety"),
      med("atorvastatin eighty milligrams at night"),
      med("aspirin seventy five milligrams once daily"),
    ],
  },
  {
    id: "dev-gout",
    sentences: [
      "Forty seven year old man with a painful swollen big toe for two days.",
      "Temperature thirty six point nine.",
      "Blood pressure one hundred and thirty eight over eighty six.",
      "Give colchicine five hundred micrograms twice daily for five days.",
      "He already takes lisinopril ten milligrams once daily.",
      "Check urate in six weeks.",
    ],
    facts: [
      age("forty seven year old"),
      duration("two days"),
      vital("temperature thirty six point nine"),
      vital("one hundred and thirty eight over eighty six"),
      med("colchicine five hundred micrograms twice daily"),
      med("lisinopril ten milligrams once daily"),
      duration("six weeks"),
    ],
  },
  {
    id: "dev-anxiety",
    sentences: [
      "Twenty four year old woman with anxiety and palpitations for three months.",
      "Heart rate eighty eight and regular.",
      "Blood pressure one hundred and eighteen over seventy two.",
      "Start propranolol ten milligrams three times a day as needed.",
      "Referral to talking therapies.",
      "Review in two weeks.",
    ],
    facts: [
      age("twenty four year old"),
      duration("three months"),
      vital("heart rate eighty eight"),
      vital("one hundred and eighteen over seventy two"),
      med("propranolol ten milligrams three times a day"),
      duration("two weeks"),
    ],
  },
];

export const textOf = (d: Dictation) => d.sentences.join(" ");
