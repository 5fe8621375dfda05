import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfOf } from "../fixtures/documents";
import { FLAGGED_NOTE } from "../fixtures/review-documents";
import { linkIn, mailFor } from "../support/mailbox";
import { acceptEveryOpenFlag, expectToast, scratchFolder, shot, signUpNewClinician } from "./support";

const scratch = scratchFolder("review");

test.describe.configure({ mode: "serial" });

const patient = `harriet.${Date.now()}@example.com`;

/** A line no document of the fixture has: the checker must raise it whatever it calls it. */
const TYPED_DOSE = "Take aspirin 325 mg every day.";

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("the clinician checks the flagged facts, edits a section, sends, and the patient sees the edited text", async ({
  page,
  browser,
}) => {
  const pdfPath = join(scratch, "vance-discharge.pdf");
  writeFileSync(pdfPath, await pdfOf(FLAGGED_NOTE));
  await signUpNewClinician(page, "Reva");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });

  // The result screen reviews too: the same panel, and Send waits for it.
  await shot(page, "39-review-result");
  await page.getByRole("button", { name: "View All Summaries" }).click();
  await page
    .getByRole("row", { name: /Harriet Vance/ })
    .getByRole("button", { name: "View" })
    .click();
  const summary = page.getByRole("region", { name: "Summary", exact: true });
  const panel = page.getByRole("region", { name: "Email to patient" });
  await panel.getByLabel("Patient email").fill(patient);
  // Whatever the checker raised on the engine's own draft is accepted first, each with a reason.
  await acceptEveryOpenFlag(page, "Checked against the discharge letter.");

  // The clinician rewords a section and, by mistake, types a dose that no document has.
  await summary.getByRole("button", { name: "Edit summary" }).click();
  const hospital = summary.getByLabel("Why you were in hospital");
  await hospital.fill(
    `${(await hospital.inputValue()).replace(
      "your average blood sugar over the last few months",
      "your long-term blood sugar average",
    )}\n${TYPED_DOSE}`,
  );
  await shot(page, "41-review-editor");
  await phoneShot(page, "41-review-editor-phone");
  await summary.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Changes Saved");
  await expect(summary).toContainText("your long-term blood sugar average");

  // The checker reads the edit: the dose is flagged first, with why, and Send waits for it.
  const toCheck = page.getByRole("region", { name: "To check" });
  await expect(toCheck).toBeVisible();
  await expect(
    toCheck
      .getByRole("heading", { level: 3 })
      .filter({ hasText: /325 mg|aspirin/i })
      .first(),
  ).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(panel).toContainText(/\d+ facts? to check before sending/);
  await shot(page, "40-review-flags");
  await phoneShot(page, "40-review-flags-phone");

  // The cardiologist did ask for it: accepted, with the reason kept beside who and when.
  await acceptEveryOpenFlag(page, "Cardiology asked for the higher dose by phone.");
  await expect(page.getByRole("region", { name: "All facts checked" })).toBeVisible();
  await page
    .getByText(/Checked \(\d+\)|Show checked/)
    .first()
    .click();
  await expect(page.getByRole("region", { name: "All facts checked" })).toContainText(
    "Cardiology asked for the higher dose by phone.",
  );
  await shot(page, "40-review-flags-checked");

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
  const pdfPath = join(scratch, "vance-regenerate.pdf");
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
