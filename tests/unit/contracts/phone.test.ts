import { describe, expect, it } from "vitest";
import { PRACTICE_PHONE_MESSAGE, practicePhoneError } from "#contracts/phone";
import { settingsUpdateSchema } from "#contracts/settings";

describe("the practice phone number (issue 25)", () => {
  it("accepts the ways a practice writes its number", () => {
    const written = ["(555) 123-4567", "555.123.4567", "+1 555 123 4567", "+44 20 7946 0958", "020 7946 0958 ext. 12"];

    expect(written.map(practicePhoneError)).toEqual([null, null, null, null, null]);
  });

  it("accepts an empty field, which clears the number", () => {
    expect(practicePhoneError("  ")).toBeNull();
  });

  it("refuses words, too few digits and too many", () => {
    const refused = ["call reception", "555-12", "+1 555 123 4567 8901 234", "555-123-4567!"];

    expect(refused.map(practicePhoneError)).toEqual(refused.map(() => PRACTICE_PHONE_MESSAGE));
  });

  it("is refused by PUT /settings with the message for the field", () => {
    const parsed = settingsUpdateSchema.safeParse({ practicePhone: "call reception" });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["practicePhone", PRACTICE_PHONE_MESSAGE],
    ]);
  });

  it("is trimmed by PUT /settings", () => {
    expect(settingsUpdateSchema.parse({ practicePhone: " (555) 123-4567 " })).toEqual({
      practicePhone: "(555) 123-4567",
    });
  });
});
