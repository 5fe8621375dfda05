import type { ClaimSource } from "#core/claims/types";

/**
 * Sources of different layouts with a correct patient summary each, written by hand for the claim checker's tests
 * (not the evaluation fixtures). `mutations` turn the summary into a wrong one, one kind of error at a time, by
 * replacing text: each must raise a flag the correct summary does not.
 */
export interface Pair {
  name: string;
  source: ClaimSource;
  summary: string;
  mutations: Array<{ kind: string; from: string; to: string }>;
}

const document = (text: string): ClaimSource => ({ kind: "document", text });

const copdDischarge: Pair = {
  name: "a discharge summary with capitalised markers",
  source: document(`WESTFIELD HOSPITAL - DISCHARGE SUMMARY
Patient: Harold Penn    MRN 2231190

DIAGNOSES:
1. Infective exacerbation of COPD.
2. Atrial fibrillation.

ALLERGIES: Doxycycline (rash).

HOSPITAL COURSE:
Treated with nebulised salbutamol and intravenous hydrocortisone. Oxygen saturation improved from 86% to 94%.

DISCHARGE MEDICATIONS:
Prednisolone 30 mg by mouth once daily for 5 days (NEW)
Clarithromycin 500 mg by mouth twice daily for 5 days (NEW)
Tiotropium 18 mcg inhaled once daily (CONTINUE)
Bisoprolol 2.5 mg by mouth once daily (CONTINUE)
Apixaban 5 mg by mouth twice daily (CONTINUE)
Theophylline 200 mg twice daily (STOPPED - interacts with clarithromycin)

FOLLOW-UP:
Respiratory clinic in 6 weeks.
GP review in 1 week.

WHEN TO SEEK HELP:
Call 999 if you are too breathless to speak, your lips turn blue, or you become confused.`),
  summary: `## Why you were in hospital
A flare-up of COPD (long-term lung disease) caused by an infection.
Atrial fibrillation (an irregular heartbeat).

## Your allergies
You are allergic to doxycycline (rash).

## Your medicines
- New: Prednisolone 30 mg once a day for 5 days.
- New: Clarithromycin 500 mg twice a day for 5 days.
- Keep taking: Tiotropium 18 mcg once a day.
- Keep taking: Bisoprolol 2.5 mg once a day.
- Keep taking: Apixaban 5 mg twice a day.
- Stop taking: Theophylline 200 mg twice a day. It interacts with clarithromycin.

## When to get help
- Call 999 if you are too breathless to speak.
- Call 999 if your lips turn blue or you become confused.

## Your follow-up appointments
- Respiratory clinic in 6 weeks.
- GP review in 1 week.`,
  mutations: [
    { kind: "start to stop", from: "- New: Prednisolone", to: "- Stop taking: Prednisolone" },
    { kind: "stop to start", from: "- Stop taking: Theophylline", to: "- New: Theophylline" },
    { kind: "dose", from: "Prednisolone 30 mg", to: "Prednisolone 40 mg" },
    { kind: "unit", from: "Tiotropium 18 mcg", to: "Tiotropium 18 mg" },
    { kind: "frequency", from: "Apixaban 5 mg twice a day", to: "Apixaban 5 mg once a day" },
    { kind: "another drug", from: "Keep taking: Apixaban", to: "Keep taking: Rivaroxaban" },
    { kind: "moved to the stop list", from: "- Keep taking: Bisoprolol", to: "- Stop taking: Bisoprolol" },
    { kind: "warning sign dropped", from: "- Call 999 if your lips turn blue or you become confused.\n", to: "" },
    { kind: "allergy dropped", from: "You are allergic to doxycycline (rash).", to: "" },
    {
      kind: "diagnosis added",
      from: "Atrial fibrillation (an irregular heartbeat).",
      to: "Atrial fibrillation (an irregular heartbeat).\nHeart failure.",
    },
    { kind: "number added", from: "caused by an infection.", to: "caused by an infection. Your oxygen level was 88%." },
    { kind: "follow-up time", from: "Respiratory clinic in 6 weeks", to: "Respiratory clinic in 2 weeks" },
  ],
};

const gpLetter: Pair = {
  name: "a letter in prose",
  source: document(`Riverbank Surgery

Dear Ms Alvarez,

Thank you for coming to see me today about your blood pressure. Your readings at home average 158/96, which confirms
high blood pressure. Your kidney function and potassium were normal.

I have started amlodipine 5 mg once a day. Please stop ibuprofen, as it raises blood pressure; you may take
paracetamol 1 g up to four times a day for your knee pain instead. Please carry on with atorvastatin 20 mg at night.

You are allergic to penicillin (swelling of the lips).

Please book a blood pressure check with the practice nurse in 4 weeks. If you get a severe headache with blurred
vision or chest pain, call 999.

Yours sincerely,
Dr. Omar Haddad`),
  summary: `## Why you were seen
Your blood pressure readings confirm high blood pressure (hypertension).
Your kidney function and potassium were normal.

## Your medicines
- New: Amlodipine 5 mg once a day.
- Stop taking: Ibuprofen. It raises blood pressure.
- Paracetamol 1 g up to four times a day for your knee pain.
- Keep taking: Atorvastatin 20 mg at night.

## Allergies
You are allergic to penicillin (swelling of the lips).

## When to get help
- If you get a severe headache with blurred vision or chest pain, call 999.

## Your follow-up appointments
- A blood pressure check with the practice nurse in 4 weeks.`,
  mutations: [
    { kind: "start to stop", from: "- New: Amlodipine", to: "- Stop taking: Amlodipine" },
    { kind: "stop to start", from: "- Stop taking: Ibuprofen", to: "- New: Ibuprofen" },
    { kind: "dose", from: "Amlodipine 5 mg", to: "Amlodipine 10 mg" },
    { kind: "unit", from: "Paracetamol 1 g", to: "Paracetamol 1 mg" },
    { kind: "frequency", from: "Amlodipine 5 mg once a day", to: "Amlodipine 5 mg twice a day" },
    { kind: "another drug", from: "Keep taking: Atorvastatin", to: "Keep taking: Simvastatin" },
    { kind: "moved to the stop list", from: "- Keep taking: Atorvastatin", to: "- Stop taking: Atorvastatin" },
    {
      kind: "warning sign dropped",
      from: "- If you get a severe headache with blurred vision or chest pain, call 999.",
      to: "",
    },
    { kind: "allergy dropped", from: "You are allergic to penicillin (swelling of the lips).", to: "" },
    {
      kind: "diagnosis added",
      from: "Your kidney function and potassium were normal.",
      to: "Your kidney function and potassium were normal. You also have type 2 diabetes.",
    },
    {
      kind: "number added",
      from: "Your blood pressure readings confirm",
      to: "Your blood pressure readings of 172/104 confirm",
    },
    { kind: "follow-up time", from: "practice nurse in 4 weeks", to: "practice nurse in 6 months" },
  ],
};

const clinicPlan: Pair = {
  name: "a clinic note with a plan of verbs",
  source: document(`Heart failure clinic review

Diagnosis: Heart failure with reduced ejection fraction. Chronic kidney disease stage 3.
Allergies: lisinopril (angioedema).

Results: eGFR 48. Potassium 4.9. Weight 81 kg.

Plan:
- Increase furosemide from 40 mg to 80 mg once daily.
- Start dapagliflozin 10 mg once daily.
- Continue bisoprolol 5 mg once daily.
- Stop spironolactone because of the potassium.
- Weigh yourself every morning; limit fluids to 1.5 litres a day.
- Blood test in 1 week; clinic review in 3 months.
- Contact the heart failure nurse if your weight rises by 2 kg in 3 days or your ankles swell.`),
  summary: `## Why you were seen
Heart failure with reduced ejection fraction (heart pumping strength).
Chronic (long-lasting) kidney disease stage 3.

## Allergies
Lisinopril allergy (angioedema).

## Your medicines
- Changed: Furosemide 80 mg once a day. Increased from 40 mg.
- New: Dapagliflozin 10 mg once a day.
- Keep taking: Bisoprolol 5 mg once a day.
- Stop taking: Spironolactone. It raised your potassium.

## Looking after yourself at home
Weigh yourself every morning.
Limit fluids to 1.5 litres a day.

## When to get help
- Contact the heart failure nurse if your weight rises by 2 kg in 3 days or your ankles swell.

## Your follow-up appointments
- Blood test in 1 week.
- Clinic review in 3 months.`,
  mutations: [
    { kind: "start to stop", from: "- New: Dapagliflozin", to: "- Stop taking: Dapagliflozin" },
    { kind: "stop to start", from: "- Stop taking: Spironolactone", to: "- New: Spironolactone" },
    { kind: "dose", from: "Furosemide 80 mg", to: "Furosemide 40 mg" },
    { kind: "unit", from: "Dapagliflozin 10 mg", to: "Dapagliflozin 10 g" },
    { kind: "frequency", from: "Bisoprolol 5 mg once a day", to: "Bisoprolol 5 mg twice a day" },
    { kind: "another drug", from: "New: Dapagliflozin", to: "New: Empagliflozin" },
    { kind: "moved to the stop list", from: "- Keep taking: Bisoprolol", to: "- Stop taking: Bisoprolol" },
    {
      kind: "warning sign dropped",
      from: "- Contact the heart failure nurse if your weight rises by 2 kg in 3 days or your ankles swell.",
      to: "",
    },
    { kind: "allergy dropped", from: "Lisinopril allergy (angioedema).", to: "" },
    {
      kind: "diagnosis added",
      from: "Chronic (long-lasting) kidney disease stage 3.",
      to: "Chronic (long-lasting) kidney disease stage 3.\nAsthma.",
    },
    {
      kind: "number added",
      from: "Weigh yourself every morning.",
      to: "Weigh yourself every morning. Your weight today was 84 kg.",
    },
    { kind: "follow-up time", from: "Clinic review in 3 months", to: "Clinic review in 48 hours" },
  ],
};

const medicineTable: Pair = {
  name: "a medicines table",
  source: document(`ORTHOPAEDIC WARD - DISCHARGE LETTER
Diagnosis: Fractured right wrist, treated with a cast. Osteoporosis.
Allergy: codeine (vomiting).

Medication        | Dose    | How often        | Status
Paracetamol       | 1 g     | four times daily | NEW
Naproxen          | 250 mg  | twice daily      | NEW
Omeprazole        | 20 mg   | once daily       | NEW
Alendronic acid   | 70 mg   | once weekly      | NEW
Warfarin          | 3 mg    | at night         | CONTINUE

Fracture clinic in 10 days. Keep the cast dry. Return to the emergency department if your fingers become numb, cold or
blue.`),
  summary: `## Why you were in hospital
A broken right wrist, treated with a cast.
Osteoporosis (thinning bones).

## Allergies
Codeine makes you vomit: do not take it.

## Your medicines
- New: Paracetamol 1 g four times a day.
- New: Naproxen 250 mg twice a day.
- New: Omeprazole 20 mg once a day.
- New: Alendronic acid 70 mg once a week.
- Keep taking: Warfarin 3 mg at night.

## Looking after yourself at home
Keep the cast dry.

## When to get help
- Go back to the emergency department if your fingers become numb, cold or blue.

## Your follow-up appointments
- Fracture clinic in 10 days.`,
  mutations: [
    { kind: "start to stop", from: "- New: Naproxen", to: "- Stop taking: Naproxen" },
    { kind: "dose", from: "Naproxen 250 mg", to: "Naproxen 500 mg" },
    { kind: "unit", from: "Omeprazole 20 mg", to: "Omeprazole 20 mcg" },
    { kind: "frequency", from: "Alendronic acid 70 mg once a week", to: "Alendronic acid 70 mg once a day" },
    { kind: "another drug", from: "Keep taking: Warfarin", to: "Keep taking: Apixaban" },
    { kind: "moved to the stop list", from: "- Keep taking: Warfarin", to: "- Stop taking: Warfarin" },
    {
      kind: "warning sign dropped",
      from: "- Go back to the emergency department if your fingers become numb, cold or blue.",
      to: "",
    },
    { kind: "allergy dropped", from: "Codeine makes you vomit: do not take it.", to: "" },
    {
      kind: "diagnosis added",
      from: "Osteoporosis (thinning bones).",
      to: "Osteoporosis (thinning bones).\nYou also have gout.",
    },
    { kind: "number added", from: "Keep the cast dry.", to: "Keep the cast dry for 6 weeks." },
    { kind: "follow-up time", from: "Fracture clinic in 10 days", to: "Fracture clinic in 3 weeks" },
  ],
};

export const PAIRS: Pair[] = [copdDischarge, gpLetter, clinicPlan, medicineTable];
