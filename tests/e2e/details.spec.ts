import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DISCHARGE_NOTE, pdfOf } from "../fixtures/documents";
import { acceptEveryOpenFlag, baseURL, confirmationCodeFor, expectToast, scratchFolder, shot } from "./support";

const scratch = scratchFolder("details");

test.describe.configure({ mode: "serial" });

const pdfPath = join(scratch, "details-discharge.pdf");
const brokenPath = join(scratch, "details-scan.pdf");
const email = `rowan.${Date.now()}@clinic.example`;
const password = "Strong-Pass-2026!";
// Long enough to need two lines in the side panel: it must wrap at the @ or a dot, never inside a word.
const patient = "maria.gonzalez-fernandez@riverside-family-practice.example.com";
let sentId = "";

test.beforeAll(async () => {
  writeFileSync(pdfPath, await pdfOf(DISCHARGE_NOTE));
  writeFileSync(brokenPath, "not really a pdf");
});

/** Both widths of every screen of this issue, looked at by hand (tests/e2e/artifacts). */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(200);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function generate(page: Page, file: string) {
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(file);
  await page.getByRole("button", { name: "Generate Summary" }).click();
}

test("a new clinician: told where the local code is, greeted 'Welcome', tabs named by page", async ({ page }) => {
  await page.goto(`${baseURL()}/login`);
  await expect(page).toHaveTitle("Log In | ClearNote Health");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First name").fill("Rowan");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("the code is printed in the terminal where")).toBeVisible();
  await expect(page.getByText("We Emailed You")).toHaveCount(0);
  await shots(page, "40-confirm-code-local");
  await page.getByLabel("Confirmation Code").fill(await confirmationCodeFor(email));
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("heading", { name: "Welcome, Rowan" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle("Dashboard | ClearNote Health");
  await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveTitle("Settings | ClearNote Health");
  await page.getByRole("complementary").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Rowan" })).toBeVisible();
  // The same visit (a reload) still says 'Welcome'; a later sign-in says 'Welcome back' (last test).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Rowan" })).toBeVisible();
  await shots(page, "40-welcome-first-visit");
});

test("failed generations are Failed everywhere, with the reason, Retry and Delete; never drafts", async ({ page }) => {
  await signInAs(page);
  await generate(page, brokenPath);
  await expectToast(page, "Generation Failed");
  // The form keeps the files after a failure; the next summary is of the readable document alone.
  await page.getByRole("button", { name: "Remove details-scan.pdf" }).click();
  await generate(page, pdfPath);
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  const chat = page.getByRole("region", { name: "Chat" });
  for (const question of ["How much aspirin do I take?", "When is my follow-up?", "What should I avoid?"]) {
    await chat.getByPlaceholder("Type a question…").fill(question);
    await chat.getByRole("button", { name: "Send" }).click();
    await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();
    await expect(chat.getByPlaceholder("Type a question…")).toBeEnabled();
  }
  const panel = page.getByRole("region", { name: "Email to patient" });
  await panel.getByLabel("Patient email").fill(patient);
  await acceptEveryOpenFlag(page, "Checked against the letter.");
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
  // Item 7: a day later by default; the panel says when.
  await expect(panel).toContainText("The feedback request will be sent on");
  await shots(page, "41-email-panel-will-be-sent");

  await page.getByRole("complementary").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("region", { name: "Unsent Drafts" })).toContainText("0");
  const recent = page.getByRole("region", { name: "Recent activity" });
  const failedItem = recent.getByRole("listitem").filter({ hasText: "details-scan.pdf" });
  await expect(failedItem.locator(".chip-status.chip-danger")).toHaveText("Failed");
  await expect(recent).not.toContainText("Unknown Patient");
  await shots(page, "42-dashboard-failed-chip");

  await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
  const failedRow = page.getByRole("row", { name: /details-scan\.pdf/ });
  await expect(failedRow).toContainText("Failed");
  await expect(failedRow).not.toContainText("Ready to Send");
  await shots(page, "43-past-summaries-failed-row");

  await failedRow.getByRole("button", { name: "View" }).click();
  await expect(page).toHaveURL(/\/dashboard\/summaries\/[0-9a-z]{26}$/);
  const failedCard = page.getByRole("region", { name: "Generation failed" });
  await expect(failedCard).toContainText("Failed to extract text from details-scan.pdf");
  await expect(failedCard.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByText("Ready to Send")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Email to patient" })).toHaveCount(0);
  await shots(page, "44-failed-detail");

  await failedCard.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Generation Failed");
  await expect(failedCard).toBeVisible();

  // Item 2: deleting asks first, naming what goes; Escape leaves it; the dialog's button deletes.
  await failedCard.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this summary?" });
  await expect(dialog).toContainText("details-scan.pdf");
  await expect(dialog).toContainText("no patient has a link");
  await shots(page, "45-delete-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await failedCard.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete summary" }).click();
  await expectToast(page, "Summary Deleted");
  await expect(page).toHaveURL(/\/dashboard\/summaries$/);
  await expect(page.getByRole("row", { name: /details-scan\.pdf/ })).toHaveCount(0);
});

test("a summary has its own address: it opens without jumping the page, and Back returns to the list", async ({
  page,
}) => {
  await signInAs(page);
  await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
  await page
    .getByRole("row", { name: /Maria Gonzalez/ })
    .getByRole("button", { name: "View" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/summaries\/[0-9a-z]{26}$/);
  sentId = page.url().split("/").pop() ?? "";

  // Item 4: the saved chat shows its newest message inside its own box; the page stays at its top.
  const log = page.getByRole("region", { name: "Chat" }).getByRole("log");
  await expect(log).toContainText("What should I avoid?");
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await log.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);
  await expect(page.getByRole("button", { name: "Back to List" })).toBeInViewport();

  const side = page.getByRole("complementary", { name: "Summary information" });
  await expect(side).toContainText("Feedback Request");
  await expect(side).toContainText("Will be sent on");
  await shots(page, "46-detail-with-chat");

  // Item 9: the address wraps at the @ or a dot at phone width, never inside a word.
  await page.setViewportSize({ width: 375, height: 800 });
  const address = side.locator(".email-address");
  const lines = await address.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].length;
  });
  expect(lines).toBeGreaterThan(1);
  const lineStarts = await address.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const starts: string[] = [];
    let lastTop = Number.NaN;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getBoundingClientRect().top;
        if (top !== lastTop) starts.push(text[i]);
        lastTop = top;
      }
    }
    return starts;
  });
  // Every line after the first begins at the @ or a dot.
  expect(lineStarts.slice(1).filter((c) => c !== "@" && c !== ".")).toEqual([]);
  await side.scrollIntoViewIfNeeded();
  await shot(page, "47-side-panel-email-375");
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.getByRole("button", { name: "Back to List" }).click();
  await expect(page).toHaveURL(/\/dashboard\/summaries$/);
  await expect(page.getByRole("heading", { name: "Past Summaries" })).toBeVisible();
  await expect(page).toHaveTitle("Past Summaries | ClearNote Health");
});

test("a deep link to a summary works after signing in", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL()}/dashboard/summaries/${sentId}`);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/summaries/${sentId}$`), { timeout: 20_000 });
  await expect(page.getByRole("complementary", { name: "Summary information" })).toContainText("Maria Gonzalez");
  await expect(page).toHaveTitle("Summary details | ClearNote Health");
  await context.close();
});

test("the collapsed sidebar's logo and toggle do not overlap", async ({ page }) => {
  await signInAs(page);
  await expect(page.getByRole("heading", { name: "Welcome back, Rowan" })).toBeVisible();
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  const nav = page.getByRole("complementary", { name: "Dashboard navigation" });
  await page.waitForTimeout(300);
  const logo = await nav.getByRole("link", { name: "ClearNote" }).boundingBox();
  const toggle = await nav.getByRole("button", { name: "Expand sidebar" }).boundingBox();
  if (!logo || !toggle) throw new Error("logo or toggle not rendered");
  const overlap =
    logo.x < toggle.x + toggle.width &&
    toggle.x < logo.x + logo.width &&
    logo.y < toggle.y + toggle.height &&
    toggle.y < logo.y + logo.height;
  expect(overlap).toBe(false);
  const navBox = await nav.boundingBox();
  expect(logo.x + logo.width).toBeLessThanOrEqual((navBox?.x ?? 0) + (navBox?.width ?? 0));
  await shot(page, "48-sidebar-collapsed-1280");
});

async function signInAs(page: Page) {
  await page.goto(`${baseURL()}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}
