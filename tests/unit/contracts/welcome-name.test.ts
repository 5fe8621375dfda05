import { describe, expect, it } from "vitest";
import { welcomeName } from "#contracts/welcome-name";

describe("welcome name", () => {
  it("uses the first name when there is one", () => {
    expect(welcomeName({ firstName: "Priya", fullName: "Dr Priya Shah", email: "p@x.example" })).toBe("Priya");
  });

  it("uses the first word of the full name without a first name", () => {
    expect(welcomeName({ firstName: " ", fullName: "Jordan Lee", email: "j@x.example" })).toBe("Jordan");
  });

  it("uses the email's local part without any name", () => {
    expect(welcomeName({ firstName: null, fullName: null, email: "dr.kim@clinic.example" })).toBe("dr.kim");
  });

  it("says Doctor when nothing is known", () => {
    expect(welcomeName({ firstName: null, fullName: null, email: null })).toBe("Doctor");
  });
});
