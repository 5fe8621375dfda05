import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * Allergy lines the later held-out batches showed run together or mislabelled (issue 18, decision 489): two entries
 * typed one under the other became one allergy ("Shellfish (it causes hives Clindamycin - C)"), and the prose after an
 * "Allergy:" label became allergies of its own.
 */
const medicines = (letter: string) => section(draft(letter).text, "Your medicines").join("\n");

describe("allergy entries typed one per line", () => {
  it("stay two allergies when each names its reaction after a dash", () => {
    const letter = `DISCHARGE SUMMARY
Patient: Ruth Ogden

ALLERGIES
Sesame - tongue swelling
Vancomycin - red man syndrome

HOSPITAL COURSE
She was given fluids through a drip.`;

    const text = medicines(letter);

    expect(text).toMatch(/^- Allergy: Sesame \(it causes tongue swelling\)\.$/m);
    expect(text).toMatch(/^- Allergy: Vancomycin \(it causes red man syndrome\)\.$/m);
  });

  it("stay two allergies when a tab parts each substance from its reaction", () => {
    const letter = `DISCHARGE SUMMARY
Patient: Ruth Ogden

ALLERGIES
Erythromycin\tStomach cramps
Plasters\tBlisters

HOSPITAL COURSE
She was given fluids through a drip.`;

    const text = medicines(letter);

    expect(text).toMatch(/Allergy: Erythromycin \(it causes stomach cramps\)\./i);
    expect(text).toMatch(/Allergy: Plasters \(it causes blisters\)\./i);
  });
});

describe("an organism's abbreviated name", () => {
  it("does not end a sentence at its initial", () => {
    const letter = `DISCHARGE SUMMARY
Patient: Ruth Ogden

DIAGNOSIS
Urinary infection with E. coli, sensitive to nitrofurantoin.

HOSPITAL COURSE
She was given fluids through a drip.`;

    const text = draft(letter).text;

    expect(text).toMatch(/E\. coli/);
    expect(text).not.toMatch(/E\.\n/);
  });
});

describe("what an allergy line says besides the allergy", () => {
  it("reads the prose after an allergy label by its own cues", () => {
    const letter = `Discharge letter
Patient: Ruth Ogden

Allergy: cefalexin (swollen lips in 2015). For that reason she was given gentamicin through a drip for 2 days on the ward. Her temperature has been normal since Tuesday.

Going home on:
Nitrofurantoin 100 mg twice a day for 5 days (new).`;

    const text = medicines(letter);

    expect(text).toMatch(/Allergy: cefalexin/);
    expect(text).not.toMatch(/Allergy: For that reason|Allergy: Her temperature/);
  });

  it("says 'no other known allergies' as that, not as a substance", () => {
    const letter = `DISCHARGE SUMMARY
Patient: Ruth Ogden

ALLERGIES: HALOPERIDOL - STIFF JAW. NO OTHER KNOWN ALLERGIES.

HOSPITAL COURSE
She was given fluids through a drip.`;

    const text = medicines(letter);

    expect(text).toMatch(/Allergy: HALOPERIDOL/);
    expect(text).not.toMatch(/Allergy: NO OTHER KNOWN/i);
  });

  it("keeps a note after a semicolon with its allergy, not as another substance", () => {
    const letter = `DISCHARGE SUMMARY
Patient: Ruth Ogden

ALLERGIES
Bee stings - swollen hand (2021); no adrenaline pen issued

HOSPITAL COURSE
She was given fluids through a drip.`;

    const text = medicines(letter);

    expect(text).toMatch(/Allergy: Bee stings/);
    expect(text).not.toMatch(/Allergy: no adrenaline/i);
  });
});
