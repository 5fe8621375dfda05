import { expect, type Page, test } from "@playwright/test";
import { expectToast, shot, signUpNewClinician } from "./support";

/** Issue 19, item 11: a newcomer restores the sample records from Settings and sees them marked in every list. */
const sampleBadges = (page: Page) => page.locator(".sample-badge");

async function atWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await expect(sampleBadges(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await shot(page, `samples-${name}-${width}`);
  }
}

test("a newcomer restores sample records from Settings and sees them marked Sample in the lists and the dashboard", async ({
  page,
}) => {
  await signUpNewClinician(page, "Newcomer");
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Restore sample records" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restore sample records?" });
  await expect(dialog).toContainText("Your own summaries and transcriptions are not changed.");
  await shot(page, "samples-restore-dialog-1280");
  await dialog.getByRole("button", { name: "Restore samples" }).click();
  await expectToast(page, "Sample Records Restored");
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Past Summaries" }).first().click();
  await expect(sampleBadges(page)).toHaveCount(3);
  await atWidths(page, "past-summaries");

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole("link", { name: "Past Transcriptions" }).first().click();
  await expect(sampleBadges(page)).toHaveCount(3);
  await expect(page.getByText("Sam Fictional")).toBeVisible();
  await atWidths(page, "past-transcriptions");

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(sampleBadges(page)).toHaveCount(3);
  await atWidths(page, "dashboard");
});
