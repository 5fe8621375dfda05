import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { expectToast, scratchFolder, shot, signIn } from "./support";

const scratch = scratchFolder("summaries");

test.describe.configure({ mode: "serial" });

const pdfPath = join(scratch, "gonzalez-discharge.pdf");

test.beforeAll(async () => {
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
});

test("a clinician turns a PDF into a summary, chats about it, finds it in Past Summaries and deletes it", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await expect(page.getByRole("button", { name: "Generate Summary" })).toBeDisabled();
  await expect(page.getByText("Upload documents first to continue")).toBeVisible();

  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await expect(page.getByRole("list", { name: "Selected files" })).toContainText("gonzalez-discharge.pdf");
  await shot(page, "20-new-summary-file");
  await page.getByRole("button", { name: "Generate Summary" }).click();

  await expect(page.getByRole("heading", { name: "Creating Your Summary" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Summary progress" })).toBeVisible();
  await shot(page, "21-creating-summary");

  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  const details = page.getByRole("region", { name: "Summary details" });
  await expect(details).toContainText("Maria Gonzalez");
  await expect(details).toContainText(/Grade \d+/);
  await expect(details).toContainText("Ready to Send");
  await expect(details).toContainText("Offline draft engine");
  await expect(page.getByRole("region", { name: "Summary", exact: true })).toContainText("Aspirin 81 mg");
  await shot(page, "22-summary-result");

  const chat = page.getByRole("region", { name: "Chat" });
  await chat.getByPlaceholder("Type a question…").fill("How much aspirin do I take?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log")).toContainText(/- Aspirin 81 mg (?:by mouth )?every day\./);
  await shot(page, "23-summary-chat");

  await page.getByRole("button", { name: "View All Summaries" }).click();
  await expect(page).toHaveURL(/\/dashboard\/summaries$/);
  const row = page.getByRole("row", { name: /Maria Gonzalez/ });
  await expect(row).toContainText("gonzalez-discharge.pdf");
  await expect(row).toContainText("Ready to Send");
  await shot(page, "24-past-summaries");

  await row.getByRole("button", { name: "View" }).click();
  await expect(page.getByRole("button", { name: "Back to List" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Chat" }).getByRole("log")).toContainText(
    "How much aspirin do I take?",
  );
  await expect(page.getByRole("complementary", { name: "Summary information" })).toContainText(
    "gonzalez-discharge.pdf",
  );
  await shot(page, "25-summary-detail");

  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this summary?" })
    .getByRole("button", { name: "Delete summary" })
    .click();
  await expectToast(page, "Summary Deleted");
  await expect(page.getByRole("heading", { name: "No Summaries Found" })).toBeVisible();
  await expect(page.getByText("You haven't generated any summaries recently.")).toBeVisible();
});

test("the dashboard home counts this month's summaries and lists recent ones", async ({ page }) => {
  await signIn(page);
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole("complementary").getByRole("link", { name: "Dashboard" }).click();

  await expect(page.getByRole("region", { name: "This Month" })).toContainText("2");
  await expect(page.getByRole("region", { name: "Unsent Drafts" })).toContainText("1");
  await expect(page.getByRole("region", { name: "Patient Satisfaction" })).toContainText("N/A");
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Less than 1 hour ago");
  await shot(page, "26-dashboard-home");
});

test("a file type the product does not read is refused with the spec's message", async ({ page }) => {
  await signIn(page);
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  const sheet = join(scratch, "results.xlsx");
  writeFileSync(sheet, "x");

  await page.getByTestId("file-input").setInputFiles(sheet);

  await expectToast(page, "File type not supported");
  await expect(page.getByRole("button", { name: "Generate Summary" })).toBeDisabled();
});

test("a document that cannot be read returns to the upload form with 'Generation Failed'", async ({ page }) => {
  await signIn(page);
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  const broken = join(scratch, "broken-letter.pdf");
  writeFileSync(broken, "this is not a PDF");

  await page.getByTestId("file-input").setInputFiles(broken);
  await page.getByRole("button", { name: "Generate Summary" }).click();

  await expectToast(page, "Generation Failed", "Failed to extract text from broken-letter.pdf");
  await expect(page.getByRole("button", { name: "Generate Summary" })).toBeVisible();
  await shot(page, "27-generation-failed");
});
