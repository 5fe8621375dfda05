import { describe, expect, it } from "vitest";
import { fromAddress } from "#adapters/mail/ses";
import { preparedBy } from "#core/account/account";
import { senderName, summaryEmail } from "#core/delivery/emails";

const profile = (displayName: string | null, practiceName: string | null) => ({
  email: "a@clinic.example",
  firstName: null,
  lastName: null,
  fullName: null,
  displayName,
  practiceName,
});

describe("who prepared a summary, as patients see it", () => {
  it.each([
    [profile("Dr. Amara Lee", "Riverside Family Practice"), "Dr. Amara Lee at Riverside Family Practice"],
    [profile("Dr. Amara Lee", null), "Dr. Amara Lee"],
    [profile(null, "Riverside Family Practice"), "Riverside Family Practice"],
    [profile(" ", ""), null],
    [undefined, null],
  ])("reads %j as %j", (p, expected) => {
    expect(preparedBy(p)).toBe(expected);
  });

  it("sends from the practice via the product, or the product alone", () => {
    expect(senderName("Dr. Amara Lee at Riverside", "Riverside")).toBe("Riverside via ClearNote");
    expect(senderName("Dr. Amara Lee", null)).toBe("Dr. Amara Lee via ClearNote");
    expect(senderName(null, null)).toBe("ClearNote");
  });

  it("escapes the names in the email's HTML", () => {
    const email = summaryEmail({ patientName: "Jo", portalUrl: "https://x/p#t", preparedBy: "<b>Dr</b>" });

    expect(email.html).toContain("&lt;b&gt;Dr&lt;/b&gt; has prepared");
  });
});

describe("the From header", () => {
  it("quotes an ASCII display name and escapes its quotes", () => {
    expect(fromAddress("no-reply@clinic.example", 'St. "Mary" via ClearNote')).toBe(
      '"St. \\"Mary\\" via ClearNote" <no-reply@clinic.example>',
    );
  });

  it("encodes a non-ASCII display name as an RFC 2047 word", () => {
    expect(fromAddress("n@c.example", "Clínica Sol")).toBe(
      `=?UTF-8?B?${Buffer.from("Clínica Sol").toString("base64")}?= <n@c.example>`,
    );
  });

  it("keeps a header on one line", () => {
    expect(fromAddress("n@c.example", "A\r\nBcc: x@evil.example")).toBe('"A Bcc: x@evil.example" <n@c.example>');
  });
});
