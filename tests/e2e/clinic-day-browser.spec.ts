import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, expect as baseExpect, type Page, type Route, test } from "@playwright/test";
import { recording } from "../support/transcriptions";
import { acceptEveryOpenFlag, baseURL, expectToast, scratchFolder, shot, signIn, signUpNewClinician } from "./support";

/**
 * Issue 19, a normal clinic day in Chromium: audio that downloads in a fresh browser, deletes that ask first, list
 * loads that fail say so (and an expired session says to sign in again), generation with an expired session keeps
 * the work, and one toast per action.
 */

/** Each first visit of a page loads its code from Vite's dev server: tens of seconds on a busy 2-core machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

const dir = scratchFolder("clinic-day");
const audioFile = join(dir, "consultation.webm");
const PASSWORD = "Strong-Pass-2026!";
/**
 * The clinician and recording the first test makes, kept in a file: Playwright restarts its worker after a failed
 * test, so each later test still runs (and is judged) on its own.
 */
const stateFile = new URL("./artifacts/clinic-day-state.json", import.meta.url).pathname;
let email = "";
let transcriptionUrl = "";
test.beforeEach(() => {
  if (!email && existsSync(stateFile)) ({ email, transcriptionUrl } = JSON.parse(readFileSync(stateFile, "utf8")));
});

/** Only the app's own API calls (`/api/...`), never the page of the same name. */
const api = (path: RegExp) => (url: URL) => url.pathname.startsWith("/api/") && path.test(url.pathname.slice(4));
const UNAUTHORIZED = {
  status: 401,
  contentType: "application/json",
  body: JSON.stringify({ message: "Unauthorized" }),
};
const GETS_ONLY = (handle: (route: Route) => Promise<void>) => (route: Route) =>
  route.request().method() === "GET" ? handle(route) : route.fallback();

async function atWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await ready();
    await shot(page, `clinic-day-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function freshSignedIn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return { context, page };
}

/** Uploads the consultation file as a new transcription and waits for its detail page. */
async function newTranscription(page: Page, patientName: string, patientEmail: string): Promise<string> {
  await page.goto(`${baseURL()}/dashboard/new-transcription`);
  await page.getByLabel(/Patient name/).fill(patientName);
  await page.getByLabel(/Patient email/).fill(patientEmail);
  await page.getByLabel(/agreed to this consultation being recorded/).check();
  await page.getByRole("button", { name: "Continue to Recording" }).click();
  await page.getByTestId("audio-file-input").setInputFiles(audioFile);
  await expect(page).toHaveURL(/\/dashboard\/transcriptions\/[0-9a-z]{26}$/i, { timeout: 180_000 });
  await expect(page.getByRole("region", { name: "Clinical Notes (Provider)" })).toBeVisible({ timeout: 120_000 });
  return page.url();
}

test.beforeAll(async () => {
  writeFileSync(
    audioFile,
    await recording(
      "speech",
      "Patient has a cough for two weeks. Blood pressure is normal. Review in one week if not better.",
    ),
  );
});

test("a new clinician's recording is ready to download", async ({ page }) => {
  test.setTimeout(300_000);
  rmSync(stateFile, { force: true });
  email = await signUpNewClinician(page, "Dara");
  transcriptionUrl = await newTranscription(page, "Iris Vale", `iris.${Date.now()}@example.com`);
  writeFileSync(stateFile, JSON.stringify({ email, transcriptionUrl }));
});

test("the recording downloads as transcription-{id}.webm in fresh browser sessions", async ({ browser }) => {
  // Each fresh browser loads the dashboard's code from Vite's dev server anew: minutes on a busy machine.
  test.setTimeout(600_000);
  const id = transcriptionUrl.split("/").pop() ?? "";
  for (let session = 1; session <= 3; session++) {
    const { context, page } = await freshSignedIn(browser);
    const failures: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /CORS|Access-Control/i.test(message.text())) failures.push(message.text());
    });
    await page.goto(transcriptionUrl);
    // A fresh browser loads the page's code from Vite's dev server for the first time: slow on a busy machine.
    await expect(page.getByRole("button", { name: "Download" })).toBeVisible({ timeout: 60_000 });
    // The player has loaded the recording (as a clinician would press Download after listening).
    await expect
      .poll(() => page.evaluate(() => (document.querySelector("audio") as HTMLAudioElement | null)?.readyState ?? 0), {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(1);

    const download = page.waitForEvent("download", { timeout: 30_000 });
    await page.getByRole("button", { name: "Download" }).click();
    const file = await download.catch((error) => {
      throw new Error(`session ${session}: no download (${failures.join("; ") || "no CORS message"}): ${error}`);
    });
    expect(file.suggestedFilename()).toBe(`transcription-${id}.webm`);
    await expectToast(page, "Download Started");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Download Error" })).toHaveCount(0);
    expect(failures).toEqual([]);
    if (session === 1) await atWidths(page, "download", () => expectToast(page, "Download Started"));
    await context.close();
  }
});

test("deleting a transcription asks first, naming what goes and what stays", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, email, PASSWORD);
  // A second recording, sent to the patient, deleted from its detail page.
  const patientEmail = `owen.${Date.now()}@example.com`;
  const sentUrl = await newTranscription(page, "Owen Marsh", patientEmail);
  await acceptEveryOpenFlag(page, "Checked against the recording.");
  await page.getByRole("region", { name: "Email to patient" }).getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Summary Sent Successfully")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Delete", exact: true }).first().click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this transcription?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Owen Marsh");
  await expect(dialog).toContainText(/audio recording/);
  await expect(dialog).toContainText(/transcript/);
  await expect(dialog).toContainText(/clinical notes/);
  await expect(dialog).toContainText(patientEmail);
  await expect(dialog).toContainText(/stays in Past Summaries until you delete it there/);
  await atWidths(page, "delete-detail", () => expect(dialog).toBeVisible());
  // Cancel keeps it.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Summary Sent Successfully")).toBeVisible({ timeout: 60_000 });

  await page.getByRole("button", { name: "Delete", exact: true }).first().click();
  await dialog.getByRole("button", { name: "Delete transcription" }).click();
  await expectToast(page, "Transcription Deleted");
  await expect(page).toHaveURL(/\/dashboard\/transcriptions$/);
  await expect(page.getByRole("row", { name: /Owen Marsh/ })).toHaveCount(0);
  expect(page.url()).not.toBe(sentUrl);
  // The summary already emailed stays.
  await page.goto(`${baseURL()}/dashboard/summaries`);
  await expect(
    page
      .getByRole("row", { name: /Owen Marsh/ })
      .or(page.getByText("Owen Marsh"))
      .first(),
  ).toBeVisible();

  // In the list: one click only asks; Cancel keeps the row.
  await page.goto(`${baseURL()}/dashboard/transcriptions`);
  const row = page.getByRole("row", { name: /Iris Vale/ });
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toContainText("Iris Vale");
  await expect(dialog).toContainText(/not been sent/);
  await atWidths(page, "delete-list", () => expect(dialog).toBeVisible());
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
});

test("a failed list load says so with Retry, not an empty account", async ({ page }) => {
  test.setTimeout(400_000);
  await signIn(page, email, PASSWORD);
  // Only Owen Marsh's summary was sent, so only he is in Past Summaries (a transcription's summary is listed once sent).
  for (const [path, heading, failure, empty, listed] of [
    ["summaries", "Past Summaries", "Failed to load summaries", "No Summaries Found", /Owen Marsh/],
    ["transcriptions", "Past Transcriptions", "Failed to load transcriptions", "No Transcriptions Found", /Iris Vale/],
  ] as const) {
    const list = api(new RegExp(`^/${path}$`));
    await page.route(
      list,
      GETS_ONLY((route) => route.abort("connectionfailed")),
    );
    await page.goto(`${baseURL()}/dashboard/${path}`);
    const alert = page.getByRole("alert").filter({ hasText: failure });
    await expect(alert).toBeVisible();
    await expect(page.getByText(empty)).toHaveCount(0);
    await expect(page.getByText(/^0 (summaries|transcriptions)$/)).toHaveCount(0);
    await atWidths(page, `${path}-failed`, () => expect(alert).toBeVisible());
    await page.unroute(list);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("row", { name: listed }).first()).toBeVisible();
  }

  const dashboard = api(/^\/dashboard$/);
  await page.route(
    dashboard,
    GETS_ONLY((route) => route.abort("connectionfailed")),
  );
  await page.goto(`${baseURL()}/dashboard`);
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load summaries" });
  await expect(alert).toBeVisible();
  await atWidths(page, "dashboard-failed", () => expect(alert).toBeVisible());
  await page.unroute(dashboard);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Iris Vale");
});

test("an expired session on a list says to sign in again, and signing in returns to the list", async ({ page }) => {
  test.setTimeout(400_000);
  await signIn(page, email, PASSWORD);
  for (const [path, text] of [
    ["summaries", "Please log in again to view your summaries"],
    ["transcriptions", "Please log in again to view your transcriptions."],
    ["", "Please log in again to view your summaries"],
  ] as const) {
    const expired = api(/^\/(summaries|transcriptions|dashboard|me)$/);
    await page.route(
      expired,
      GETS_ONLY((route) => route.fulfill(UNAUTHORIZED)),
    );
    const address = `${baseURL()}/dashboard${path ? `/${path}` : ""}`;
    await page.goto(address);
    const alert = page.getByRole("alert").filter({ hasText: text });
    await expect(alert).toBeVisible();
    await expect(page.getByText(/No (Summaries|Transcriptions) Found/)).toHaveCount(0);
    if (path !== "") await atWidths(page, `${path}-expired`, () => expect(alert).toBeVisible());
    await page.unroute(expired);
    await alert.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(address);
    await expect(alert).toHaveCount(0);
    await expect(page.getByText(/Owen Marsh|Iris Vale/).first()).toBeVisible();
  }
});

test("generating with an expired session says to log in again and keeps the files and instructions", async ({
  page,
}) => {
  test.setTimeout(400_000);
  await signIn(page, email, PASSWORD);
  await page.goto(`${baseURL()}/dashboard/new-summary`);
  await page
    .getByTestId("file-input")
    .setInputFiles({ name: "discharge-letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") });
  const instructions = page.getByLabel("Additional instructions (optional)");
  await instructions.fill("Short bullet points, please.");
  const uploads = api(/^\/(uploads|summaries)$/);
  await page.route(uploads, (route) => route.fulfill(UNAUTHORIZED));
  await page.getByRole("button", { name: "Generate Summary" }).click();

  await expectToast(page, "Authentication Error", "Please log in again");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Unauthorized" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Generation Failed" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Selected files" })).toContainText("discharge-letter.pdf");
  await expect(instructions).toHaveValue("Short bullet points, please.");
  await atWidths(page, "generate-expired", () => expectToast(page, "Authentication Error"));
  await page.unroute(uploads);
});

test("one toast region: a later outcome replaces the earlier error of the same action", async ({ page }) => {
  test.setTimeout(400_000);
  await signIn(page, email, PASSWORD);
  await page.goto(transcriptionUrl);
  await expect
    .poll(() => page.evaluate(() => (document.querySelector("audio") as HTMLAudioElement | null)?.readyState ?? 0), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(1);
  // The first download's link fails (a dropped connection), the second works.
  const audio = (url: URL) => /\/transcriptions\/.+\/audio\.[a-z0-9]+$/.test(url.pathname);
  await page.route(audio, (route) =>
    route.request().resourceType() === "fetch" ? route.abort("connectionfailed") : route.fallback(),
  );
  await page.getByRole("button", { name: "Download" }).click();
  await expectToast(page, "Download Error", "Failed to download audio file");
  await page.unroute(audio);
  await page.getByRole("button", { name: "Download" }).click();
  await expectToast(page, "Download Started");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Download Error" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toaster]")).toHaveCount(1);
  await atWidths(page, "toast-replaced", () => expectToast(page, "Download Started"));
});
