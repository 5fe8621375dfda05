import { describe, expect, it } from "vitest";
import { parseMedication } from "#core/local-engine/medications";
import { draft, section } from "./support/draft";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */

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

describe("a stop that is not a stop of the medicine today", () => {
  it("reads 'If she has diarrhoea …, she should stop the capecitabine' as no stop", () => {
    const parsed = parseMedication(
      "If she has diarrhoea 4 or more times a day, she should stop the capecitabine and ring the hotline.",
      "home",
    );

    expect(parsed.status === "stopped" && parsed.marked).toBe(false);
  });

  it("reads 'for 5 days, then stop' as the end of a course, not a stop", () => {
    expect(parseMedication("Prednisolone 30 mg od for 5 days, then stop (no taper needed).", "home").status).not.toBe(
      "stopped",
    );
  });

  it("reads 'Stop the trimethoprim now, even if there are tablets left' as a stop", () => {
    expect(parseMedication("Stop the nitrofurantoin now, even if there are tablets left.", "home").status).toBe(
      "stopped",
    );
  });

  it("still reads a plain stop as a stop", () => {
    expect(parseMedication("Stop the naproxen because of your kidneys.", "home").status).toBe("stopped");
  });
});
