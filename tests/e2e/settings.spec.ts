import { expect, type Page, test } from "@playwright/test";
import { expectToast, shot, signIn } from "./support";

const summaryCard = (page: Page) => page.getByTestId("templates-summary");
const clinicalCard = (page: Page) => page.getByTestId("templates-clinical");

test.describe.configure({ mode: "serial" });

test("Settings: confirm a template, save and delete custom templates, change retention, and keep it all", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(summaryCard(page).getByLabel("Summary template")).toHaveValue("discharge_summary");
  await expect(clinicalCard(page).getByLabel("Clinical notes template")).toHaveValue("soap_format");
  await shot(page, "10-settings-defaults");

  // Confirm Template is enabled only while the selection is dirty.
  const confirm = summaryCard(page).getByRole("button", { name: "Confirm Template" });
  await expect(confirm).toBeDisabled();
  await summaryCard(page).getByLabel("Summary template").selectOption("visit_summary");
  await expect(summaryCard(page).getByLabel("Template preview")).toContainText("Why you came in");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectToast(page, "Template Confirmed");
  await expect(confirm).toBeDisabled();

  // Clinical card confirms with its own toast.
  await clinicalCard(page).getByLabel("Clinical notes template").selectOption("clinical_progress_note");
  await clinicalCard(page).getByRole("button", { name: "Confirm Template" }).click();
  await expectToast(page, "Clinical Notes Template Confirmed");

  // Save a custom summary template through the dialog.
  await summaryCard(page).getByRole("button", { name: "Save as Custom (0/5)" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as Custom Template" });
  await dialog.getByLabel("Template name").fill("Cardiology follow-up");
  await dialog.getByLabel("Template content").fill("## Your heart\n## Your medicines\n## When to call us");
  await shot(page, "11-save-custom-dialog");
  await dialog.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, "Template Saved");
  await expect(summaryCard(page).getByRole("button", { name: "Save as Custom (1/5)" })).toBeVisible();
  await expect(summaryCard(page).getByText("Cardiology follow-up", { exact: true })).toBeVisible();

  // A duplicate name is refused with the spec's text, and nothing is added.
  await summaryCard(page).getByRole("button", { name: "Save as Custom (1/5)" }).click();
  await dialog.getByLabel("Template name").fill("cardiology FOLLOW-UP");
  await dialog.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, "Error", "A template with this name already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(summaryCard(page).getByRole("button", { name: "Save as Custom (1/5)" })).toBeVisible();

  // Blank input is refused with the spec's text.
  await clinicalCard(page).getByRole("button", { name: "Save Clinical Template (0/5)" }).click();
  const clinicalDialog = page.getByRole("dialog", { name: "Save Clinical Template" });
  await clinicalDialog.getByLabel("Template name").fill("   ");
  await clinicalDialog.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, "Invalid Input", "Please provide both a name and content for your clinical template.");
  await clinicalDialog.getByRole("button", { name: "Cancel" }).click();

  // A saved template can be selected, and the preview shows its content.
  await summaryCard(page).getByLabel("Summary template").selectOption({ label: "Cardiology follow-up (saved)" });
  await expect(summaryCard(page).getByLabel("Template preview")).toContainText("Your heart");
  await summaryCard(page).getByRole("button", { name: "Confirm Template" }).click();
  await expectToast(page, "Template Confirmed");

  // Delete it: the count drops and the selection falls back to the default.
  await summaryCard(page).getByRole("button", { name: "Delete Cardiology follow-up" }).click();
  const deleteDialog = page.getByRole("alertdialog", { name: "Delete this template?" });
  await expect(deleteDialog).toContainText("Cardiology follow-up");
  await deleteDialog.getByRole("button", { name: "Delete template" }).click();
  await expectToast(page, "Template Deleted");
  await expect(summaryCard(page).getByRole("button", { name: "Save as Custom (0/5)" })).toBeVisible();
  await expect(summaryCard(page).getByLabel("Summary template")).toHaveValue("discharge_summary");

  // Retention: 7 days, saved with Save Changes.
  await page.getByLabel("Retention period").selectOption({ label: "7 Days" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Settings Saved");
  // The change is applied to the existing records in the background; the card says when it is done.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^(Applied to [\d,]+ records?\.|No existing records needed changing\.)$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, "12-settings-saved");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("heading", { name: "Data Retention" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/e2e/artifacts/12-settings-saved-375.png" });
  await page.setViewportSize({ width: 1280, height: 860 });

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByLabel("Retention period")).toHaveValue("168");
  await expect(clinicalCard(page).getByLabel("Clinical notes template")).toHaveValue("clinical_progress_note");
  await expect(summaryCard(page).getByRole("button", { name: "Save as Custom (0/5)" })).toBeVisible();

  // Switching auto-delete off hides the period and is kept too.
  await page.getByText("Automatically delete patient data").click();
  await expect(page.getByLabel("Retention period")).toHaveCount(0);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Settings Saved");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Data Retention" })).toBeVisible();
  await expect(page.getByLabel("Retention period")).toHaveCount(0);
  await shot(page, "13-settings-after-reload");
});

test("Settings: the save buttons stop at five templates", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as Custom Template" });

  for (let i = 1; i <= 5; i++) {
    await summaryCard(page)
      .getByRole("button", { name: `Save as Custom (${i - 1}/5)` })
      .click();
    await dialog.getByLabel("Template name").fill(`Template ${i}`);
    await dialog.getByLabel("Template content").fill(`## Section ${i}`);
    await dialog.getByRole("button", { name: "Save Template" }).click();
    await expectToast(page, "Template Saved");
  }

  await expect(summaryCard(page).getByRole("button", { name: "Save as Custom (5/5)" })).toBeDisabled();
  await shot(page, "14-template-limit");
});

test("Account Information shows the email and account type read-only", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Settings" }).click();

  const card = page.getByRole("region", { name: "Account Information" });
  await expect(card.getByLabel("Email")).toHaveValue(process.env.E2E_DEMO_EMAIL ?? "");
  await expect(card.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(card.getByLabel("Account type")).toHaveValue("Healthcare Professional");
});
