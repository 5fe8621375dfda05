import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { UPLOAD_WAIT_SECONDS } from "#core/transcriptions/status";
import { expectToast, scratchFolder, shot, signUpNewClinician } from "./support";

/**
 * Issue 19, item 16: a recording whose audio never reaches the bucket (the connection drops during the upload) reads
 * 'Waiting for upload' with Retry and Delete once the short window has passed, not 'Processing' for an hour.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync", "--no-first-run"],
  },
});

const dir = scratchFolder("upload");
const clip = join(dir, "clip.wav");
execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=f=440:d=2", "-ac", "1", clip]);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("a recording whose upload never arrives shows Waiting for upload with Retry and Delete", async ({ page }) => {
  test.setTimeout(UPLOAD_WAIT_SECONDS * 1000 + 420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpNewClinician(page, "Upton");
  const origin = new URL(page.url()).origin;
  // The audio upload (a presigned POST straight to the bucket) is lost on the way.
  await page.route(
    (url) => url.pathname.includes("clearnote-uploads-local"),
    (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()),
  );
  await page.goto(`${origin}/dashboard/new-transcription`);
  await page.getByLabel(/Patient name/).fill("Lena Upton");
  await page.getByLabel(/agreed to this consultation being recorded/).check();
  await page.getByRole("button", { name: "Continue to Recording" }).click();
  await page.getByTestId("audio-file-input").setInputFiles(clip);
  await expect(page.getByRole("button", { name: /Start Recording/ })).toBeVisible({ timeout: 30_000 });
  await page.unroute((url) => url.pathname.includes("clearnote-uploads-local"));

  // Past the short window the record says what is wrong with it.
  await page.waitForTimeout(UPLOAD_WAIT_SECONDS * 1000 + 2_000);
  await page.goto(`${origin}/dashboard/transcriptions`);
  const row = page.getByRole("row", { name: /Lena Upton/ });
  await expect(row).toContainText("Waiting for upload", { timeout: 60_000 });
  await expect(row).not.toContainText("Processing");
  await row.getByRole("button", { name: "View" }).click();

  const notice = page.getByRole("status").filter({ hasText: "Waiting for upload" });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Delete" })).toBeVisible();
  await shot(page, "tx-40-waiting-for-upload-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(notice).toBeVisible({ timeout: 90_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await shot(page, "tx-41-waiting-for-upload-375");

  // Retry asks the server, which checks whether the audio has arrived: it has not.
  await notice.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Waiting for upload", "The recording was not uploaded. Please try again.");
  await expect(notice).toBeVisible();

  // Delete asks first, then removes the recording that never arrived.
  await notice.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this transcription?" });
  await expect(dialog).toContainText("Lena Upton");
  await dialog.getByRole("button", { name: "Delete transcription" }).click();
  await expectToast(page, "Transcription Deleted");
  await expect(page).toHaveURL(/\/dashboard\/transcriptions$/);
  await expect(page.getByRole("row", { name: /Lena Upton/ })).toHaveCount(0);
});
