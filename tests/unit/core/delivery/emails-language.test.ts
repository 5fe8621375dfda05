import { describe, expect, it } from "vitest";
import { followUpEmail, summaryEmail } from "#core/delivery/emails";
import english from "../../../fixtures/emails/english-emails.json";

/**
 * The emails in the patient's language (issue 23, part 2). The English emails were captured from the code before
 * the texts moved into resource files (tests/fixtures/emails/english-emails.json): they must not change by a byte.
 */
describe("summary and follow-up emails in the patient's language", () => {
  const portalUrl = "https://app.example.com/patient-portal/01ABC?lang=es#tok";
  const feedbackUrl = "https://app.example.com/feedback#session=abc&summary=01ABC&lang=es";

  it("writes an English summary's emails exactly as before the resource files", () => {
    const made = {
      summaryWithNames: summaryEmail({
        patientName: "Maria Gonzalez",
        portalUrl: "https://app.example.com/patient-portal/01ABC#tok_en-123",
        preparedBy: "Dr. Amara Lee at Riverside Family Practice",
        fromName: "Riverside Family Practice via ClearNote",
      }),
      summaryNoNames: summaryEmail({
        patientName: "  ",
        portalUrl: "https://app.example.com/patient-portal/01ABC#tok",
        preparedBy: null,
      }),
      summaryEscaped: summaryEmail({
        patientName: "<b>Jo & Co</b>",
        portalUrl: 'https://x/p#t"',
        preparedBy: "<i>Dr</i>",
      }),
      followUpWithNames: followUpEmail({
        patientName: "Maria Gonzalez",
        feedbackUrl: "https://app.example.com/feedback#session=abc&summary=01ABC",
        preparedBy: "Dr. Amara Lee",
        fromName: "Dr. Amara Lee via ClearNote",
      }),
      followUpNoNames: followUpEmail({
        patientName: "",
        feedbackUrl: "https://app.example.com/feedback#session=abc&summary=01ABC",
      }),
      followUpEscaped: followUpEmail({
        patientName: "<script>",
        feedbackUrl: "https://x/f#s=1&t=2",
        preparedBy: "A & B",
      }),
    };

    expect(JSON.parse(JSON.stringify(made))).toEqual(english);
  });

  it("keeps the English email when the language given is English", () => {
    const plain = summaryEmail({ patientName: "Maria", portalUrl });

    expect(summaryEmail({ patientName: "Maria", portalUrl, language: "en" })).toEqual(plain);
  });

  it("writes the summary email of a Spanish translation in Spanish, saying the English original is there too", () => {
    const email = summaryEmail({ patientName: "María", portalUrl, preparedBy: "Dra. Amara Lee", language: "es" });

    expect(email.subject).toBe("Su resumen de la consulta está listo");
    expect(email.text).toContain("Hola, María:");
    expect(email.text).toContain("Dra. Amara Lee ha preparado un resumen de su atención reciente");
    expect(email.text).toContain("también encontrará el original en inglés");
    expect(email.text).toContain(`Leer su resumen: ${portalUrl}`);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).not.toContain("Hello");
  });

  it("writes the follow-up of a Catalan translation in Catalan", () => {
    const email = followUpEmail({ patientName: "Jordi", feedbackUrl, language: "ca" });

    expect(email.subject).toBe("Què us ha semblat el resum de la visita?");
    expect(email.text).toContain("Esperem que el vostre resum us hagi estat útil.");
    expect(email.text).toContain(`Doneu la vostra opinió: ${feedbackUrl}`);
  });

  it("escapes the patient's name in a translated email as in the English one", () => {
    const email = summaryEmail({ patientName: "<img src=x onerror=alert(1)>", portalUrl, language: "es" });

    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img");
  });

  it("writes an Arabic email in Arabic, right to left, naming the summary's language", () => {
    const email = summaryEmail({ patientName: "Layla", portalUrl, language: "ar" });

    expect(email.subject).toBe("ملخص زيارتك جاهز");
    expect(email.text).toContain("ملخصك مكتوب باللغة العربية. وتحتوي الصفحة نفسها أيضًا على النص الأصلي بالإنجليزية.");
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('<table role="presentation" dir="rtl" width="560"');
  });

  it("keeps a left-to-right language's email left to right", () => {
    const email = followUpEmail({ patientName: "Marie", feedbackUrl: portalUrl, language: "fr" });

    expect(email.subject).toBe("Qu'avez-vous pensé du résumé de votre consultation ?");
    expect(email.html).toContain('<html lang="fr">');
    expect(email.html).not.toContain('dir="rtl"');
  });
});
