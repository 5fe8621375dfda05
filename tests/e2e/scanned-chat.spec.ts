import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { scratchFolder, shot, signUpNewClinician } from "./support";

const scratch = scratchFolder("scanned-chat");

/** Issue 10: a scanned letter (pages that are only images) is read by OCR, and chat answers from it. */
const scanPath = join(scratch, "kowalski-scan.pdf");

test.beforeAll(() => {
  copyFileSync(join(import.meta.dirname, "../fixtures/evaluation/scanned-uti-letter.pdf"), scanPath);
});

test("a scanned PDF becomes a summary, and chat answers what only the document says", async ({ page }) => {
  test.setTimeout(120_000);
  // Its own clinician: the demo account's list belongs to the summaries journey, which expects it empty at the end.
  await signUpNewClinician(page, "Bea");
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(scanPath);
  await page.getByRole("button", { name: "Generate Summary" }).click();

  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("region", { name: "Summary details" })).toContainText("Beatrice Kowalski");
  await expect(page.getByRole("region", { name: "Summary", exact: true })).toContainText(/Nitrofurantoin 100 mg/i);

  const chat = page.getByRole("region", { name: "Chat" });
  await chat.getByPlaceholder("Type a question…").fill("What did the urine dipstick show?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log")).toContainText("your documents say:");
  await expect(chat.getByRole("log")).toContainText(/dipstick positive for nitrites/i);
  await shot(page, "90-scanned-pdf-chat-desktop");

  await page.setViewportSize({ width: 375, height: 800 });
  await chat.getByPlaceholder("Type a question…").fill("When should I contact the surgery?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log")).toContainText("blood in your urine");
  await shot(page, "91-scanned-pdf-chat-phone");
});
