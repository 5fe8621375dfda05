import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, feedbackRequestSchema } from "#contracts/delivery";
import { followUpEmail, summaryEmail } from "#core/delivery/emails";
import { cleanFeedback, NO_ANSWER } from "#core/delivery/feedback";
import { hashToken, looksLikeToken, newToken, tokenMatches } from "#core/delivery/link-tokens";
import { escapeHtml } from "#core/shared/escape-html";

describe("link tokens", () => {
  it("are 256-bit, URL-safe and different every time", () => {
    const a = newToken();
    const b = newToken();

    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("are stored only as a SHA-256 hash that matches the token and nothing else", () => {
    const token = newToken();
    const stored = hashToken(token);

    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(newToken(), stored)).toBe(false);
  });

  it("refuse anything that is not shaped like our tokens", () => {
    expect(looksLikeToken("short")).toBe(false);
    expect(looksLikeToken(`${newToken()}=`)).toBe(false);
  });
});

describe("emails", () => {
  const portalUrl = "https://app.example/patient-portal/01abc#tok";

  it("greet the patient and link to the portal without the summary text, in HTML and plain text", () => {
    const email = summaryEmail({ patientName: "Maria Gonzalez", portalUrl });

    expect(email.subject).toBe("Your visit summary is ready");
    expect(email.html).toContain("Hello Maria Gonzalez,");
    expect(email.html).toContain(`href="${portalUrl}"`);
    expect(email.text).toContain(`Read your summary: ${portalUrl}`);
    expect(email.text).toContain("please do not forward it");
  });

  it("show a hostile patient name as text", () => {
    const email = summaryEmail({ patientName: "<img src=x onerror=alert(1)>", portalUrl });

    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("carry the feedback link in the follow-up", () => {
    const email = followUpEmail({
      patientName: "Tom",
      feedbackUrl: "https://app.example/feedback?session=s&summary=1",
    });

    expect(email.html).toContain('href="https://app.example/feedback?session=s&amp;summary=1"');
    expect(email.text).toContain("Give feedback: https://app.example/feedback?session=s&summary=1");
  });

  it("escape the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("email address rule", () => {
  it.each(["pat@example.com", "a.b+c@clinic.co.uk"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(["pat@example", "pat example@x.com", "@x.com", "pat@.com"])("refuses %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("feedback rules", () => {
  const base = { session: "s" };

  it("treats a summary parameter 'null' as absent", () => {
    expect(cleanFeedback({ ...base, summary: "null", overallRating: 9 }).summaryId).toBeNull();
  });

  it("keeps the chatbox rating only when the chatbox was used", () => {
    expect(cleanFeedback({ ...base, usedChatbox: "yes", chatboxRating: 4 }).chatboxRating).toBe(4);
    expect(cleanFeedback({ ...base, usedChatbox: "no", chatboxRating: 4 }).chatboxRating).toBeNull();
  });

  it("trims the comment", () => {
    expect(cleanFeedback({ ...base, comment: "  very clear  " }).comment).toBe("very clear");
  });

  it("requires at least one answer or a comment", () => {
    expect(() => cleanFeedback({ ...base, comment: "   " })).toThrow(NO_ANSWER);
  });

  it("accepts a lone Yes/No answer", () => {
    expect(cleanFeedback({ ...base, usedChatbox: "no" }).usedChatbox).toBe("no");
  });

  it("refuses ratings outside their scales", () => {
    expect(feedbackRequestSchema.safeParse({ ...base, overallRating: 11 }).success).toBe(false);
    expect(feedbackRequestSchema.safeParse({ ...base, clarityRating: 6 }).success).toBe(false);
  });
});
