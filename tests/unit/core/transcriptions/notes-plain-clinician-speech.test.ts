import { describe, expect, it } from "vitest";
import { presets } from "#core/account/templates";
import { draftClinicalNotes, type NotesSegment } from "#core/transcriptions/clinical-notes";

/**
 * Issue 20, part 3: what a clinician says in everyday words still reaches the right part of the notes. A
 * conclusion said as "This is …", what is seen after "let me have a look", and instructions said as instructions
 * ("use …", "take it for up to …") were dropped or filed as the history, so a consultation's plan never reached
 * Assessment and Plan. Written as the offline recogniser hands a consultation over, with each segment's speaker.
 */

const soap = presets().find((p) => p.id === "soap_format")?.content ?? "";
const clinician = (id: string, text: string): NotesSegment => ({ id, speaker: "Clinician", role: "clinician", text });
const patient = (id: string, text: string): NotesSegment => ({ id, speaker: "Patient", role: "patient", text });
const draft = (segments: NotesSegment[]) =>
  draftClinicalNotes({ templateName: "SOAP", templateContent: soap, patientName: "R", segments });
const sectionsCiting = (segments: NotesSegment[], segmentId: string) =>
  draft(segments)
    .sections.filter((s) => s.sentences.some((x) => x.segmentIds.includes(segmentId)))
    .map((s) => s.heading);
const textsOf = (segments: NotesSegment[], heading: string) =>
  draft(segments)
    .sections.find((s) => s.heading === heading)
    ?.sentences.map((x) => x.text) ?? [];

describe("offline notes of a clinician speaking plainly", () => {
  it("files a prescription under Plan though it adds that the medicine takes a while to work", () => {
    const segments = [
      patient("p1", "My knees are stiff every morning."),
      clinician(
        "c1",
        "I'm going to start naproxen two hundred and fifty milligrams twice a day, it takes a week to work.",
      ),
    ];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Plan"]);
  });

  it("files a conclusion said as 'this is' with a severity under Assessment", () => {
    const segments = [patient("p1", "The itch is driving me mad."), clinician("c1", "This is mild eczema.")];

    const assessment = textsOf(segments, "Assessment");

    expect(assessment).toEqual(["This is mild eczema."]);
  });

  it("files what the clinician describes after saying they will look as a finding", () => {
    const segments = [
      patient("p1", "It's this lump on my wrist."),
      clinician("c1", "Let me have a look. There is a smooth swelling over the back of the wrist, with no redness."),
    ];

    const objective = textsOf(segments, "Objective");

    expect(objective).toEqual(["There is a smooth swelling over the back of the wrist, with no redness."]);
  });

  it("writes no note for only saying they will look", () => {
    const segments = [patient("p1", "It's my ear."), clinician("c1", "Let me take a look.")];

    const notes = draft(segments);

    expect(notes.sections.flatMap((s) => s.sentences).some((x) => x.segmentIds.includes("c1"))).toBe(false);
  });

  it("files instructions said as instructions under Plan", () => {
    const segments = [
      patient("p1", "Will the tablets make me drowsy?"),
      clinician("c1", "They can, so avoid driving for the first few days."),
      clinician("c2", "Carry on with them for up to three weeks."),
      clinician("c3", "Give it a fortnight before you judge it."),
    ];

    const where = ["c1", "c2", "c3"].map((id) => sectionsCiting(segments, id));

    expect(where).toEqual([["Plan"], ["Plan"], ["Plan"]]);
  });

  it("does not file an instruction during the examination as the plan", () => {
    const segments = [patient("p1", "It's my chest."), clinician("c1", "Take a deep breath in for me.")];

    const plan = textsOf(segments, "Plan");

    expect(plan).toEqual([]);
  });

  it("writes a no to whether the patient could be pregnant as not pregnant", () => {
    const segments = [
      clinician("c1", "Is there any chance you could be pregnant?"),
      patient("p1", "No, definitely not."),
    ];

    const subjective = textsOf(segments, "Subjective");

    expect(subjective).toEqual(["Not pregnant."]);
  });

  it("files a conclusion said as 'this is' and the condition's name under Assessment", () => {
    const segments = [patient("p1", "Her ear has been sore all night."), clinician("c1", "This is otitis externa.")];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Assessment"]);
  });

  it("files 'if …, bring him back' said after a yes under Plan", () => {
    const segments = [
      patient("p1", "Can he go to school?"),
      clinician("c1", "Yes, he can go in, and if the rash spreads, bring him back to see me."),
    ];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Plan"]);
  });

  it("keeps a dose the recogniser cut from its prescription with the plan", () => {
    const segments = [
      patient("p1", "It really hurts."),
      clinician("c1", "I'm giving you something for the pain."),
      clinician("c2", "Thirty milligrams."),
    ];

    const where = ["c1", "c2"].map((id) => sectionsCiting(segments, id));

    expect(where).toEqual([["Plan"], ["Plan"]]);
  });

  it("files 'I'm giving you' under Plan though the medicine's name was heard as a finding's words", () => {
    const segments = [patient("p1", "My knee again."), clinician("c1", "I'm giving you a look at cream for it.")];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Plan"]);
  });

  it("files how long to stay on a medicine under Plan", () => {
    const segments = [
      patient("p1", "How long will I need them?"),
      clinician("c1", "Most people keep on them for a year once the flares settle."),
    ];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Plan"]);
  });

  it("files a score that 'fits with' a condition under Assessment", () => {
    const segments = [clinician("c1", "Your anxiety score today is fourteen, which fits with moderate anxiety.")];

    const sections = sectionsCiting(segments, "c1");

    expect(sections).toEqual(["Assessment"]);
  });
});

describe("offline notes of a dictation's spoken headings", () => {
  const unlabelled = (id: string, text: string): NotesSegment => ({ id, speaker: null, text });

  it("routes what follows 'Postoperative orders' and 'Medication on discharge' to Plan", () => {
    const segments = [
      unlabelled("s1", "Findings. An inflamed appendix with no perforation."),
      unlabelled("s2", "Postoperative orders. Cefuroxime seven hundred and fifty milligrams three times a day."),
      unlabelled("s3", "Medication on discharge. Paracetamol one gram four times a day for five days."),
    ];

    const where = ["s1", "s2", "s3"].map((id) => sectionsCiting(segments, id));

    expect(where).toEqual([["Objective"], ["Plan"], ["Plan"]]);
  });

  it("reads an operative note's headings said with a comma or run into what follows", () => {
    const segments = [
      unlabelled("s1", "Procedure open inguinal hernia repair."),
      unlabelled("s2", "Indication, a painful reducible lump in the right groin."),
      unlabelled("s3", "Findings, a direct hernia with a wide neck."),
      unlabelled("s4", "Postoperative orders cefalexin five hundred milligrams twice a day for three days."),
    ];

    const where = ["s1", "s2", "s3", "s4"].map((id) => sectionsCiting(segments, id));

    expect(where).toEqual([["Assessment"], ["Assessment"], ["Objective"], ["Plan"]]);
  });

  it("keeps 'On examination,' in a letter's sentence from holding the rest of the letter", () => {
    const segments = [
      unlabelled("s1", "On examination, she was comfortable with a soft abdomen."),
      unlabelled("s2", "I have added mebeverine one hundred and thirty five milligrams three times a day."),
      unlabelled("s3", "I will see her again in clinic in ten weeks."),
    ];

    const where = ["s1", "s2", "s3"].map((id) => sectionsCiting(segments, id));

    expect(where).toEqual([["Objective"], ["Plan"], ["Plan"]]);
  });

  it("starts the plan at a medicine and its dose when the plan's own heading went unheard", () => {
    const segments = [
      unlabelled("s1", "Technique. Three ports were placed under direct vision."),
      unlabelled("s2", "Post of printing orders."),
      unlabelled("s3", "Dalteparin five thousand units under the skin once daily."),
    ];

    const where = sectionsCiting(segments, "s3");

    expect(where).toEqual(["Plan"]);
  });
});
