import type { Turn, Voice } from "./synthetic-turns";

/** The tests' own texts: a short consultation in turns, and a dictation. */
const CONSULTATION = [
  "Hello, come in and take a seat. What seems to be the trouble?",
  "I have had a sore throat for four days and now my ear hurts too.",
  "Have you had a temperature or any trouble swallowing?",
  "Yes, it was high on Sunday night and swallowing is painful.",
  "Let me have a look at your throat and feel your neck.",
  "Is it an infection, do you think?",
  "Your tonsils are swollen and there is some pus on the left side.",
  "I was worried it might be something worse.",
  "It looks like tonsillitis. I will prescribe penicillin for ten days.",
  "Can I still go to work this week?",
  "Rest for two days, drink plenty, and come back if it is not better by Friday.",
  "Thank you, doctor. I will do that.",
];

const DICTATION = [
  "Letter to the practice regarding a fifty two year old man seen today.",
  "He reports three months of heartburn after meals and at night.",
  "There is no weight loss, no vomiting and no difficulty swallowing.",
  "On examination the abdomen is soft with mild epigastric tenderness.",
  "Blood pressure one hundred and thirty over eighty two.",
  "Impression is gastro oesophageal reflux disease.",
  "Plan omeprazole twenty milligrams once daily for eight weeks.",
  "Review in two months, sooner if symptoms change.",
];

export const conversation = (clinician: Voice, patient: Voice): Turn[] =>
  CONSULTATION.map((text, i) => ({ voice: i % 2 === 0 ? clinician : patient, text }));

export const dictation = (voice: Voice): Turn[] => DICTATION.map((text) => ({ voice, text }));
