import { describe, expect, it } from "vitest";
import { presets } from "#core/account/templates";
import { draftClinicalNotes, type NotesSegment } from "#core/transcriptions/clinical-notes";

/**
 * Issue 20, part 3: the offline engine's notes follow who said what. The consultations are written here, as the
 * recogniser would hand them over (no question marks from the offline engine), with each segment's speaker role.
 */

const template = (id: string) => presets().find((p) => p.id === id)?.content ?? "";
const soap = template("soap_format");

const clinician = (id: string, text: string): NotesSegment => ({ id, speaker: "Clinician", role: "clinician", text });
const patient = (id: string, text: string): NotesSegment => ({ id, speaker: "Patient", role: "patient", text });

/** A urinary infection seen in general practice, as the offline recogniser punctuates it (full stops only). */
const urinaryInfection: NotesSegment[] = [
  clinician("s1", "Good morning, what brings you in today."),
  patient("s2", "I have had a burning pain when I pass water for three days."),
  clinician("s3", "Any fever or back pain."),
  patient("s4", "No, not really."),
  clinician("s5", "Do you have any allergies to medicines."),
  patient("s6", "None."),
  clinician("s7", "Your blood pressure is one hundred and twenty over seventy five."),
  clinician("s8", "I think this is a urinary tract infection."),
  clinician("s9", "I will give you nitrofurantoin one hundred milligrams twice a day for three days."),
  clinician("s10", "Come back in one week if it is not better."),
  patient("s11", "Okay, thank you."),
];

const draft = (segments: NotesSegment[], content = soap) =>
  draftClinicalNotes({ templateName: "T", templateContent: content, patientName: "W", segments });
const sectionCiting = (notes: ReturnType<typeof draft>, segmentId: string) =>
  notes.sections.filter((s) => s.sentences.some((x) => x.segmentIds.includes(segmentId))).map((s) => s.heading);
const section = (notes: ReturnType<typeof draft>, heading: string) =>
  notes.sections.find((s) => s.heading === heading)?.sentences ?? [];

describe("offline notes that follow a two-person consultation", () => {
  it("never files a clinician's question as a finding or a fact", () => {
    const notes = draft(urinaryInfection);

    const texts = notes.sections.flatMap((s) => s.sentences.map((x) => x.text));
    expect(texts.some((t) => /any fever or back pain/i.test(t))).toBe(false);
    expect(texts.some((t) => /what brings you in/i.test(t))).toBe(false);
    expect(section(notes, "Objective").some((x) => x.segmentIds.includes("s3"))).toBe(false);
  });

  it("turns the patient's no into a pertinent negative under Subjective, citing question and answer", () => {
    const notes = draft(urinaryInfection);

    expect(section(notes, "Subjective")).toContainEqual({
      text: "Denies fever or back pain.",
      segmentIds: ["s3", "s4"],
    });
    expect(section(notes, "Subjective")).toContainEqual({ text: "No known allergies.", segmentIds: ["s5", "s6"] });
  });

  it("files the patient's complaint under Subjective", () => {
    expect(sectionCiting(draft(urinaryInfection), "s2")).toEqual(["Subjective"]);
  });

  it("files a complaint under Subjective even when it names a measurement", () => {
    const notes = draft([patient("s1", "My ankles look swollen and my weight has gone up since the new tablets.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
  });

  it("files a diagnosis said in everyday words under Assessment", () => {
    const notes = draft([clinician("s1", "It sounds like a urinary infection to me.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Assessment"]);
  });

  it("files the blood pressure reading under Objective", () => {
    expect(sectionCiting(draft(urinaryInfection), "s7")).toEqual(["Objective"]);
  });

  it("files the diagnosis under Assessment", () => {
    expect(sectionCiting(draft(urinaryInfection), "s8")).toEqual(["Assessment"]);
  });

  it("files the prescription and the review date under Plan", () => {
    const notes = draft(urinaryInfection);

    expect(sectionCiting(notes, "s9")).toEqual(["Plan"]);
    expect(sectionCiting(notes, "s10")).toEqual(["Plan"]);
    expect(section(notes, "Plan").map((s) => s.text)).toEqual([
      "I will give you nitrofurantoin one hundred milligrams twice a day for three days.",
      "Come back in one week if it is not better.",
    ]);
  });

  it("leaves out the patient's thanks", () => {
    expect(sectionCiting(draft(urinaryInfection), "s11")).toEqual([]);
  });

  it("keeps a medicine the patient already takes under Subjective, apart from the one prescribed", () => {
    const notes = draft([
      patient("s1", "I take amlodipine five milligrams every morning."),
      clinician("s2", "Start atorvastatin twenty milligrams at night."),
    ]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
    expect(sectionCiting(notes, "s2")).toEqual(["Plan"]);
  });

  it("files what the clinician tells the patient to take under Plan, even without a verb of prescribing", () => {
    const notes = draft([
      clinician("s1", "Let's restart the preventer, beclometasone, two puffs twice a day."),
      clinician("s2", "Take five hundred milligrams four times a day and keep going for seven days."),
      clinician("s3", "Keep taking it long term."),
    ]);

    expect(["s1", "s2", "s3"].map((id) => sectionCiting(notes, id))).toEqual([["Plan"], ["Plan"], ["Plan"]]);
  });

  it("files a course given in millilitres, or a number of times a day, under Plan", () => {
    const notes = draft([
      clinician("s1", "Take 10 ml three times a day and keep going for 5 days."),
      clinician("s2", "Give him 5 millilitres at bedtime for 3 days."),
    ]);

    expect(["s1", "s2"].map((id) => sectionCiting(notes, id))).toEqual([["Plan"], ["Plan"]]);
  });

  it("keeps a medicine the clinician says the patient is already on under Subjective", () => {
    const notes = draft([clinician("s1", "You're on amlodipine five milligrams already.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
  });

  it("writes no note for a greeting, though it says see you", () => {
    const notes = draft([
      clinician("s1", "Hi, Mr Alvarez, good to see you again."),
      clinician("s2", "Hello, lovely to see you."),
    ]);

    expect(notes.sections.flatMap((s) => s.sentences)).toEqual([]);
  });

  it("never files what the patient says as a finding, even a reading they took at home", () => {
    const notes = draft([patient("s1", "My blood pressure at home has been one fifty over ninety.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
  });

  it("cites the question beside an answer that only makes sense with it", () => {
    const notes = draft([clinician("s1", "How long have you had the cough."), patient("s2", "About three weeks now.")]);

    expect(section(notes, "Subjective")).toEqual([{ text: "About three weeks now.", segmentIds: ["s1", "s2"] }]);
  });

  it("words a no that names what it denies in the patient's words, whatever the question was heard as", () => {
    const notes = draft([clinician("s1", "Have you had a conflict at all."), patient("s2", "No, no cough.")]);

    expect(section(notes, "Subjective")).toEqual([{ text: "No cough.", segmentIds: ["s1", "s2"] }]);
  });

  it("words a no that corrects rather than denies from the question", () => {
    const notes = draft([clinician("s1", "Any pain in your chest."), patient("s2", "No, the pain is in my back.")]);

    expect(section(notes, "Subjective")).toContainEqual({
      text: "Denies pain in the chest.",
      segmentIds: ["s1", "s2"],
    });
  });

  it("reads a short 'a …' line the patient answers no to as the question the recogniser misheard", () => {
    const notes = draft([
      clinician("s1", "And a rash anywhere on your body."),
      patient("s2", "No, nothing like that."),
    ]);

    expect(section(notes, "Subjective")).toEqual([
      { text: "Denies rash anywhere on the body.", segmentIds: ["s1", "s2"] },
    ]);
  });

  it("keeps a plan line the patient says yes to as the plan", () => {
    const notes = draft([
      clinician("s1", "A course of amoxicillin five hundred milligrams three times a day for a week, to start today."),
      patient("s2", "Yes, that's fine."),
    ]);

    expect(sectionCiting(notes, "s1")).toEqual(["Plan"]);
  });

  it("writes 'the patient is' for the question's 'you're'", () => {
    const notes = draft([clinician("s1", "Do you get pain when you're walking."), patient("s2", "No.")]);

    expect(section(notes, "Subjective")[0].text).toBe("Denies pain when the patient is walking.");
  });

  it("puts pertinent negatives in Review of Systems of a history and physical", () => {
    const notes = draft(urinaryInfection, template("clinical_history_physical"));

    expect(section(notes, "Review of Systems")).toContainEqual({
      text: "Denies fever or back pain.",
      segmentIds: ["s3", "s4"],
    });
    expect(sectionCiting(notes, "s2")).toEqual(["Chief Complaint"]);
    expect(sectionCiting(notes, "s9")).toEqual(["Plan"]);
  });

  it("routes a progress note the same way", () => {
    const notes = draft(urinaryInfection, template("clinical_progress_note"));

    expect(section(notes, "Interval History")).toContainEqual({
      text: "Denies fever or back pain.",
      segmentIds: ["s3", "s4"],
    });
    expect(sectionCiting(notes, "s7")).toEqual(["Examination"]);
    expect(sectionCiting(notes, "s8")).toEqual(["Assessment"]);
    expect(sectionCiting(notes, "s10")).toEqual(["Plan"]);
  });
});

describe("offline notes without speakers (a dictation, an older transcript)", () => {
  const unlabelled = (id: string, text: string): NotesSegment => ({ id, speaker: null, text });

  it("still never files a question as a finding, and a no after it is a negative", () => {
    const notes = draft([unlabelled("s1", "Any chest pain or palpitations."), unlabelled("s2", "No.")]);

    expect(section(notes, "Objective")).toEqual([]);
    expect(section(notes, "Subjective")).toEqual([
      { text: "Denies chest pain or palpitations.", segmentIds: ["s1", "s2"] },
    ]);
  });

  it("keeps a dictated statement that starts like a question", () => {
    const notes = draft([unlabelled("s1", "Any other past medical history is unremarkable.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
  });

  it("routes what follows a spoken SOAP heading to that section", () => {
    const notes = draft([
      unlabelled("s1", "Subjective."),
      unlabelled("s2", "Sixty eight year old man with chest tightness on exertion for two months."),
      unlabelled("s3", "Objective. Heart sounds normal, chest clear."),
      unlabelled("s4", "Assessment. Stable angina."),
      unlabelled("s5", "Plan. Aspirin seventy five milligrams once daily and the rapid access chest pain clinic."),
    ]);

    expect(sectionCiting(notes, "s2")).toEqual(["Subjective"]);
    expect(sectionCiting(notes, "s3")).toEqual(["Objective"]);
    expect(section(notes, "Assessment")).toEqual([{ text: "Stable angina.", segmentIds: ["s4"] }]);
    expect(sectionCiting(notes, "s5")).toEqual(["Plan"]);
  });

  it("reads a heading the recogniser ran into the words after it", () => {
    const notes = draft([
      unlabelled("s1", "Assessment type two diabetes, control has slipped."),
      unlabelled("s2", "Plan increase metformin to one gram twice a day."),
    ]);

    expect(section(notes, "Assessment")).toEqual([
      { text: "Type two diabetes, control has slipped.", segmentIds: ["s1"] },
    ]);
    expect(section(notes, "Plan")).toEqual([
      { text: "Increase metformin to one gram twice a day.", segmentIds: ["s2"] },
    ]);
  });

  it("reads a heading inside a run-on sentence, after a comma or capitalised", () => {
    const notes = draft([
      unlabelled("s1", "Objective. Weight eighteen kilograms, assessment acute otitis media on the right."),
      unlabelled("s2", "Type two diabetes, control has slipped Plan increase metformin to one gram twice a day."),
    ]);

    expect(section(notes, "Objective").map((x) => x.text)).toEqual(["Weight eighteen kilograms."]);
    expect(section(notes, "Assessment").map((x) => x.text)).toContain("Acute otitis media on the right.");
    expect(section(notes, "Plan").map((x) => x.text)).toEqual(["Increase metformin to one gram twice a day."]);
  });

  it("reads a heading the recogniser wrote with the pause after it", () => {
    const notes = draft([
      unlabelled(
        "s1",
        "Objective. Respiratory rate 22, temperature 37.6, assessment. Infective exacerbation of COPD plan, prednisolone 30 mg once a day for five days.",
      ),
    ]);

    expect(section(notes, "Objective").map((x) => x.text)).toEqual(["Respiratory rate 22, temperature 37.6."]);
    expect(section(notes, "Assessment").map((x) => x.text)).toEqual(["Infective exacerbation of COPD."]);
    expect(section(notes, "Plan").map((x) => x.text)).toEqual(["Prednisolone 30 mg once a day for five days."]);
  });

  it("keeps the plan a sentence speaks of inside the sentence", () => {
    const notes = draft([unlabelled("s1", "We agreed the plan, and she will stick to the care plan.")]);

    expect(notes.sections.flatMap((s) => s.sentences.map((x) => x.text))).toEqual([
      "We agreed the plan, and she will stick to the care plan.",
    ]);
  });

  it("routes what follows a clinic letter's spoken headings, said with a pause", () => {
    const notes = draft([
      unlabelled("s1", "Examination. Tender over the lateral malleolus, able to weight bear."),
      unlabelled("s2", "Diagnosis. Ankle sprain."),
      unlabelled("s3", "Management. Ibuprofen four hundred milligrams three times a day with food."),
      unlabelled("s4", "Follow up. Physiotherapy in two weeks."),
    ]);

    expect(sectionCiting(notes, "s1")).toEqual(["Objective"]);
    expect(section(notes, "Assessment").map((x) => x.text)).toEqual(["Ankle sprain."]);
    expect(sectionCiting(notes, "s3")).toEqual(["Plan"]);
    expect(sectionCiting(notes, "s4")).toEqual(["Plan"]);
  });

  it("files a dictation's opening about whom the note is for under Subjective, initials and all", () => {
    const notes = draft([unlabelled("s1", "This is a note about Ms A. I. Chican, a thirty four year old teacher.")]);

    expect(section(notes, "Subjective").map((x) => x.text)).toEqual([
      "This is a note about Ms A. I. Chican, a thirty four year old teacher.",
    ]);
    expect(section(notes, "Assessment")).toEqual([]);
  });

  it("keeps a sentence that only starts with a letter's heading word", () => {
    const notes = draft([unlabelled("s1", "Examination showed a tender ankle with no bony tenderness.")]);

    expect(section(notes, "Objective").map((x) => x.text)).toEqual([
      "Examination showed a tender ankle with no bony tenderness.",
    ]);
  });

  it("keeps a sentence whole when a heading word only starts it", () => {
    const notes = draft([
      unlabelled("s1", "Impression is a community acquired pneumonia."),
      unlabelled("s2", "Plan to start amoxicillin five hundred milligrams three times a day."),
    ]);

    expect(section(notes, "Assessment")).toEqual([
      { text: "Impression is a community acquired pneumonia.", segmentIds: ["s1"] },
    ]);
    expect(section(notes, "Plan")[0].text).toBe("Plan to start amoxicillin five hundred milligrams three times a day.");
  });
});

describe("offline notes of a dictation whose one speaker is named the clinician", () => {
  it("routes what follows each spoken SOAP heading to that section, as without speakers", () => {
    const notes = draft([
      clinician("s1", "Subjective."),
      clinician("s2", "Seventy one year old woman, breathless on stairs for a month. No ankle swelling."),
      clinician("s3", "Objective. Oxygen saturation ninety four percent on air, fine crackles at both bases."),
      clinician("s4", "Assessment. Probable heart failure, not yet confirmed."),
      clinician("s5", "Plan. Check a blood test for heart strain and arrange an echo. Review in two weeks."),
    ]);

    expect(sectionCiting(notes, "s2")).toEqual(["Subjective"]);
    expect(sectionCiting(notes, "s3")).toEqual(["Objective"]);
    expect(section(notes, "Assessment")).toEqual([
      { text: "Probable heart failure, not yet confirmed.", segmentIds: ["s4"] },
    ]);
    expect(sectionCiting(notes, "s5")).toEqual(["Plan"]);
  });

  it("starts the plan at what is to be done when the heading 'Plan' went unheard", () => {
    const notes = draft([
      clinician("s1", "Subjective. Fifty two year old man with gout in the right big toe for two days."),
      clinician("s2", "Objective. Hot swollen joint, temperature normal."),
      clinician("s3", "Start naproxen 500 milligrams twice a day with food for five days."),
      clinician("s4", "Take it with omeprazole."),
    ]);

    expect(sectionCiting(notes, "s3")).toEqual(["Plan"]);
    expect(sectionCiting(notes, "s4")).toEqual(["Plan"]);
  });

  it("keeps what was started before under its heading", () => {
    const notes = draft([clinician("s1", "Subjective. Started on amlodipine last year and takes it every morning.")]);

    expect(sectionCiting(notes, "s1")).toEqual(["Subjective"]);
  });
});
