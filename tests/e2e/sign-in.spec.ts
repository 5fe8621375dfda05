import { AdminCreateUserCommand, SignUpCommand } from "@aws-sdk/client-cognito-identity-provider";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { cognitoClient } from "../../infra/local/bootstrap";
import { baseURL, demo, shot } from "./support";

/**
 * The product's own sign-in form (decision 360): its refusals, the way in, and Amplify UI's Authenticator loaded only
 * for Create Account and a forgotten password.
 */

/** Records whether Amplify UI was fetched (its pre-bundled module in dev, its chunk in a build). */
function watchAmplifyUi(page: Page): () => boolean {
  let loaded = false;
  page.on("request", (request) => {
    if (/ui-react|AuthenticatorPanel/.test(request.url())) loaded = true;
  });
  return () => loaded;
}

/** axe's serious and critical findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openSignIn(page: Page) {
  await page.goto(`${baseURL()}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to ClearNote" })).toBeVisible({ timeout: 30_000 });
}

test("a wrong password is refused in the product's words, and announced", async ({ page }) => {
  const amplifyUi = watchAmplifyUi(page);
  await openSignIn(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Please enter your email.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill(demo().email);
  await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1!");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.", { timeout: 20_000 });
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, "sign-in-wrong-password-1280");
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 860 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "sign-in-wrong-password-375");
  expect(await axeFindings(page)).toEqual([]);
  expect(amplifyUi()).toBe(false);
});

test("the right password reaches the dashboard, without Amplify UI", async ({ page }) => {
  const amplifyUi = watchAmplifyUi(page);
  await openSignIn(page);
  await page.getByLabel("Email").fill(`  ${demo().email}  `);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill(demo().password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await password.press("Enter");

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
  expect(amplifyUi()).toBe(false);
});

test("Create Account and Forgot your password? open the Authenticator at those screens", async ({ page }) => {
  const amplifyUi = watchAmplifyUi(page);
  await openSignIn(page);
  await shot(page, "sign-in-1280");
  expect(amplifyUi()).toBe(false);

  await page.getByRole("tab", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your practice account" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByLabel("First name")).toBeFocused();
  expect(amplifyUi()).toBe(true);
  await shot(page, "sign-in-create-account-1280");

  await openSignIn(page);
  await page.setViewportSize({ width: 375, height: 860 });
  await shot(page, "sign-in-375");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Email")).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "sign-in-forgot-password-375");
});

const cognito = () => cognitoClient(process.env.E2E_COGNITO_URL ?? "");

test("a clinician an administrator created chooses a password at the first sign-in", async ({ page }) => {
  const email = `admin.made.${Date.now()}@clinic.example`;
  await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: process.env.E2E_USER_POOL_ID,
      Username: email,
      TemporaryPassword: "Temporary-Pass-2026!",
      MessageAction: "SUPPRESS",
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
        { Name: "given_name", Value: "Noor" },
      ],
    }),
  );
  await openSignIn(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Temporary-Pass-2026!");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await page.getByLabel("New password", { exact: true }).fill("too-weak");
  await page.getByLabel("Confirm new password", { exact: true }).fill("too-weak");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("at least 12 characters");
  await shot(page, "sign-in-new-password-1280");
  await page.getByLabel("New password", { exact: true }).fill("Own-Strong-Pass-2026!");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Own-Strong-Pass-2026!");
  await page.getByRole("button", { name: "Save and sign in" }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Noor$/ })).toBeVisible({ timeout: 20_000 });
});

test("an account never confirmed is handed to the Authenticator with the email typed", async ({ page }) => {
  const email = `unconfirmed.${Date.now()}@clinic.example`;
  const password = "Strong-Pass-2026!";
  await cognito().send(
    new SignUpCommand({
      ClientId: process.env.E2E_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: "email", Value: email }],
    }),
  );
  await openSignIn(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await shot(page, "sign-in-handed-over-1280");
  // From here the Authenticator asks Cognito to resend the sign-up code, which cognito-local does not implement
  // (ResendConfirmationCode); on AWS it then shows its confirmation screen, as it did before the own form.
});
