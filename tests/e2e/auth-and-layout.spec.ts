import { expect, test } from "@playwright/test";
import { baseURL, confirmationCodeFor, demo, shot, signIn } from "./support";

test("a visitor without a session is sent from the dashboard to sign-in", async ({ page }) => {
  await page.goto(`${baseURL()}/dashboard/settings`);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await shot(page, "01-login");
});

test("signing in lands on the dashboard with the sidebar, email and role", async ({ page }) => {
  await signIn(page);

  const nav = page.getByRole("complementary", { name: "Dashboard navigation" });
  for (const label of [
    "Dashboard",
    "New Summary",
    "New Transcription",
    "Past Summaries",
    "Past Transcriptions",
    "Settings",
    "Support",
  ]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(nav).toContainText(demo().email);
  await expect(nav).toContainText("Healthcare Professional");
  // The demo clinician's first visit may be this test's or an earlier spec's: "Welcome" or "Welcome back" (details.spec
  // checks the first visit's greeting on a new clinician).
  await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Alex/ })).toBeVisible();
  await shot(page, "02-dashboard");
});

test("a signed-in user opening /login goes straight to the dashboard", async ({ page }) => {
  await signIn(page);

  await page.goto(`${baseURL()}/login`);

  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the sidebar collapses to icons and expands again", async ({ page }) => {
  await signIn(page);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.locator(".sidebar.collapsed")).toBeVisible();
  await shot(page, "03-sidebar-collapsed");
  await page.getByRole("button", { name: "Expand sidebar" }).click();

  await expect(page.locator(".sidebar.collapsed")).toHaveCount(0);
});

test("the old past-summaries address redirects to Past Summaries", async ({ page }) => {
  await signIn(page);

  await page.goto(`${baseURL()}/dashboard/past-summaries`);

  await expect(page).toHaveURL(/\/dashboard\/summaries$/);
});

test("Support shows its placeholder", async ({ page }) => {
  await signIn(page);

  await page.getByRole("link", { name: "Support" }).click();

  await expect(page.getByText("Support - Coming Soon")).toBeVisible();
});

test("an unknown address shows the not-found page", async ({ page }) => {
  await page.goto(`${baseURL()}/no-such-page`);

  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await shot(page, "04-not-found-home");
});

test("Sign Out returns to the home page and ends the session", async ({ page }) => {
  await signIn(page);

  await page.getByRole("button", { name: "Sign Out" }).click();

  await expect(page).toHaveURL(`${baseURL()}/`);
  await page.goto(`${baseURL()}/dashboard`);
  await expect(page).toHaveURL(/\/login$/);
});

test("a new clinician signs up with the code shown by the local stack and lands on the dashboard", async ({ page }) => {
  const email = `new.clinician.${Date.now()}@clinic.example`;
  await page.goto(`${baseURL()}/login`);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("Last name").fill("Shah");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Strong-Pass-2026!");
  await page.getByLabel("Confirm Password").fill("Strong-Pass-2026!");
  await shot(page, "05-sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();

  await page.getByLabel("Confirmation Code").fill(await confirmationCodeFor(email));
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The first-visit wording ('Welcome' rather than 'Welcome back') has its own test in details.spec.ts.
  await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Priya$/ })).toBeVisible({ timeout: 20_000 });
  await shot(page, "06-after-sign-up");
});
