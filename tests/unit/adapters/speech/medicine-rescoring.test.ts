import { describe, expect, it } from "vitest";
import { HEARD_AS_MEDICINE_CONFIDENCE } from "#adapters/local/speech/heard-medicines";
import { type Likelihood, rescoreMedicines } from "#adapters/local/speech/medicine-rescoring";
import type { Word } from "#adapters/local/speech/pocketsphinx-output";

/**
 * Doubtful words where a medicine's name stands are put back to the speech model with the medicines that sound like
 * them (decision 463). The model here is a fake that finds some wordings likelier than others, as the real one does
 * for the audio it heard; which wording it favours is the test's to choose.
 */

const ENGLISH = new Set("i'll give you that twice a day with food we'll start the plan take leaflet".split(" "));
const isEnglish = (w: string) => ENGLISH.has(w);

/** Words as the recogniser hands them over; a word marked with * is one the model was unsure of. */
function words(text: string): Word[] {
  return text.split(" ").map((raw, i) => {
    const unsure = raw.endsWith("*");
    const content = raw.replace(/[*,]/g, "");
    return {
      content,
      start: i,
      end: i + 0.9,
      confidence: unsure ? 0.3 : 0.95,
      ...(raw.includes(",") ? { punctuation: "," } : {}),
    };
  });
}

/** A model that scores each wording (prefix and continuation) by the first of the given phrases it contains. */
function model(scores: Record<string, number>, fallback: number): Likelihood & { calls: string[][] } {
  const calls: string[][] = [];
  const likelihood = async (prefix: string, continuations: string[]) => {
    calls.push(continuations);
    return continuations.map(
      (c) => Object.entries(scores).find(([phrase]) => `${prefix} ${c}`.includes(phrase))?.[1] ?? fallback,
    );
  };
  return Object.assign(likelihood, { calls });
}
const textOf = (ws: Word[]) => ws.map((w) => w.content + (w.punctuation ?? "")).join(" ");

describe("medicines the speech model confirms from the audio", () => {
  it("writes the medicine the model finds nearly as likely as its own words", async () => {
    const heard = words("I'll give you that Proxim*, 500 mg twice a day with food");

    const out = await rescoreMedicines(heard, model({ "you naproxen": -5, Proxim: -7 }, -40), isEnglish);

    expect(textOf(out)).toBe("I'll give you naproxen, 500 mg twice a day with food");
  });

  it("lets the audio choose between medicines that are spelt alike", async () => {
    const heard = words("I'll give you Proxim* 500 mg twice a day");

    const out = await rescoreMedicines(heard, model({ piroxicam: -30, naproxen: -9, Proxim: -6 }, -40), isEnglish);

    expect(textOf(out)).toBe("I'll give you naproxen 500 mg twice a day");
  });

  it("takes in a short word the model made of the name's first sound", async () => {
    const heard = words("Start at bikesaban*, 5 milligrams twice daily");

    const out = await rescoreMedicines(heard, model({ "Start apixaban": -9, bikesaban: -6 }, -40), isEnglish);

    expect(textOf(out)).toBe("Start apixaban, 5 milligrams twice daily");
  });

  it("hears a short word before the doubtful ones with them when looking for the medicine they sound like", async () => {
    const heard = words("Plan on prasolt* 20 milligrams once a day");

    const out = await rescoreMedicines(heard, model({ "Plan omeprazole": -9, prasolt: -6 }, -40), isEnglish);

    expect(textOf(out)).toBe("Plan omeprazole 20 milligrams once a day");
  });

  it("keeps the model's words when every medicine is far less likely", async () => {
    const heard = words("I'll give you that Proxim* 500 mg twice a day");

    const out = await rescoreMedicines(heard, model({ Proxim: -6 }, -30), isEnglish);

    expect(textOf(out)).toBe("I'll give you that Proxim 500 mg twice a day");
  });

  it("keeps the model's words when two medicines that sound alike are as likely as each other", async () => {
    const heard = words("I'll start moxicillin* 500 mg twice a day");

    const out = await rescoreMedicines(
      heard,
      model({ " moxicillin": -4, amoxicillin: -12, oxacillin: -12 }, -40),
      isEnglish,
    );

    expect(textOf(out)).toBe("I'll start moxicillin 500 mg twice a day");
  });

  it("never asks the model about words it was sure of once the dose's medicine is named", async () => {
    const likelihood = model({}, -5);

    await rescoreMedicines(words("I'll give you naproxen with that leaflet 500 mg twice a day"), likelihood, isEnglish);

    expect(likelihood.calls).toEqual([]);
  });

  it("weighs words it was sure of when they stand before a dose and no medicine is named", async () => {
    const sure = (w: string) => isEnglish(w) || ["ate", "an", "allow"].includes(w);
    const heard = words("We'll start ate an allow 25 mg once a day");

    const out = await rescoreMedicines(heard, model({ atenolol: -9, "ate an allow": -6 }, -40), sure);

    expect(textOf(out)).toBe("We'll start atenolol 25 mg once a day");
  });

  it("takes a medicine somewhat less likely than the model's words where the dose has no medicine", async () => {
    const sure = (w: string) => isEnglish(w) || ["ate", "an", "allow"].includes(w);
    const heard = words("We'll start ate an allow 25 mg once a day");

    const out = await rescoreMedicines(heard, model({ atenolol: -20, "ate an allow": -6 }, -40), sure);

    expect(textOf(out)).toBe("We'll start atenolol 25 mg once a day");
  });

  it("keeps the model's doubtful words where a medicine is that much less likely and the dose has one", async () => {
    const heard = words("I'll give you naproxen, and that Proxim* 500 mg twice a day");

    const out = await rescoreMedicines(heard, model({ piroxicam: -20, Proxim: -6 }, -40), isEnglish);

    expect(textOf(out)).toBe("I'll give you naproxen, and that Proxim 500 mg twice a day");
  });

  it("does not weigh the words of a dose's own frame as a name", async () => {
    const likelihood = model({}, -5);

    await rescoreMedicines(words("The dose is 40 mg twice a day"), likelihood, (w) => isEnglish(w) || w === "dose");

    expect(likelihood.calls).toEqual([]);
  });

  it("marks the medicine it wrote as unsure, over the time of the words it replaced", async () => {
    const heard = words("Plan start remittal* 2.5 mg once daily");

    const out = await rescoreMedicines(heard, model({ ramipril: -8, remittal: -7 }, -40), isEnglish);
    const name = out.find((w) => w.content === "ramipril");

    expect(name?.confidence).toBeLessThanOrEqual(HEARD_AS_MEDICINE_CONFIDENCE);
    expect([name?.start, name?.end]).toEqual([2, 2.9]);
  });
});
