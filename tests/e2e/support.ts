import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

const artifacts = new URL("./artifacts/", import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run through tests/e2e/playwright.config.ts");
  return url;
};

export const demo = () => ({ email: process.env.E2E_DEMO_EMAIL ?? "", password: process.env.E2E_DEMO_PASSWORD ?? "" });

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
}

export async function signIn(page: Page, email = demo().email, password = demo().password): Promise<void> {
  await page.goto(`${baseURL()}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** Sonner toasts: the title and, when given, the description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Waits for the local stack to print the sign-up confirmation code for this email. */
export async function confirmationCodeFor(email: string): Promise<string> {
  const { readFileSync } = await import("node:fs");
  const logFile = process.env.E2E_STACK_LOG ?? "";
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const match = readFileSync(logFile, "utf8").match(
          new RegExp(`confirmation code for ${email.replace(/[.+]/g, "\\$&")}: (\\S+)`),
        );
        code = match?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** Signs up a brand-new clinician through the UI (code from the local stack's output), so a spec owns its data. */
export async function signUpNewClinician(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@clinic.example`;
  await page.goto(`${baseURL()}/login`);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Strong-Pass-2026!");
  await page.getByLabel("Confirm Password").fill("Strong-Pass-2026!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByLabel("Confirmation Code").fill(await confirmationCodeFor(email));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  return email;
}

/** Accepts each open flag in turn with the reason given (the form opens on Accept, Enter submits). */
export async function acceptEveryOpenFlag(page: Page, reason: string) {
  for (let i = 0; i < 20; i++) {
    const accept = page.getByRole("button", { name: /^Accept: / }).first();
    if ((await accept.count()) === 0) return;
    await accept.click();
    const why = page.getByRole("textbox", { name: "Why is it correct?" });
    await why.fill(reason);
    await why.press("Enter");
    await expect(why).toHaveCount(0);
  }
}

/**
 * As a clinician on the dashboard: a summary of the file from New Summary, its flags accepted, sent to `patient`
 * (the journey the delivery, audit and care-team specs start from).
 */
export async function summariseAndSend(page: Page, filePath: string, patient: string): Promise<void> {
  await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
  await page.getByTestId("file-input").setInputFiles(filePath);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole("region", { name: "Email to patient" });
  await panel.getByLabel("Patient email").fill(patient);
  await acceptEveryOpenFlag(page, "Checked against the letter.");
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
}

/**
 * A folder for one spec file's made-up patient files (letters, recordings), removed when that file's tests end: no
 * patient-like data is left in the machine's temp folder.
 */
export function scratchFolder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `clearnote-e2e-${name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  test.afterAll(remove);
  // Playwright also loads each spec file to list its tests, in a process that runs no hooks: its folder goes when
  // that process ends.
  process.once("exit", remove);
  return dir;
}
