import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { injectEmailOutcome } from "../support/email-outcomes";
import { linkIn, mailFor } from "../support/mailbox";
import { expectToast, scratchFolder, shot, signUpNewClinician, summariseAndSend } from "./support";

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

const scratch = scratchFolder("audit");
/** The local stack of this run, for the SES outcome injector (email-outcomes.spec.ts does the same). */
const stack = () => ({
  sesUrl: process.env.E2E_SES_URL ?? "",
  dynamodbUrl: process.env.E2E_DYNAMODB_URL ?? "",
  tableName: "clearnote-local",
  bus: { url: process.env.E2E_BUS_URL ?? "", secret: process.env.E2E_BUS_SECRET ?? "" },
});

test("a sent summary's History says where it went, that it arrived and that the patient opened it", async ({
  page,
  browser,
}) => {
  const patient = `history.${Date.now()}@example.com`;
  const notePath = join(scratch, "history-discharge.txt");
  writeFileSync(notePath, DISCHARGE_NOTE);
  await signUpNewClinician(page, "Hollis");
  await summariseAndSend(page, notePath, patient);
  await injectEmailOutcome(stack(), patient, "delivered");

  // The patient opens the emailed link in a browser of their own.
  const summaryMail = (await mailFor(stack().sesUrl, patient)).find((m) => m.subject === "Your visit summary is ready");
  if (!summaryMail) throw new Error("The summary email did not arrive");
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await patientPage.goto(linkIn(summaryMail, /http\S+\/patient-portal\/\S+/));
  await expect(patientPage.getByRole("heading", { name: "Your visit summary" })).toBeVisible();
  await patientContext.close();

  await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
  await page
    .getByRole("row", { name: /history-discharge\.txt/ })
    .getByRole("button", { name: "View" })
    .click();
  const history = page.locator("details.history-panel");
  await history.locator("summary").click();
  const lines = history.locator("li");
  await expect(history.getByText(`Sent to ${patient} on `, { exact: false })).toBeVisible();
  await expect(history.getByText(/^Opened by the patient on /)).toBeVisible();
  await expect(history.getByText(/^Email delivered · System · /)).toBeVisible();
  await expect(history.getByText(/^Created · You · /)).toBeVisible();
  // The page read the summary every 1.5 s while it was written: those reads are one "Opened" (decision 440), and
  // opening it here from the list is one more.
  const opened = await lines.filter({ hasText: /^Opened · You · / }).count();
  expect(opened).toBeGreaterThanOrEqual(1);
  expect(opened).toBeLessThanOrEqual(3);
  await history.scrollIntoViewIfNeeded();
  await bothWidths(page, "audit-history-sent-summary", () =>
    expect(history.getByText(/^Opened by the patient on /)).toBeVisible(),
  );

  await page.getByRole("link", { name: "Activity" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  for (const action of ["Sent to the patient", "Email delivered", "Opened by the patient", "Created"]) {
    await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
  // At 375 px each cell carries its column's name too, so the row is found by its text.
  const patientVisit = page.locator("table.rtable tbody tr").filter({ hasText: "Opened by the patient" }).first();
  await bothWidths(page, "audit-activity-sent-summary", () => expect(patientVisit).toBeVisible());
});
