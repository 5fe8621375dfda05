import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMedication } from "#core/local-engine/medications";
import { renderSummary } from "#core/local-engine/render";
import { plainWords } from "#core/local-engine/rewrite";
import { documentKind } from "#core/local-engine/sections";
import { wordCount } from "#core/local-engine/sentences";
import { type StructuredSummary, structuredSummarySchema } from "#core/local-engine/structure";
import { draftSummary } from "#core/local-engine/summarize";
import { checkFaithfulness } from "#core/summaries/faithfulness";
import presets from "#data/template-presets.json";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */
const DISCHARGE_TEMPLATE = presets.presets.find((p) => p.id === "discharge_summary")?.content ?? "";

const draft = (sourceText: string, patientName = "Sam Reed", template = DISCHARGE_TEMPLATE) =>
  draftSummary({ sourceText, template, patientName, maxWords: 18 });

/** The lines under one `## ` heading of a summary. */
function section(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const at = lines.indexOf(`## ${heading}`);
  if (at < 0) return [];
  const end = lines.findIndex((l, i) => i > at && l.startsWith("## "));
  return lines.slice(at + 1, end < 0 ? undefined : end).filter(Boolean);
}

const ED_VISIT = `EMERGENCY DEPARTMENT VISIT NOTE
Patient: Sam Reed
Chief Complaint: Chest pain.
Assessment: Chest pain from acid reflux.
Discharge medications: Start omeprazole 20 mg by mouth once daily before breakfast for 4 weeks.
Instructions: Avoid large meals late in the evening.
Follow-up: An exercise stress test has been booked for May 6 at 9:30 am. See your GP in 1 week.
Return if: chest pain lasts more than 15 minutes - call 911.`;

describe("headings follow the document's own", () => {
  it("files an emergency visit's discharge medicines under Your medicines, not home care", () => {
    const text = draft(ED_VISIT).text;

    expect(section(text, "Your medicines").join(" ")).toContain("Omeprazole 20 mg");
    expect(section(text, "Looking after yourself at home").join(" ")).not.toContain("omeprazole");
  });

  it("puts a booked test with its date under the follow-up heading", () => {
    const text = draft(ED_VISIT).text;

    expect(section(text, "Your follow-up appointments").join(" ")).toMatch(/stress test.*May 6/);
  });

  it("never says the care team wrote nothing, and leaves out a heading the document has nothing for", () => {
    const text = draft(ED_VISIT).text;

    expect(text).not.toMatch(/did not write anything/i);
    expect(text).not.toContain("## What we did");
  });

  it("writes no greeting or other filler", () => {
    expect(draft(ED_VISIT).text).not.toMatch(/^Hello|summary of your recent care/m);
  });

  it("sorts a letter without headings by each sentence's cues", () => {
    const letter = `Dear Dr. Harrison,
Re: Mrs. Anna Lee
Thank you for referring Mrs. Lee, whom I saw today with palpitations.
Her ECG today confirmed atrial fibrillation.
I have started apixaban 5 mg twice daily. She should stop aspirin; I have told her not to take both.
An echocardiogram has been booked for 2 April 2025.
She should call 999 if she has chest pain or sudden weakness of the face.
Yours sincerely,
Dr. Priya Raman`;

    const text = draft(letter, "Anna Lee").text;

    // Issue 18: the letter's "I have started" is no longer part of the line, which now starts with the medicine.
    expect(section(text, "Your medicines").join(" ")).toMatch(/New: Apixaban 5 mg twice a day/);
    expect(section(text, "Your medicines").join(" ")).toMatch(/Stop taking: Aspirin.*not to take both/);
    expect(section(text, "Your follow-up appointments").join(" ")).toContain("2 April 2025");
    expect(section(text, "When to get help").join(" ")).toContain("999");
    expect(text).not.toMatch(/Dear Dr|Harrison|Thank you for referring|Priya Raman/);
  });
});

describe("document kinds", () => {
  it.each([
    ["DISCHARGE SUMMARY\nPatient Name: A B", "discharge"],
    ["Emergency Department Discharge Note\nName: A B", "ed_visit"],
    ["DEPARTMENT OF RADIOLOGY\nTECHNIQUE: CT chest\nIMPRESSION: normal", "imaging_report"],
    ["OPERATIVE NOTE\nPROCEDURE: Appendicectomy", "operative_note"],
    ["Greenfield Practice\nResults letter\nPatient: A B", "lab_results"],
    ["Heart Centre\n\nDear Dr. Harrison,\nThank you for referring", "consultation_letter"],
    ["Paediatric Respiratory Clinic - Clinic Note", "clinic_note"],
  ])("recognises %j as %s", (source, kind) => {
    expect(documentKind(source)).toBe(kind);
  });

  it("gives an imaging report no hospital or medicine headings", () => {
    const report = `DEPARTMENT OF RADIOLOGY
Patient Name: Henry Walsh
CLINICAL INDICATION: Cough for 8 weeks.
FINDINGS: A 6 mm nodule in the right upper lobe.
IMPRESSION: 6 mm nodule in the right upper lobe. A follow-up CT in 6 to 12 months is recommended.`;

    const text = draft(report, "Henry Walsh").text;

    expect(text).toContain("## Why you had the scan");
    expect(text).toContain("## What the scan showed");
    expect(text).not.toMatch(/## Why you were in hospital|## Your medicines/);
  });
});

describe("medicines are data, never capped or dropped", () => {
  it("stops only the medicine a stop instruction names when one line lists two", () => {
    const text = draft(`DISCHARGE SUMMARY
Patient Name: Sam Reed
Discharge Diagnosis: Type 2 diabetes.
Discharge Medications: Metformin 500 mg PO BID. Take with food. Stop Lisinopril.`).text;

    expect(section(text, "Your medicines")).toEqual([
      "- Metformin 500 mg twice a day. Take with food.",
      "- Stop taking: Lisinopril.",
    ]);
  });

  const tenMedicines = [
    "Aspirin 81 mg daily (CONTINUE)",
    "Atorvastatin 40 mg at night (CONTINUE)",
    "Metformin 500 mg twice daily (CONTINUE)",
    "Omeprazole 20 mg daily (CONTINUE)",
    "Furosemide 40 mg twice daily (CHANGED: increased from 20 mg)",
    "Spironolactone 25 mg daily (NEW)",
    "Levothyroxine 50 mcg daily (CONTINUE)",
    "Sertraline 50 mg daily (CONTINUE)",
    "Paracetamol 1 g four times a day (NEW)",
    "Amlodipine 5 mg daily (STOPPED - blood pressure low)",
  ];
  const source = `DISCHARGE SUMMARY\nDiagnosis: Heart failure.\nDISCHARGE MEDICATIONS:\n${tenMedicines.map((m) => `- ${m}`).join("\n")}`;

  it("keeps the stop instruction of the tenth medicine (the old cap was 8 a section)", () => {
    const list = section(draft(source).text, "Your medicines");

    expect(list).toHaveLength(10);
    expect(list[9]).toBe("- Stop taking: Amlodipine 5 mg every day. Blood pressure low.");
  });

  it("keeps NEW markers and 'do not take both' said in brackets without numbers", () => {
    const text = draft(
      "DISCHARGE MEDICATIONS:\n- Metoprolol succinate 50 mg by mouth once daily (NEW: replaces metoprolol tartrate - do not take both)",
    ).text;

    expect(text).toContain(
      "- New: Metoprolol succinate 50 mg once a day. Replaces metoprolol tartrate - do not take both.",
    );
  });

  it("parses a medicine line into name, dose, route, frequency, duration and status", () => {
    expect(
      parseMedication("Furosemide 40 mg by mouth twice daily for 5 days (CHANGED: dose increased)", "home"),
    ).toMatchObject({
      name: "Furosemide",
      dose: "40 mg",
      route: "by mouth",
      frequency: "twice daily",
      duration: "for 5 days",
      status: "changed",
      setting: "home",
      marked: true,
    });
  });

  it("reads the new dose of a change from one dose to another", () => {
    expect(parseMedication("Increase sertraline from 50 mg to 100 mg once daily", "home")).toMatchObject({
      name: "sertraline",
      dose: "100 mg",
      status: "changed",
    });
  });

  it("lists treatment given through a vein in hospital apart from what to take at home", () => {
    const source = `DISCHARGE SUMMARY
HOSPITAL COURSE:
The patient was treated with intravenous furosemide 40 mg twice daily.
DISCHARGE MEDICATIONS:
- Furosemide 40 mg by mouth twice daily (CHANGED)`;

    const text = draft(source).text;

    expect(section(text, "Your medicines")).toEqual(["- Changed: Furosemide 40 mg twice a day."]);
    expect(section(text, "What we did").join(" ")).toContain(
      "In hospital only (not for home): furosemide through a vein",
    );
  });

  it("keeps a child's diagnosis with a long plan", () => {
    const note = `Paediatric Clinic Note
Patient Name: Lily Chen
Assessment: Asthma, not well controlled.
Plan:
${Array.from({ length: 12 }, (_, i) => `Point ${i + 1} of the plan was discussed.`).join("\n")}`;

    expect(section(draft(note, "Lily Chen").text, "Why you were seen")[0]).toBe("Asthma, not well controlled.");
  });
});

describe("follow-ups and warning signs stay whole", () => {
  it("keeps a warning's condition and its action in one item", () => {
    const source = `WHEN TO SEEK HELP
Take paracetamol 1 g for pain; if the pain persists for more than 2 days or you develop a fever over 38 C, call the surgical ward or go to the emergency department.`;

    const warnings = section(draft(source).text, "When to get help");

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^- Take paracetamol 1 g for pain[;.] [Ii]f the pain persists .* go to the emergency department\.$/,
    );
  });

  it("adds a 'Return if:' heading's condition to a warning that does not start with one", () => {
    expect(section(draft(ED_VISIT).text, "When to get help")).toEqual([
      "- Return if chest pain lasts more than 15 minutes - call 911.",
    ]);
  });
});

describe("rewrites are phrase-level and grammatical", () => {
  it("moves 'through a vein' after the medicine instead of inserting 'into a vein' before it", () => {
    const { text } = plainWords("Treated with intravenous ceftriaxone 2 g once daily.", "");

    expect(text).toBe("Treated with ceftriaxone 2 g through a vein once a day.");
  });

  it("does not double words when a swap meets the document's own explanation", () => {
    const { text } = plainWords("Heart failure with reduced ejection fraction (ejection fraction 30%).", "");

    expect(text).not.toMatch(/heart pumping strength \(heart pumping strength|\(\(/);
  });

  it("speaks to the patient with matching verbs: 'you report', 'told you not to', 'your weight'", () => {
    expect(
      plainWords("Mrs. Lee reports a cough; her weight is stable and I told her not to drive.", "Anna Lee").text,
    ).toBe("You report a cough; your weight is stable and I told you not to drive.");
  });

  it.each([
    ["NYHA class III symptoms.", "Heart failure that makes you breathless with everyday activity."],
    [
      "ECG showed sinus tachycardia and LBBB.",
      "Heart tracing showed a fast but regular heartbeat and a delay in the heart's electrical wiring.",
    ],
    ["LVEF 35%.", "Heart pumping strength 35%."],
    ["Chest X-ray showed patchy opacities.", "Chest X-ray showed shadowing."],
  ])("says heart classes, ECG and imaging terms plainly: %j", (clinical, plain) => {
    expect(plainWords(clinical, "").text).toBe(plain);
  });

  it("keeps a diagnosis's name and explains it", () => {
    const text = draft("DISCHARGE SUMMARY\nDiagnosis: Pneumonia of the right lower lobe.").text;

    expect(text).toContain("Pneumonia (lung infection) of the right lower lobe.");
  });

  it("explains a term the glossary cannot swap once, where it is first used", () => {
    const text = draft(
      "FOLLOW-UP:\nA stress test is booked for May 6.\nA second stress test may follow.",
      "Sam Reed",
    ).text;

    expect(text.match(/stress test \(a check of your heart while it works harder\)/g)).toHaveLength(1);
  });
});

describe("summaries, not copies", () => {
  it.each(["discharge-heart-failure", "discharge-pneumonia"])(
    "writes the long %s at most 60 %% of its source's length",
    (name) => {
      const source = readFileSync(`tests/fixtures/evaluation/${name}.txt`, "utf8");

      expect(wordCount(draft(source).text)).toBeLessThanOrEqual(wordCount(source) * 0.6);
    },
  );

  it("says an operation without the anaesthetist's detail", () => {
    const source = `DISCHARGE SUMMARY
PROCEDURE:
Repair of the left wrist under general anaesthesia on 05/04/2025.`;

    const text = draft(source).text;

    expect(text).toContain("Repair of the left wrist on 05/04/2025.");
    expect(text).not.toMatch(/anaesthesia/i);
  });

  it("gives a follow-up's date once, not its day number as well", () => {
    const source = `DISCHARGE SUMMARY
APPOINTMENTS:
District nurse to remove clips on day 14 (19/04/2025).`;

    const text = draft(source).text;

    expect(section(text, "Your follow-up appointments")).toEqual(["- District nurse to remove clips on 19/04/2025."]);
  });

  it("leaves out a painkiller given through a vein beside an operation when the summary is over its length", () => {
    const source = readFileSync("tests/fixtures/evaluation/discharge-hip-fracture.txt", "utf8");

    const text = draft(source).text;

    expect(text).toContain("## What we did");
    expect(text).not.toContain("morphine");
  });

  it("keeps the hospital treatment when no operation says what was done", () => {
    const source = readFileSync("tests/fixtures/evaluation/discharge-pneumonia.txt", "utf8");

    const text = draft(source).text;

    expect(section(text, "What we did").join(" ")).toContain(
      "In hospital only (not for home): ceftriaxone through a vein",
    );
  });

  it("gives a meaning in brackets once, but repeats a bracket that tells the patient what to do", () => {
    const source = `DISCHARGE SUMMARY
DIAGNOSIS:
Osteoporosis.
DISCHARGE MEDICATIONS:
- Bisoprolol 2.5 mg once daily (do not take both)
- Atenolol 25 mg once daily (do not take both)
APPOINTMENTS:
Bone health (osteoporosis) clinic in 3 months.`;

    const text = draft(source).text;

    expect(text).toContain("Osteoporosis (thinning bones)");
    expect(section(text, "Your follow-up appointments")).toEqual(["- Bone health clinic in 3 months."]);
    expect(text.match(/do not take both/gi)).toHaveLength(2);
  });

  it("leaves out examination findings and header fields", () => {
    const source = `DISCHARGE SUMMARY
Patient Name: Sam Reed
MRN: 00482913
PHYSICAL EXAM: BP 118/72, HR 68, SpO2 96% on room air.
Diagnosis: Heart failure.`;

    const text = draft(source).text;

    expect(text).not.toMatch(/00482913|118\/72|SpO2/);
    expect(checkFaithfulness(text, source)).toEqual([]);
  });
});

describe("one renderer for both engines", () => {
  const fromModel: StructuredSummary = {
    documentKind: "discharge",
    sections: [{ kind: "diagnosis", sentences: ["You had a heart attack."] }],
    medications: [
      { name: "Aspirin", dose: "81 mg", frequency: "once a day", status: "continue", setting: "home" },
      {
        name: "Clopidogrel",
        dose: "75 mg",
        frequency: "once a day",
        duration: "for 12 months",
        status: "new",
        setting: "home",
      },
      { name: "Heparin", route: "through a vein", status: "continue", setting: "hospital" },
    ],
    followUps: [{ who: "Cardiology clinic", when: "in 2 weeks", text: "Cardiology clinic in 2 weeks." }],
    warningSigns: [{ text: "Call 911 if chest pain comes back.", action: "call 911" }],
    explained: [],
  };

  it("accepts a model's structured result through the schema", () => {
    expect(structuredSummarySchema.parse(fromModel)).toEqual(fromModel);
  });

  it("writes a model's medicines from their fields, with what changed", () => {
    const text = renderSummary(fromModel, DISCHARGE_TEMPLATE);

    expect(section(text, "Your medicines")).toEqual([
      "- Keep taking: Aspirin 81 mg once a day.",
      "- New: Clopidogrel 75 mg once a day for 12 months.",
    ]);
    expect(section(text, "What we did")).toEqual(["In hospital only (not for home): Heparin through a vein."]);
  });

  it("renders the light Markdown the web shows: headings, list items, paragraphs", () => {
    const text = renderSummary(fromModel, DISCHARGE_TEMPLATE);

    expect(text.split("\n").every((l) => l === "" || /^## |^- |^[A-Z]/.test(l))).toBe(true);
  });

  it("gives the offline engine's structured result in the same shape", () => {
    const { structure } = draft(ED_VISIT);

    expect(structuredSummarySchema.safeParse(structure).success).toBe(true);
    expect(structure.medications[0]).toMatchObject({
      name: "omeprazole",
      dose: "20 mg",
      status: "new",
      setting: "home",
    });
    expect(structure.followUps.map((f) => f.when)).toEqual(["May 6"]);
  });
});
