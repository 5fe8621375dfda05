/**
 * DEV conversations: clinician and patient turns, written for tuning the open-vocabulary model's interpolation weight
 * and decoder settings (bin/speech/tune-open-model.ts). DEV only: never an evaluation set, and the held-out
 * consultations (tests/fixtures/speech/) are never used for tuning.
 */
export interface DevConversation {
  id: string;
  turns: { speaker: "clinician" | "patient"; text: string }[];
}

export const DEV_CONVERSATIONS: DevConversation[] = [
  {
    id: "dev-conv-cough",
    turns: [
      { speaker: "clinician", text: "Good morning, what can I do for you today?" },
      { speaker: "patient", text: "I have had a cough for about three weeks and it is not getting any better." },
      { speaker: "clinician", text: "Are you bringing anything up when you cough?" },
      { speaker: "patient", text: "Yes, some green phlegm in the mornings, and I feel tired all the time." },
      { speaker: "clinician", text: "Any fever or chest pain?" },
      { speaker: "patient", text: "No chest pain, but I was hot last night." },
      { speaker: "clinician", text: "Let me listen to your chest. Take a deep breath for me." },
      {
        speaker: "clinician",
        text: "There are some crackles on the right side, so I think you have a chest infection.",
      },
      {
        speaker: "clinician",
        text: "I will give you amoxicillin five hundred milligrams three times a day for five days.",
      },
      { speaker: "patient", text: "Thank you. When should I come back?" },
      { speaker: "clinician", text: "Come back in one week if you are not feeling better." },
    ],
  },
  {
    id: "dev-conv-diabetes",
    turns: [
      { speaker: "clinician", text: "How have you been since we last met?" },
      { speaker: "patient", text: "Not too bad, but I keep forgetting to take my tablets in the evening." },
      {
        speaker: "clinician",
        text: "Your HbA1c came back at sixty four millimoles per mole, which is higher than last time.",
      },
      { speaker: "patient", text: "Is that bad? What do I need to do?" },
      { speaker: "clinician", text: "We can increase your metformin to one gram twice a day." },
      { speaker: "clinician", text: "Do you check your feet every day?" },
      { speaker: "patient", text: "Sometimes. My wife helps me with that." },
      { speaker: "clinician", text: "Good. I would like to see you again in three months with another blood test." },
      { speaker: "patient", text: "How long until I see you again, did you say three months?" },
      { speaker: "clinician", text: "Yes, three months. Please book it at the front desk on your way out." },
    ],
  },
  {
    id: "dev-conv-headache",
    turns: [
      { speaker: "clinician", text: "Hello, come in and have a seat. What brings you in?" },
      { speaker: "patient", text: "I have been getting headaches most days for the last two weeks." },
      { speaker: "clinician", text: "Where is the pain, and what is it like?" },
      { speaker: "patient", text: "It is at the front of my head, like a tight band, and it gets worse at work." },
      { speaker: "clinician", text: "Do you take any medicines at the moment?" },
      { speaker: "patient", text: "Just paracetamol when I need it, and I am also on the pill." },
      { speaker: "clinician", text: "Any problems with your vision, or weakness in your arms or legs?" },
      { speaker: "patient", text: "No, nothing like that." },
      {
        speaker: "clinician",
        text: "Your blood pressure is one hundred and eighteen over seventy four, which is normal.",
      },
      {
        speaker: "clinician",
        text: "These sound like tension headaches. Try to drink more water and take regular breaks from the screen.",
      },
      { speaker: "patient", text: "Okay, that makes sense. Thank you, doctor." },
    ],
  },
  {
    id: "dev-conv-dictated-note",
    turns: [
      {
        speaker: "clinician",
        text: "Subjective. Forty two year old woman with a sore knee for four days after a fall at home.",
      },
      { speaker: "clinician", text: "Objective. Mild swelling, full range of movement, no bruising." },
      { speaker: "clinician", text: "Assessment. Soft tissue injury of the left knee." },
      {
        speaker: "clinician",
        text: "Plan. Ibuprofen four hundred milligrams three times a day with food, rest, and review in two weeks.",
      },
    ],
  },
];

export const turnText = (conversation: DevConversation) => conversation.turns.map((t) => t.text).join(" ");
