import { describe, expect, it } from "vitest";
import {
  SPEAKER_NAME_REQUIRED,
  SPEAKER_NAME_TOO_LONG,
  SPEAKER_ROLES_NEEDED,
  SPEAKERS_UNKNOWN,
  speakerNameError,
} from "#contracts/transcriptions/speakers";
import { speakersUpdateSchema } from "#contracts/transcriptions/speakers-schema";

const valid = {
  revision: 0,
  speakers: [
    { label: "spk_0", role: "clinician", name: "Dr Rivera" },
    { label: "spk_1", role: "patient", name: "Sam" },
  ],
};
const withSpeaker = (i: number, change: Record<string, unknown>) => ({
  ...valid,
  speakers: valid.speakers.map((s, j) => (j === i ? { ...s, ...change } : s)),
});
const messageOf = (input: unknown) => speakersUpdateSchema.safeParse(input).error?.issues[0]?.message;

describe("the speakers contract", () => {
  it("takes two speakers with one clinician and one patient, trimming the names", () => {
    const parsed = speakersUpdateSchema.parse(withSpeaker(1, { name: "  Sam Fictional  " }));

    expect(parsed.speakers[1]).toEqual({ label: "spk_1", role: "patient", name: "Sam Fictional" });
  });

  it("refuses two clinicians or two patients with the reason", () => {
    expect(messageOf(withSpeaker(1, { role: "clinician" }))).toBe(SPEAKER_ROLES_NEEDED);
    expect(messageOf(withSpeaker(0, { role: "patient" }))).toBe(SPEAKER_ROLES_NEEDED);
    expect(messageOf(withSpeaker(0, { role: "nurse" }))).toBe(SPEAKER_ROLES_NEEDED);
  });

  it("refuses a blank name, a name over 60 characters, and one with control or text-direction characters", () => {
    expect(messageOf(withSpeaker(0, { name: "   " }))).toBe(SPEAKER_NAME_REQUIRED);
    expect(messageOf(withSpeaker(0, { name: "x".repeat(61) }))).toBe(SPEAKER_NAME_TOO_LONG);
    expect(speakersUpdateSchema.safeParse(withSpeaker(0, { name: "x".repeat(60) })).success).toBe(true);
    for (const name of ["Dr\u202ERivera", "Dr\nRivera", "Dr \uD800 Rivera", "Dr\u200BRivera"]) {
      expect(messageOf(withSpeaker(0, { name }))).toBe(
        "This field cannot contain control or text-direction characters.",
      );
    }
  });

  it("refuses a label twice, a label that is not an engine's, and more than two speakers", () => {
    expect(messageOf(withSpeaker(1, { label: "spk_0" }))).toBe(SPEAKERS_UNKNOWN);
    expect(messageOf(withSpeaker(1, { label: "someone" }))).toBe(SPEAKERS_UNKNOWN);
    expect(messageOf({ ...valid, speakers: [] })).toBe(SPEAKERS_UNKNOWN);
    const third = { label: "spk_2", role: "patient", name: "Carer" };
    expect(messageOf({ ...valid, speakers: [...valid.speakers, third] })).toBe(SPEAKER_ROLES_NEEDED);
  });

  it("needs the revision the change was made on", () => {
    expect(speakersUpdateSchema.safeParse({ speakers: valid.speakers }).success).toBe(false);
  });

  it("answers a name as the schema does, without zod (the rename form's check)", () => {
    const names = ["Dr Rivera", "  Sam  ", "", "   ", "x".repeat(60), ` ${"x".repeat(60)} `, "x".repeat(61)];
    names.push("Dr\u202ERivera", "Dr\nRivera", "Dr \uD800 Rivera", "Dr\u200BRivera", `${"x".repeat(61)}\u200B`);
    for (const name of names) {
      expect(speakerNameError(name), JSON.stringify(name)).toBe(messageOf(withSpeaker(0, { name })));
    }
  });
});
