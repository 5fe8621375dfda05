import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { linkIn, mailFor } from "../support/mailbox";
import { acceptEveryOpenFlag, expectToast, scratchFolder, shot, signUpNewClinician } from "./support";

const scratch = scratchFolder("delivery");

test.describe.configure({ mode: "serial" });

const patient = `maria.${Date.now()}@example.com`;

test("the clinician sends, the patient reads, chats and gives feedback, and the clinician sees it", async ({
  page,
  browser,
}) => {
  const pdfPath = join(scratch, "delivery-discharge.pdf");
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  // Its own clinician, so other specs' summaries and counters do not mix with this one's.
  await signUpNewClinician(page, "Dana");
  // This journey follows the feedback link at once, so the clinician asks for the request with the summary.
  await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("Send the feedback request").selectOption({ label: "Right after the summary" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Settings Saved");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });

  // Clinician: the email panel validates, then sends summary and follow-up in one go.
  const panel = page.getByRole("region", { name: "Email to patient" });
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await panel.getByLabel("Patient email").fill("not-an-email");
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Invalid Email", "Please enter a valid email address.");
  await panel.getByLabel("Patient email").fill(patient);
  await expect(panel.getByLabel("Send a follow-up feedback request")).toBeChecked();
  await acceptEveryOpenFlag(page, "Checked against the letter.");
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
  await expectToast(page, "Follow-up Email Sent", "Patient will receive a feedback request email shortly.");
  await expect(panel).toContainText(`Summary sent to ${patient}.`);
  await expect(page.getByRole("region", { name: "Summary details" })).toContainText("Delivered");
  await shot(page, "30-email-sent");

  // Patient: a fresh browser context, no sign-in, the link from the captured email.
  const mail = await mailFor(process.env.E2E_SES_URL ?? "", patient);
  const summaryMail = mail.find((m) => m.subject === "Your visit summary is ready");
  const followUp = mail.find((m) => m.subject === "How was your visit summary?");
  if (!summaryMail || !followUp) throw new Error("The emails did not arrive");
  const portalLink = linkIn(summaryMail, /http\S+\/patient-portal\/\S+/);
  const feedbackLink = linkIn(followUp, /http\S+\/feedback#\S+/);
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await patientPage.setContent(summaryMail.body.html ?? "");
  await shot(patientPage, "31-summary-email");

  await patientPage.goto(portalLink);
  await expect(patientPage.getByRole("heading", { name: "Your visit summary" })).toBeVisible();
  await expect(patientPage.getByText("Prepared for Maria Gonzalez", { exact: false })).toBeVisible();
  await expect(patientPage.getByRole("region", { name: "Your summary" })).toContainText("Aspirin 81 mg");
  await expect(patientPage.getByText("Check before sending")).toHaveCount(0);
  const chat = patientPage.getByRole("region", { name: "Chat" });
  await chat.getByPlaceholder("Type a question…").fill("When is my follow-up?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log")).toContainText("Cardiology clinic with Dr. Patel in 2 weeks.");
  await shot(patientPage, "32-patient-portal");

  await patientPage.goto(feedbackLink);
  await patientPage.getByText("Yes", { exact: true }).click();
  await patientPage.getByLabel("How was the chat?: 5 of 5").check({ force: true });
  await patientPage.getByLabel("How easy was the summary to read?: 5 of 5").check({ force: true });
  await patientPage.getByLabel("Overall, how satisfied are you?: 9 of 10").check({ force: true });
  await patientPage.getByLabel("Anything else you would like to tell us?").fill("  Very clear, thank you.  ");
  await shot(patientPage, "33-feedback-form");
  await patientPage.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(patientPage.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();
  await shot(patientPage, "34-feedback-thanks");

  // Opening the used link again says so before any question is shown.
  await patientPage.goto("about:blank");
  await patientPage.goto(feedbackLink);
  await expect(patientPage.getByRole("heading", { name: "Feedback Already Received" })).toBeVisible();
  await expect(patientPage.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);
  await patientContext.close();

  // Clinician: Delivered in Past Summaries, satisfaction and chatbox cards on the home page.
  await page.getByRole("button", { name: "View All Summaries" }).click();
  const row = page.getByRole("row", { name: /Maria Gonzalez/ });
  await expect(row).toContainText("Delivered");
  await row.getByRole("button", { name: "View" }).click();
  const side = page.getByRole("complementary", { name: "Summary information" });
  await expect(side).toContainText(patient);
  await expect(side).toContainText("Delivered At");
  await expect(page.getByRole("region", { name: "Email to patient" })).toHaveCount(0);
  await shot(page, "35-delivered-detail");
  await page
    .getByRole("complementary", { name: "Dashboard navigation" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("region", { name: "Patient Satisfaction" })).toContainText("9.0/10");
  await expect(page.getByRole("region", { name: "Chatbox Interaction" })).toContainText("100%");
  await shot(page, "36-dashboard-after-feedback");
});

test("a portal link with a wrong token shows the Access Error view", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`${process.env.E2E_BASE_URL}/patient-portal/01unknown#${"A".repeat(43)}`);

  await expect(page.getByRole("heading", { name: "Access Error" })).toBeVisible();
  await expect(page.getByText("Unable to load your summary. This link may be invalid or expired.")).toBeVisible();
  await shot(page, "37-portal-access-error");
  await context.close();
});

test("a feedback page without a session says the link is invalid", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`${process.env.E2E_BASE_URL}/feedback?summary=null`);

  await expect(page.getByRole("heading", { name: "Invalid Feedback Link" })).toBeVisible();
  await context.close();
});

test("the home page counts up the live statistics the deliveries fed", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`${process.env.E2E_BASE_URL}/`);

  const tiles = page.getByRole("region", { name: "ClearNote at a glance" });
  await expect(tiles).toHaveAttribute("data-state", "live");
  // The count-up starts once the tiles are half visible (spec section 4).
  await tiles.scrollIntoViewIfNeeded();
  await expect(tiles).toContainText("9.0/10");
  await expect(tiles.getByText("...")).toHaveCount(0);
  await shot(page, "38-home-live-stats");
  await context.close();
});

test("the spec's path form of the portal link works and is rewritten to the fragment form", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = "C".repeat(43);

  await page.goto(`${process.env.E2E_BASE_URL}/patient-portal/01pathform/${token}`);

  await expect(page).toHaveURL(new RegExp(`/patient-portal/01pathform#${token}$`));
  await expect(page.getByRole("heading", { name: "Access Error" })).toBeVisible();
  await context.close();
});
