import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, test } from "@playwright/test";
import { flagKey } from "#contracts/review-flags";
import type { StackInfo } from "../integration/global-setup";
import { type Clinician, newClinician } from "../support/clinicians";
import { emailFor, sendBody } from "../support/delivery";
import { linkIn, mailFor } from "../support/mailbox";
import { uploadFiles, waitForSummary } from "../support/uploads";
import { baseURL, expectToast, shot, signIn } from "./support";

/**
 * Issue 25, part 1: the patient acts on the summary. The clinician gives the practice's phone in Settings; the patient
 * opens the emailed link and finds the warning signs first with the numbers to call, the medicines as a day's
 * schedule, and an "Add to calendar" for the dated follow-up, at 1280 and 375 px.
 */

/** This run's local stack, as the API helpers of the integration tests take it (the API's address from config.json). */
async function localStack(): Promise<StackInfo> {
  const config = (await fetch(`${baseURL()}/config.json`).then((r) => r.json())) as { apiUrl: string };
  return {
    apiUrl: config.apiUrl,
    cognitoUrl: process.env.E2E_COGNITO_URL ?? "",
    userPoolId: process.env.E2E_USER_POOL_ID ?? "",
    clientId: process.env.E2E_CLIENT_ID ?? "",
    dynamodbUrl: process.env.E2E_DYNAMODB_URL ?? "",
    sesUrl: process.env.E2E_SES_URL ?? "",
    tableName: "clearnote-local",
    s3Url: "",
    bucket: "",
    demo: { email: "", password: "" },
    bus: { url: process.env.E2E_BUS_URL ?? "", secret: process.env.E2E_BUS_SECRET ?? "" },
  };
}

/** A discharge letter written for this test, with its follow-up dated next year so the button is always offered. */
const YEAR = new Date().getFullYear() + 1;
const LETTER = `DISCHARGE SUMMARY
Patient Name: Robert Hayes
Discharge Diagnosis: Community-acquired pneumonia. Atrial fibrillation.
Hospital Course: The patient was admitted with fever and cough. Chest X-ray showed right lower lobe pneumonia. He was treated with intravenous antibiotics and improved.
Discharge Medications:
- NEW: Amoxicillin 500 mg PO TDS for 5 days.
- NEW: Apixaban 5 mg PO BID.
- CHANGED: Metoprolol succinate 50 mg PO daily (increased from 25 mg).
- Atorvastatin 40 mg PO nocte.
- Paracetamol 1 g PO every 6 hours PRN for fever or pain.
- Aspirin 81 mg daily: STOPPED because apixaban is started.
- Colecalciferol 20,000 units PO once a week for 8 weeks.
Return Precautions: Call 911 if you have chest pain, trouble breathing, or coughing up blood. Call the clinic if your fever returns after finishing the antibiotics.
Follow-up: Cardiology clinic with Dr. Patel on March 3, ${YEAR} at 10:30 am. Repeat chest X-ray in 6 weeks.`;

const PASSWORD = "Test-Password-2026!";

/** A screenshot of one part of the page, beside the whole-page ones of `shot`, to look at it closely. */
const shotOf = (part: Locator, name: string) =>
  part.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname });

let stack: StackInfo;
let clinician: Clinician;

test.beforeAll(async () => {
  stack = await localStack();
  clinician = await newClinician(stack, "portalact");
});

test.describe.configure({ mode: "serial" });

test("the clinician gives the practice's phone in Settings, and a number that is not one is refused", async ({
  page,
}) => {
  await signIn(page, clinician.email, PASSWORD);
  await page.goto(`${baseURL()}/dashboard/settings`);
  const phone = page.getByLabel("Practice phone number");
  const card = page.locator(".card").filter({ has: phone });

  await phone.fill("call reception");
  await phone.blur();
  await expect(card.getByText("Please enter a phone number of 7 to 15 digits")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await card.scrollIntoViewIfNeeded();
  await shot(page, "250-settings-portal-phone-error-1280");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The first toast of a visit loads its library from the dev server first: slow on a loaded machine.
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Please enter a phone number of 7 to 15 digits" }),
  ).toBeVisible({ timeout: 30_000 });
  // The toast sits over Save Changes until it goes.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

  await phone.fill("(555) 010-4477");
  await expect(card.getByText("Please enter a phone number of 7 to 15 digits")).toHaveCount(0);
  await expect(card.getByLabel("Emergency number")).toHaveValue("911");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Settings Saved");
  await page.reload();
  await expect(page.getByLabel("Practice phone number")).toHaveValue("(555) 010-4477");
  await page.setViewportSize({ width: 375, height: 800 });
  await shotOf(
    page.locator(".card").filter({ has: page.getByLabel("Practice phone number") }),
    "251-settings-portal-phone-375",
  );
});

test("the patient sees when to get help first, the medicines as a schedule and adds the follow-up to the calendar", async ({
  browser,
}) => {
  const files = await uploadFiles(clinician, [{ name: "discharge.txt", bytes: Buffer.from(LETTER) }]);
  const created = await clinician.call("POST", "/summaries", { files });
  const summary = await waitForSummary(clinician, created.body.summary.id);
  const open = summary.flags.filter((f: { resolution?: unknown }) => !f.resolution);
  if (open.length > 0) {
    const confirmed = await clinician.call("POST", `/summaries/${summary.id}/flags/confirm`, {
      revision: summary.revision ?? 1,
      flags: open.map(flagKey),
      reason: "Checked against the letter.",
    });
    expect(confirmed.status).toBe(200);
  }
  const patient = emailFor("acting");
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, crypto.randomUUID()));
  expect(sent.status).toBe(200);
  await expect.poll(async () => (await mailFor(stack.sesUrl, patient)).length).toBeGreaterThan(0);
  const summaryMail = (await mailFor(stack.sesUrl, patient)).find((m) => m.subject === "Your visit summary is ready");
  if (!summaryMail) throw new Error("no summary email");
  const link = linkIn(summaryMail, /http\S+\/patient-portal\/\S+/);

  // 320 px too: the narrowest phone a clinic's patient may hold, where nothing may scroll sideways.
  for (const width of [1280, 375, 320]) {
    const context = await browser.newContext({ viewport: { width, height: width < 400 ? 800 : 860 } });
    const page = await context.newPage();
    await page.goto(link);
    const region = page.getByRole("region", { name: "Your summary" });

    // When to get help: first in the summary, the signs as written, a tap to call.
    const help = region.getByRole("region", { name: "When to get help" });
    await expect(help).toContainText("Call 911 if you have chest pain, trouble breathing, or coughing up blood.");
    await expect(help.getByRole("link", { name: "Emergency: call 911" })).toHaveAttribute("href", "tel:911");
    await expect(help.getByRole("link", { name: "Call your practice: (555) 010-4477" })).toHaveAttribute(
      "href",
      "tel:5550104477",
    );
    const helpTop = (await help.boundingBox())?.y ?? 0;
    const medicinesTop = (await region.getByRole("heading", { name: "Your medicines" }).boundingBox())?.y ?? 0;
    expect(helpTop).toBeLessThan(medicinesTop);
    await shot(page, `252-portal-act-${width}`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );

    // Medicines as the day: a table a screen reader reads as one at both widths.
    const table = region.getByRole("table", { name: "When to take your medicines" });
    const apixaban = table.getByRole("row", { name: /Apixaban/ });
    await expect(apixaban.getByRole("cell")).toHaveText(["MorningTake", "Midday", "EveningTake", "Bedtime"]);
    await expect(apixaban).toContainText("New");
    await expect(table.getByRole("row", { name: /Amoxicillin/ }).getByRole("cell")).toHaveText([
      "MorningTake",
      "MiddayTake",
      "EveningTake",
      "Bedtime",
    ]);
    await expect(table.getByRole("row", { name: /Atorvastatin/ }).getByRole("cell")).toHaveText([
      "Morning",
      "Midday",
      "Evening",
      "BedtimeTake",
    ]);
    const metoprolol = table.getByRole("row", { name: /Metoprolol succinate/ });
    await expect(metoprolol.getByRole("cell")).toHaveText(["Once a day"]);
    await expect(metoprolol).toContainText("Changed");
    await expect(table).not.toContainText("Aspirin");
    const stopped = region.locator(".med-box-stopped");
    await expect(stopped.getByRole("heading", { name: "Stop or pause these medicines" })).toBeVisible();
    await expect(stopped).toContainText("Aspirin 81 mg");
    await expect(region.locator(".med-box-as-needed")).toContainText("Paracetamol 1 g every 6 hours as needed");
    await expect(region.locator(".med-box-as-written")).toContainText("Colecalciferol 20,000 units once a week");
    await shotOf(region.locator(".med-section"), `253-portal-medicines-${width}`);

    // The dated follow-up goes to the calendar as an .ics file.
    const add = region.getByRole("button", { name: "Add to calendar" });
    await expect(add).toHaveCount(1);
    await shotOf(help, `254-portal-help-card-${width}`);
    await shotOf(region.locator(".follow-ups"), `255-portal-follow-up-${width}`);
    const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
    expect(download.suggestedFilename()).toBe(`appointment-${YEAR}-03-03.ics`);
    const file = readFileSync((await download.path()) as string, "utf8");
    expect(file).toContain(`DTSTART:${YEAR}0303T103000\r\n`);
    expect(file).toContain(`UID:${summary.id}-0@portal.clearnote\r\n`);
    expect(file).toContain("SUMMARY:Cardiology clinic with Dr. Patel on March 3\\,");
    await context.close();
  }
});
