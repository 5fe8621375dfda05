import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfOf } from "../fixtures/documents";
import { FLAGGED_NOTE } from "../fixtures/review-documents";
import { linkIn, mailFor } from "../support/mailbox";
import { expectToast, shot, signUpNewClinician } from "./support";

test.describe.configure({ mode: "serial" });

const patient = `harriet.${Date.now()}@example.com`;

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("the clinician checks the flagged facts, edits a section, sends, and the patient sees the edited text", async ({
  page,
  browser,
}) => {
  const pdfPath = join(tmpdir(), "vance-discharge.pdf");
  writeFileSync(pdfPath, await pdfOf(FLAGGED_NOTE));
  await signUpNewClinician(page, "Reva");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });

  // The result screen reviews too: the same highlights, and Send waits for them.
  await expect(
    page.getByRole("region", { name: "Summary", exact: true }).locator("mark.flag-mark").first(),
  ).toBeVisible();
  await shot(page, "39-review-result");
  await page.getByRole("button", { name: "View All Summaries" }).click();
  await page
    .getByRole("row", { name: /Harriet Vance/ })
    .getByRole("button", { name: "View" })
    .click();
  const summary = page.getByRole("region", { name: "Summary", exact: true });
  const checklist = page.getByRole("region", { name: "Facts to check" });
  const panel = page.getByRole("region", { name: "Email to patient" });

  // The fact not found in the document is highlighted where it stands, and Send waits for it.
  await expect(summary.locator('mark[data-flag="medication:potassium"]')).toHaveText("potassium");
  await expect(checklist).toContainText("1 highlighted fact was not found in the documents");
  await panel.getByLabel("Patient email").fill(patient);
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(panel).toContainText("Please confirm or correct the 1 highlighted fact before sending.");
  await shot(page, "40-review-flags");
  await phoneShot(page, "40-review-flags-phone");

  // "High potassium" is right (hyperkalaemia): confirm it.
  await checklist.getByRole("button", { name: "This is correct: potassium" }).click();
  await expect(checklist).toContainText("All highlighted facts were checked.");
  // Who confirmed it: the clinician's name from sign-in (the address when the identity provider gives no name).
  await expect(checklist).toContainText(/Confirmed by (Reva Tester|reva\.\d+@clinic\.example)/);

  // The clinician rewords a section in their own words.
  await summary.getByRole("button", { name: "Edit summary" }).click();
  const hospital = summary.getByLabel("Why you were in hospital");
  await hospital.fill(
    (await hospital.inputValue()).replace(
      "your average blood sugar over the last few months",
      "your long-term blood sugar average",
    ),
  );
  await shot(page, "41-review-editor");
  await phoneShot(page, "41-review-editor-phone");
  await summary.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Changes Saved");
  await expect(summary).toContainText("your long-term blood sugar average");

  // Another section, edited as the clinician wants the patient to read it.
  await summary.getByRole("button", { name: "Edit summary" }).click();
  const followUp = summary.getByLabel("Your follow-up appointments");
  await followUp.fill(`${await followUp.inputValue()}\nBring your glucose diary to the appointment.`);
  await summary.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Changes Saved");
  await expect(summary).toContainText("Bring your glucose diary to the appointment.");

  await summary.getByRole("button", { name: /Version history/ }).click();
  const history = summary.getByRole("region", { name: "Version history" });
  await expect(history).toContainText("Version 3");
  await expect(history).toContainText(/Edited · (Reva Tester|reva\.)/);
  await expect(history).toContainText("Generated · ClearNote");
  await history.getByRole("button", { name: "View" }).first().click();
  await expect(history).toContainText("your long-term blood sugar average");
  await shot(page, "42-review-history");
  await phoneShot(page, "42-review-history-phone");

  await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled();
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
  await expect(page.getByText("This is the version the patient received.")).toBeVisible();
  await expect(summary.getByRole("button", { name: "Edit summary" })).toHaveCount(0);
  await shot(page, "43-review-sent");

  // The patient's portal shows exactly the sent, edited text.
  const mail = await mailFor(process.env.E2E_SES_URL ?? "", patient);
  const summaryMail = mail.find((m) => m.subject === "Your visit summary is ready");
  if (!summaryMail) throw new Error("The summary email did not arrive");
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await patientPage.goto(linkIn(summaryMail, /http\S+\/patient-portal\/\S+/));
  const portal = patientPage.getByRole("region", { name: "Your summary" });
  await expect(portal).toContainText("Bring your glucose diary to the appointment.");
  await expect(portal).toContainText("your long-term blood sugar average");
  await expect(portal).not.toContainText("over the last few months");
  await expect(patientPage.locator("mark")).toHaveCount(0);
  await shot(patientPage, "44-review-portal");
  await phoneShot(patientPage, "44-review-portal-phone");
  await patientContext.close();
});

test("the clinician regenerates with other instructions, reads the earlier version and restores it", async ({
  page,
}) => {
  const pdfPath = join(tmpdir(), "vance-regenerate.pdf");
  writeFileSync(pdfPath, await pdfOf(FLAGGED_NOTE));
  await signUpNewClinician(page, "Rhea");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByRole("region", { name: "Summary", exact: true });
  const original = (await summary.locator(".summary-text").first().textContent()) ?? "";

  await summary.getByRole("button", { name: "Regenerate…" }).click();
  const form = summary.getByRole("form", { name: "Regenerate summary" });
  await form.getByLabel("Template").selectOption({ index: 1 });
  await form.getByLabel("Additional instructions (optional)").fill("Explain the medicines first.");
  await shot(page, "45-review-regenerate");
  await phoneShot(page, "45-review-regenerate-phone");
  await form.getByRole("button", { name: "Regenerate" }).click();
  await expectToast(page, "New Version Ready", "The previous version is kept in the version history.");

  await summary.getByRole("button", { name: /Version history/ }).click();
  const history = summary.getByRole("region", { name: "Version history" });
  await expect(history).toContainText(/Regenerated \(template .+, with instructions\)/);
  await expect(history).toContainText("“Explain the medicines first.”");
  await history.getByRole("button", { name: "View" }).click();
  await expect(history.locator(".version-preview")).toContainText("your average blood sugar over the last few months");
  await history.getByRole("button", { name: "Restore" }).click();
  await expectToast(page, "Version 1 Restored");
  await expect(summary.locator(".summary-text").first()).toHaveText(original);
  await expect(history).toContainText("Restored from version 1");
  await shot(page, "46-review-restored");
});
