import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { linkIn, mailFor } from "../support/mailbox";
import { baseURL, expectToast, scratchFolder, shot, signUpNewClinician, summariseAndSend } from "./support";

/**
 * Issue 25, parts 3 and 4: a question the summary cannot answer goes from the patient's portal to the care team and
 * the reply comes back; the New Transcription form asks for the patient's agreement to be recorded first. Each screen
 * is taken at 1280 and 375 px, and must not scroll sideways at 375.
 */
test.describe.configure({ mode: "serial" });

const scratch = scratchFolder("care-team");
const patient = `nadia.${Date.now()}@example.com`;
const QUESTION = "Can I go scuba diving on holiday next month?";
const REPLY = "Please hold off until your cardiology check-up in two weeks. We will tell you then whether it is safe.";

async function bothWidths(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shot(page, `care-team-${name}-1280`);
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await shot(page, `care-team-${name}-375`);
  await page.setViewportSize(size);
}

test("a question the summary cannot answer reaches the care team, and their reply reaches the patient", async ({
  page,
  browser,
}) => {
  const pdfPath = join(scratch, "care-team-discharge.pdf");
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  const clinicianEmail = await signUpNewClinician(page, "Priya");
  await summariseAndSend(page, pdfPath, patient);

  // The patient asks something the summary does not say, and sends it on.
  const summaryMail = (await mailFor(process.env.E2E_SES_URL ?? "", patient)).find(
    (m) => m.subject === "Your visit summary is ready",
  );
  if (!summaryMail) throw new Error("The summary email did not arrive");
  const portalLink = linkIn(summaryMail, /http\S+\/patient-portal\/\S+/);
  const patientContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const portal = await patientContext.newPage();
  await portal.goto(portalLink);
  const chat = portal.getByRole("region", { name: "Chat" });
  await chat.getByPlaceholder("Type a question…").fill("When is my follow-up?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log")).toContainText("Cardiology clinic with Dr. Patel in 2 weeks.");
  await expect(chat.getByRole("button", { name: "Send this question to your care team" })).toHaveCount(0);
  await chat.getByPlaceholder("Type a question…").fill(QUESTION);
  await chat.getByRole("button", { name: "Send" }).click();
  const offer = chat.getByRole("button", { name: "Send this question to your care team" });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await shot(portal, "care-team-portal-offer-375");
  await offer.click();
  await expect(chat.getByRole("note")).toContainText("Not for emergencies.");
  await expect(chat.getByRole("textbox", { name: "Your question to your care team" })).toHaveValue(QUESTION);
  await shot(portal, "care-team-portal-form-375");
  await chat.getByRole("button", { name: "Send to my care team" }).click();
  await expect(chat.getByRole("status")).toContainText("Sent to your care team.");
  const thread = portal.getByRole("region", { name: "Your questions to your care team" });
  await expect(thread).toContainText("Waiting for a reply");
  await portal.setViewportSize({ width: 1280, height: 860 });
  await bothWidths(portal, "portal-sent");

  // The clinician is told there is a question, without its words.
  await expect
    .poll(async () => (await mailFor(process.env.E2E_SES_URL ?? "", clinicianEmail)).map((m) => m.subject))
    .toContain("A patient sent you a question");
  const notice = (await mailFor(process.env.E2E_SES_URL ?? "", clinicianEmail)).find(
    (m) => m.subject === "A patient sent you a question",
  );
  expect(notice?.body.text).not.toContain("scuba");
  const emailPage = await patientContext.newPage();
  await emailPage.setContent(notice?.body.html ?? "");
  await shot(emailPage, "care-team-clinician-notice-email");

  // The dashboard counts it; the summary shows it with a box to reply.
  await page.goto(`${baseURL()}/dashboard`);
  const card = page.getByRole("region", { name: /Patient questions/ });
  await expect(card).toContainText("1 question");
  await expect(card).toContainText("Maria Gonzalez");
  await bothWidths(page, "dashboard-card");
  await card.getByRole("link", { name: /Maria Gonzalez/ }).click();
  const questions = page.getByRole("region", { name: "Questions from the patient" });
  await expect(questions).toContainText(QUESTION);
  await expect(questions).toContainText("1 awaiting reply");
  await questions.getByRole("textbox", { name: "Reply to the patient" }).fill(REPLY);
  await bothWidths(page, "clinician-reply-form");
  await questions.getByRole("button", { name: "Send reply" }).click();
  await expectToast(page, "Reply sent", "The patient has been emailed that you replied.");
  await expect(questions).toContainText("All answered");
  await expect(questions).toContainText(REPLY);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await bothWidths(page, "clinician-replied");
  await page.goto(`${baseURL()}/dashboard`);
  await expect(page.getByRole("region", { name: /Recent activity/i })).toBeVisible();
  await expect(page.getByRole("region", { name: /Patient questions/ })).toHaveCount(0);

  // The patient is emailed that there is a reply (not what it says) and reads it in the portal.
  await expect
    .poll(async () => (await mailFor(process.env.E2E_SES_URL ?? "", patient)).map((m) => m.subject))
    .toContain("Your care team replied to your question");
  const replyMail = (await mailFor(process.env.E2E_SES_URL ?? "", patient)).find(
    (m) => m.subject === "Your care team replied to your question",
  );
  expect(replyMail?.body.text).not.toContain("cardiology check-up");
  await emailPage.setContent(replyMail?.body.html ?? "");
  await shot(emailPage, "care-team-patient-reply-email");
  await portal.goto("about:blank");
  await portal.goto(portalLink);
  await expect(thread).toContainText("Reply from your care team");
  await expect(thread).toContainText(REPLY);
  await thread.scrollIntoViewIfNeeded();
  await bothWidths(portal, "portal-reply");
  await patientContext.close();
});

test("a recording starts only once the clinician confirms the patient agreed to be recorded", async ({ page }) => {
  await signUpNewClinician(page, "Consuela");
  await page.goto(`${baseURL()}/dashboard/new-transcription`);
  await page.getByLabel(/Patient name/).fill("Walter Finch");
  await page.getByRole("button", { name: "Continue to Recording" }).click();
  await expectToast(page, "Consent Required", "Please confirm the patient has agreed to be recorded before recording.");
  await expect(page.getByRole("button", { name: "Continue to Recording" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.getByLabel(/agreed to this consultation being recorded/).check();
  await bothWidths(page, "consent-form");

  await page.getByRole("button", { name: "Continue to Recording" }).click();

  await expect(page.getByRole("button", { name: /Start Recording/ })).toBeVisible();
});
