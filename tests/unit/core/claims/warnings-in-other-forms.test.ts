import { describe, expect, it } from "vitest";
import { briefly, check, flagsAbout } from "./helpers";

/** Warnings written as a record writes them, not only "if …, call …" (decision 480). */
const omittedWarnings = (source: string, summary: string) => flagsAbout(source, summary, "omitted warning");

describe("what to do, then the signs it is for", () => {
  it("asks for the signs after 'Go to A&E for:' when the summary drops them", () => {
    const source =
      "Diagnosis: peptic ulcer.\n\nAdvice given:\nGo to A&E for: vomiting blood or passing black stools.\nContact GP for: indigestion that comes back.";
    const summary =
      "## When to get help\n- Your indigestion comes back: contact your GP.\n\n## Your medicines\n- New: Omeprazole 20 mg once a day.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("vomiting blood"))).toBe(true);
  });

  it("does not take the line after such a label for one of its signs", () => {
    const source =
      "Diagnosis: peptic ulcer.\n\nAdvice given:\nGo to A&E for: vomiting blood or passing black stools.\nKeep the leaflet with your tablets.";
    const summary = "## When to get help\n- You vomit blood or pass black poo: go to A&E.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("signs listed after a semicolon", () => {
  it("asks for each sign of a list that goes on after semicolons", () => {
    const source =
      "Plan: methotrexate weekly. She knows to seek help if: she gets a cough or breathlessness; she has mouth ulcers (phone the rheumatology line); or her skin turns yellow (stop it and phone you).";
    const summary =
      "## When to get help\n- You get a cough or feel short of breath: get help.\n- You have mouth ulcers: phone the rheumatology line.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("yellow"))).toBe(true);
  });
});

describe("a sign and what to do with no comma between", () => {
  it("asks for the sign that comes before 'she should ring'", () => {
    const source =
      "Warfarin continues. If she thinks she may be pregnant she should ring the anticoagulation clinic straight away.";
    const summary = "## Your medicines\n- Keep taking: Warfarin as your clinic tells you.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("pregnant"))).toBe(true);
  });

  it("finds that sign kept by the summary's own words", () => {
    const source =
      "Warfarin continues. If she thinks she may be pregnant she should ring the anticoagulation clinic straight away.";
    const summary =
      "## When to get help\n- You think you may be pregnant: ring the anticoagulation clinic straight away.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("a warning inside brackets", () => {
  it("asks for the signs of a bracket with its own condition and action", () => {
    const source =
      "After the biopsy: some blood in the urine is normal for 2 days (call 999 if you feel faint or cannot pass urine).";
    const summary = "## Looking after yourself at home\n- Some blood in your pee is normal for 2 days.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("call 999"))).toBe(true);
  });
});

describe("being seen as what to do", () => {
  it("reads 'she should be seen the same day' as the action of a warning", () => {
    const source = "Falls clinic review. If she blacks out, she should be seen the same day in A&E.";
    const summary = "## Your follow-up appointments\n- Falls clinic in 3 months.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("blacks out"))).toBe(true);
  });

  it("does not take where to be seen for a sign", () => {
    const source =
      "If he gets a sore throat or a fever he must stop mercaptopurine and have an urgent blood count the same day, via you or, out of hours, at A&E.";
    const summary =
      "## When to get help\n- You get a sore throat or a fever: stop mercaptopurine and have an urgent blood test the same day.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("plain words for a mood", () => {
  it("keeps 'low mood, anger' by 'you feel low or angry'", () => {
    const source =
      "Levetiracetam started. He should contact the epilepsy nurse if he has low mood, anger or thoughts of self-harm.";
    const summary =
      "## When to get help\n- You feel low or angry, or you have thoughts of self-harm: contact the epilepsy nurse.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("emergency help for signs, with no colon", () => {
  it("asks for the signs after 'Call 911 for'", () => {
    const source = "Discharged on antibiotics. Call 911 for fainting, or a hard, rigid belly with severe pain.";
    const summary = "## Your medicines\n- New: Cefalexin 500 mg four times a day for 7 days.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("911"))).toBe(true);
  });

  it("keeps those signs by a summary's plain words", () => {
    const source = "Discharged on antibiotics. Call 911 for fainting, or a hard, rigid belly with severe pain.";
    const summary = "## When to get help\n- You faint, or your belly is hard and very painful: call 911.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("does not read 'contact the clinic for an appointment' as a warning", () => {
    const source = "Plan: contact the clinic for an appointment in the new year.";
    const summary = "## Your follow-up appointments\n- Contact the clinic to book an appointment.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("a sign that needs help", () => {
  it("asks for a sign said as 'needs a 999 call'", () => {
    const source = "Valproate continues. A convulsion lasting more than 5 minutes needs a 999 call.";
    const summary = "## Your medicines\n- Keep taking: Sodium valproate 500 mg twice a day.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("convulsion"))).toBe(true);
  });
});

describe("an arrow to stopping a medicine and getting help", () => {
  it("asks for the signs before '-> stop X and contact'", () => {
    const source =
      "Advice:\n- Fever, sore throat or mouth ulcers -> stop methotrexate and contact the rheumatology line today.";
    const summary = "## Your medicines\n- Keep taking: Methotrexate 15 mg once a week.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.length).toBeGreaterThan(0);
  });
});

describe("coming straight to hospital", () => {
  it("reads 'come straight to A&E' as what to do", () => {
    const source = "Home today. If you keep vomiting and cannot keep fluids down, come straight to A&E.";
    const summary = "## Looking after yourself at home\n- Rest and drink plenty.";

    const omitted = omittedWarnings(source, summary);

    expect(omitted.some((f) => f.includes("vomiting"))).toBe(true);
  });
});

describe("what is no warning", () => {
  it("does not read an allergy entry 'Latex - contact rash' as 'contact' for help", () => {
    const source =
      "ALLERGIES: Trimethoprim - hives. Latex - contact rash.\nReturn precautions: fever over 101 F - call 911.";
    const summary =
      "## Your medicines\n- Allergy: trimethoprim (hives).\n- Allergy: latex (skin rash).\n\n## When to get help\n- You have a fever over 101 F: call 911.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("does not read how to book an appointment as a warning", () => {
    const source = "Disposition:\n* Hillside Urology - call (555) 210-3300 to be seen within 1 week.";
    const summary = "## Your follow-up appointments\n- Call Hillside Urology to be seen within 1 week.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("an allergy's reaction", () => {
  it("does not flag the reaction in an allergy line's brackets as a diagnosis", () => {
    const source = "ALLERGIES: Latex - contact rash.";
    const summary = "## Your medicines\n- Allergy: latex (skin rash).";

    expect(briefly(check(source, summary)).filter((f) => f.includes("diagnosis"))).toEqual([]);
  });
});

describe("plain words for speech and a locked joint", () => {
  it("keeps 'slurred speech' by 'you slur your words'", () => {
    const source =
      "Signs of a high level: coarse tremor, slurred speech or confusion. If any of these appear he should stop lithium and go to A&E.";
    const summary =
      "## When to get help\n- Your hands shake badly, you slur your words or you feel confused: stop lithium and go to A&E.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("keeps a knee that 'locks and stays stuck' by 'your knee locks'", () => {
    const source = "If the knee locks and stays stuck, attend the Emergency Department the same day.";
    const summary = "## When to get help\n- Your knee locks: go to A&E the same day.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("more plain words a summary uses", () => {
  it("keeps 'breathing worse despite reliever' by 'even after your blue inhaler'", () => {
    const source = "Red flags:\n- Breathing worse despite reliever or drowsiness: call 999.";
    const summary =
      "## When to get help\n- Your breathing gets worse even after your blue inhaler, or you are very sleepy: call 999.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("keeps 'exhausted' by 'worn out'", () => {
    const source = "Red flags:\n- Drowsy, floppy or exhausted -> call 999.";
    const summary = "## When to get help\n- She is drowsy, floppy or worn out: call 999.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("keeps 'mood changes' by 'you feel low'", () => {
    const source = "If she develops mood changes on levetiracetam, she should call the neurology office.";
    const summary = "## When to get help\n- You feel low or angry: call the neurology office.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });

  it("does not ask for 'if you are unsure' as a sign", () => {
    const source = "Stop naproxen. If you get palpitations, call 999. Ring us if you are unsure about any of this.";
    const summary = "## When to get help\n- You get palpitations: call 999.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("a sign said to go further", () => {
  it("keeps 'if his mood drops further' in 'your mood gets worse'", () => {
    const source =
      "Safety plan:\n- If his mood drops further or he cannot sleep -> call the crisis team on 0161 496 0000.";
    const summary =
      "## When to get help\n- Your mood gets worse or you cannot sleep: call the crisis team on 0161 496 0000.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("a plan's title before its warnings", () => {
  it("asks for no sign called 'Safety plan' or 'agreed with her mother'", () => {
    const source =
      "Safety plan, agreed with Ms Orji and her mother: if she has thoughts of harming herself, she should call 999 or go to A&E.";
    const summary = "## When to get help\n- You have thoughts of harming yourself: call 999 or go to A&E.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("a sign to be reported, with an aside", () => {
  it("asks only for the sign in 'Any X, which rarely happens, should be reported to you urgently, or to 111 out of hours'", () => {
    const source =
      "Safety advice given: if he gets a rash, he should see you the same day. Any yellowing of the eyes, which rarely happens with this tablet, should be reported to you urgently, or to 111 out of hours.";
    const summary =
      "## When to get help\n- You get a rash: see your GP the same day.\n- Your eyes turn yellow: tell your GP urgently, or call 111 out of hours.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});

describe("what to do, a colon, then the sign", () => {
  it("asks for 'Call your doctor within 24 hours: the swelling comes back' when the summary drops it", () => {
    const source =
      "Home instructions:\nCall your doctor within 24 hours: the swelling comes back after you finish the steroid.\nCall 911: you cannot breathe.";
    const summary = "## When to get help\n- You cannot breathe: call 911.";

    expect(omittedWarnings(source, summary)).toHaveLength(1);
  });

  it("asks for nothing when the summary keeps it in its own order", () => {
    const source =
      "Home instructions:\nCall your doctor within 24 hours: the swelling comes back after you finish the steroid.\nCall 911: you cannot breathe.";
    const summary =
      "## When to get help\n- The swelling comes back after you finish the steroid: call your doctor within 24 hours.\n- You cannot breathe: call 911.";

    expect(omittedWarnings(source, summary)).toEqual([]);
  });
});
