import { expect, type Page, test } from "@playwright/test";
import type { StackInfo } from "../integration/global-setup";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, followUpsAtOnce, sendBody } from "../support/delivery";
import { linkIn, mailFor } from "../support/mailbox";
import {
  ARABIC_LINES,
  confirmInterpreterCheck,
  reviewedSummary,
  sendTranslated,
  storeTranslation,
} from "../support/translated-summaries";
import { baseURL, shot } from "./support";

/**
 * Issue 23, part 2: the patient reads a summary sent in Spanish, switches to the English original and chats in
 * Spanish, at 1280 and 375 px; an Arabic patient's page reads right to left, in Arabic (decisions 388, 392). The summaries are seeded through the API as a
 * clinician sends them (translated by Apertium, the round trip's differences accepted); the clinician's own screens
 * for choosing the language are another part of the issue.
 */

/** This run's local stack, as the API helpers of the integration tests take it (the API's address from config.json). */
async function localStack(): Promise<StackInfo> {
  const config = (await fetch(`${baseURL()}/config.json`).then((r) => r.json())) as { apiUrl: string };
  return {
    apiUrl: config.apiUrl,
    cognitoUrl: process.env.E2E_COGNITO_URL ?? "",
    userPoolId: process.env.E2E_USER_POOL_ID ?? "",
    clientId: process.env.E2E_CLIENT_ID ?? "",
    dynamodbUrl: process.env.E2E_DYNAMODB_URL ?? "",
    sesUrl: process.env.E2E_SES_URL ?? "",
    tableName: "clearnote-local",
    s3Url: "",
    bucket: "",
    demo: { email: "", password: "" },
    bus: { url: process.env.E2E_BUS_URL ?? "", secret: process.env.E2E_BUS_SECRET ?? "" },
  };
}

async function emailsTo(stack: StackInfo, patient: string, subjects: string[]) {
  await expect.poll(async () => (await mailFor(stack.sesUrl, patient)).length).toBeGreaterThanOrEqual(subjects.length);
  const mail = await mailFor(stack.sesUrl, patient);
  return subjects.map((subject) => {
    const found = mail.find((m) => m.subject === subject);
    if (!found) throw new Error(`No email "${subject}" (got ${mail.map((m) => m.subject).join(", ")})`);
    return found;
  });
}

let stack: StackInfo;
let clinician: Clinician;

test.beforeAll(async () => {
  stack = await localStack();
  clinician = await newClinician(stack, "idiomas");
  await followUpsAtOnce(clinician);
});

test("a patient reads a Spanish summary, switches to the English original and chats in Spanish", async ({
  browser,
}) => {
  const patient = emailFor("paciente");
  const summary = await sendTranslated(clinician, "es", patient);
  const firstSpanishLine = (summary.translation.text as string)
    .split("\n")
    .map((l) => l.replace(/^(?:#{1,6}\s+|[-*]\s+)/, "").trim())
    .find((l) => l.length > 12) as string;
  const [summaryMail, followUp] = await emailsTo(stack, patient, [
    "Su resumen de la consulta está listo",
    "¿Qué le pareció su resumen de la consulta?",
  ]);
  const portalLink = linkIn(summaryMail, /http\S+\/patient-portal\/\S+/);
  const feedbackLink = linkIn(followUp, /http\S+\/feedback#\S+/);

  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 860 } });
    const page = await context.newPage();
    if (width === 1280) {
      await page.setContent(summaryMail.body.html ?? "");
      await shot(page, "140-spanish-summary-email");
    }

    await page.goto(portalLink);
    await expect(page.getByRole("heading", { name: "Su resumen de la consulta" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const region = page.getByRole("region", { name: "Su resumen" });
    const spanish = region.locator('.portal-summary[lang="es"]');
    await expect(spanish).toContainText(firstSpanishLine);
    await expect(region).toContainText("Traducido del original en inglés");
    await shot(page, `141-portal-spanish-${width}`);

    await region.getByRole("button", { name: "Ver el original en inglés" }).click();
    // The schedule's own labels stay in the patient's language: the summary's block is what switched.
    await expect(region.locator('.portal-summary[lang="en"]')).toContainText("Aspirin 81 mg");
    await expect(spanish).toHaveCount(0);
    await shot(page, `142-portal-english-original-${width}`);
    await region.getByRole("button", { name: "Ver en español" }).click();
    await expect(spanish).toContainText(firstSpanishLine);

    const chat = page.getByRole("region", { name: "Chat" });
    await expect(chat.getByRole("heading", { name: "¿Tiene preguntas sobre su resumen?" })).toBeVisible();
    await chat.getByRole("textbox", { name: "Su pregunta" }).fill("¿Cuánta aspirina tengo que tomar?");
    await chat.getByRole("button", { name: "Enviar" }).click();
    const log = chat.getByRole("log");
    await expect(log.locator(".bubble.assistant")).toContainText("81 mg");
    await expect(log.locator(".bubble.assistant")).toContainText(/aspirina/i);
    await expect(log).not.toContainText("Here is what your summary says");
    await chat.scrollIntoViewIfNeeded();
    await shot(page, `143-portal-chat-spanish-${width}`);

    if (width === 375) {
      await page.goto(feedbackLink);
      await expect(page.getByRole("heading", { name: "¿Qué le pareció su resumen?" })).toBeVisible();
      await expect(page.getByText("¿Usó el chat para hacer preguntas sobre su resumen?")).toBeVisible();
      await shot(page, "144-feedback-spanish-375");
    }
    await context.close();
  }
});

test("an invalid link that names Spanish says so in Spanish", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();

  await page.goto(`${baseURL()}/patient-portal/01unknown?lang=es#${"A".repeat(43)}`);

  await expect(page.getByRole("heading", { name: "Error de acceso" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "No se pudo cargar su resumen. Es posible que el enlace no sea válido o haya caducado.",
  );
  await shot(page, "145-portal-error-spanish-375");
  await context.close();
});

test("an Arabic patient's page reads right to left in Arabic at 375 px, and its chat says in Arabic that answers are in English", async ({
  browser,
}) => {
  const summary = await reviewedSummary(clinician);
  const translatedAt = await storeTranslation(stack, clinician, summary, "ar", ARABIC_LINES);
  await confirmInterpreterCheck(clinician, summary, translatedAt);
  const patient = emailFor("arabic");
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, crypto.randomUUID()));
  expect(sent.status).toBe(200);
  const [summaryMail] = await emailsTo(stack, patient, ["ملخص زيارتك جاهز"]);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page: Page = await context.newPage();

  await page.goto(linkIn(summaryMail, /http\S+\/patient-portal\/\S+/));

  // The whole page turns over: its texts are Arabic (decision 392), so <html> is lang="ar" dir="rtl" (decision 388).
  await expect(page.getByRole("heading", { name: "ملخص زيارتك", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "عرض النص الأصلي بالإنجليزية" })).toBeVisible();
  const arabic = page.locator('main [lang="ar"][dir="rtl"]');
  await expect(arabic).toContainText("أدويتك");
  await expect(arabic).toContainText("81");
  // The words read from the right: the summary's headings are laid out right to left.
  const align = await arabic
    .locator("h3")
    .first()
    .evaluate((h) => getComputedStyle(h).direction);
  expect(align).toBe("rtl");
  await shot(page, "146-portal-arabic-rtl-375");
  const chat = page.getByRole("region", { name: "المحادثة" });
  await chat.getByRole("textbox", { name: "سؤالك" }).fill("كم أسبرين آخذ؟");
  await chat.getByRole("button", { name: "إرسال" }).click();
  await expect(chat.getByRole("log").locator(".bubble.assistant")).toContainText(
    "(الإجابات باللغة الإنجليزية: لا تستطيع هذه المحادثة الإجابة باللغة العربية بعد.)",
  );
  await chat.scrollIntoViewIfNeeded();
  await shot(page, "147-portal-arabic-chat-375");
  await context.close();
});
