import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectToast, shot, signUpNewClinician } from "./support";

/** Issue 24 part 2: "Export for EHR" on a summary's page and a transcription's page saves the FHIR R4 Bundle. */
test.describe.configure({ mode: "serial" });

async function shots(page: Page, name: string) {
  // The page as a clinician sees it after the click: no focus ring, no toast left from before.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("button", { name: "Export for EHR" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Clicks the button and reads the file the browser saved. */
async function exportBundle(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export for EHR" }).click(),
  ]);
  const path = await download.path();
  return { fileName: download.suggestedFilename(), bundle: JSON.parse(readFileSync(path, "utf8")) };
}

test("Export for EHR saves a summary's and a transcription's FHIR bundle, named by id only", async ({ page }) => {
  await signUpNewClinician(page, "Exporter");
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Restore sample records" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore samples" }).click();
  await expectToast(page, "Sample Records Restored");

  await page.getByRole("link", { name: "Past Summaries" }).first().click();
  await page
    .getByRole("row", { name: /Robin Example/ })
    .getByRole("button", { name: "View" })
    .click();
  const summaryId = page.url().split("/").pop();
  const summary = await exportBundle(page);

  expect(summary.fileName).toBe(`summary-${summaryId}.json`);
  expect(summary.bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
  expect(summary.bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType)).toContain(
    "DocumentReference",
  );
  await shots(page, "ehr-export-summary");

  await page.getByRole("link", { name: "Past Transcriptions" }).first().click();
  await page
    .getByRole("row", { name: /Sam Fictional/ })
    .getByRole("button", { name: "View" })
    .click();
  const transcriptionId = page.url().split("/").pop();
  const transcription = await exportBundle(page);

  expect(transcription.fileName).toBe(`transcription-${transcriptionId}.json`);
  expect(
    transcription.bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType),
  ).toContain("Composition");
  await shots(page, "ehr-export-transcription");
});
