import { describe, expect, it } from "vitest";
import {
  dateIn,
  followUpsOf,
  medicinePlan,
  readMedicine,
  sectionKind,
  splitPlanSections,
  timingOf,
} from "#web/components/portal/summary-plan";

/** A summary as the offline engine writes one (its headings, labels and follow-up lines). */
const SUMMARY = [
  "## Why you were in hospital",
  "Heart failure (the heart does not pump as well as it should).",
  "",
  "## Your medicines",
  "- Changed: Furosemide 40 mg twice a day. Dose increased from 20 mg twice a day.",
  "- New: Spironolactone 25 mg once a day.",
  "- Stop taking: Metoprolol tartrate 25 mg twice a day.",
  "- Paracetamol 1 g every 6 hours as needed for pain.",
  "- Colecalciferol 20,000 units once a week for 7 weeks.",
  "Bring all your medicines to your next appointment.",
  "",
  "## When to get help",
  "- Call 911 if you have chest pain or you faint.",
  "- Call the heart failure clinic if your weight goes up by more than 2 kg in a week.",
  "",
  "## Your follow-up appointments",
  "- Heart failure clinic with Dr. Okafor in 2 weeks.",
  "- Blood test (kidney function and potassium) on March 13 at the hospital lab.",
].join("\n");

const WRITTEN = new Date("2026-03-02T10:00:00.000Z");
const section = (kind: string) => {
  const found = splitPlanSections(SUMMARY).find((s) => s.kind === kind);
  if (!found) throw new Error(`no ${kind} section`);
  return found;
};

describe("the summary's sections", () => {
  it("reads the engines' headings as warnings, medicines and follow-ups", () => {
    const kinds = splitPlanSections(SUMMARY).map((s) => [s.heading, s.kind]);

    expect(kinds).toEqual([
      ["Why you were in hospital", "other"],
      ["Your medicines", "medicines"],
      ["When to get help", "warnings"],
      ["Your follow-up appointments", "followups"],
    ]);
  });

  it("reads the template headings of other kinds by their words", () => {
    expect(sectionKind("Changes to your medicines")).toBe("medicines");
    expect(sectionKind("Side effects to watch for")).toBe("other");
    expect(sectionKind("When to call us")).toBe("warnings");
    expect(sectionKind("What happens next")).toBe("followups");
  });

  it("takes a wholly bold line for a heading, as an edited summary may write one", () => {
    const [first] = splitPlanSections("**When to get help**\nCall 911 if the pain comes back.");

    expect(first.kind).toBe("warnings");
    expect(first.lines).toEqual(["Call 911 if the pain comes back."]);
  });

  it("gives the warning section's lines without their list markers", () => {
    expect(section("warnings").lines).toEqual([
      "Call 911 if you have chest pain or you faint.",
      "Call the heart failure clinic if your weight goes up by more than 2 kg in a week.",
    ]);
  });

  it("keeps the text before the first heading as a section of its own", () => {
    const [first] = splitPlanSections("Dear Maria,\n\n## Your medicines\n- Aspirin 81 mg once a day.");

    expect(first).toMatchObject({ heading: null, kind: "other", lines: ["Dear Maria,"] });
  });
});

describe("a medicine's label", () => {
  it("reads New, Changed, Stop taking, Pause and Keep taking, and drops the label from the text", () => {
    const statuses = [
      "New: Aspirin 81 mg once a day.",
      "Changed: Ramipril 2.5 mg once a day.",
      "Stop taking: Gliclazide 80 mg twice a day.",
      "Pause: Metformin 500 mg twice a day.",
      "Keep taking: Losartan 50 mg once a day.",
      "Losartan 50 mg once a day.",
    ].map((l) => readMedicine(l).status);

    expect(statuses).toEqual(["new", "changed", "stop", "pause", "continue", null]);
    expect(readMedicine("New: Aspirin 81 mg once a day.").text).toBe("Aspirin 81 mg once a day.");
  });

  it("names the medicine the line starts with, and none when it starts with an instruction", () => {
    expect(readMedicine("Metoprolol succinate 25 mg once a day.").name).toBe("Metoprolol succinate");
    expect(readMedicine("Amoxicillin-clavulanate 875 mg twice a day.").name).toBe("Amoxicillin-clavulanate");
    expect(readMedicine("Increase sertraline from 50 mg to 100 mg once a day.").name).toBeNull();
  });
});

describe("when a medicine is taken", () => {
  it("puts twice a day in the morning and the evening", () => {
    expect(timingOf("Metformin 500 mg twice a day.")).toEqual({ kind: "slots", slots: ["morning", "evening"] });
  });

  it("puts three times a day in the morning, at midday and in the evening", () => {
    expect(timingOf("Ibuprofen 400 mg three times a day with food.")).toEqual({
      kind: "slots",
      slots: ["morning", "midday", "evening"],
    });
  });

  it("puts four times a day at all four times", () => {
    expect(timingOf("Paracetamol 1 g four times a day.")).toEqual({
      kind: "slots",
      slots: ["morning", "midday", "evening", "bedtime"],
    });
  });

  it("puts at night and at bedtime at bedtime", () => {
    expect(timingOf("Atorvastatin 40 mg at night.")).toEqual({ kind: "slots", slots: ["bedtime"] });
    expect(timingOf("Atorvastatin 80 mg at bedtime.")).toEqual({ kind: "slots", slots: ["bedtime"] });
  });

  it("puts every morning in the morning", () => {
    expect(timingOf("Levothyroxine 50 mcg every morning.")).toEqual({ kind: "slots", slots: ["morning"] });
  });

  it("reads the abbreviations od, bd, tds, qds and nocte", () => {
    const slots = ["od", "bd", "tds", "qds", "nocte"].map((f) => timingOf(`Drug 5 mg ${f}.`));

    expect(slots).toEqual([
      { kind: "once-a-day" },
      { kind: "slots", slots: ["morning", "evening"] },
      { kind: "slots", slots: ["morning", "midday", "evening"] },
      { kind: "slots", slots: ["morning", "midday", "evening", "bedtime"] },
      { kind: "slots", slots: ["bedtime"] },
    ]);
  });

  it("places once a day at the time the summary names", () => {
    expect(timingOf("Empagliflozin 10 mg once a day in the morning.")).toEqual({ kind: "slots", slots: ["morning"] });
    expect(timingOf("Metformin 500 mg once a day with your evening meal.")).toEqual({
      kind: "slots",
      slots: ["evening"],
    });
  });

  it("keeps once a day without a time as once a day, placed at no time the summary does not name", () => {
    expect(timingOf("Spironolactone 25 mg once a day.")).toEqual({ kind: "once-a-day" });
    expect(timingOf("Aspirin 81 mg every day.")).toEqual({ kind: "once-a-day" });
  });

  it("reads as needed, when needed and PRN as taken only when needed", () => {
    const kinds = [
      "Paracetamol 1 g every 6 hours as needed for fever.",
      "Salbutamol 2 puffs when needed for wheeze.",
      "Oxycodone 5 mg every 4 hours only if needed.",
      "Codeine 30 mg PRN.",
    ].map((l) => timingOf(l).kind);

    expect(kinds).toEqual(["as-needed", "as-needed", "as-needed", "as-needed"]);
  });

  it("keeps a schedule the four times cannot show as written", () => {
    expect(timingOf("Paracetamol 1 g every 6 hours.")).toEqual({ kind: "as-written" });
    expect(timingOf("Colecalciferol 20,000 units once a week.")).toEqual({ kind: "as-written" });
  });

  it("keeps a dose that changes over time as written", () => {
    const text = "Metformin 500 mg once a day with your evening meal for 2 weeks. Then increase to 500 mg twice a day.";

    expect(timingOf(text)).toEqual({ kind: "as-written" });
  });

  it("keeps a line that names no frequency as written", () => {
    expect(timingOf("Aspirin, as taking both increases the risk of bleeding.")).toEqual({ kind: "as-written" });
  });

  it("keeps a frequency whose times disagree with it as written", () => {
    expect(timingOf("Prednisolone 5 mg twice a day in the morning.")).toEqual({ kind: "as-written" });
  });

  it("takes no time from a sentence that says not to", () => {
    expect(timingOf("Zopiclone 3.75 mg once a day. Do not take it in the morning.")).toEqual({
      kind: "once-a-day",
    });
  });

  it("reads the decimal point of a dose as part of the sentence", () => {
    expect(timingOf("Tamsulosin 0.4 mg once a day at bedtime.")).toEqual({ kind: "slots", slots: ["bedtime"] });
  });
});

describe("a medicines section as a plan", () => {
  it("sorts its medicines into the schedule, as needed, stopped and as written", () => {
    const plan = medicinePlan(section("medicines"));

    expect(plan.scheduled.map((m) => m.name)).toEqual(["Furosemide", "Spironolactone"]);
    expect(plan.asNeeded.map((m) => m.name)).toEqual(["Paracetamol"]);
    expect(plan.stopped.map((m) => m.name)).toEqual(["Metoprolol tartrate"]);
    expect(plan.asWritten.map((m) => m.name)).toEqual(["Colecalciferol"]);
  });

  it("keeps a paused medicine with the stopped ones, out of the schedule", () => {
    const plan = medicinePlan(splitPlanSections("## Your medicines\n- Pause: Metformin 500 mg twice a day.")[0]);

    expect(plan.stopped.map((m) => m.status)).toEqual(["pause"]);
    expect(plan.scheduled).toEqual([]);
  });

  it("keeps the section's other lines as notes, as written", () => {
    expect(medicinePlan(section("medicines")).notes).toEqual(["Bring all your medicines to your next appointment."]);
  });

  it("gives back every line of the section exactly once", () => {
    const plan = medicinePlan(section("medicines"));
    const shown = [
      ...[...plan.scheduled, ...plan.asNeeded, ...plan.stopped, ...plan.asWritten].map((m) => m.text),
      ...plan.notes,
    ];

    expect(shown.length).toBe(section("medicines").lines.length);
    for (const line of section("medicines").lines) expect(shown.some((s) => line.endsWith(s))).toBe(true);
  });
});

describe("a follow-up's date", () => {
  it("reads a day and month with a year", () => {
    expect(dateIn("This has been booked for 2 April 2027.", WRITTEN)).toEqual({ year: 2027, month: 4, day: 2 });
  });

  it("reads a month and day with a year", () => {
    expect(dateIn("Cardiology clinic on April 14, 2026.", WRITTEN)).toEqual({ year: 2026, month: 4, day: 14 });
  });

  it("gives a date without a year its next occurrence after the summary was written", () => {
    expect(dateIn("Blood test on March 13 at the lab.", WRITTEN)).toEqual({ year: 2026, month: 3, day: 13 });
    expect(dateIn("Blood test on January 13 at the lab.", WRITTEN)).toEqual({ year: 2027, month: 1, day: 13 });
  });

  it("reads a time in the 12-hour clock", () => {
    expect(dateIn("Stress test booked for May 6 at 9:30 am.", WRITTEN)).toEqual({
      year: 2026,
      month: 5,
      day: 6,
      hour: 9,
      minute: 30,
    });
    expect(dateIn("Clinic on 6 May 2026 at 2 pm.", WRITTEN)).toMatchObject({ hour: 14, minute: 0 });
  });

  it("reads a time in the 24-hour clock", () => {
    expect(dateIn("Clinic on 6 May 2026 at 14:15.", WRITTEN)).toMatchObject({ hour: 14, minute: 15 });
  });

  it("reads a numeric date when one of its numbers can only be the day", () => {
    expect(dateIn("Clips out on 19/04/2026.", WRITTEN)).toEqual({ year: 2026, month: 4, day: 19 });
    expect(dateIn("Clips out on 04/19/2026.", WRITTEN)).toEqual({ year: 2026, month: 4, day: 19 });
  });

  it("reads no date from a numeric date that could be either day first or month first", () => {
    expect(dateIn("Clips out on 04/05/2026.", WRITTEN)).toBeNull();
  });

  it("reads no date from a relative time", () => {
    expect(dateIn("Heart failure clinic in 2 weeks.", WRITTEN)).toBeNull();
  });

  it("reads no month from the verb may", () => {
    expect(dateIn("You may 2 times call us.", WRITTEN)).toBeNull();
  });

  it("reads no date that the calendar does not have", () => {
    expect(dateIn("Clinic on 31 April 2026.", WRITTEN)).toBeNull();
  });

  it("keeps a title's full stop inside the sentence that holds the date", () => {
    const [followUp] = followUpsOf(
      splitPlanSections(
        "## Follow-up\n- Cardiology clinic with Dr. Patel on March 3, 2027 at 10:30 am. X-ray in 6 weeks.",
      )[0],
      WRITTEN,
    );

    expect(followUp.title).toBe("Cardiology clinic with Dr. Patel on March 3, 2027 at 10:30 am");
  });

  it("gives each follow-up line, with the sentence that holds its date as the title", () => {
    const followUps = followUpsOf(section("followups"), WRITTEN);

    expect(followUps).toEqual([
      {
        text: "Heart failure clinic with Dr. Okafor in 2 weeks.",
        title: expect.any(String),
        date: null,
        line: expect.any(Number),
      },
      {
        text: "Blood test (kidney function and potassium) on March 13 at the hospital lab.",
        title: "Blood test (kidney function and potassium) on March 13 at the hospital lab",
        date: { year: 2026, month: 3, day: 13 },
        line: expect.any(Number),
      },
    ]);
  });

  it("keeps each line's number in the whole summary, for the reading tools' sentences", () => {
    const text =
      "## Your medicines\n\n- New: Apixaban 5 mg twice a day.\n\n## Your follow-up appointments\n- Clinic on March 3.";
    const [medicines, followUps] = splitPlanSections(text);

    expect([medicines.headingLine, medicinePlan(medicines).scheduled[0].line]).toEqual([0, 2]);
    expect([followUps.headingLine, followUpsOf(followUps, WRITTEN)[0].line]).toEqual([4, 5]);
  });
});
