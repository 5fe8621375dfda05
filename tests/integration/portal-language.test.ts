import { beforeAll, describe, expect, inject, it } from "vitest";
import { summarySentences } from "#contracts/summary-sentences";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, followUpsAtOnce, patientPost, readySummary, sendBody } from "../support/delivery";
import { linkIn, mailFor } from "../support/mailbox";
import {
  ARABIC_LINES,
  confirmInterpreterCheck,
  reviewedSummary,
  sendTranslated,
  storeTranslation,
} from "../support/translated-summaries";

const stack = inject("stack");
const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";

/** The portal link's parts: summary id, the `lang` it names (if any) and the token in the fragment. */
function portalLinkOf(link: string) {
  const url = new URL(link);
  const [, summaryId] = url.pathname.match(/\/patient-portal\/([^/]+)$/) ?? [];
  return { summaryId, token: url.hash.slice(1), lang: url.searchParams.get("lang") };
}

describe("the patient side of a summary sent in Spanish (issue 23, part 2; offline: Apertium)", () => {
  let clinician: Clinician;
  let summary: { id: string; summaryContent: string; translation: { text: string } };
  const patient = emailFor("paciente");
  let portal: { summaryId: string; token: string; lang: string | null };

  beforeAll(async () => {
    clinician = await newClinician(stack, "traductora");
    await followUpsAtOnce(clinician);
    summary = await sendTranslated(clinician, "es", patient);
  });

  it("emails the summary link and the feedback request in Spanish, each link naming the language", async () => {
    const mail = await mailFor(stack.sesUrl, patient);
    const summaryMail = mail.find((m) => m.subject === "Su resumen de la consulta está listo");
    const followUp = mail.find((m) => m.subject === "¿Qué le pareció su resumen de la consulta?");
    if (!summaryMail || !followUp) throw new Error(`missing email: ${mail.map((m) => m.subject).join(", ")}`);

    expect(summaryMail.body.text).toContain("Hola, Maria Gonzalez:");
    expect(summaryMail.body.text).not.toContain(summary.translation.text.split("\n")[1] ?? "no text");
    portal = portalLinkOf(linkIn(summaryMail, /http\S+\/patient-portal\/\S+/));
    expect(portal.lang).toBe("es");
    const feedback = new URLSearchParams(new URL(linkIn(followUp, /http\S+\/feedback#\S+/)).hash.slice(1));
    expect(feedback.get("lang")).toBe("es");
  });

  it("opens the portal with the translation that was sent and the English original beside it", async () => {
    const opened = await patientPost(stack.apiUrl, "/portal/summary", {
      summaryId: portal.summaryId,
      token: portal.token,
    });

    expect(opened.status).toBe(200);
    expect(opened.body.summary_content).toBe(summary.summaryContent);
    expect(opened.body.translation).toEqual({
      language: "es",
      native_name: "Español",
      dir: "ltr",
      text: summary.translation.text,
    });
  });

  it("answers a question written in Spanish in Spanish, from the summary", async () => {
    const chat = await patientPost(stack.apiUrl, "/portal/chat", {
      ...portal,
      message: "¿Cuánta aspirina tengo que tomar?",
    });

    // The line it quotes is the translation's own, as the clinician checked it.
    const checkedLine = summary.translation.text
      .split("\n")
      .find((line) => /aspirina/i.test(line) && line.includes("81 mg"))
      ?.replace(/^\s*[-*]\s+/, "");

    expect(chat.status).toBe(200);
    expect(chat.body.reply.split("\n")[0]).toBe("Esto es lo que dice su resumen:");
    expect(checkedLine).toBeTruthy();
    expect(chat.body.reply).toContain(`- ${checkedLine}`);
    // The sources still number the English summary's sentences: the one the Spanish line was checked against.
    const english = summarySentences(summary.summaryContent);
    expect(chat.body.sources.map((i: number) => english[i].text).join(" ")).toContain("81 mg");
  });

  it("refuses in Spanish when the summary does not say", async () => {
    const chat = await patientPost(stack.apiUrl, "/portal/chat", {
      ...portal,
      message: "¿Puedo bucear en el mar?",
    });

    expect(chat.status).toBe(200);
    expect(chat.body.reply).toBe(
      "Su resumen no trata de eso. Pregunte a su equipo médico, que conoce todo su historial médico.",
    );
  });

  it("does not open the Spanish summary for another clinician's summary id with this token", async () => {
    const other = await newClinician(stack, "otra");
    const theirs = await readySummary(other);

    const opened = await patientPost(stack.apiUrl, "/portal/summary", { summaryId: theirs.id, token: portal.token });
    const read = await other.call("GET", `/summaries/${summary.id}`);

    expect(opened.status).toBe(404);
    expect(opened.body.error.message).toBe(PORTAL_ERROR);
    expect(read.status).toBe(404);
  });
});

describe("a summary sent in English is unchanged for the patient", () => {
  it("answers the spec's fields only, with no translation, after a translation was taken back to English", async () => {
    const clinician = await newClinician(stack, "english");
    const summary = await reviewedSummary(clinician);
    const revision = summary.revision ?? 1;
    await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "es", revision });
    await clinician.call("POST", `/summaries/${summary.id}/translation`, { language: "en", revision });
    const patient = emailFor("english");
    await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, crypto.randomUUID(), false));
    const [mail] = await mailFor(stack.sesUrl, patient);
    const link = portalLinkOf(linkIn(mail, /http\S+\/patient-portal\/\S+/));

    const opened = await patientPost(stack.apiUrl, "/portal/summary", { summaryId: link.summaryId, token: link.token });

    expect(mail.subject).toBe("Your visit summary is ready");
    expect(link.lang).toBeNull();
    expect(Object.keys(opened.body).sort()).toEqual([
      "chat_history",
      "created_at",
      "emergency_number",
      "id",
      "patient_name",
      "practice_phone",
      "prepared_by",
      "summary_content",
    ]);
  });
});

describe("a summary sent in a language with no offline engine (Arabic, right to left)", () => {
  let portal: { summaryId: string; token: string };

  beforeAll(async () => {
    const clinician = await newClinician(stack, "arabic");
    const summary = await reviewedSummary(clinician);
    const translatedAt = await storeTranslation(stack, clinician, summary, "ar", ARABIC_LINES);
    await confirmInterpreterCheck(clinician, summary, translatedAt);
    const patient = emailFor("arabic");
    const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, crypto.randomUUID()));
    expect(sent.status).toBe(200);
    const [mail] = await mailFor(stack.sesUrl, patient);
    expect(mail.body.text).toContain("ملخصك مكتوب باللغة العربية.");
    portal = portalLinkOf(linkIn(mail, /http\S+\/patient-portal\/\S+/));
  });

  it("returns the translation with its direction", async () => {
    const opened = await patientPost(stack.apiUrl, "/portal/summary", portal);

    expect(opened.body.translation).toMatchObject({ language: "ar", native_name: "العربية", dir: "rtl" });
  });

  it("answers the chat in English and says so first, in Arabic", async () => {
    const chat = await patientPost(stack.apiUrl, "/portal/chat", { ...portal, message: "How much aspirin?" });

    expect(chat.status).toBe(200);
    expect(chat.body.reply.split("\n")[0]).toBe(
      "(الإجابات باللغة الإنجليزية: لا تستطيع هذه المحادثة الإجابة باللغة العربية بعد.)",
    );
    expect(chat.body.reply).toContain("81 mg");
  });
});
