import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { INTERPRETER_CHECK_LABEL } from "#contracts/translation-texts";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { linkIn, mailFor } from "../support/mailbox";
import { acceptEveryOpenFlag, expectToast, scratchFolder, shot, signUpNewClinician } from "./support";

const scratch = scratchFolder("translation");

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("a clinician translates a reviewed summary into Spanish, checks each difference and sends it; the patient reads it in Spanish, switches to English and chats in Spanish", async ({
  page,
  browser,
}) => {
  const patient = `lucia.${Date.now()}@example.com`;
  const pdfPath = join(scratch, "discharge.pdf");
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  await signUpNewClinician(page, "Ines");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "View All Summaries" }).click();
  // The new clinician's sample records are listed too: open the summary just made.
  await page.getByRole("row").filter({ hasText: "discharge.pdf" }).getByRole("button", { name: "View" }).click();

  // The English first: whatever the checker raised is settled before anything is translated.
  await acceptEveryOpenFlag(page, "Checked against the discharge letter.");
  const panel = page.getByRole("region", { name: "Email to patient" });
  await panel.getByLabel("Patient email").fill(patient);
  const language = panel.getByLabel("Patient language");
  await expect(language).toHaveValue("en");
  // Offline, a language without a local pair is listed but cannot be chosen.
  await expect(language.locator("option", { hasText: "Chinese (Simplified)" })).toHaveText(/Not available offline/);
  await expect(language.locator("option", { hasText: "Chinese (Simplified)" })).toBeDisabled();

  await language.selectOption("es");
  const review = page.getByRole("region", { name: "Spanish translation" });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByRole("columnheader", { name: "Back into English" })).toBeVisible();
  await expect(review.locator("td[lang=es]").first()).toBeVisible();
  await shot(page, "70-translation-review");
  await phoneShot(page, "70-translation-review-phone");

  // Each difference the round trip found is checked: "This is correct", with why.
  const send = panel.getByRole("button", { name: "Send" });
  for (let i = 0; i < 30; i++) {
    const correct = review.getByRole("button", { name: /^This is correct: / }).first();
    if ((await correct.count()) === 0) break;
    await expect(send).toBeDisabled();
    await expect(panel).toContainText(/highlighted differences? in the translation before sending/);
    await correct.click();
    const why = review.getByRole("textbox", { name: "Why is it correct?" });
    await why.fill("Read with the patient's daughter, who reads Spanish.");
    await why.press("Enter");
    await expect(why).toHaveCount(0);
  }
  await expect(review.getByText(/^Checked$/)).toBeVisible();
  await expect(panel).toContainText("Translated into Spanish");
  await shot(page, "71-translation-checked");

  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, "Email Sent Successfully");
  await shot(page, "72-translation-sent");

  // The patient's side of the same summary: the link from the email, at desktop and phone widths.
  const sesUrl = process.env.E2E_SES_URL ?? "";
  await expect.poll(async () => (await mailFor(sesUrl, patient)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [email] = await mailFor(sesUrl, patient);
  expect(email.subject).toBe("Su resumen de la consulta está listo");
  const portalLink = linkIn(email, /http\S+\/patient-portal\/\S+/);
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 860 } });
    const portal = await context.newPage();
    await portal.goto(portalLink);
    const region = portal.getByRole("region", { name: "Su resumen" });
    await expect(region.locator('.portal-summary[lang="es"]')).toContainText(/Aspirina/i);
    await region.getByRole("button", { name: "Ver el original en inglés" }).click();
    await expect(region.locator('.portal-summary[lang="en"]')).toContainText("Aspirin");
    await region.getByRole("button", { name: "Ver en español" }).click();
    const chat = portal.getByRole("region", { name: "Chat" });
    await chat.getByRole("textbox", { name: "Su pregunta" }).fill("¿Cuánta aspirina tengo que tomar?");
    await chat.getByRole("button", { name: "Enviar" }).click();
    const answer = chat.getByRole("log").locator(".bubble.assistant");
    await expect(answer).toContainText("81 mg", { timeout: 30_000 });
    await expect(answer).toContainText(/aspirina/i);
    await shot(portal, `75-patient-reads-spanish-${width}`);
    await context.close();
  }
});

test("the language chosen for a patient is chosen again when their address is entered", async ({ page }) => {
  const patient = `mateo.${Date.now()}@example.com`;
  const pdfPath = join(scratch, "discharge-2.pdf");
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  await signUpNewClinician(page, "Olga");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  for (const round of [1, 2]) {
    if (round === 2) await page.getByRole("button", { name: "Generate New Summary" }).click();
    await page.getByTestId("file-input").setInputFiles(pdfPath);
    await page.getByRole("button", { name: "Generate Summary" }).click();
    await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
    await acceptEveryOpenFlag(page, "Checked against the discharge letter.");
    const panel = page.getByRole("region", { name: "Email to patient" });
    const email = panel.getByLabel("Patient email");
    await email.fill(patient);
    await email.blur();
    const language = panel.getByLabel("Patient language");
    if (round === 1) {
      await language.selectOption("ca");
      await expect(page.getByRole("region", { name: "Catalan translation" })).toBeVisible({ timeout: 30_000 });
    } else {
      await expect(language).toHaveValue("ca");
      await expect(panel).toContainText("Chosen for this patient before.");
      await expect(page.getByRole("region", { name: "Catalan translation" })).toBeVisible({ timeout: 30_000 });
      await shot(page, "73-translation-remembered");
    }
  }
});

test("a right-to-left translation reads right to left, with the interpreter note to confirm (Arabic, as Amazon Translate answers)", async ({
  page,
}) => {
  const pdfPath = join(scratch, "discharge-3.pdf");
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  await signUpNewClinician(page, "Omar");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  await acceptEveryOpenFlag(page, "Checked against the discharge letter.");
  await page.getByRole("button", { name: "View All Summaries" }).click();
  // Offline there is no Arabic: the summary is answered with the translation Amazon Translate would have left on it.
  await page.route(/\/api\/summaries\/[0-9a-z]+$/i, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const lines: string[] = body.summary.summaryContent.split("\n");
    const arabic = (line: string) =>
      line.startsWith("**")
        ? "**ما يجب عليك فعله**"
        : line
          ? "- تناول الأسبرين 81 ملغ كل يوم واتصل بالطوارئ إذا عاد ألم الصدر."
          : "";
    body.summary.translation = {
      language: "ar",
      languageName: "Arabic",
      dir: "rtl",
      text: lines.map(arabic).join("\n"),
      rows: lines.map((english) => ({ english, translated: arabic(english), back: english, flags: [] })),
      flags: [],
      englishRevision: body.summary.revision ?? 1,
      updatedAt: new Date().toISOString(),
      edited: false,
      outdated: false,
      interpreterNote:
        "Machine translation into Arabic is known to make more mistakes. Consider having a qualified interpreter check it before you send it.",
      interpreterCheck: null,
      createdAt: new Date().toISOString(),
    };
    await route.fulfill({ response, json: body });
  });
  await page.getByRole("row").filter({ hasText: "discharge-3.pdf" }).getByRole("button", { name: "View" }).click();

  const review = page.getByRole("region", { name: "Arabic translation" });
  await expect(review).toBeVisible();
  await expect(review.locator("td[dir=rtl][lang=ar]").first()).toBeVisible();
  const panel = page.getByRole("region", { name: "Email to patient" });
  await expect(panel.getByLabel("Patient language")).toHaveValue("ar");
  await expect(panel.getByRole("checkbox", { name: INTERPRETER_CHECK_LABEL })).toBeVisible();
  await panel.getByLabel("Patient email").fill(`amal.${Date.now()}@example.com`);
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(panel).toContainText("qualified interpreter will check the Arabic translation");
  await expect(review.getByText("Interpreter check to confirm")).toBeVisible();
  await shot(page, "74-translation-rtl");
  await phoneShot(page, "74-translation-rtl-phone");
});
