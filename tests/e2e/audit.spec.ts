import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectToast, shot, signUpNewClinician } from "./support";

/** Issue 24 part 1: a record's History panel, the account's Activity page with a filter, and its CSV. */
test.describe.configure({ mode: "serial" });

async function bothWidths(page: Page, name: string, visible: () => Promise<void>) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await visible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("History shows a record's events, and Activity filters them and saves them as CSV", async ({ page }) => {
  await signUpNewClinician(page, "Auditor");
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Restore sample records" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore samples" }).click();
  await expectToast(page, "Sample Records Restored");

  // Open a summary twice, so its History has something to show.
  await page.getByRole("link", { name: "Past Summaries" }).first().click();
  await page
    .getByRole("row", { name: /Robin Example/ })
    .getByRole("button", { name: "View" })
    .click();
  await page.reload();
  const history = page.locator("details.history-panel");
  await history.locator("summary").click();
  await expect(history.getByText(/^Opened · You · /).first()).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await bothWidths(page, "audit-history-summary", () =>
    expect(history.getByText(/^Opened · You · /).first()).toBeVisible(),
  );

  // The delete confirmation says the history stays.
  await page.getByRole("button", { name: "Delete", exact: true }).first().click();
  await expect(page.getByRole("alertdialog")).toContainText("stays in your Activity for 6 years");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "Past Transcriptions" }).first().click();
  await page
    .getByRole("row", { name: /Sam Fictional/ })
    .getByRole("button", { name: "View" })
    .click();
  const txHistory = page.locator("details.history-panel");
  await txHistory.locator("summary").click();
  await expect(txHistory.getByText(/^Opened · You · /).first()).toBeVisible();

  await page.getByRole("link", { name: "Activity" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Opened" }).first()).toBeVisible();
  await page.getByLabel("Action").selectOption({ label: "Opened" });
  await page.getByLabel("Record").selectOption({ label: "Transcriptions" });
  await page.getByRole("button", { name: "Apply" }).click();
  const rows = page.locator("table.rtable tbody tr");
  // Every row left is a transcription opened (the page reads the record once or twice as it loads).
  await expect(rows.first()).toContainText("Transcription");
  await expect(page.getByRole("cell", { name: /^Summary/ })).toHaveCount(0);
  const shown = await rows.count();
  await bothWidths(page, "audit-activity-filtered", () => expect(rows.first()).toBeVisible());

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("activity.csv");
  const csv = readFileSync(await download.path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe("Time (UTC),Action,Who,Record type,Record id,Outcome,Browser");
  expect(csv).toHaveLength(shown + 1);
  for (const line of csv.slice(1)) expect(line).toContain(",Opened,You,transcription,");
  // No patient in the file: the samples' names are nowhere in it.
  expect(csv.join("\n")).not.toMatch(/Robin|Sam Fictional/);
});
